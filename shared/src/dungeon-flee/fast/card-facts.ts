/**
 * What the rules, `legal` and the view look up about a card id, found with one Map lookup: its definition, its
 * position in the box (for per-card tables), the printed icons that pay a banish (FLEE-ROUND-9/10) and how it
 * works as a treasure (FLEE-TREASURE-3). The hand's facts are kept for the last hand list seen: `legal`, the view
 * and the rules ask about the same hand in turn, and a hand keeps its array through the steps of an attempt.
 */
import { ALL_CARDS, type CardDef } from "../content/index.js";
import { emptyList, noIds } from "./packed.js";

export interface CardFacts {
  def: CardDef;
  /** The card's position in ALL_CARDS (0..92), which indexes per-card tables (e.g. `legal`'s listed actions). */
  index: number;
  /** Printed sword / shield icons (what pays a banish; text effects do not). */
  sword: boolean;
  shield: boolean;
  /** As a treasure (FLEE-TREASURE-3, ruling FLEE-Q-9): 0 not one, 1 heals, 2 a combat bonus. */
  use: 0 | 1 | 2;
}

const FACTS = new Map<string, CardFacts>(
  ALL_CARDS.map((def, index) => [
    def.id,
    {
      def,
      index,
      sword: def.centre.swords > 0,
      shield: def.centre.shields > 0,
      use: !def.treasure ? 0 : "heal" in def.treasure ? 1 : 2,
    },
  ]),
);

/** The last hand seen and its facts (see `handFacts`). */
let lastHand: readonly string[] = noIds();
let lastHandFacts: readonly CardFacts[] = emptyList();

function lookUp(id: string): CardFacts {
  const f = FACTS.get(id);
  if (!f) throw new Error(`unknown Dungeon Flee card ${id}`);
  return f;
}

/**
 * The facts of a card. Most cards asked about are in the last hand seen (being played, discarded or banished, or
 * making up the next hand less those): ids are interned strings, compared as quickly as numbers, so a look
 * through those five comes before the table lookup.
 */
export function factsOf(id: string): CardFacts {
  for (let j = 0; j < lastHand.length; j++) if (lastHand[j] === id) return lastHandFacts[j];
  return lookUp(id);
}

/** The facts of a list of ids, in order (a copy of the list overwritten in place: the exact size, not grown). */
export function factsList(ids: readonly string[]): CardFacts[] {
  const out = ids.slice() as unknown as CardFacts[];
  for (let i = 0; i < ids.length; i++) out[i] = lookUp(ids[i]);
  return out;
}

/** The facts of the hand's cards, computed once per hand list (see `factsOf`). Read-only: it is shared. */
export function handFacts(hand: readonly string[]): readonly CardFacts[] {
  if (hand !== lastHand) {
    const out = hand.slice() as unknown as CardFacts[];
    for (let i = 0; i < hand.length; i++) out[i] = factsOf(hand[i]);
    lastHandFacts = out;
    lastHand = hand;
  }
  return lastHandFacts;
}
