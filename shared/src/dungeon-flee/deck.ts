/**
 * Your deck: draw pile, hand, discard pile. Functions change the apply's working copy (see `draft` in state.ts).
 * FLEE-ROUND-18 / FLEE-OVERVIEW-1: a hand of 5 is dealt for every card you face (ruling FLEE-Q-19).
 * FLEE-CARDS-5: the discard pile is shuffled into a new draw pile when the draw pile runs out mid-deal
 * (ruling FLEE-Q-7); if both together hold fewer cards, the hand is smaller.
 * FLEE-ROUND-21: played and remaining cards go to the discard pile.
 */
import { plusAll, withoutAll } from "./lists.js";
import { noIds } from "./fast/packed.js";
import { shuffle } from "../rng.js";
import type { FleeState } from "./state.js";

export const HAND_SIZE = 5;

/** Deals the hand up to HAND_SIZE cards, reshuffling the discard pile when the draw pile is empty. */
export function dealHand(d: FleeState): void {
  let draw = d.draw;
  let discard = d.discard;
  let rng = d.rng;
  if (d.hand.length === 0 && draw.length >= HAND_SIZE) {
    // The usual deal: the top five cards of the draw pile, top card first, into an array of exactly five.
    const n = draw.length;
    d.hand = [draw[n - 1], draw[n - 2], draw[n - 3], draw[n - 4], draw[n - 5]];
    d.draw = draw.slice(0, n - HAND_SIZE);
    d.selected = noIds();
    return;
  }
  const hand = d.hand.slice();
  while (hand.length < HAND_SIZE) {
    if (draw.length === 0) {
      if (discard.length === 0) break;
      const shuffled = shuffle(rng, discard); // FLEE-CARDS-5
      draw = shuffled[0];
      rng = shuffled[1];
      discard = noIds();
    }
    const take = Math.min(HAND_SIZE - hand.length, draw.length);
    for (let i = 0; i < take; i++) hand.push(draw[draw.length - 1 - i]);
    draw = draw.slice(0, draw.length - take);
  }
  d.draw = draw;
  d.discard = discard;
  d.rng = rng;
  d.hand = hand;
  d.selected = noIds();
}

/** Puts the whole hand (played or not) on the discard pile (FLEE-ROUND-21). */
export function discardHand(d: FleeState): void {
  if (d.hand.length) d.discard = plusAll(d.discard, d.hand);
  d.hand = noIds();
  d.selected = noIds();
}

/** Removes the given cards from the hand and discards them (cards played, FLEE-OVERVIEW-8). */
export function discardFromHand(d: FleeState, ids: readonly string[]): void {
  if (!ids.length) return;
  d.hand = withoutAll(d.hand, ids);
  d.selected = withoutAll(d.selected, ids);
  d.discard = plusAll(d.discard, ids);
}
