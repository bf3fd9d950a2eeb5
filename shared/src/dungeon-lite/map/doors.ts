/**
 * The Door figure (LITE-DOOR-1..3/7, ruling LITE-Q-35). "Bar the Door" places it on an open exit between two
 * segments, from either of the two zones the exit joins (the exit's zone or the entrance zone beyond it). While
 * it stands, enemies cannot step through it nor attack across it (no enemy's line of sight crosses it); heroes step
 * and shoot through it as through any open exit. There is one figure: barring another exit moves it. Heroes may
 * remove it at no cost.
 */
import { sameExit } from "./graph.js";
import type { DungeonMap, ExitRef, MapExit, PathOptions, ZoneId } from "./types.js";

/**
 * How heroes treat the barred door: it blocks "enemy advance and attacks" (LITE-DOOR-3), so a hero's steps and line
 * of sight pass it (ruling LITE-Q-35); a hero may still remove it (LITE-DOOR-7).
 */
export const FOR_HEROES: PathOptions = { door: "pass" };

/** The open exits that join `zone` to another segment, from either side: where the door can be barred from here. */
export const doorwaysOf = (map: DungeonMap, zone: ZoneId): readonly MapExit[] =>
  map.exits.filter((e) => e.status === "open" && (e.zone === zone || e.to === zone));

/** The map with the Door figure on `exit`, barred from `zone`; null if that is not allowed (LITE-DOOR-1/2). */
export function barDoor(map: DungeonMap, zone: ZoneId, exit: ExitRef): DungeonMap | null {
  const e = doorwaysOf(map, zone).find((x) => sameExit(x, exit));
  return e ? { ...map, door: { zone: e.zone, side: e.side } } : null;
}

/** The map with the door removed (LITE-DOOR-5, LITE-DOOR-7). */
export const removeDoor = (map: DungeonMap): DungeonMap => (map.door === null ? map : { ...map, door: null });

/** The zones on the two sides of the barred door ([] when there is none): where enemies "reach" it (LITE-DOOR-4). */
export function doorZones(map: DungeonMap): readonly ZoneId[] {
  if (map.door === null) return [];
  const e = map.exits.find((x) => sameExit(x, map.door!));
  return e && e.to ? [e.zone, e.to] : [];
}
