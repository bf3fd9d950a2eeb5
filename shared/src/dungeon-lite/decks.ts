/**
 * The decks (top first): drawing with the reshuffles of LITE-ACTION-5 and LITE-CHEST-10, and the chest draw that
 * skips a card identical to one the hero holds (LITE-CHEST-7/8).
 */
import type { GameEvent } from "../engine.js";
import { shuffle } from "../rng.js";
import { chestCard, identical } from "./content/index.js";
import type { LiteState } from "./state.js";

/** The top action card, reshuffling the spent cards into a new deck when it runs out (LITE-ACTION-5); null if none. */
export function drawAction(d: LiteState, events: GameEvent[]): string | null {
  if (d.actionDeck.length === 0) {
    if (d.actionDiscard.length === 0) return null;
    [d.actionDeck, d.rng] = shuffle(d.rng, d.actionDiscard);
    d.actionDiscard = [];
    events.push({
      kind: "action-deck-reshuffled",
      text: "The action deck ran out: the spent cards are shuffled into a new deck.",
    });
  }
  const [top, ...rest] = d.actionDeck;
  d.actionDeck = rest;
  return top;
}

/** Spent action cards go face up on the discard pile. */
export function discardActions(d: LiteState, cards: readonly string[]): void {
  if (cards.length) d.actionDiscard = [...cards, ...d.actionDiscard];
}

/**
 * A chest card for a hero holding `held`: a drawn duplicate goes back, another is drawn, and the deck is then
 * shuffled (LITE-CHEST-7/8); when the deck runs out the used cards make a new one (LITE-CHEST-10, ruling
 * LITE-Q-17). null when no card the hero may hold is left.
 */
export function drawChest(d: LiteState, held: readonly string[], events: GameEvent[]): string | null {
  const returned: string[] = [];
  let found: string | null = null;
  for (;;) {
    if (d.chestDeck.length === 0) {
      if (d.chestDiscard.length === 0) break;
      [d.chestDeck, d.rng] = shuffle(d.rng, d.chestDiscard);
      d.chestDiscard = [];
      events.push({
        kind: "chest-deck-reshuffled",
        text: "The chest deck ran out: the used chest cards are shuffled into a new deck.",
      });
    }
    const [top, ...rest] = d.chestDeck;
    d.chestDeck = rest;
    if (held.some((h) => identical(chestCard(h), chestCard(top)))) {
      returned.push(top);
      if (d.chestDeck.length === 0 && d.chestDiscard.length === 0) break;
      continue;
    }
    found = top;
    break;
  }
  if (returned.length) {
    [d.chestDeck, d.rng] = shuffle(d.rng, [...d.chestDeck, ...returned]);
    events.push({
      kind: "chest-duplicate",
      text: `A duplicate ${chestCard(returned[0]).name} goes back into the chest deck, which is shuffled.`,
    });
  }
  return found;
}
