/**
 * What a seat may see. Hidden from everyone, the player included: the draw pile order and contents, every
 * face-down card (corridor cards, the Extreme Exit Path pile), and the RNG state; only counts are shown.
 * The spectator view (seat null) also hides the hand's contents (size only) and the selection.
 * Card objects are the shared, read-only content definitions.
 */
import { defineView, v, type Infer } from "../view/spec.js";
import { ABILITIES, CLASSES, card, type AbilityDef, type CardDef, type ClassId, type Gender } from "./content/index.js";
import type { AbilityId } from "./content/types.js";
import { factsOf, handFacts } from "./cards.js";
import { emptyList } from "./lists.js";
import { isCleared } from "./corridors.js";
import { moveRule, NO_CHOICE } from "./round.js";
import type { Corridor, FleeState, Mode, Phase } from "./state.js";

const cardRef = v.ref<CardDef>((c) => c.id, card);
const count = v.uint8();

const corridor = v.object("Corridor", {
  index: v.uint8(),
  /** All cards in the corridor, face down or up. */
  count,
  faceDown: count,
  /** The face-up cards, bottom→top (usually 0 or 1; a moved monster can sit on a face-up door). */
  shown: v.array(cardRef),
  cleared: v.boolean(),
});
const bonus = v.object("Bonus", { swords: count, shields: count, wild: count });
const attempt = v.object("Attempt", {
  card: v.string(),
  success: v.boolean(),
  swords: count,
  shields: count,
  wild: count,
  damage: count,
  blocked: count,
  taken: count,
});

/**
 * What Dungeon Flee shows. Hidden from everyone, the player included: the draw pile's order and contents, every
 * face-down card (corridor cards, the Extreme Exit Path pile), and the RNG state; only counts are shown. The hand's
 * contents and the selection are the player's alone (the spectator sees their sizes).
 */
export const fleeView = defineView("dungeon-flee", {
  public: {
    game: v.constant("dungeon-flee"),
    mode: v.string<Mode>(),
    class: v.string<ClassId>(),
    gender: v.string<Gender>(),
    ability: v.nullable(
      v.ref<AbilityDef>(
        (a) => a.id,
        (id) => ABILITIES[id as AbilityId],
      ),
    ),
    phase: v.string<Phase>(),
    round: v.uint16(),
    health: v.int8(),
    maxHealth: count,
    stairs: count,
    location: v.nullable(count),
    corridors: v.array(corridor),
    exitPileCount: count,
    handCount: count,
    selectedCount: count,
    drawCount: count,
    discardCount: count,
    discardTop: v.nullable(cardRef),
    banishedCount: count,
    inventory: v.array(cardRef),
    bonus,
    /** The encounter being faced in step 2, or the card showing at your location. */
    encounter: v.nullable(cardRef),
    canStay: v.boolean(),
    canMove: v.boolean(),
    mustFight: v.boolean(),
    lastAttempt: v.nullable(attempt),
    result: v.nullable(v.string<"win" | "loss">()),
  },
  private: {
    /** Your hand. */
    hand: v.nullable(v.array(cardRef)),
    /** Ids of the hand cards chosen for the attempt. */
    selected: v.nullable(v.array(v.string())),
  },
});

/** The view's type, as the description gives it (an interface, so that it reads well in messages). */
export interface FleeView extends Infer<typeof fleeView.view> {}
export interface CorridorView extends Infer<typeof corridor> {}

/**
 * Piles and corridors are shared between successive states while they do not change, so their projections are
 * cached by identity: one entry per use (the last list seen), which is what successive states of one match hit,
 * without a WeakMap (whose entries made every garbage collection slower). Views are read-only (their types say
 * so): a consumer must copy before changing anything.
 */
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
/** The hand, from the facts `legal` has just looked up for the same hand list (cards.ts). */
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
const inventoryCache = new LastList();

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
    // A copy of the corridor list overwritten in place: an array of exactly the right size, built without growing.
    const out = cs.slice() as unknown as CorridorView[];
    for (let i = 0; i < cs.length; i++) out[i] = corridorView(cs[i], i);
    lastCorridors = cs;
    lastCorridorViews = out;
  }
  return lastCorridorViews as CorridorView[];
}

/** The top card of the discard pile, looked up once per pile. */
let lastDiscard: readonly string[] | null = null;
let lastDiscardTop: CardDef | null = null;
function topOf(pile: readonly string[]): CardDef | null {
  if (pile !== lastDiscard) {
    lastDiscard = pile;
    lastDiscardTop = pile.length ? factsOf(pile[pile.length - 1]).def : null;
  }
  return lastDiscardTop;
}

const ABILITY_OF = new Map<ClassId, AbilityDef | null>(
  (Object.keys(CLASSES) as ClassId[]).map((id) => [id, CLASSES[id].ability ? ABILITIES[CLASSES[id].ability!] : null]),
);

/** The class's ability card, looked up once per class (a match keeps its class). */
let lastCls: ClassId | null = null;
let lastAbility: AbilityDef | null = null;
function abilityOf(cls: ClassId): AbilityDef | null {
  if (cls !== lastCls) {
    lastAbility = ABILITY_OF.get(cls) ?? null;
    lastCls = cls;
  }
  return lastAbility;
}

export function view(s: FleeState, seat: number | null): FleeView {
  const own = seat === 0;
  const loc = s.location;
  const corridors = corridorsOf(s.corridors);
  // The card showing at your location is the top of that corridor's face-up cards.
  const here = loc === null ? null : corridors[loc].shown;
  const rule = s.phase === "after" ? moveRule(s) : NO_CHOICE;
  return {
    game: "dungeon-flee",
    mode: s.mode,
    class: s.cls,
    gender: s.gender,
    ability: abilityOf(s.cls),
    phase: s.phase,
    round: s.round,
    health: s.health,
    maxHealth: s.maxHealth,
    stairs: s.stairs,
    location: loc,
    corridors,
    exitPileCount: s.exitPile.length,
    hand: own ? handOf(s.hand) : null,
    handCount: s.hand.length,
    // A copy: a view never hands out the state's own array. Not cached: almost every step has a new selection.
    selected: own ? s.selected.slice() : null,
    selectedCount: s.selected.length,
    drawCount: s.draw.length,
    discardCount: s.discard.length,
    discardTop: topOf(s.discard),
    banishedCount: s.banished.length,
    inventory: inventoryCache.of(s.inventory),
    bonus: s.bonus,
    encounter: here && here.length ? here[here.length - 1] : null,
    canStay: rule.stay,
    canMove: rule.move,
    mustFight: s.mustFight,
    lastAttempt: s.lastAttempt,
    result: s.result,
  };
}
