/**
 * Where the heuristic bot wants to go, from what its view shows: the map rebuilt from the view's segments and
 * exits, the final boss once the mission object is held, else the objective room's chest, else the nearest closed
 * exit (to explore). Distances are the map's own (ruling LITE-Q-31).
 */
import { missionCard, terrainSegment, type SegmentId } from "../content/index.js";
import { distancesFrom, zoneId, type DungeonMap, type MapExit, type ZoneId } from "../map/index.js";
import type { LiteView } from "../view.js";

let lastKey = "";
let lastMap: DungeonMap | null = null;

/** The map the view shows (one object per distinct map, so the geometry's caches work). */
export function mapOf(v: LiteView): DungeonMap {
  const segments = v.segments.map((p) => `${p.segment}@${p.level}:${p.x},${p.y}/${p.turns}`).join(" ");
  const key = `${segments}|${v.exits.map((e) => e.status[0]).join("")}|${v.door ? `${v.door.zone}${v.door.side}` : ""}`;
  if (key !== lastKey || !lastMap) {
    lastKey = key;
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

/** The zones the bot would like to reach, best first. */
export function goals(v: LiteView): ZoneId[] {
  const m = missionCard(v.mission);
  const boss = v.enemies.find((e) => e.type === m.finalBoss);
  const placed = new Set(v.segments.map((p) => p.segment));
  const chestOf = (seg: SegmentId) => zoneId(seg, terrainSegment(seg).chest!);
  const out: ZoneId[] = [];
  if (boss && v.missionObject) out.push(boss.zone);
  if (!v.missionObject && placed.has(m.objective) && !v.chestsOpened.includes(m.objective))
    out.push(chestOf(m.objective));
  for (const e of v.exits) if (e.status === "closed") out.push(e.zone);
  if (boss && !out.length) out.push(boss.zone);
  return out;
}

/** The goal nearest to `from` (the first listed kinds win), and the distances from it. */
export function target(v: LiteView, from: ZoneId): { zone: ZoneId | null; dist: ReadonlyMap<ZoneId, number> } {
  const map = mapOf(v);
  const gs = goals(v);
  const here = distancesFrom(map, from, { door: "pass" });
  let best: ZoneId | null = null;
  // The boss and the objective chest come first when reachable; otherwise the nearest closed exit.
  const priority = gs.filter((g) => !v.exits.some((e) => e.status === "closed" && e.zone === g));
  for (const g of priority)
    if (here.has(g)) {
      best = g;
      break;
    }
  if (best === null) {
    let d = Infinity;
    for (const g of gs) {
      const x = here.get(g) ?? Infinity;
      if (x < d) {
        d = x;
        best = g;
      }
    }
  }
  return { zone: best, dist: best ? distancesFrom(map, best, { door: "pass" }) : new Map() };
}
