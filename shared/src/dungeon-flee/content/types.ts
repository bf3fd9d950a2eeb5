/**
 * Card and character data types for Dungeon Flee. Data only: the rules that read these live beside the engine.
 * Card anatomy (rulebook "Card Anatomy", FLEE-ROUND-12/13, FLEE-CARDS-3): an encounter shows a requirement in its
 * upper-left corner (swords and/or shields, or a wildcard total), a damage value on the green icon (upper right)
 * and a centre that is a name only (banished when defeated) or icons and/or text (becomes a playable card).
 */

export type CardKind = "starter" | "monster" | "door" | "trap" | "treasure" | "empty" | "stairs" | "deadend";

/** Upper-left requirement. A wildcard requirement has swords = shields = 0 and wild = the total (FLEE-ROUND-13). */
export interface Requirement {
  swords: number;
  shields: number;
  wild: number;
}

/**
 * Designed card texts. Each is a small, passive effect applied when the card is played in an attempt
 * (FLEE-ANATOMY-2, FLEE-COMBAT-1). See combat.ts for their resolution.
 */
export type TextEffect =
  | "wild2" // counts as 2 icons of your choice
  | "heal1" // when played, restore 1 health
  | "ward2" // if this attempt fails, block 2 damage
  | "slayer2" // +2 swords against monsters
  | "lockpick2"; // +2 icons of your choice against doors and traps

/** Centre of a card: printed icons and optional text. No icons and no text = name only. */
export interface Centre {
  swords: number;
  shields: number;
  text?: TextEffect;
}

type TreasureEffect = { heal: number } | { swords: number } | { shields: number } | { wild: number };

export interface CardDef {
  id: string;
  name: string;
  kind: CardKind;
  /** Easy-mode pile 1..7 for damage cards (monsters, traps, damaging doors). */
  level?: number;
  /** Green damage icon; absent on the three doors without a damage icon (they deal 0). */
  damage?: number;
  req?: Requirement;
  centre: Centre;
  treasure?: TreasureEffect;
  /** Words for the renderer. */
  text?: string;
}

export type ClassId = "fighter" | "wizard" | "cleric" | "thief" | "barbarian";
export type Gender = "male" | "female";

export type AbilityId = "battle-hardened" | "arcane-insight" | "blessing" | "nimble-fingers";

export interface ClassDef {
  id: ClassId;
  name: string;
  /** The two sets of numbers on the card; the higher is shown at setup (FLEE-SETUPEASY-3/4, FLEE-Q-10). */
  health: { high: number; low: number };
  ability: AbilityId | null;
}

export interface AbilityDef {
  id: AbilityId;
  name: string;
  text: string;
}
