/**
 * Fast path of `view` (../view.ts), the one the engine serves: the same values, with the parts that turn ids into
 * cards (and the move rule) remembered by identity. Piles and corridors are shared between successive states while they do not
 * change, so each part is kept for the last list seen (one entry per use, which is what successive states of
 * one match hit; a WeakMap's entries made every garbage collection slower). A server plays many matches in turn,
 * so each match room has a viewer of its own (`fleeViewer`, the engine's `viewer`): with one for all, every entry
 * was another match's and each part was built, and projected, anew. Lists are exact-size copies
 * overwritten in place (never grown, never `map`'s layout). Views are read-only (their types say so): a consumer
 * must copy before changing anything. test/dungeon-flee/fastpaths.test.ts holds both equal to `view`.
 */
import { card, type CardDef, type ClassId } from "../content/index.js";
import type { Corridor, FleeState } from "../state.js";
import { isCleared } from "../corridors.js";
import { abilityOf, viewWith, type CorridorView, type FleeView, type ViewParts } from "../view.js";
import { factsOf, handFacts } from "./card-facts.js";
import { emptyList } from "./packed.js";
import { lastMoveRule } from "./move-rule.js";

/** Overwrites a fresh copy of an id list with the cards (exactly the right size, built without growing). */
function projected(copy: string[]): CardDef[] {
  const out = copy as unknown as CardDef[];
  for (let i = 0; i < copy.length; i++) out[i] = card(copy[i]);
  return out;
}

class LastList {
  ids: readonly string[] | null = null;
  cards: readonly CardDef[] = [];
  of(ids: readonly string[]): CardDef[] {
    if (ids !== this.ids) {
      const out = projected(ids.slice());
      this.ids = ids;
      this.cards = out;
    }
    return this.cards as CardDef[];
  }
}
/** The top card of a pile, looked up once per pile (one for the discard pile, one for the banished pile). */
class LastTop {
  pile: readonly string[] | null = null;
  top: CardDef | null = null;
  of(pile: readonly string[]): CardDef | null {
    if (pile !== this.pile) {
      this.pile = pile;
      this.top = pile.length ? factsOf(pile[pile.length - 1]).def : null;
    }
    return this.top;
  }
}

/** A view function with entries of its own, for the successive states of one match. */
export function fleeViewer(): (s: FleeState, seat: number | null) => FleeView {
  const inventoryCache = new LastList();

  /** The hand, from the facts `legal` has just looked up for the same hand list (card-facts.ts). */
  let lastHand: readonly string[] | null = null;
  let lastHandCards: readonly CardDef[] = emptyList();
  function handOf(hand: readonly string[]): CardDef[] {
    if (hand !== lastHand) {
      const facts = handFacts(hand);
      const out = hand.slice() as unknown as CardDef[];
      for (let i = 0; i < facts.length; i++) out[i] = facts[i].def;
      lastHand = hand;
      lastHandCards = out;
    }
    return lastHandCards as CardDef[];
  }

  let lastCorridors: readonly Corridor[] | null = null;
  let lastCorridorViews: readonly CorridorView[] = [];
  /** Per index: the last corridor object projected there and its projection. */
  const lastCorridor: (Corridor | null)[] = [];
  const lastCorridorView: CorridorView[] = [];

  function corridorView(c: Corridor, index: number): CorridorView {
    if (lastCorridor[index] === c) return lastCorridorView[index];
    const n = c.cards.length;
    const shown = projected(c.cards.slice(n - c.up));
    const out: CorridorView = { index, count: n, faceDown: n - c.up, shown, cleared: isCleared(c) };
    lastCorridor[index] = c;
    lastCorridorView[index] = out;
    return out;
  }

  function corridorsOf(cs: readonly Corridor[]): CorridorView[] {
    if (cs !== lastCorridors) {
      const out = cs.slice() as unknown as CorridorView[];
      for (let i = 0; i < cs.length; i++) out[i] = corridorView(cs[i], i);
      lastCorridors = cs;
      lastCorridorViews = out;
    }
    return lastCorridorViews as CorridorView[];
  }

  const discardTop = new LastTop();
  const banishedTop = new LastTop();

  /** The class's ability card, looked up once per class (a match keeps its class). */
  let lastCls: ClassId | null = null;
  let lastAbility: ReturnType<typeof abilityOf> = null;
  function classAbility(cls: ClassId): ReturnType<typeof abilityOf> {
    if (cls !== lastCls) {
      lastAbility = abilityOf(cls);
      lastCls = cls;
    }
    return lastAbility;
  }

  const rememberingParts: ViewParts = {
    corridors: corridorsOf,
    hand: handOf,
    inventory: (ids) => inventoryCache.of(ids),
    discardTop: (pile) => discardTop.of(pile),
    banishedTop: (pile) => banishedTop.of(pile),
    ability: classAbility,
    moveRule: lastMoveRule,
  };

  return (s, seat) => viewWith(rememberingParts, s, seat);
}

/** `view(s, seat)`, with the parts remembered as above: the engine's `view`, one viewer for every caller. */
export const cachedView = fleeViewer();
