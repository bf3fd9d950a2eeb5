/**
 * Dungeon Lite map geometry: pure functions over immutable map values (see ./types.ts for the representation and
 * docs/dungeon-lite.md for why). Nothing here depends on the engine contract or the game state.
 */
export type * from "./types.js";
export { DIRS, opposite, step, turnCell, turnDir } from "./grid.js";
export { shapeOf } from "./segment.js";
export type { SegmentShape } from "./segment.js";
export { graphOf, isZone, segmentOf, shareGraph, zoneId, zoneOf, zonesOf } from "./graph.js";
export {
  closedExits,
  entranceMap,
  exitAt,
  exitsOf,
  fitAt,
  fits,
  frontOf,
  isPlaced,
  markDead,
  placeFromDeck,
  placeSegment,
  placedCount,
  placementAt,
} from "./place.js";
export type { Fit, Placed } from "./place.js";
export { distance, distancesFrom, nearest, neighbours, shortestPath } from "./distance.js";
export { canReach, reachable, stopOnPath } from "./reach.js";
export type { Reach, ReachOptions } from "./reach.js";
export { coverBonus, lineOfSight, rangedShot, visibleFrom } from "./sight.js";
export type { Shot } from "./sight.js";
export { hasRoom, isFullyOccupied, occupancy } from "./occupancy.js";
export { deploymentChoice, deploymentZones } from "./deploy.js";
export type { DeployQuery } from "./deploy.js";
export { FOR_HEROES, barDoor, doorZones, doorwaysOf, removeDoor } from "./doors.js";
