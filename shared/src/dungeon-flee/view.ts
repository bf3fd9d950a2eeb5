/**
 * What a seat may see. Hidden from everyone, the player included: the draw pile order and contents, every
 * face-down card (corridor cards, the Extreme Exit Path pile), and the RNG state; only counts are shown.
 * The spectator view (seat null) also hides the hand's contents (size only) and the selection.
 * Card objects are the shared, read-only content definitions.
 */
import { defineView, v, type Infer } from "../view/spec.js";
import { ABILITIES, CLASSES, card, type AbilityDef, type CardDef, type ClassId, type Gender } from "./content/index.js";
import type { AbilityId } from "./content/types.js";
import { isCleared } from "./corridors.js";
import { moveRule, NO_CHOICE, type MoveRule } from "./round.js";
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
    /**
     * The banished pile's top card, face up. The pile is public: every card reaches it in sight of everyone (an
     * encounter defeated or sprung in its corridor, a treasure used from the inventory, a hand card banished with
     * its name in the log), and nothing in the rulebook turns it face down (FLEE-TERMS-4).
     */
    banishedTop: v.nullable(cardRef),
    inventory: v.array(cardRef),
    bonus,
    /** The encounter being faced in step 2, or the card showing at your location. */
    encounter: v.nullable(cardRef),
    canStay: v.boolean(),
    canMove: v.boolean(),
    mustFight: v.boolean(),
    /** Rounds in a row without the dungeon shrinking; at STALL_LIMIT you are lost (progress.ts). */
    stalled: count,
    lastAttempt: v.nullable(attempt),
    result: v.nullable(v.string<"win" | "loss">()),
    /** The token and monsters of the last move, as `player-token` and `monster-<card id>` (./last-move.ts). */
    lastMoved: v.array(v.string()),
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

type ClassAbility = AbilityDef | null;

/** A corridor as everyone sees it: its size, and only its face-up cards (FLEE-TERMS-1). */
function corridorView(c: Corridor, index: number): CorridorView {
  const n = c.cards.length;
  return { index, count: n, faceDown: n - c.up, shown: c.cards.slice(n - c.up).map(card), cleared: isCleared(c) };
}

/** The class's ability card (FLEE-ANATOMY-3), if it has one. */
export function abilityOf(cls: ClassId): ClassAbility {
  const id = CLASSES[cls].ability;
  return id ? ABILITIES[id] : null;
}

/** The top card of a pile, face up (the discard pile, the banished pile). */
function topOf(pile: readonly string[]): CardDef | null {
  return pile.length ? card(pile[pile.length - 1]) : null;
}

/** How the view gets the parts it turns from ids into cards; `fast/cached-view.ts` passes remembering ones. */
export interface ViewParts {
  corridors(cs: readonly Corridor[]): CorridorView[];
  hand(ids: readonly string[]): CardDef[];
  inventory(ids: readonly string[]): CardDef[];
  discardTop(pile: readonly string[]): CardDef | null;
  banishedTop(pile: readonly string[]): CardDef | null;
  ability(cls: ClassId): ClassAbility;
  moveRule(s: FleeState): MoveRule;
}

const plainParts: ViewParts = {
  corridors: (cs) => cs.map(corridorView),
  hand: (ids) => ids.map(card),
  inventory: (ids) => ids.map(card),
  discardTop: topOf,
  banishedTop: topOf,
  ability: abilityOf,
  moveRule,
};

/** What `seat` sees (null: a spectator). The engine serves the same through `cachedView` (fast/cached-view.ts). */
export function view(s: FleeState, seat: number | null): FleeView {
  return viewWith(plainParts, s, seat);
}

/** The view, with its parts from `parts`. */
export function viewWith(parts: ViewParts, s: FleeState, seat: number | null): FleeView {
  const own = seat === 0;
  const loc = s.location;
  const corridors = parts.corridors(s.corridors);
  // The card showing at your location is the top of that corridor's face-up cards.
  const here = loc === null ? null : corridors[loc].shown;
  const rule = s.phase === "after" ? parts.moveRule(s) : NO_CHOICE;
  return {
    game: "dungeon-flee",
    mode: s.mode,
    class: s.cls,
    gender: s.gender,
    ability: parts.ability(s.cls),
    phase: s.phase,
    round: s.round,
    health: s.health,
    maxHealth: s.maxHealth,
    stairs: s.stairs,
    location: loc,
    corridors,
    exitPileCount: s.exitPile.length,
    hand: own ? parts.hand(s.hand) : null,
    handCount: s.hand.length,
    // A copy: a view never hands out the state's own array.
    selected: own ? s.selected.slice() : null,
    selectedCount: s.selected.length,
    drawCount: s.draw.length,
    discardCount: s.discard.length,
    discardTop: parts.discardTop(s.discard),
    banishedCount: s.banished.length,
    banishedTop: parts.banishedTop(s.banished),
    inventory: parts.inventory(s.inventory),
    bonus: s.bonus,
    encounter: here && here.length ? here[here.length - 1] : null,
    canStay: rule.stay,
    canMove: rule.move,
    mustFight: s.mustFight,
    stalled: s.stalled,
    lastAttempt: s.lastAttempt,
    result: s.result,
    lastMoved: s.lastMoved,
  };
}
