/**
 * The effect vocabulary of Dungeon Lite content: every card text, critical ability and mission object is data
 * built from these few kinds, so that the engine interprets a small, closed set (as Dungeon Flee's TextEffect).
 * Each kind stays within what the rulebook describes or clearly implies:
 * - events: enemy appearances, traps (dazed, LITE-HERO-30), chests, energy (LITE-ACTION-8, LITE-HERO-20);
 * - card actions: the basic actions move and attack with a bonus, energy recovery, the barred door, life
 *   recovered "next turn" (Flask, Example of the Player Phase), wounds prevented in the enemy turn (Defense);
 * - equipment: advantages "for the whole adventure" (LITE-EQUIP-1) paid with energy per use (LITE-EQUIP-6);
 * - spells: attack spells, banishment (LITE-BEHAVIOR-13), Mind Control (LITE-OPEN-20);
 * - criticals: effects a critical result triggers (LITE-ATTACK-8).
 * Which card uses which kind, and the numbers, are designed (see each content file's header).
 */
import type { EnemyId, Stat } from "./types.js";

/** Which attacks an effect applies to. A magic or chest attack on another zone counts as ranged (ruling LITE-Q-33). */
export type AttackMode = "melee" | "ranged" | "any";

export interface Spawn {
  readonly kind: "spawn";
  readonly enemy: EnemyId;
  readonly count: number;
}
export interface Daze {
  readonly kind: "daze";
}
export interface Wound {
  readonly kind: "wound";
  readonly amount: number;
}
export interface DrawChest {
  readonly kind: "draw-chest";
  readonly count: number;
}
export interface RecoverEnergy {
  readonly kind: "recover-energy";
  readonly amount: number | "all";
}
/** Receive action cards from the deck, never beyond Life (LITE-ACTION-4). */
export interface DrawAction {
  readonly kind: "draw-action";
  readonly count: number;
  readonly who: "self" | "hero-in-zone";
}
export interface StatBonus {
  readonly kind: "stat";
  readonly stat: Stat;
  readonly amount: number;
}

/** Events on action cards, resolved when the card is received (LITE-ACTION-8, LITE-EVENT-1). */
export type EventEffect = Spawn | Daze | Wound | DrawChest | RecoverEnergy;

/** A move of up to Movement + bonus zones, or of at most `max` zones; dazed, at most 1 (LITE-HERO-31). */
export interface MoveStep {
  readonly kind: "move";
  readonly bonus: number;
  readonly max: number | null;
}

/**
 * `attacks` attacks against different enemies, each with the hero's own dice + `dice`, range + `range`.
 * energy "normal": a ranged attack costs 1 energy (LITE-HERO-4); "free": it costs none.
 * target "attacker": only the enemy whose attack triggered the card (Counterattack).
 */
export interface AttackStep {
  readonly kind: "attack";
  readonly mode: AttackMode;
  readonly dice: number;
  readonly range: number;
  readonly attacks: number;
  readonly energy: "normal" | "free";
  readonly target: "any" | "attacker";
}

/** In the next Event Phase the hero receives cards up to Life instead of 2 (Flask). */
export interface RefillNextEvent {
  readonly kind: "refill-next-event";
}
/** Place the Door figure on an open exit of the hero's zone (LITE-DOOR-1/2). */
export interface BarDoor {
  readonly kind: "bar-door";
}
/** Prevent up to `amount` wounds of the enemy attack just rolled against the hero. */
export interface PreventWounds {
  readonly kind: "prevent-wounds";
  readonly amount: number;
}

export type ActionStep = MoveStep | AttackStep | RecoverEnergy | RefillNextEvent | BarDoor | PreventWounds;

/**
 * When a card's text may be played (LITE-ACTION-6/7): on the hero's own turn; in the Enemy Phase when an enemy's
 * dice against the hero have been rolled (before the wounds); or after that attack is resolved.
 */
export type CardTiming = "own-turn" | "attack-rolled" | "attacked";

export interface CardAction {
  readonly timing: CardTiming;
  /** "An action that involves movement / attacking" (LITE-MOVE-3, LITE-ATTACK-13, LITE-ACT-1/2). */
  readonly involvesMove: boolean;
  readonly involvesAttack: boolean;
  /** Action cards discarded besides this one (Drain: "uses Drain and spends Trap", Example of the Player Phase). */
  readonly extraDiscard: number;
  readonly steps: readonly ActionStep[];
}

/** An attack that rolls its own dice (spells, chest weapons); `area`: every enemy in the target zone. */
export interface ItemAttack {
  readonly kind: "item-attack";
  readonly dice: number;
  readonly range: number;
  readonly area: boolean;
}
/** Remove an Undead for good, knocked down or standing, within `range` in line of sight (LITE-BEHAVIOR-13). */
export interface Banish {
  readonly kind: "banish";
  readonly range: number;
}
/** Take control of a basic enemy within `range` for one activation (ruling LITE-Q-15). */
export interface MindControl {
  readonly kind: "mind-control";
  readonly range: number;
}
/** +amount defense dice (max 3) for a hero in the caster's zone until the end of the next Enemy Phase. */
export interface DefenseBonus {
  readonly kind: "defense-bonus";
  readonly amount: number;
}
/** Pay the cost when attacking: +amount attack dice to this attack (max 6, LITE-ATTACK-11). */
export interface AttackDice {
  readonly kind: "attack-dice";
  readonly mode: AttackMode;
  readonly amount: number;
}
/** The hero's ranged attacks cost no energy. */
export interface FreeRanged {
  readonly kind: "free-ranged";
}
/** Spells cost `amount` less energy, never below 1. */
export interface SpellDiscount {
  readonly kind: "spell-discount";
  readonly amount: number;
}
/** The hero counts as behind cover against ranged attacks (LITE-COVER-2), wherever it stands. */
export interface OwnCover {
  readonly kind: "own-cover";
}

export type EquipmentEffect =
  StatBonus | AttackDice | PreventWounds | FreeRanged | SpellDiscount | OwnCover | DrawAction;
export type ChestEffect = StatBonus | DrawAction | RecoverEnergy | ItemAttack | Banish;
export type SpellEffect = ItemAttack | MindControl | Banish | DrawAction | DefenseBonus;

/** Per critical hit that gets through: 1 more wound, for attacks of this mode. */
export interface ExtraWound {
  readonly kind: "extra-wound";
  readonly mode: AttackMode;
}
/** Per critical block that counts: it cancels 1 more hit. */
export interface ExtraBlock {
  readonly kind: "extra-block";
}
/** Per critical block that counts against a melee attack: the attacker takes 1 wound. */
export interface WoundAttacker {
  readonly kind: "wound-attacker";
}

/** What a critical result triggers (LITE-ATTACK-8; which criticals count: ruling LITE-Q-41). */
export type CriticalEffect = ExtraWound | ExtraBlock | WoundAttacker | RecoverEnergy | Daze;

/** Undead knocked down by any hero are banished at once. */
export interface BanishOnKnockdown {
  readonly kind: "banish-on-knockdown";
}
/** A mission object benefits all players (LITE-OPEN-21). */
export type MissionObjectEffect = StatBonus | BanishOnKnockdown;

export type Effect =
  EventEffect | ActionStep | EquipmentEffect | ChestEffect | SpellEffect | CriticalEffect | MissionObjectEffect;
export type EffectKind = Effect["kind"];

/** Every effect kind the engine must interpret. */
export const EFFECT_KINDS: readonly EffectKind[] = [
  "spawn",
  "daze",
  "wound",
  "draw-chest",
  "recover-energy",
  "draw-action",
  "stat",
  "move",
  "attack",
  "refill-next-event",
  "bar-door",
  "prevent-wounds",
  "item-attack",
  "banish",
  "mind-control",
  "defense-bonus",
  "attack-dice",
  "free-ranged",
  "spell-discount",
  "own-cover",
  "extra-wound",
  "extra-block",
  "wound-attacker",
  "banish-on-knockdown",
];
