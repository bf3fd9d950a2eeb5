/**
 * Board coordinates, computed on the client from the graph (the engine's board data has none). Both board sides
 * number the central square 0, an inner ring 1-8 and an outer ring 9-24 (see the headers of shared's ruins.ts and
 * dungeon.ts). The inner ring is spread evenly; each outer square joined to an inner one by a spoke sits on that
 * spoke's angle (one spoke per inner square, free ones first), and the outer squares between two spokes are spread
 * evenly between them. The result is
 * deterministic and cached per board.
 */
import { boards } from "@tabletop/shared/xorlosch/index";
import type { BoardId } from "@tabletop/shared/xorlosch/types";
import { BOARD } from "./theme";

export interface Point {
  x: number;
  y: number;
}

const INNER = [1, 2, 3, 4, 5, 6, 7, 8];
const OUTER = Array.from({ length: 16 }, (_, i) => 9 + i);
const cache = new Map<BoardId, Map<number, Point>>();

const at = (angle: number, r: number): Point => ({
  x: BOARD.cx + r * Math.cos(angle),
  y: BOARD.cy + r * Math.sin(angle),
});
/** Angle of inner square k (1-8), clockwise from the top. */
const innerAngle = (k: number) => -Math.PI / 2 + ((k - 1) * 2 * Math.PI) / INNER.length;

function outerAngles(id: BoardId): Map<number, number> {
  const anchors = new Map<number, number>();
  const used = new Set<number>();
  // One spoke per inner square, free passages first: a second (blocked) spoke from the same inner square would put
  // two outer squares on one angle.
  const spokes = [...boards[id].passages].sort((a, b) => Number(a.obstacle !== null) - Number(b.obstacle !== null));
  for (const p of spokes) {
    const [i, o] =
      INNER.includes(p.a) && OUTER.includes(p.b)
        ? [p.a, p.b]
        : INNER.includes(p.b) && OUTER.includes(p.a)
          ? [p.b, p.a]
          : [0, 0];
    if (!i || anchors.has(o) || used.has(i)) continue;
    anchors.set(o, innerAngle(i));
    used.add(i);
  }
  const angles = new Map<number, number>();
  const n = OUTER.length;
  const anchored = OUTER.map((_, idx) => idx).filter((idx) => anchors.has(OUTER[idx]));
  if (anchored.length === 0) {
    OUTER.forEach((sq, idx) => angles.set(sq, -Math.PI / 2 + (idx * 2 * Math.PI) / n));
    return angles;
  }
  anchored.forEach((idx, j) => {
    const next = anchored[(j + 1) % anchored.length];
    const a0 = anchors.get(OUTER[idx])!;
    let a1 = anchors.get(OUTER[next])!;
    const gap = (next - idx + n) % n || n;
    while (a1 <= a0) a1 += 2 * Math.PI;
    for (let k = 0; k < gap; k++) angles.set(OUTER[(idx + k) % n], a0 + ((a1 - a0) * k) / gap);
  });
  return angles;
}

export function squarePositions(id: BoardId): Map<number, Point> {
  const hit = cache.get(id);
  if (hit) return hit;
  const pos = new Map<number, Point>();
  pos.set(boards[id].centre, { x: BOARD.cx, y: BOARD.cy });
  for (const k of INNER) pos.set(k, at(innerAngle(k), BOARD.inner));
  for (const [sq, a] of outerAngles(id)) pos.set(sq, at(a, BOARD.outer));
  // Any square outside the two rings (none today) goes on a third ring, so a new board still draws.
  const extra = boards[id].squares.filter((s) => !pos.has(s));
  extra.forEach((s, i) => pos.set(s, at((i * 2 * Math.PI) / extra.length, BOARD.outer + 90)));
  cache.set(id, pos);
  return pos;
}
