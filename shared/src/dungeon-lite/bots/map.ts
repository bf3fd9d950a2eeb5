/**
 * The map as the heuristic bot sees it: rebuilt from the view's segments, exits and door (the terrain deck stays
 * hidden), one object per distinct map so the geometry's caches (map/graph.ts) serve every call on it.
 */
import type { SegmentId } from "../content/index.js";
import type { DungeonMap, MapExit } from "../map/index.js";
import type { LiteView } from "../view.js";

let lastMap: DungeonMap | null = null;

/** Whether the view shows `m`: the same segments where they lie, the same exits and door. */
function shows(v: LiteView, m: DungeonMap): boolean {
  if (m.segments.length !== v.segments.length || m.exits.length !== v.exits.length) return false;
  for (let i = 0; i < m.segments.length; i++) {
    const a = m.segments[i];
    const b = v.segments[i];
    if (
      a.segment !== b.segment ||
      a.level !== b.level ||
      a.turns !== b.turns ||
      a.offset[0] !== b.x ||
      a.offset[1] !== b.y
    )
      return false;
  }
  for (let i = 0; i < m.exits.length; i++) {
    const a = m.exits[i];
    const b = v.exits[i];
    if (a.zone !== b.zone || a.side !== b.side || a.status !== b.status || a.to !== b.to) return false;
  }
  const d = v.door;
  return m.door === null ? d === null : d !== null && m.door.zone === d.zone && m.door.side === d.side;
}

/** The map the view shows (one object per distinct map, so the geometry's caches work). */
export function mapOf(v: LiteView): DungeonMap {
  if (!lastMap || !shows(v, lastMap)) {
    lastMap = {
      segments: v.segments.map((p) => ({
        segment: p.segment as SegmentId,
        level: p.level,
        turns: p.turns as 0 | 1 | 2 | 3,
        offset: [p.x, p.y] as const,
      })),
      exits: v.exits.map((e): MapExit => ({ zone: e.zone, side: e.side, status: e.status, to: e.to })),
      door: v.door ? { zone: v.door.zone, side: v.door.side } : null,
    };
  }
  return lastMap;
}
