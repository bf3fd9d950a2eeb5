/**
 * A round (= a turn, ruling FLEE-Q-20): step 1 choose a corridor (FLEE-ROUND-14/15), turn over its top card if
 * nothing is showing (FLEE-ROUND-16) or face what is showing (FLEE-ROUND-17), deal 5 cards (FLEE-ROUND-18),
 * react (step 2, combat.ts), then step 3 stay or flee (FLEE-ROUND-24/25), which is the next round's step 1.
 */
import { plus } from "./lists.js";
import type { GameEvent } from "../engine.js";
import { card, isEncounter } from "./content/index.js";
import type { FleeAction } from "./actions.js";
import { flipTop, isCleared, moveTarget, popTop, pushUp, revealAdjacent, shownId, withCorridor } from "./corridors.js";
import { dealHand, discardHand } from "./deck.js";
import { countStairs, heal } from "./end.js";
import { takeTreasure } from "./treasure.js";
import type { FleeState } from "./state.js";
import { seatRef } from "../seat-refs.js";

/** Which step-1/step-3 choices are open now, and if one is closed, why. */
export interface MoveRule {
  stay: boolean;
  move: boolean;
  code?: string;
  reason?: string;
}

/** The answers are shared, frozen objects: one per case, none built per call (legal, view and apply all ask). */
const MUST_MOVE: MoveRule = Object.freeze({
  stay: false,
  move: true,
  code: "MUST_MOVE",
  reason:
    "this corridor is cleared (Stairs Up or Dead End showing): you must Move to an adjacent corridor (FLEE-EXIT-5, FLEE-ROUND-28, FLEE-OVERVIEW-3)",
});
const MUST_FIGHT: MoveRule = Object.freeze({
  stay: true,
  move: false,
  code: "MUST_FIGHT",
  reason: "a monster moved onto your corridor: you must fight it next round (FLEE-ROUND-6)",
});
const MUST_STAY: MoveRule = Object.freeze({
  stay: true,
  move: false,
  code: "MUST_STAY_AFTER_DEFEAT",
  reason:
    "in Hard and Extreme mode you must stay in the corridor after defeating an encounter; only a failure lets you flee (FLEE-HARD-4/5, rulings FLEE-Q-2, FLEE-Q-31)",
});
const FREE: MoveRule = Object.freeze({ stay: true, move: true, code: undefined, reason: undefined });
/** Outside step 1/3 neither is open (the view's canStay/canMove). */
export const NO_CHOICE: MoveRule = Object.freeze({ stay: false, move: false, code: undefined, reason: undefined });

/** Which of stay and Move the rules allow now (step 3 / step 1). */
export function moveRule(s: FleeState): MoveRule {
  const loc = s.location as number;
  // FLEE-EXIT-4/5, FLEE-ROUND-28, FLEE-OVERVIEW-3: after a Stairs Up or Dead End you must Move on.
  if (isCleared(s.corridors[loc])) return MUST_MOVE;
  if (s.mustFight) return MUST_FIGHT;
  if (s.mode !== "easy" && (s.last === "success" || s.last === "non-encounter")) return MUST_STAY;
  return FREE;
}

/** Turns over the top card of the corridor at the location (or takes what is showing) and resolves it. */
function arrive(d: FleeState, loc: number, events: GameEvent[]): void {
  d.location = loc;
  d.round += 1;
  d.mustFight = false;
  d.takeBacks = 0;
  d.last = "none";
  d.lastAttempt = null;
  let c = d.corridors[loc];
  if (c.up === 0) {
    if (c.cards.length > 0) {
      c = flipTop(c); // FLEE-ROUND-16, FLEE-HARD-3
      d.corridors = withCorridor(d.corridors, loc, c);
      if (d.mode === "extreme") d.corridors = revealAdjacent(d, loc); // FLEE-EXTREME-6
    } else if (d.exitPile.length > 0) {
      // FLEE-EXTREME-3 (ruling FLEE-Q-34): the corridor has ended; draw one card from the Exit Path pile.
      c = pushUp(c, d.exitPile[d.exitPile.length - 1]);
      d.exitPile = d.exitPile.slice(0, -1);
      d.corridors = withCorridor(d.corridors, loc, c);
    }
  }
  const id = shownId(c);
  if (id === null) {
    d.phase = "after";
    d.last = "exit";
    return;
  }
  resolveShown(d, loc, id, events);
}

function resolveShown(d: FleeState, loc: number, id: string, events: GameEvent[]): void {
  const def = card(id);
  if (isEncounter(def)) {
    // FLEE-ENCOUNTER-1/3: a monster must be fought, a door opened, at once. FLEE-ROUND-18: deal 5.
    events.push({ kind: "encounter", text: `Corridor ${loc + 1}: ${def.name}.`, seat: 0 });
    dealHand(d);
    d.phase = "encounter";
    return;
  }
  if (def.kind === "treasure") {
    // FLEE-ROUND-18: step 1 deals the hand; step 2 resolves the card. FLEE-TREASURE-1/2: taken at once, free.
    dealHand(d);
    d.corridors = withCorridor(d.corridors, loc, popTop(d.corridors[loc]));
    takeTreasure(d, id, events);
    d.phase = "after";
    d.last = "non-encounter";
    return;
  }
  if (def.kind === "empty") {
    // FLEE-ROUND-18: step 1 deals the hand; step 2 resolves the card (so an empty draw pile is not refilled with
    // it). FLEE-EMPTY-1/2: rest (heal 1 up to max), then the card goes to the discard pile.
    dealHand(d);
    events.push({ kind: "rest", text: `An empty corridor: ${seatRef(0)} rests.`, seat: 0 });
    d.corridors = withCorridor(d.corridors, loc, popTop(d.corridors[loc]));
    d.discard = plus(d.discard, id);
    heal(d, 1);
    d.phase = "after";
    d.last = "non-encounter";
    return;
  }
  if (def.kind === "stairs") {
    // FLEE-EXIT-1, FLEE-ROUND-27, FLEE-OVERVIEW-2: leave it; check victory.
    events.push({ kind: "stairs", text: `Stairs Up in corridor ${loc + 1} (${d.stairs + 1} of 4).`, seat: 0 });
    countStairs(d);
    if (d.phase === "over") return;
  } else {
    // FLEE-EXIT-3/4: a Dead End; leave it, your turn ends.
    events.push({ kind: "dead-end", text: `Dead End in corridor ${loc + 1}.`, seat: 0 });
  }
  d.phase = "after";
  d.last = "exit";
}

/** The actions of step 1 (step 3 of the last round): choosing where to face the next card. */
export type Step = Extract<FleeAction, { type: "enter" | "stay" | "move" }>;

/**
 * Step 1: go to a corridor and face its top card (`arrive`). On the first turn you enter any corridor
 * (FLEE-HARD-2, ruling FLEE-Q-18 for Easy and Extreme); later you stay (FLEE-ROUND-25) or Move (flee) clockwise
 * or counter-clockwise (FLEE-ROUND-14/15, FLEE-ROUND-24), and the hand is discarded first (FLEE-ROUND-21).
 */
export function goTo(d: FleeState, a: Step, events: GameEvent[]): void {
  let to = d.location as number;
  if (a.type === "enter") {
    to = a.corridor;
    events.push({ kind: "enter", text: `${seatRef(0)} enters corridor ${to + 1}.`, seat: 0 });
  } else {
    if (a.type === "move") {
      to = moveTarget(d.corridors, to, a.dir);
      events.push({
        kind: "move",
        text: `${seatRef(0)} moves ${a.dir === "cw" ? "clockwise" : "counter-clockwise"} to corridor ${to + 1}.`,
        seat: 0,
      });
    }
    discardHand(d);
  }
  arrive(d, to, events);
}
