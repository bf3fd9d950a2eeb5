/**
 * The party's aims, as every heuristic bot reads them from the public view (so all seats agree): revive a fallen
 * hero (the nearest standing hero goes), kill the final boss once it is on the map (the win, ruling LITE-Q-2); before
 * that take the mission object from the objective room's chest if the room is found (the mission, and the object's
 * help); otherwise explore through the closed exit nearest the party as a whole. A door is opened once the party has
 * gathered and the enemies near it are under control, or when the clock runs short.
 */
import { missionCard, terrainSegment, type SegmentId } from "../content/index.js";
import { segmentOf, zoneId, type ZoneId } from "../map/index.js";
import { FAR } from "./geometry.js";
import type { Reading } from "./read.js";
import { WEIGHTS as W } from "./weights.js";

/** Where the hero is drawn, how strongly per zone step (in cards of value), and from how near it is there. */
export interface Aim {
  readonly zone: ZoneId;
  readonly kind: "revive" | "boss" | "chest" | "explore";
  readonly pull: number;
  /** Zone steps from the aim that count as there (a ranged hero need not close in on the final boss). */
  readonly near: number;
}

/** Zone steps walking from a to b (the barred door closed), Infinity when there is no way. */
function steps(r: Reading, a: ZoneId, b: ZoneId): number {
  const g = r.geo;
  const x = g.walk(g.index.get(a)!, g.index.get(b)!);
  return x === FAR ? Infinity : x;
}

/**
 * The closed exit the party explores next: the least total distance from the standing heroes, less a bonus for
 * exits of segments revealed later (going on through the door it opened rather than open a new front).
 */
export function exploreExit(r: Reading): ZoneId | null {
  let best: ZoneId | null = null;
  let score = Infinity;
  for (const e of r.v.exits) {
    if (e.status !== "closed") continue;
    const seg = segmentOf(e.zone);
    const at = r.v.segments.findIndex((p) => p.segment === seg);
    let sum = 0;
    for (const h of r.standing) sum += steps(r, h.zone, e.zone);
    sum -= at * W.newest * r.standing.length;
    if (sum < score) {
      score = sum;
      best = e.zone;
    }
  }
  return best;
}

/** The knocked-out hero this hero should revive: one whose nearest standing hero is this one. */
function toRevive(r: Reading): ZoneId | null {
  for (const down of r.v.heroes) {
    if (!down.knockedOut) continue;
    let nearest = -1;
    let d = Infinity;
    for (const h of r.standing) {
      const x = steps(r, h.zone, down.zone);
      if (x < d) {
        d = x;
        nearest = h.seat;
      }
    }
    if (nearest === r.seat && d <= 6) return down.zone;
  }
  return null;
}

export function aimOf(r: Reading): Aim | null {
  const revive = toRevive(r);
  if (revive) return { zone: revive, kind: "revive", pull: W.pull.revive, near: 0 };
  const m = missionCard(r.v.mission);
  const boss = r.v.enemies.find((e) => e.type === m.finalBoss);
  if (boss) {
    const near = r.me.ranged > r.me.melee ? Math.min(r.me.range, 3) : 0;
    return { zone: boss.zone, kind: "boss", pull: W.pull.boss, near };
  }
  const placed = r.v.segments.some((p) => p.segment === m.objective);
  if (!r.v.missionObject && placed && !r.v.chestsOpened.includes(m.objective)) {
    const zone = zoneId(m.objective as SegmentId, terrainSegment(m.objective as SegmentId).chest!);
    return { zone, kind: "chest", pull: W.pull.chest + urgency(r), near: 0 };
  }
  const exit = exploreExit(r);
  return exit ? { zone: exit, kind: "explore", pull: W.pull.explore + urgency(r), near: 0 } : null;
}

/** Rounds the clock still allows: enemy phase cards left. */
export const roundsLeft = (r: Reading): number => r.v.enemyDeck;

/** Segments still to reveal, at least, before the treasure room can be on the map. */
export function segmentsToGo(r: Reading): number {
  const placed = r.v.segments.length - 1;
  const have = (s: SegmentId) => r.v.segments.some((p) => p.segment === s);
  return have("treasure-room") ? 0 : Math.max(0, 5 - placed) + 1;
}

/** The rounds the rest of the game needs, roughly: to the treasure room, and the final boss. */
export function roundsNeeded(r: Reading): number {
  return segmentsToGo(r) * W.roundsPerSegment + W.roundsForBoss;
}

/** The clock is short: open doors whatever waits behind them. */
export const hurry = (r: Reading): boolean => roundsLeft(r) <= roundsNeeded(r) + 1;

/** How much more the aim pulls as the clock runs short: 0 with time to spare. */
export const urgency = (r: Reading): number =>
  Math.max(0, roundsNeeded(r) / Math.max(1, roundsLeft(r)) - 0.5) * W.hurry;

/** Every standing hero is within `n` steps of `zone`. */
export const gathered = (r: Reading, zone: ZoneId, n: number): boolean =>
  r.standing.every((h) => steps(r, h.zone, zone) <= n);

export { steps };
