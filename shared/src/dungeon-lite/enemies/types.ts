/**
 * The Enemy Phase's decisions, as plain inputs and outputs (LITE-ENEMYCARD-5..15, LITE-BEHAVIOR-1..9, LITE-INIT-*,
 * LITE-TIEBREAK-*, LITE-ZONE-4/5, LITE-HERO-10, LITE-ENEMY-3, LITE-DOOR-3/6; rulings LITE-Q-19..24, LITE-Q-28..31,
 * LITE-Q-35, LITE-Q-44..47).
 *
 * These functions never see the engine state: the engine hands them the figures on the map (a `Board`) and gets
 * back who acts, where each enemy goes and whom it attacks, with the reason in words. The engine resolves the dice,
 * the hero's reactions and the wounds, and applies each activation before asking for the next (LITE-INIT-6).
 */
import type { AttackFace, DefenseFace, EnemyId } from "../content/index.js";
import type { DungeonMap, ZoneId } from "../map/index.js";

/** The dice a hero rolls in a tie-break roll (LITE-TIEBREAK-2, ruling LITE-Q-47): the hero's choice. */
export type TieDice = "attack" | "defense";

export interface HeroFigure {
  readonly seat: number;
  /** For the log: the hero's class name, e.g. "Elf" (the reasons say "the Elf"). */
  readonly name: string;
  readonly zone: ZoneId;
  /** Action cards held at the start of this Enemy Phase: the hero's life for targeting (LITE-INIT-12, LITE-Q-46). */
  readonly cardsAtPhaseStart: number;
  /** Knocked-out heroes are never a target nor "the nearest hero" (ruling LITE-Q-10). */
  readonly knockedOut: boolean;
  /** The dice the hero chose for a tie-break roll now due (ruling LITE-Q-47); attack dice when not chosen. */
  readonly tieDice?: TieDice;
}

export interface EnemyFigure {
  readonly id: number;
  readonly type: EnemyId;
  readonly zone: ZoneId;
  readonly wounds: number;
  /** A knocked-down Undead (not null): occupies 0 points and does not act (ruling LITE-Q-24). */
  readonly down: number | null;
  /** Placed by LITE-ENEMYCARD-6 this phase: moves, does not attack (LITE-ENEMYCARD-7, ruling LITE-Q-19). */
  readonly justPlaced: boolean;
}

export interface Board {
  readonly map: DungeonMap;
  readonly heroes: readonly HeroFigure[];
  readonly enemies: readonly EnemyFigure[];
}

/**
 * What the enemies remember of this phase's attacks, to alternate between heroes at equal distance (LITE-INIT-8..11,
 * ruling LITE-Q-46). Start each Enemy Phase with `NO_ATTACKS`; every `Activation` returns the memory after it.
 */
export interface AttackMemory {
  /** Seats attacked this phase, least recently attacked first (each seat once, at its latest attack). */
  readonly attacked: readonly number[];
  /** Orders set by tie-break rolls this phase among heroes of equal life, attacked-first first (LITE-TIEBREAK-6). */
  readonly ties: readonly (readonly number[])[];
}

/** An enemy's attack on a hero, before the dice (the engine rolls them). */
export interface Shot {
  readonly seat: number;
  /** In the hero's zone: melee dice; otherwise a ranged attack (LITE-BEHAVIOR-3/9, ruling LITE-Q-21). */
  readonly melee: boolean;
  /** Zones along the line of sight (0 in melee). */
  readonly distance: number;
  /** Zones past the enemy's range: +1 defense die each for the hero (LITE-HERO-6/10); 0 in melee. */
  readonly overRange: number;
  /** A ranged attack on a hero standing in a zone with cover: +1 defense die (LITE-COVER-2/3); false in melee. */
  readonly inCover: boolean;
}

/** One tied hero's roll in one round of a tie-break roll. */
export interface TieBreakRoll {
  readonly seat: number;
  /** Attack or defense dice, as the hero chose (ruling LITE-Q-47). */
  readonly dice: TieDice;
  readonly faces: readonly (AttackFace | DefenseFace)[];
  readonly criticals: number;
  /** Normal hits or normal blocks (criticals are not counted again, ruling LITE-Q-47). */
  readonly hits: number;
}

export interface TieBreak {
  /** The tied seats, attacked first (the loser) first, then in increasing order of successes (LITE-TIEBREAK-6). */
  readonly order: readonly number[];
  /** Each round of rolls, the first round first; later rounds re-roll only the heroes still tied (LITE-TIEBREAK-5). */
  readonly rolls: readonly (readonly TieBreakRoll[])[];
}

export interface Activation {
  readonly enemy: number;
  /** Zones entered, in order (empty: it stays); the last one is where it ends. Both moves when it runs. */
  readonly path: readonly ZoneId[];
  /** Moved twice instead of attacking (LITE-ENEMYCARD-11, ruling LITE-Q-20). */
  readonly ran: boolean;
  readonly attack: Shot | null;
  /** Words for the log: why it went there and attacks whom. */
  readonly reason: string;
  /** The memory after this activation (its attack and any tie-break order recorded). */
  readonly memory: AttackMemory;
  /** Tie-break rolls made to choose whom it goes for and attacks, for the log (usually none). */
  readonly tieBreaks: readonly TieBreak[];
}

/** An enemy's place in the initiative order, with the reason in words (LITE-INIT-1..5, LITE-INIT-13..16). */
export interface InitiativeEntry {
  readonly enemy: number;
  /** Zone steps to its nearest standing hero, before it moves (LITE-INIT-7, ruling LITE-Q-31). */
  readonly distance: number;
  readonly reason: string;
}
