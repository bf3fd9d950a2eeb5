/**
 * Placing terrain segments (LITE-SETUP-1/2, LITE-EXIT-1..3, LITE-OPEN-3/4/7/10..13).
 *
 * The Entrance lies at the centre, level 0, unturned. A segment revealed at an exit is turned so that its
 * entrance arrow faces the exit arrow (LITE-OPEN-4) and its entrance zone is the square beyond the exit. It fits
 * when none of its zones lies on a placed zone or in front of another closed exit (where a face-down segment
 * waits), and none of its exits points into one (LITE-OPEN-12). `placeFromDeck` takes the first card of a deck
 * that fits and is acceptable to the mission (LITE-OPEN-10/11); when none fits, the segment goes on a new level
 * (LITE-OPEN-13), joined to the exit but to nothing else.
 */
import { terrainSegment } from "../content/index.js";
import type { SegmentId } from "../content/types.js";
import { cellKey, opposite, step, sub, turnCell, turnDir, turnsBetween } from "./grid.js";
import { graphOf, placeCell, sameExit, zoneId, zoneOf } from "./graph.js";
import { shapeOf } from "./segment.js";
import type { Cell, DungeonMap, ExitRef, MapExit, PlacedSegment, ZoneId } from "./types.js";

const closedExitsOf = (p: PlacedSegment): MapExit[] =>
  shapeOf(p.segment).def.exits.map((x) => ({
    zone: zoneId(p.segment, x.zone),
    side: turnDir(x.side, p.turns),
    status: "closed",
    to: null,
  }));

/** The starting map: the Entrance face up at the centre with its exits closed (LITE-SETUP-1/2). */
export function entranceMap(): DungeonMap {
  const p: PlacedSegment = { segment: "entrance", level: 0, turns: 0, offset: [0, 0] };
  return { segments: [p], exits: closedExitsOf(p), door: null };
}

export const exitAt = (map: DungeonMap, ref: ExitRef): MapExit | undefined => map.exits.find((e) => sameExit(e, ref));

/** The closed exits: each has a face-down segment waiting (LITE-EXIT-3). */
export const closedExits = (map: DungeonMap): readonly MapExit[] => map.exits.filter((e) => e.status === "closed");

/** The exits of one zone, whatever their status (LITE-OPEN-3: a hero opens a door from the exit's zone). */
export const exitsOf = (map: DungeonMap, zone: ZoneId): readonly MapExit[] => map.exits.filter((e) => e.zone === zone);

export const isPlaced = (map: DungeonMap, segment: SegmentId): boolean =>
  map.segments.some((p) => p.segment === segment);

/** Segments placed, the Entrance not counted (LITE-OPEN-11). */
export const placedCount = (map: DungeonMap): number => map.segments.length - 1;

const nextLevel = (map: DungeonMap): number => 1 + Math.max(...map.segments.map((p) => p.level));

/** Where `segment` would lie if revealed at `exit` (on the exit's level unless `level` is given). */
export function placementAt(map: DungeonMap, exit: ExitRef, segment: SegmentId, level?: number): PlacedSegment {
  const entrance = terrainSegment(segment).entrance;
  if (!entrance) throw new Error(`${segment} has no entrance arrow`);
  const from = zoneOf(map, exit.zone);
  const turns = turnsBetween(entrance.side, opposite(exit.side));
  const local = shapeOf(segment).cells.get(entrance.zone)!;
  const offset = sub(step(from.cell, exit.side), turnCell(local, turns));
  return { segment, level: level ?? from.level, turns, offset: [offset[0] + 0, offset[1] + 0] };
}

export interface Fit {
  /** Squares of the new segment that lie on a placed zone or before another closed exit. */
  readonly overlap: readonly Cell[];
  /** Zone numbers of the new segment's exits that point into a placed zone or before another closed exit. */
  readonly blockedExits: readonly number[];
}

export const fits = (f: Fit): boolean => f.overlap.length === 0 && f.blockedExits.length === 0;

/** The squares of a level a new segment may not cover: placed zones, and the squares before closed exits but `exit`. */
function takenSquares(map: DungeonMap, level: number, exit: ExitRef): Set<string> {
  const g = graphOf(map);
  const taken = new Set<string>();
  for (const z of g.zones.values()) if (z.level === level) taken.add(cellKey(level, z.cell));
  for (const e of map.exits) {
    if (e.status !== "closed" || sameExit(e, exit)) continue;
    const z = zoneOf(map, e.zone);
    if (z.level === level) taken.add(cellKey(level, step(z.cell, e.side)));
  }
  return taken;
}

function fitIn(taken: ReadonlySet<string>, p: PlacedSegment): Fit {
  const shape = shapeOf(p.segment);
  const overlap = [...shape.cells.values()].map((c) => placeCell(p, c)).filter((c) => taken.has(cellKey(p.level, c)));
  const blockedExits = shape.def.exits
    .filter((x) => taken.has(cellKey(p.level, step(placeCell(p, shape.cells.get(x.zone)!), turnDir(x.side, p.turns)))))
    .map((x) => x.zone);
  return { overlap, blockedExits };
}

/** How `segment` would fit at `exit` (LITE-OPEN-12). */
export function fitAt(map: DungeonMap, exit: ExitRef, segment: SegmentId): Fit {
  const p = placementAt(map, exit, segment);
  return fitIn(takenSquares(map, p.level, exit), p);
}

/** The map after revealing `segment` at the closed `exit` (LITE-OPEN-3/4/7). Throws on a misuse. */
export function placeSegment(map: DungeonMap, exit: ExitRef, segment: SegmentId, level?: number): DungeonMap {
  const e = exitAt(map, exit);
  if (!e || e.status !== "closed") throw new Error(`exit ${exit.zone} ${exit.side} is not a closed exit`);
  if (isPlaced(map, segment)) throw new Error(`${segment} is already placed`);
  const p = placementAt(map, exit, segment, level);
  const to = zoneId(segment, terrainSegment(segment).entrance!.zone);
  const exits = map.exits.map((x): MapExit => (x === e ? { ...x, status: "open", to } : x));
  return { segments: [...map.segments, p], exits: [...exits, ...closedExitsOf(p)], door: map.door };
}

/** The map after the closed `exit` turned out to have no segment left behind it. */
export function markDead(map: DungeonMap, exit: ExitRef): DungeonMap {
  const e = exitAt(map, exit);
  if (!e || e.status !== "closed") throw new Error(`exit ${exit.zone} ${exit.side} is not a closed exit`);
  return { ...map, exits: map.exits.map((x): MapExit => (x === e ? { ...x, status: "dead" } : x)) };
}

export interface Placed {
  readonly map: DungeonMap;
  /** Index in the deck of the segment placed: the engine removes it and shuffles the ones skipped back. */
  readonly index: number;
  readonly newLevel: boolean;
}

/**
 * Reveals a segment from `deck` (top first) at `exit`: the first that fits and that `accept` allows; if none
 * fits, the first that `accept` allows (or the top card) on a new level (LITE-OPEN-10..13). null for an empty deck.
 */
export function placeFromDeck(
  map: DungeonMap,
  exit: ExitRef,
  deck: readonly SegmentId[],
  accept: (s: SegmentId) => boolean = () => true,
): Placed | null {
  if (deck.length === 0) return null;
  const ok = deck.map((s) => accept(s));
  // Every segment revealed here lies on the exit's level: the squares it may not cover are the same for all.
  const taken = takenSquares(map, zoneOf(map, exit.zone).level, exit);
  const fit = deck.map((s) => fits(fitIn(taken, placementAt(map, exit, s))));
  let index = deck.findIndex((_, i) => ok[i] && fit[i]);
  if (index >= 0) return { map: placeSegment(map, exit, deck[index]), index, newLevel: false };
  index = ok.indexOf(true);
  if (index < 0) {
    index = fit.indexOf(true);
    if (index >= 0) return { map: placeSegment(map, exit, deck[index]), index, newLevel: false };
    index = 0;
  }
  return { map: placeSegment(map, exit, deck[index], nextLevel(map)), index, newLevel: true };
}

/** The square beyond an exit, where the segment revealed there begins. */
export const frontOf = (map: DungeonMap, exit: ExitRef): Cell => step(zoneOf(map, exit.zone).cell, exit.side);
