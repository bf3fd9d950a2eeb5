/**
 * The dungeon map as plain, immutable data (rulings LITE-Q-7, LITE-Q-31, LITE-Q-39).
 *
 * Zones are the squares of a grid (one zone = one square). A terrain segment is a set of zones drawn north up
 * (content/terrain.ts); a placed segment is that drawing turned by a quarter-turn count, moved by an offset and
 * set on a level (0 for all segments unless an overlap forced another, LITE-OPEN-13). Exits are doorways on a
 * zone's side: closed (a face-down segment waits there), open (joined to the entrance of the segment placed
 * there) or dead (no segment was left to place). The Door figure, when barred, stands on one open exit.
 */
import type { Dir, SegmentId } from "../content/types.js";

/** `<segment id>/<zone number>`, e.g. "entrance/5". Zone numbers are the layout's digits. */
export type ZoneId = string;

/** A grid square: [column, row], row growing southwards. */
export type Cell = readonly [number, number];

/** Quarter-turns clockwise. */
export type Turns = 0 | 1 | 2 | 3;

/** A doorway: a zone and the side (in the map's orientation) the arrow points through. */
export interface ExitRef {
  readonly zone: ZoneId;
  readonly side: Dir;
}

export interface PlacedSegment {
  readonly segment: SegmentId;
  readonly level: number;
  readonly turns: Turns;
  /** Where the segment's local square [0, 0] lands after turning. */
  readonly offset: Cell;
}

export type ExitStatus = "closed" | "open" | "dead";

export interface MapExit extends ExitRef {
  readonly status: ExitStatus;
  /** The entrance zone of the segment placed at this exit, when open. */
  readonly to: ZoneId | null;
}

export interface DungeonMap {
  /** Segments in the order they were placed; the Entrance first. */
  readonly segments: readonly PlacedSegment[];
  /** Every exit of every placed segment, in the order they appeared. */
  readonly exits: readonly MapExit[];
  /** The open exit the Door figure bars (LITE-DOOR-1), or null. */
  readonly door: ExitRef | null;
}

/** A zone of a placed segment, in map coordinates. */
export interface Zone {
  readonly id: ZoneId;
  readonly segment: SegmentId;
  readonly n: number;
  readonly level: number;
  readonly cell: Cell;
  readonly cover: boolean;
  readonly deploy: boolean;
  readonly chest: boolean;
}

/** A step from one zone to a neighbouring one. */
export interface Link {
  readonly to: ZoneId;
  /** The straight direction of the step; null between two levels (no line of sight crosses it). */
  readonly dir: Dir | null;
  /** The exit crossed, for a step between two segments; null inside a segment. */
  readonly exit: ExitRef | null;
  /** Whether the Door figure bars this step (LITE-DOOR-3). */
  readonly barred: boolean;
}

/**
 * How paths and sight treat the barred door: "block" for enemies (their moves and attacks, LITE-DOOR-3), "pass" for
 * heroes (the door bars enemies only, ruling LITE-Q-35) and for measuring how near things are.
 */
export interface PathOptions {
  readonly door?: "block" | "pass";
}
