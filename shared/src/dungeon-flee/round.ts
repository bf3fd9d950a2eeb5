/**
 * A round (= a turn, ruling FLEE-Q-20): step 1 choose a corridor (FLEE-ROUND-14/15), turn over its top card if
 * nothing is showing (FLEE-ROUND-16) or face what is showing (FLEE-ROUND-17), deal 5 cards (FLEE-ROUND-18),
 * react (step 2, combat.ts), then step 3 stay or flee (FLEE-ROUND-24/25), which is the next round's step 1.
 */
import type { GameEvent } from "../engine.js";
import { card, isEncounter } from "./content/index.js";
import type { Dir } from "./actions.js";
import { flipTop, isCleared, moveTarget, popTop, pushUp, revealAdjacent, shownId, withCorridor } from "./corridors.js";
import { dealHand, discardHand } from "./deck.js";
import { countStairs, heal } from "./end.js";
import { takeTreasure } from "./treasure.js";
import { type FleeState, edit } from "./state.js";

/** Which step-1/step-3 choices are open now, and if one is closed, why. */
export interface MoveRule {
  stay: boolean;
  move: boolean;
  code?: string;
  reason?: string;
}

export function moveRule(s: FleeState): MoveRule {
  const loc = s.location as number;
  if (isCleared(s.corridors[loc])) {
    // FLEE-EXIT-4/5, FLEE-ROUND-28, FLEE-OVERVIEW-3: after a Stairs Up or Dead End you must Move on.
    return { stay: false, move: true, code: "MUST_MOVE", reason: "this corridor is cleared (Stairs Up or Dead End showing): you must Move to an adjacent corridor (FLEE-EXIT-5, FLEE-ROUND-28, FLEE-OVERVIEW-3)" };
  }
  if (s.mustFight) {
    return { stay: true, move: false, code: "MUST_FIGHT", reason: "a monster moved onto your corridor: you must fight it next round (FLEE-ROUND-6)" };
  }
  if (s.mode !== "easy" && (s.last === "success" || s.last === "non-encounter")) {
    return { stay: true, move: false, code: "MUST_STAY_AFTER_DEFEAT", reason: "in Hard and Extreme mode you must stay in the corridor after defeating an encounter; only a failure lets you flee (FLEE-HARD-4/5, rulings FLEE-Q-2, FLEE-Q-31)" };
  }
  return { stay: true, move: true };
}

/** Turns over the top card of the corridor at the location (or takes what is showing) and resolves it. */
export function arrive(s0: FleeState, loc: number, events: GameEvent[]): FleeState {
  let s: FleeState = edit(s0, (next) => { next.location = loc; next.round = s0.round + 1; next.mustFight = false; next.last = "none"; next.lastAttempt = null; });
  let c = s.corridors[loc];
  if (c.up === 0) {
    if (c.cards.length > 0) {
      c = flipTop(c); // FLEE-ROUND-16, FLEE-HARD-3
      s = edit(s, (next) => { next.corridors = withCorridor(s.corridors, loc, c); });
      if (s.mode === "extreme") s = edit(s, (next) => { next.corridors = revealAdjacent(s, loc); }); // FLEE-EXTREME-6
    } else if (s.exitPile.length > 0) {
      // FLEE-EXTREME-3 (ruling FLEE-Q-34): the corridor has ended; draw one card from the Exit Path pile.
      const id = s.exitPile[s.exitPile.length - 1];
      c = pushUp(c, id);
      s = edit(s, (next) => { next.exitPile = s.exitPile.slice(0, -1); next.corridors = withCorridor(s.corridors, loc, c); });
    }
  }
  const id = shownId(c);
  if (id === null) return edit(s, (next) => { next.phase = "after"; next.last = "exit"; });
  return resolveShown(s, loc, id, events);
}

function resolveShown(s: FleeState, loc: number, id: string, events: GameEvent[]): FleeState {
  const def = card(id);
  if (isEncounter(def)) {
    // FLEE-ENCOUNTER-1/3: a monster must be fought, a door opened, at once. FLEE-ROUND-18: deal 5.
    events.push({ kind: "encounter", text: `Corridor ${loc + 1}: ${def.name}.`, seat: 0 });
    return edit(dealHand(s), (next) => { next.phase = "encounter"; });
  }
  if (def.kind === "treasure") {
    // FLEE-TREASURE-1/2: taken at once, a free action.
    const t = takeTreasure(edit(s, (next) => { next.corridors = withCorridor(s.corridors, loc, popTop(s.corridors[loc])); }), id, events);
    return edit(dealHand(t), (next) => { next.phase = "after"; next.last = "non-encounter"; });
  }
  if (def.kind === "empty") {
    // FLEE-EMPTY-1/2: rest (heal 1 up to max), then the card goes to the discard pile.
    events.push({ kind: "rest", text: "An empty corridor: you rest.", seat: 0 });
    let t: FleeState = edit(s, (next) => { next.corridors = withCorridor(s.corridors, loc, popTop(s.corridors[loc])); next.discard = [...s.discard, id]; });
    t = heal(t, 1);
    return edit(dealHand(t), (next) => { next.phase = "after"; next.last = "non-encounter"; });
  }
  if (def.kind === "stairs") {
    // FLEE-EXIT-1, FLEE-ROUND-27, FLEE-OVERVIEW-2: leave it; check victory.
    events.push({ kind: "stairs", text: `Stairs Up in corridor ${loc + 1} (${s.stairs + 1} of 4).`, seat: 0 });
    const t = countStairs(s);
    return t.phase === "over" ? t : edit(t, (next) => { next.phase = "after"; next.last = "exit"; });
  }
  // FLEE-EXIT-3/4: a Dead End; leave it, your turn ends.
  events.push({ kind: "dead-end", text: `Dead End in corridor ${loc + 1}.`, seat: 0 });
  return edit(s, (next) => { next.phase = "after"; next.last = "exit"; });
}

/** First turn: start down any corridor (FLEE-HARD-2, ruling FLEE-Q-18 for Easy and Extreme). */
export function enter(s: FleeState, corridor: number, events: GameEvent[]): FleeState {
  events.push({ kind: "enter", text: `You enter corridor ${corridor + 1}.`, seat: 0 });
  return arrive(s, corridor, events);
}

/** Step 3 / step 1: stay. The hand is discarded first (FLEE-ROUND-21). FLEE-ROUND-25. */
export function stay(s: FleeState, events: GameEvent[]): FleeState {
  return arrive(discardHand(s), s.location as number, events);
}

/** Step 3 / step 1: Move (flee) clockwise or counter-clockwise (FLEE-ROUND-14/15, FLEE-ROUND-24). */
export function move(s: FleeState, dir: Dir, events: GameEvent[]): FleeState {
  const to = moveTarget(s.corridors, s.location as number, dir);
  events.push({ kind: "move", text: `You move ${dir === "cw" ? "clockwise" : "counter-clockwise"} to corridor ${to + 1}.`, seat: 0 });
  return arrive(discardHand(s), to, events);
}
