/**
 * Rebuilds the engine's FleeView from the synced schema (plain JSON from `toJSON()`): the schema carries card ids,
 * the shared content gives the card objects back. No Pixi here, so tests can use it on raw room state.
 */
import { ABILITIES, CLASSES, card, isCardId, type CardDef, type ClassId, type Gender } from "../../../../shared/src/dungeon-flee/content/index.js";
import type { AttemptReport, Mode, Phase } from "../../../../shared/src/dungeon-flee/state.js";
import type { FleeView } from "../../../../shared/src/dungeon-flee/view.js";

interface CorridorJson {
  count?: number;
  faceDown?: number;
  shown?: string[];
  cleared?: boolean;
}

interface PublicJson {
  mode?: string;
  class?: string;
  gender?: string;
  phase?: string;
  round?: number;
  health?: number;
  maxHealth?: number;
  stairs?: number;
  location?: number;
  corridors?: CorridorJson[];
  exitPileCount?: number;
  handCount?: number;
  selectedCount?: number;
  drawCount?: number;
  discardCount?: number;
  banishedCount?: number;
  discardTop?: string;
  inventory?: string[];
  bonus?: { swords?: number; shields?: number; wild?: number };
  encounter?: string;
  canStay?: boolean;
  canMove?: boolean;
  mustFight?: boolean;
  lastAttempt?: Partial<AttemptReport>;
  result?: string;
}

interface PrivateJson {
  hand?: string[];
  selected?: string[];
}

/** Card objects for the known ids (an unknown id from a newer server is skipped rather than breaking the page). */
const cards = (list: readonly string[] | undefined): CardDef[] => (list ?? []).filter(isCardId).map(card);
const cardOrNull = (id: string | undefined): CardDef | null => (id && isCardId(id) ? card(id) : null);

function attempt(a: Partial<AttemptReport> | undefined): AttemptReport | null {
  if (!a || !a.card) return null;
  return {
    card: a.card,
    success: a.success ?? false,
    swords: a.swords ?? 0,
    shields: a.shields ?? 0,
    wild: a.wild ?? 0,
    damage: a.damage ?? 0,
    blocked: a.blocked ?? 0,
    taken: a.taken ?? 0,
  };
}

export function fromSchema(publicJson: unknown, privateJson: unknown): FleeView {
  const p = (publicJson ?? {}) as PublicJson;
  const mine = privateJson && typeof privateJson === "object" ? (privateJson as PrivateJson) : null;
  const cls = (p.class && p.class in CLASSES ? p.class : "fighter") as ClassId;
  const abilityId = CLASSES[cls].ability;
  const location = p.location ?? -1;
  return {
    game: "dungeon-flee",
    mode: (p.mode ?? "easy") as Mode,
    class: cls,
    gender: (p.gender ?? "male") as Gender,
    ability: abilityId ? ABILITIES[abilityId] : null,
    phase: (p.phase ?? "start") as Phase,
    round: p.round ?? 0,
    health: p.health ?? 0,
    maxHealth: p.maxHealth ?? 0,
    stairs: p.stairs ?? 0,
    location: location < 0 ? null : location,
    corridors: (p.corridors ?? []).map((c, index) => ({
      index,
      count: c.count ?? 0,
      faceDown: c.faceDown ?? 0,
      shown: cards(c.shown),
      cleared: c.cleared ?? false,
    })),
    exitPileCount: p.exitPileCount ?? 0,
    hand: mine ? cards(mine.hand) : null,
    handCount: p.handCount ?? 0,
    selected: mine ? [...(mine.selected ?? [])] : null,
    selectedCount: p.selectedCount ?? 0,
    drawCount: p.drawCount ?? 0,
    discardCount: p.discardCount ?? 0,
    discardTop: cardOrNull(p.discardTop),
    banishedCount: p.banishedCount ?? 0,
    inventory: cards(p.inventory),
    bonus: { swords: p.bonus?.swords ?? 0, shields: p.bonus?.shields ?? 0, wild: p.bonus?.wild ?? 0 },
    encounter: cardOrNull(p.encounter),
    canStay: p.canStay ?? false,
    canMove: p.canMove ?? false,
    mustFight: p.mustFight ?? false,
    lastAttempt: attempt(p.lastAttempt),
    result: p.result === "win" || p.result === "loss" ? p.result : null,
  };
}
