/**
 * The dungeon's squares as the rules placed them: each terrain segment's zones (number, cover, chest, deployment
 * zone), its name, the walls between squares that no step crosses, the exits (closed, open, dead) and the barred
 * door. Drawn from the shared geometry of the map rebuilt from the view (map-model.ts); this layer changes only
 * when the map, the opened chests or the displayed scale do, so it is kept between draws. Its labels are settled
 * with the standees' at each draw (../board-labels.ts).
 */
import { Container, Graphics } from "pixi.js";
import { BoardLabels, RANK, type Rect } from "../board-labels";
import { terrainSegment, type Dir, type SegmentId } from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { neighbours, type DungeonMap } from "@tabletop/shared/dungeon-lite/map/index.js";
import type { MapLayout, Placed } from "./map-model";
import { label, text } from "../labels";
import { CELL, colour } from "./theme";

const DIRS: readonly Dir[] = ["N", "E", "S", "W"];
const STEP: Readonly<Record<Dir, [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** The two ends of a square's side, in map units. */
export function sideOf(p: Placed, d: Dir): [number, number, number, number] {
  const { x, y } = p;
  if (d === "N") return [x, y, x + CELL, y];
  if (d === "S") return [x, y + CELL, x + CELL, y + CELL];
  if (d === "W") return [x, y, x, y + CELL];
  return [x + CELL, y, x + CELL, y + CELL];
}

/** A zone's square, in map units. */
export const cellOf = (p: Placed): Rect => ({ x: p.x, y: p.y, width: CELL, height: CELL });

function zoneSquare(layer: Container, p: Placed, shade: number, view: LiteView, labels: BoardLabels): void {
  const z = p.zone;
  const g = new Graphics().rect(p.x, p.y, CELL, CELL).fill(shade);
  if (z.cover) g.roundRect(p.x + 6, p.y + CELL - 24, 30, 16, 4).fill(colour.cover);
  if (z.deploy)
    g.poly([p.x + CELL - 22, p.y + 4, p.x + CELL - 4, p.y + 4, p.x + CELL - 4, p.y + 22]).fill(colour.deploy);
  if (z.chest) {
    const open = view.chestsOpened.includes(z.segment);
    g.roundRect(p.x + CELL / 2 - 11, p.y + 4, 22, 15, 3)
      .fill(open ? colour.chestOpen : colour.chest)
      .stroke({ width: 1, color: colour.wall });
  }
  layer.addChild(g);
  labels.add(label(layer, String(z.n), p.x + 4, p.y + 3, 11, colour.darkInk, "bold"), cellOf(p), RANK.place);
  if (z.cover) labels.add(label(layer, "cover", p.x + 8, p.y + CELL - 23, 9, colour.ink), cellOf(p), RANK.detail);
}

/** Walls on the sides no step crosses; thin lines between squares of one segment; dashed joins between levels. */
function walls(layer: Container, map: DungeonMap, layout: MapLayout): void {
  const at = new Map<string, string>();
  for (const p of layout.zones.values()) at.set(`${p.zone.level}:${p.zone.cell[0]},${p.zone.cell[1]}`, p.zone.id);
  const g = new Graphics();
  const thin = new Graphics();
  for (const p of layout.zones.values()) {
    const links = neighbours(map, p.zone.id, { door: "pass" });
    for (const d of DIRS) {
      const next = at.get(`${p.zone.level}:${p.zone.cell[0] + STEP[d][0]},${p.zone.cell[1] + STEP[d][1]}`);
      const open = next !== undefined && links.some((l) => l.to === next && l.dir === d);
      const [x1, y1, x2, y2] = sideOf(p, d);
      if (!open) g.moveTo(x1, y1).lineTo(x2, y2);
      else if (layout.zones.get(next!)!.zone.segment === p.zone.segment) thin.moveTo(x1, y1).lineTo(x2, y2);
    }
    for (const l of links) {
      if (l.dir !== null) continue;
      const q = layout.zones.get(l.to);
      if (q) thin.moveTo(p.x + CELL / 2, p.y + CELL / 2).lineTo(q.x + CELL / 2, q.y + CELL / 2);
    }
  }
  layer.addChild(
    thin.stroke({ width: 1, color: colour.grid }),
    g.stroke({ width: 5, color: colour.wall, cap: "square" }),
  );
}

/** Closed exits (a face-down segment waits there), dead exits, and the barred door. */
function exits(layer: Container, view: LiteView, layout: MapLayout, labels: BoardLabels): void {
  const closed = new Graphics();
  const dead = new Graphics();
  for (const e of view.exits) {
    const p = layout.zones.get(e.zone);
    if (!p || e.status === "open") continue;
    const [x1, y1, x2, y2] = sideOf(p, e.side);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    if (e.status === "closed") closed.roundRect(mx - 14, my - 9, 28, 18, 4).fill(colour.exitClosed);
    else
      dead
        .moveTo(mx - 8, my - 8)
        .lineTo(mx + 8, my + 8)
        .moveTo(mx + 8, my - 8)
        .lineTo(mx - 8, my + 8);
  }
  layer.addChild(closed, dead.stroke({ width: 3, color: colour.exitDead }));
  for (const e of view.exits) {
    const p = layout.zones.get(e.zone);
    if (!p || e.status !== "closed") continue;
    const [x1, y1, x2, y2] = sideOf(p, e.side);
    const t = label(layer, "?", (x1 + x2) / 2, (y1 + y2) / 2, 13, colour.ink, "bold");
    t.anchor.set(0.5);
    labels.add(t, null, RANK.mark);
  }
  if (view.door) {
    const p = layout.zones.get(view.door.zone);
    if (p) {
      const [x1, y1, x2, y2] = sideOf(p, view.door.side);
      layer.addChild(new Graphics().moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 11, color: colour.door }));
    }
  }
}

/** Each segment's name, in its north-west square (room: its top row); each level's caption when there are several. */
function names(layer: Container, layout: MapLayout, labels: BoardLabels): void {
  const first = new Map<SegmentId, Placed>();
  for (const p of layout.zones.values()) {
    const f = first.get(p.zone.segment);
    if (!f || p.y < f.y || (p.y === f.y && p.x < f.x)) first.set(p.zone.segment, p);
  }
  for (const [seg, p] of first) {
    let right = p.x + CELL;
    for (const q of layout.zones.values())
      if (q.zone.segment === seg && q.y === p.y) right = Math.max(right, q.x + CELL);
    const room = { x: p.x, y: p.y, width: right - p.x, height: CELL };
    // After the square's number, as wide as it is drawn at this scale.
    const n = text(String(p.zone.n), 11, colour.darkInk, "bold");
    const x = p.x + 4 + n.width + 6;
    n.destroy();
    labels.add(label(layer, terrainSegment(seg).name, x, p.y + 3, 11, colour.darkInk, "bold"), room, RANK.detail);
  }
  if (layout.levels.length > 1)
    for (const l of layout.levels)
      labels.add(label(layer, `Level ${l.level + 1}`, l.x, l.y - 22, 14, colour.muted, "bold"), null, RANK.place);
}

/** The map's squares, walls and exits, and its labels, to settle with the standees' at each draw. */
export function drawMapBase(
  view: LiteView,
  map: DungeonMap,
  layout: MapLayout,
): { layer: Container; labels: BoardLabels } {
  const layer = new Container();
  const labels = new BoardLabels();
  const back = new Graphics();
  for (const l of layout.levels) back.roundRect(l.x - 10, l.y - 10, l.w + 20, l.h + 20, 12).fill(0x1a231f);
  layer.addChild(back);
  const order = view.segments.map((s) => s.segment);
  for (const p of layout.zones.values())
    zoneSquare(layer, p, order.indexOf(p.zone.segment) % 2 ? colour.floorAlt : colour.floor, view, labels);
  walls(layer, map, layout);
  exits(layer, view, layout, labels);
  names(layer, layout, labels);
  return { layer, labels };
}
