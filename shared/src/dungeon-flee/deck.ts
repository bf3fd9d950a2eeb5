/**
 * Your deck: draw pile, hand, discard pile.
 * FLEE-ROUND-18 / FLEE-OVERVIEW-1: a hand of 5 is dealt for every card you face (ruling FLEE-Q-19).
 * FLEE-CARDS-5: the discard pile is shuffled into a new draw pile when the draw pile runs out mid-deal
 * (ruling FLEE-Q-7); if both together hold fewer cards, the hand is smaller.
 * FLEE-ROUND-21: played and remaining cards go to the discard pile.
 */
import { shuffleCards } from "./shuffle.js";
import { type FleeState, edit } from "./state.js";

export const HAND_SIZE = 5;

/** Deals the hand up to HAND_SIZE cards, reshuffling the discard pile when the draw pile is empty. */
export function dealHand(s: FleeState): FleeState {
  let draw = s.draw;
  let discard = s.discard;
  let rng = s.rng;
  const hand = s.hand.slice();
  while (hand.length < HAND_SIZE) {
    if (draw.length === 0) {
      if (discard.length === 0) break;
      [draw, rng] = shuffleCards(rng, discard); // FLEE-CARDS-5
      discard = [];
    }
    const take = Math.min(HAND_SIZE - hand.length, draw.length);
    for (let i = 0; i < take; i++) hand.push(draw[draw.length - 1 - i]);
    draw = draw.slice(0, draw.length - take);
  }
  return edit(s, (next) => { next.draw = draw; next.discard = discard; next.rng = rng; next.hand = hand; next.selected = []; });
}

/** Puts the whole hand (played or not) on the discard pile (FLEE-ROUND-21). */
export function discardHand(s: FleeState): FleeState {
  if (s.hand.length === 0) return s.selected.length ? edit(s, (next) => { next.selected = []; }) : s;
  return edit(s, (next) => { next.discard = [...s.discard, ...s.hand]; next.hand = []; next.selected = []; });
}

/** Removes the given cards from the hand and discards them (cards played, FLEE-OVERVIEW-8). */
export function discardFromHand(s: FleeState, ids: readonly string[]): FleeState {
  const hand = s.hand.filter((c) => !ids.includes(c));
  return edit(s, (next) => { next.hand = hand; next.selected = s.selected.filter((c) => !ids.includes(c)); next.discard = [...s.discard, ...ids]; });
}

/** Adds a gained card to the discard pile (FLEE-CARDS-4). */
export function gainToDiscard(s: FleeState, id: string): FleeState {
  return edit(s, (next) => { next.discard = [...s.discard, id]; });
}
