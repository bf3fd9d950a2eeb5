/**
 * What a seat may see. Hidden from everyone, the player included: the draw pile order and contents, every
 * face-down card (corridor cards, the Extreme Exit Path pile), and the RNG state; only counts are shown.
 * The spectator view (seat null) also hides the hand's contents (size only) and the selection.
 * Card objects are the shared, read-only content definitions.
 */
import { ABILITIES, CLASSES, card, type AbilityDef, type CardDef, type ClassId, type Gender } from "./content/index.js";
import { isCleared } from "./corridors.js";
import { moveRule } from "./round.js";
import type { AttemptReport, Bonus, Corridor, FleeState, Mode, Phase } from "./state.js";

export interface CorridorView {
  index: number;
  /** All cards in the corridor, face down or up. */
  count: number;
  faceDown: number;
  /** The face-up cards, bottom→top (usually 0 or 1; a moved monster can sit on a face-up door). */
  shown: CardDef[];
  cleared: boolean;
}

export interface FleeView {
  game: "dungeon-flee";
  mode: Mode;
  class: ClassId;
  gender: Gender;
  ability: AbilityDef | null;
  phase: Phase;
  round: number;
  health: number;
  maxHealth: number;
  stairs: number;
  location: number | null;
  corridors: CorridorView[];
  exitPileCount: number;
  /** Your hand (null in the spectator view). */
  hand: CardDef[] | null;
  handCount: number;
  /** Ids of the hand cards chosen for the attempt (null in the spectator view). */
  selected: string[] | null;
  selectedCount: number;
  drawCount: number;
  discardCount: number;
  discardTop: CardDef | null;
  banishedCount: number;
  inventory: CardDef[];
  bonus: Bonus;
  /** The encounter being faced in step 2, or the card showing at your location. */
  encounter: CardDef | null;
  canStay: boolean;
  canMove: boolean;
  mustFight: boolean;
  lastAttempt: AttemptReport | null;
  result: "win" | "loss" | null;
}

/**
 * Piles and corridors are shared between successive states while they do not change, so their projections are
 * cached by identity. Views are read-only (their types say so): a consumer must copy before changing anything.
 */
const cardLists = new WeakMap<readonly string[], readonly CardDef[]>();
const corridorLists = new WeakMap<readonly Corridor[], readonly CorridorView[]>();

function cardsOf(ids: readonly string[]): CardDef[] {
  let out = cardLists.get(ids);
  if (!out) {
    out = ids.map(card);
    cardLists.set(ids, out);
  }
  return out as CardDef[];
}

function corridorsOf(cs: readonly Corridor[]): CorridorView[] {
  let out = corridorLists.get(cs);
  if (!out) {
    out = cs.map((c, index) => ({
      index,
      count: c.cards.length,
      faceDown: c.cards.length - c.up,
      shown: c.up ? c.cards.slice(c.cards.length - c.up).map(card) : [],
      cleared: isCleared(c),
    }));
    corridorLists.set(cs, out);
  }
  return out as CorridorView[];
}

export function view(s: FleeState, seat: number | null): FleeView {
  const own = seat === 0;
  const loc = s.location;
  const here = loc === null ? null : s.corridors[loc];
  const rule = s.phase === "after" ? moveRule(s) : { stay: false, move: false };
  return {
    game: "dungeon-flee",
    mode: s.mode,
    class: s.cls,
    gender: s.gender,
    ability: CLASSES[s.cls].ability ? ABILITIES[CLASSES[s.cls].ability!] : null,
    phase: s.phase,
    round: s.round,
    health: s.health,
    maxHealth: s.maxHealth,
    stairs: s.stairs,
    location: loc,
    corridors: corridorsOf(s.corridors),
    exitPileCount: s.exitPile.length,
    hand: own ? cardsOf(s.hand) : null,
    handCount: s.hand.length,
    selected: own ? s.selected.slice() : null,
    selectedCount: s.selected.length,
    drawCount: s.draw.length,
    discardCount: s.discard.length,
    discardTop: s.discard.length ? card(s.discard[s.discard.length - 1]) : null,
    banishedCount: s.banished.length,
    inventory: cardsOf(s.inventory),
    bonus: s.bonus,
    encounter: here && here.up ? card(here.cards[here.cards.length - 1]) : null,
    canStay: rule.stay,
    canMove: rule.move,
    mustFight: s.mustFight,
    lastAttempt: s.lastAttempt,
    result: s.result,
  };
}
