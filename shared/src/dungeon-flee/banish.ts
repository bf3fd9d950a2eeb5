/**
 * Banishing with a sword and a shield (FLEE-EMPTY-3, FLEE-ROUND-9/10, FLEE-ENCOUNTER-6/7, FLEE-OVERVIEW-7;
 * rulings FLEE-Q-11, FLEE-Q-12): outside an attempt (after it, or on a non-encounter), play from your hand one
 * card showing both a sword and a shield icon, or two cards of which one shows a sword and the other a shield,
 * to banish one other card from your hand. The paying cards go to the discard pile.
 */
import { contains, plus, plusAll } from "./lists.js";
import type { GameEvent } from "../engine.js";
import { card } from "./content/index.js";
import type { FleeState } from "./state.js";
import { seatRef } from "../seat-refs.js";

/** Printed icons only (text effects do not pay). */
export function paysPair(pay: readonly string[]): boolean {
  if (pay.length === 1) {
    const c = card(pay[0]).centre;
    return c.swords > 0 && c.shields > 0;
  }
  if (pay.length === 2) {
    const a = card(pay[0]).centre;
    const b = card(pay[1]).centre;
    return (a.swords > 0 && b.shields > 0) || (a.shields > 0 && b.swords > 0);
  }
  return false;
}

/** Every legal payment (1 or 2 hand cards), each listed once. */
export function payments(hand: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < hand.length; i++) {
    if (paysPair([hand[i]])) out.push([hand[i]]);
    for (let j = i + 1; j < hand.length; j++) if (paysPair([hand[i], hand[j]])) out.push([hand[i], hand[j]]);
  }
  return out;
}

export function banish(d: FleeState, pay: readonly string[], target: string, events: GameEvent[]): void {
  events.push({ kind: "banished", text: `${seatRef(0)} banishes ${card(target).name} from their hand.`, seat: 0 });
  const hand: string[] = [];
  for (let i = 0; i < d.hand.length; i++) if (d.hand[i] !== target && !contains(pay, d.hand[i])) hand.push(d.hand[i]);
  d.hand = hand;
  d.discard = plusAll(d.discard, pay);
  d.banished = plus(d.banished, target);
}
