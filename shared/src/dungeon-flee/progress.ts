/**
 * Games end (a ruling beyond the rulebook: docs/rulings/dungeon-flee.md, "Games end"). The rulebook plays "until
 * you've exited four Stairs Up cards" or your health "drops below one", and sets no other limit. Everything else in
 * the game wears the dungeon down: a card defeated, taken, rested on or sprung leaves its corridor for good, and an
 * exit turned over clears one. Two things can repeat without end: a failure that costs no health (a door without a
 * damage icon, damage blocked or healed back) against an encounter your deck can never defeat, and taking cards back
 * during an attempt. So:
 * - STALL_LIMIT rounds in a row in which the dungeon does not shrink, and you are lost in it: the game is lost;
 * - at most MAX_TAKE_BACKS cards are taken back (deselected) in one attempt.
 * Then every game ends: each round holds a bounded number of actions, and the dungeon can shrink only so often.
 */
import type { GameEvent } from "../engine.js";
import { isCleared } from "./corridors.js";
import type { Corridor, FleeState } from "./state.js";
import { seatRef } from "../seat-refs.js";

/** Rounds in a row without the dungeon shrinking after which you are lost in it. */
export const STALL_LIMIT = 30;
/** Cards you may take back in one attempt. */
export const MAX_TAKE_BACKS = 10;

/** What a corridor still holds: its cards, and one more while it is not cleared (its exit is still to be found). */
const left = (c: Corridor) => c.cards.length + (isCleared(c) ? 0 : 1);

/**
 * Whether the action that led from `s` to `d` shrank the dungeon: fewer corridor cards, a corridor cleared, or an
 * Extreme exit drawn. Monsters moving and an Extreme monster going to the bottom leave it as it was.
 */
function shrank(s: FleeState, d: FleeState): boolean {
  if (d.exitPile.length < s.exitPile.length) return true;
  if (d.corridors === s.corridors) return false;
  let change = 0;
  for (let i = 0; i < d.corridors.length; i++)
    if (d.corridors[i] !== s.corridors[i]) change += left(d.corridors[i]) - left(s.corridors[i]);
  return change < 0;
}

/** Counts the rounds without progress on the working copy `d` of `s`, and ends the game at STALL_LIMIT. */
export function countStall(s: FleeState, d: FleeState, events: GameEvent[]): void {
  if (shrank(s, d)) d.stalled = 0;
  else if (d.round > s.round) d.stalled = s.stalled + 1;
  if (d.stalled >= STALL_LIMIT && d.phase !== "over") {
    events.push({
      kind: "lost",
      text: `${STALL_LIMIT} rounds without getting anywhere: ${seatRef(0)} is lost in the dungeon.`,
      seat: 0,
    });
    d.result = "loss";
    d.phase = "over";
  }
}
