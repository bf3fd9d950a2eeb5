/**
 * Zone occupancy (LITE-ZONE-2..6, ruling LITE-Q-28): a zone holds 6 occupancy points; heroes count 0, each enemy
 * its profile's points. An enemy may end its move, or be generated, in a zone only if its points fit in what is
 * left (used + points ≤ 6); it may pass through any zone; heroes go anywhere.
 */
import { ZONE_CAPACITY } from "../content/limits.js";

export const occupancy = (points: readonly number[]): number => points.reduce((a, b) => a + b, 0);

/** The zone has reached its capacity (LITE-ZONE-2). */
export const isFullyOccupied = (used: number): boolean => used >= ZONE_CAPACITY;

/** An enemy of `points` may end its move or be generated here. */
export const hasRoom = (used: number, points: number): boolean => used + points <= ZONE_CAPACITY;
