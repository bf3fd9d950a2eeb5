/**
 * Choices of cards: before the adventure each seat chooses a hero, no two of a class (LITE-SETUP-3, LITE-HERO-28),
 * the Mage a first spell (LITE-MAGIC-3) and, with Difficulty option 1, every hero a free equipment card
 * (LITE-DIFFICULTY-2); at a level-up, equipment or (the Mage) a spell for 10 experience, or the experience kept
 * (LITE-XP-3/5, rulings LITE-Q-13, LITE-Q-14).
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import {
  CLASSES,
  HERO_CARDS,
  LEVEL_UP_EXPERIENCE,
  MAGIC_CARDS,
  equipmentCard,
  heroCard,
  magicCard,
  type ClassId,
} from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { canLevelUp, equipmentChoices, levelUpChoices, offerLevelUp } from "./experience.js";
import { HeroName, setHero } from "./hero.js";
import { replaceAt } from "./lists.js";
import type { Choice, LiteState } from "./state.js";
import { seatRef } from "../seat-refs.js";

const clsOf = (c: Choice): ClassId | null => (c.card ? heroCard(c.card).cls : null);

/** Whether a seat has made every choice the adventure needs. */
export function choiceDone(s: LiteState, seat: number): boolean {
  const c = s.choices[seat];
  if (!c.card) return false;
  if (clsOf(c) === "mage" && !c.spell) return false;
  if (s.options.difficulty.freeEquipment && !c.equipment && equipmentChoices(s, clsOf(c)!, []).length > 0) return false;
  return true;
}

/** Hero cards a seat may still choose: no class another seat has taken (LITE-HERO-28). */
export function heroChoices(s: LiteState, seat: number): string[] {
  if (s.choices[seat].card) return [];
  const taken = new Set(s.choices.map(clsOf).filter((c) => c !== null));
  return HERO_CARDS.filter((c) => !taken.has(c.cls)).map((c) => c.id);
}

export const spellChoicesAtStart = (s: LiteState, seat: number): string[] =>
  clsOf(s.choices[seat]) === "mage" && !s.choices[seat].spell ? MAGIC_CARDS.map((m) => m.id) : [];

export const freeEquipmentChoices = (s: LiteState, seat: number): string[] => {
  const c = s.choices[seat];
  return s.options.difficulty.freeEquipment && c.card && !c.equipment ? equipmentChoices(s, clsOf(c)!, []) : [];
};

export function chooseHero(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  if (!HERO_CARDS.some((h) => h.id === card)) return reject(LiteCodes.UNKNOWN_CARD, `There is no hero card "${card}".`);
  if (d.choices[seat].card)
    return reject(LiteCodes.ALREADY_CHOSEN, "You have already chosen your hero (LITE-SETUP-3).");
  const cls = heroCard(card).cls;
  if (d.choices.some((c) => clsOf(c) === cls)) {
    return reject(
      LiteCodes.CLASS_TAKEN,
      `Another player plays the ${CLASSES[cls].name}: two heroes of one class may never be in play (LITE-HERO-28).`,
    );
  }
  d.choices = replaceAt(d.choices, seat, { ...d.choices[seat], card });
  events.push({ kind: "hero-chosen", seat, text: `${seatRef(seat)} plays ${heroCard(card).name}.` });
  return null;
}

export function chooseSpell(d: LiteState, seat: number, spell: string, events: GameEvent[]): Rejected | null {
  if (!MAGIC_CARDS.some((m) => m.id === spell))
    return reject(LiteCodes.UNKNOWN_CARD, `There is no magic card "${spell}".`);
  if (d.phase === "choose") {
    if (clsOf(d.choices[seat]) !== "mage")
      return reject(LiteCodes.MAGE_ONLY, "Only the Mage uses magic cards (LITE-MAGIC-1).");
    if (d.choices[seat].spell) return reject(LiteCodes.ALREADY_CHOSEN, "The Mage starts with 1 spell (LITE-MAGIC-3).");
    d.choices = replaceAt(d.choices, seat, { ...d.choices[seat], spell });
    events.push({ kind: "spell-chosen", seat, text: `The Mage starts with ${magicCard(spell).name} (LITE-MAGIC-3).` });
    return null;
  }
  const why = levelUpRefusal(d, seat);
  if (why) return why;
  if (!levelUpChoices(d, seat).spells.includes(spell)) {
    return reject(
      LiteCodes.NOT_AVAILABLE,
      d.heroes[seat].magic.includes(spell)
        ? "You already know that spell."
        : "Only the Mage learns spells (LITE-XP-5).",
    );
  }
  const h = d.heroes[seat];
  setHero(d, seat, { magic: [...h.magic, spell], experience: h.experience - LEVEL_UP_EXPERIENCE });
  d.pending = d.pending.slice(1);
  events.push({
    kind: "spell-learned",
    seat,
    text: `${HeroName(h)} spends 10 experience and learns ${magicCard(spell).name} (LITE-XP-5).`,
  });
  return null;
}

export function chooseEquipment(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  let c;
  try {
    c = equipmentCard(card);
  } catch {
    return reject(LiteCodes.UNKNOWN_CARD, `There is no equipment card "${card}".`);
  }
  if (d.phase === "choose") {
    const ch = d.choices[seat];
    if (!d.options.difficulty.freeEquipment)
      return reject(
        LiteCodes.NOTHING_TO_CHOOSE,
        "Free equipment at the start is Difficulty option 1, which this game does not use (LITE-DIFFICULTY-2).",
      );
    if (!ch.card)
      return reject(
        LiteCodes.NOTHING_TO_CHOOSE,
        "Choose your hero first: some equipment is for one class only (LITE-EQUIP-5).",
      );
    if (ch.equipment)
      return reject(LiteCodes.ALREADY_CHOSEN, "Each hero takes 1 free equipment card (LITE-DIFFICULTY-2).");
    const why = equipmentRefusal(d, clsOf(ch)!, [], card);
    if (why) return why;
    d.choices = replaceAt(d.choices, seat, { ...ch, equipment: card });
    events.push({
      kind: "equipment-chosen",
      seat,
      text: `${seatRef(seat)} takes ${c.name} as free equipment (LITE-DIFFICULTY-2).`,
    });
    return null;
  }
  const why =
    levelUpRefusal(d, seat) ?? equipmentRefusal(d, heroCard(d.heroes[seat].card).cls, d.heroes[seat].equipment, card);
  if (why) return why;
  const h = d.heroes[seat];
  setHero(d, seat, { equipment: [...h.equipment, card], experience: h.experience - LEVEL_UP_EXPERIENCE });
  d.pending = d.pending.slice(1);
  events.push({
    kind: "equipment-taken",
    seat,
    text: `${HeroName(h)} spends 10 experience and takes ${c.name} (LITE-XP-3).`,
  });
  return null;
}

/** The hero keeps the experience instead of a card: it may be spent in a later turn (ruling LITE-Q-13). */
export function keepExperience(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  const why = levelUpRefusal(d, seat);
  if (why) return why;
  d.pending = d.pending.slice(1);
  events.push({
    kind: "experience-kept",
    seat,
    text: `${HeroName(d.heroes[seat])} keeps the experience (${d.heroes[seat].experience}) for later (LITE-XP-3: "may").`,
  });
  return null;
}

/** In the hero's own turn: spend 10 experience kept for later, choosing the card next (ruling LITE-Q-13). */
export function levelUp(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  const h = d.heroes[seat];
  if (h.experience < LEVEL_UP_EXPERIENCE)
    return reject(LiteCodes.NOT_ENOUGH_EXPERIENCE, `You have ${h.experience} experience: a card costs 10 (LITE-XP-3).`);
  if (!canLevelUp(d, seat))
    return reject(LiteCodes.NOTHING_TO_CHOOSE, "No card is left that you may take (LITE-EQUIP-4/5, LITE-XP-5).");
  offerLevelUp(d, seat);
  events.push({ kind: "level-up", seat, text: `${HeroName(h)} spends 10 experience on a card (LITE-XP-3).` });
  return null;
}

function levelUpRefusal(d: LiteState, seat: number): Rejected | null {
  const p = d.pending[0];
  return p && p.kind === "level-up" && p.seat === seat
    ? null
    : reject(
        LiteCodes.NOTHING_TO_CHOOSE,
        "You choose a card only at a level-up, on reaching 10 experience or spending it in your turn (LITE-XP-3).",
      );
}

function equipmentRefusal(d: LiteState, cls: ClassId, held: readonly string[], card: string): Rejected | null {
  const c = equipmentCard(card);
  if (c.cls !== null && c.cls !== cls)
    return reject(LiteCodes.NOT_ALLOWED_FOR_CLASS, `${c.name} is for the ${CLASSES[c.cls].name} only (LITE-EQUIP-5).`);
  if (held.some((h) => equipmentCard(h).name === c.name))
    return reject(
      LiteCodes.IDENTICAL_CARD,
      `You already hold ${c.name}: never 2 identical equipment cards (LITE-EQUIP-4).`,
    );
  if (d.heroes.some((h) => h.equipment.includes(card)) || d.choices.some((x) => x.equipment === card)) {
    return reject(LiteCodes.NOT_AVAILABLE, `That ${c.name} card is already taken.`);
  }
  return null;
}

/** After a choice: once every seat is ready, the rules deal. */
export function afterChoice(d: LiteState): void {
  if (d.phase === "choose" && d.choices.every((_, seat) => choiceDone(d, seat))) {
    d.phase = "setup";
    d.auto = "deal";
  }
}
