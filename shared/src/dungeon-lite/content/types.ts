/**
 * Data types for Dungeon Lite: Orcs and Knights content. Data only: the rules that read these live beside the
 * engine. Names follow the rulebook's vocabulary (hero profile, action card, enemy phase card, terrain segment,
 * deployment zone, cover, exit). Card effects use the vocabulary of ./effects.ts.
 */
import type {
  CriticalEffect,
  EquipmentEffect,
  EventEffect,
  ChestEffect,
  MissionObjectEffect,
  SpellEffect,
  CardAction,
} from "./effects.js";

export type ClassId = "warrior" | "dwarf" | "elf" | "mage";
export type Gender = "male" | "female";

/** A side of a zone in the grid: north is up (row − 1), east is right (column + 1). */
export type Dir = "N" | "E" | "S" | "W";

/** The attributes on a hero profile card that are numbers (LITE-HERO-1). */
export type Stat = "melee" | "ranged" | "range" | "defense" | "life" | "energy" | "movement";

export interface HeroStats {
  /** Attack dice against an enemy in the hero's own zone (LITE-HERO-2). */
  melee: number;
  /** Attack dice against an enemy in another zone; each ranged attack costs 1 energy (LITE-HERO-3/4). */
  ranged: number;
  /** Zones a shot reaches without penalty (LITE-HERO-5). */
  range: number;
  /** Defense dice, at most 3 (LITE-HERO-11/12). */
  defense: number;
  /** Most action cards held; the cards held are the hero's life (LITE-HERO-13). */
  life: number;
  /** Energy tokens: the starting amount and the most the hero can hold (ruling LITE-Q-8). */
  energy: number;
  /** Zones moved with one Move (LITE-HERO-21). */
  movement: number;
}

/** One hero profile card (8 in the box: 4 classes × male/female, the same stats, LITE-HERO-27). */
export interface HeroCard {
  id: string;
  cls: ClassId;
  gender: Gender;
  name: string;
  stats: HeroStats;
  /** The card's Critical line (LITE-HERO-24): one ability per die colour, both specific to the class. */
  criticalHit: CriticalEffect | null;
  criticalBlock: CriticalEffect | null;
  /** Words for the renderer. */
  criticalText: string;
  /** The back of the card (LITE-HERO-29..31): movement 1, the other attributes unchanged. */
  dazed: { movement: 1 };
}

export interface ClassDef {
  id: ClassId;
  name: string;
  /** The class description of the rulebook (LITE-HERO-26). */
  trait: string;
}

export type BasicEnemyId = "goblin" | "orc" | "beast-orc";
export type SecondaryEnemyId = "undead" | "spider" | "spider-queen" | "troll";
export type BossId = "goblin-king" | "orc-warlord" | "necromancer" | "orc-shaman" | "dragon" | "lich" | "fire-demon";
export type EnemyId = BasicEnemyId | SecondaryEnemyId | BossId;

/**
 * basic: Goblins, Orcs, Beast-Orcs (LITE-PROFILE-2); secondary: Spiders, Undead, Troll (LITE-PROFILE-3);
 * mission-boss and final-boss are secondary enemies too (LITE-PROFILE-3: "and mission bosses").
 */
export type EnemyRank = "basic" | "secondary" | "mission-boss" | "final-boss";

/** One enemy profile card (14 in the box, LITE-COMP-4). */
export interface EnemyProfile {
  id: EnemyId;
  name: string;
  rank: EnemyRank;
  /** Attack dice in melee (the enemy's "strength", LITE-DEPLOY-3, LITE-INIT-3). */
  melee: number;
  /** Attack dice at range; 0 = no ranged attack. */
  ranged: number;
  /** Zones reached without penalty; 0 when there is no ranged attack. */
  range: number;
  defense: number;
  movement: number;
  /** Occupancy points in a zone (LITE-PROFILE-5, LITE-ZONE-3). */
  occupancy: number;
  /** Experience granted to the hero who kills it (LITE-PROFILE-6). */
  experience: number;
  /** The experience goes to every hero (LITE-BEHAVIOR-16/17). */
  experienceToAll: boolean;
  /** Dealing damage poisons (dazes) the hero (LITE-BEHAVIOR-15). */
  poison: boolean;
  /** Knocked down instead of eliminated; only banishment removes it (LITE-BEHAVIOR-10..14). */
  undead: boolean;
  /** How much it "would hurt the party", for initiative ties at equal melee dice (LITE-INIT-13, ruling LITE-Q-44). */
  threat: number;
  criticalHit: CriticalEffect | null;
  /** The defender's effect of a critical block (LITE-ATTACK-8): "extra-block" (cancels 1 more hit) or none. */
  criticalBlock: CriticalEffect | null;
  /** Figures in the box: the cap on this enemy in play (LITE-FIGURES-1). */
  figures: number;
  text: string;
}

/** The five instructions of the enemy phase deck (LITE-ENEMYCARD-4). */
export type EnemyPhaseKind = "A" | "B" | "C" | "D" | "E";

export interface EnemyPhaseCard {
  id: string;
  kind: EnemyPhaseKind;
  /** The basic enemy types the card activates. */
  activates: readonly BasicEnemyId[];
  /** Whether the activated enemies move before attacking (D: "attack and do not move"). */
  move: boolean;
  /** A, B, C: 1 per hero is placed when none of the named type is in play (LITE-ENEMYCARD-6). */
  placeIfNone: boolean;
  text: string;
}

/** An action card (47 in the box, LITE-COMP-5). */
export interface ActionCard {
  id: string;
  name: string;
  /** Resolved when the card is received, without discarding it (LITE-ACTION-8, LITE-EVENT-1). */
  event: readonly EventEffect[];
  /** What discarding it for its text does (LITE-ACTION-1); null = basic actions only. */
  action: CardAction | null;
  /** Setup note: returned to the deck if dealt at setup (LITE-SETUP-10). */
  notInInitialDeal: boolean;
  text: string;
}

export interface EquipmentCard {
  id: string;
  name: string;
  /** Energy spent each time it is used (LITE-EQUIP-6); 0 for an item that always applies. */
  cost: number;
  /** null = any class (LITE-EQUIP-5). */
  cls: ClassId | null;
  effects: readonly EquipmentEffect[];
  text: string;
}

export interface MagicCard {
  id: string;
  name: string;
  /** Energy to cast (LITE-MAGIC-4). */
  cost: number;
  /** Fire, Lightning and Mind Control: an attack, and costs an action card too (LITE-MAGIC-5/6). */
  attack: boolean;
  effect: SpellEffect;
  text: string;
}

/** "single-use": removed after use (LITE-CHEST-2); "equipment": kept for the whole adventure (ruling LITE-Q-17). */
export type ChestKind = "single-use" | "equipment";

export interface ChestCard {
  id: string;
  name: string;
  kind: ChestKind;
  /** Weapons and spells count as an attack (LITE-CHEST-5). */
  attack: boolean;
  effects: readonly ChestEffect[];
  text: string;
}

export interface ExperienceCard {
  id: string;
  name: string;
  /** Boxes on the track, 0 .. track − 1. */
  track: number;
}

export type SegmentId =
  | "entrance"
  | "corridor-a"
  | "corridor-b"
  | "corridor-c"
  | "guard-room"
  | "spider-nest"
  | "throne-room"
  | "barracks"
  | "crypt"
  | "forge"
  | "treasure-room";

/** A doorway on a zone's side, in the segment's own orientation (the entrance is always on the south side). */
export interface Doorway {
  zone: number;
  side: Dir;
}

/** Printed modifier per basic type: players + modifier, never below 0 (LITE-TERRAIN-2..5); absent = none. */
export type TerrainEnemies = Partial<Readonly<Record<BasicEnemyId, number>>>;

export interface TerrainSegment {
  id: SegmentId;
  name: string;
  kind: "entrance" | "corridor" | "room" | "treasure-room";
  /** Rows, north first: a digit is that zone's number, "." is no zone. Zones are the squares of a grid. */
  layout: readonly string[];
  /** Pairs of neighbouring zones with a wall between them (no step, no line of sight). */
  walls: readonly (readonly [number, number])[];
  /** The entrance arrow (null for the Entrance segment); always on a south side. */
  entrance: Doorway | null;
  /** The exit arrows (LITE-EXIT-1). */
  exits: readonly Doorway[];
  deploy: number;
  cover: readonly number[];
  /** The zone at the back of the room with the chest token, or null (LITE-OPEN-14). */
  chest: number | null;
  /** The hero symbol (Setup step 4), on the Entrance only. */
  heroStart: number | null;
  enemies: TerrainEnemies;
  /** A secondary enemy that lives here and appears with the terrain enemies (designed). */
  guard: SecondaryEnemyId | null;
}

export interface MissionObject {
  name: string;
  effect: MissionObjectEffect;
  text: string;
}

export interface MissionCard {
  id: string;
  number: 1 | 2 | 3 | 4;
  name: string;
  /** Setup step 2: the segments of the terrain deck (the Entrance excluded). */
  segments: readonly SegmentId[];
  /** The mission's objective terrain: the mission boss and the mission object are there. */
  objective: SegmentId;
  missionBoss: BossId;
  object: MissionObject;
  /** The Dragon or the mission's own final boss, in the treasure room (LITE-FIGURES-1). */
  finalBoss: BossId;
  text: string;
}
