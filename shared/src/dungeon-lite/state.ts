/**
 * The Dungeon Lite game state (design: docs/dungeon-lite.md, "Engine state"). Plain JSON, never mutated: every
 * rule works on the working copy of one `apply` (`draft`) and replaces the fields it changes, so the input state
 * is never touched. Piles are arrays with the TOP FIRST. The RNG state lives here (../rng.ts).
 */
import type { RngState } from "../rng.js";
import type { EnemyId, SegmentId } from "./content/index.js";
import type { AttackMemory, TieDice } from "./enemies/types.js";

export type { TieDice };
import type { DungeonMap, ExitRef, ZoneId } from "./map/index.js";

export type MissionId = "goblin-king" | "orc-warlord" | "necromancer" | "demon-forge";

export interface Difficulty {
  /** Option 1: each hero takes 1 free equipment card of their choice (LITE-DIFFICULTY-2). */
  freeEquipment: boolean;
  /** Option 2: Trap cards removed (LITE-DIFFICULTY-3). */
  removeTraps: 0 | 1 | 2;
  /** Option 3: Undead cards removed (LITE-DIFFICULTY-4). */
  removeUndead: 0 | 1 | 2;
  /** Option 4: the Troll card removed (LITE-DIFFICULTY-5). */
  removeTroll: boolean;
}

export interface LiteOptions {
  mission: MissionId;
  difficulty: Difficulty;
}

/**
 * "choose": heroes, the Mage's first spell, free equipment; "setup": the deal waits for the rules' step;
 * then each round "event" → "player" → "enemy" (LITE-PHASE-1); "over" when the game has ended.
 */
export type Phase = "choose" | "setup" | "event" | "player" | "enemy" | "over";

/** A seat's choices before the adventure begins (LITE-SETUP-3, LITE-MAGIC-3, LITE-DIFFICULTY-2). */
export interface Choice {
  card: string | null;
  spell: string | null;
  equipment: string | null;
}

export interface HeroState {
  seat: number;
  /** Hero profile card id, e.g. "elf-female" (class + cosmetic gender, LITE-HERO-27). */
  card: string;
  zone: ZoneId;
  /** Action cards held: the hero's life (LITE-HERO-13). */
  hand: string[];
  energy: number;
  /** 0..19 (ruling LITE-Q-13). */
  experience: number;
  equipment: string[];
  magic: string[];
  chest: string[];
  dazed: boolean;
  knockedOut: boolean;
  /** Flask: in the next Event Phase, cards up to Life instead of 2. */
  refillNext: boolean;
  /** Protection: extra defense dice until the end of the next Enemy Phase. */
  protection: number;
}

/** What is left of a card with several steps (Onslaught, Assault, Dexterity, Sprint). */
export interface CardProgram {
  card: string;
  /** Index of the step under way in the card's steps. */
  step: number;
  /** Attacks already made in the current attack step, and on whom (Dexterity: each a different enemy). */
  targets: number[];
}

/** Mind Control under way (ruling LITE-Q-15). */
export interface Control {
  enemy: number;
  moved: boolean;
}

export interface TurnState {
  seat: number;
  /** The Move, or an action that involves movement, was used (LITE-MOVE-2/3, LITE-ACT-1). */
  moved: boolean;
  /** The Attack, or an action that involves attacking, was used (LITE-ATTACK-2/13, LITE-ACT-2). */
  attacked: boolean;
  /** Steps left in the move under way (a Move or a card's move); 0 = not moving. */
  stepsLeft: number;
  program: CardProgram | null;
  /** Chests tried this turn (LITE-OPEN-19): one attempt per chest per hero per turn. */
  chestsTried: SegmentId[];
  control: Control | null;
}

export interface EnemyState {
  id: number;
  type: EnemyId;
  zone: ZoneId;
  wounds: number;
  /** A knocked-down Undead: the number of Enemy Phases begun when it fell (ruling LITE-Q-24); null = standing. */
  down: number | null;
  /** Placed by LITE-ENEMYCARD-6 this phase: moves, does not attack (ruling LITE-Q-19). */
  justPlaced: boolean;
}

/** The dice of an enemy's attack on a hero (LITE-ATTACK-6): normal and critical hits, normal and critical blocks. */
export interface AttackRoll {
  hits: number;
  criticals: number;
  blocks: number;
  criticalBlocks: number;
}

/**
 * A seat's standing answer to the windows of an enemy's attack on its hero (docs/rulings/dungeon-lite.md, "A hand
 * that does not show itself"): "ask", the game waits on the hero at every window; "never", it never does.
 */
export type ReactionMode = "ask" | "never";

/** An enemy's attack on a hero, between its roll and the end of the hero's reactions. */
export interface EnemyAttack {
  enemy: number;
  seat: number;
  melee: boolean;
  /** Wounds the dice deal after the blocks and criticals (LITE-ATTACK-9, ruling LITE-Q-41). */
  wounds: number;
  /** Wounds prevented so far (Defense, Tower Shield). */
  prevented: number;
  /** The hero is dazed by the attack once it lands (a critical that dazes; poison if any wound is taken). */
  dazes: boolean;
  poison: boolean;
  /**
   * "blocks": the hero chooses which blocks cancel the hits (ruling LITE-Q-41); "rolled": the hero may prevent
   * wounds; "after": the wounds are taken, the hero may answer (Counterattack).
   */
  stage: "blocks" | "rolled" | "after";
  /** The dice rolled. */
  roll: AttackRoll;
  /** Reactions already used in the "after" window. */
  countered: boolean;
  stepped: boolean;
  shieldUsed: boolean;
}

export interface EnemyPhaseState {
  card: string;
  /** Cards held per seat at the phase start (LITE-INIT-12, ruling LITE-Q-46). */
  lifeAtStart: number[];
  /** Enemy ids still to activate, in initiative order (LITE-INIT-*, rulings LITE-Q-44/45). */
  queue: number[];
  /** The attacks so far, for alternating between heroes (ruling LITE-Q-46; enemies/types.ts). */
  memory: AttackMemory;
  attack: EnemyAttack | null;
  /** An enemy ended its activation beside the barred door this phase (LITE-DOOR-4). */
  doorReached: boolean;
  /** The dice each tied hero chose for the tie-break roll of the activation under way (ruling LITE-Q-47). */
  tieDice: (TieDice | null)[];
}

/** The Event Phase under way: the door and the Undead first, then each hero's draw (ruling LITE-Q-16). */
export interface EventPhaseState {
  /** Seats still to draw, in seat order. */
  seats: number[];
  /** Cards still to receive by the first of them. */
  left: number | null;
}

/** An order proposed for the heroes still to act, and who has accepted it (turn-order.ts). */
export interface OrderProposal {
  proposer: number;
  order: number[];
  /** The proposer and the heroes who accepted so far. */
  accepted: number[];
}

/** The heroes' order in one Player Phase (LITE-PLAYER-1, turn-order.ts). */
export interface TurnOrder {
  /** The round whose Player Phase it belongs to. */
  round: number;
  /** Seats that made a proposal this Player Phase (once each). */
  proposed: number[];
  open: OrderProposal | null;
  /** The order agreed, whose turns begin one after another. */
  agreed: number[] | null;
}

/** An enemy to generate (./spawn.ts): what, from where, who generates it (null: nobody), and the log's words. */
export interface Placement {
  type: EnemyId;
  from: ZoneId;
  avoidFrom: boolean;
  justPlaced: boolean;
  by: number | null;
  why: string;
}

/**
 * A choice the game waits on: cards to discard; a card for 10 experience; the zone of an enemy that the placement
 * rules leave tied (`zones`, chance's pick first), with the enemies still to place after it (`queue`, its head the
 * one asked about; ruling LITE-Q-30); the dice of a tied hero's tie-break roll.
 */
export type Pending =
  | { kind: "discard"; seat: number; count: number }
  | { kind: "level-up"; seat: number }
  | { kind: "place"; seat: number; zones: ZoneId[]; queue: Placement[] }
  /** A tie-break roll is due among `tied` (ruling LITE-Q-47): the hero chooses attack or defense dice. */
  | { kind: "tie-dice"; seat: number; tied: number[] };

/** The rules' own next step, shown in the log (`{ type: "rules", step }`, Engine.next). */
export type RulesStep = "deal" | "event-start" | "event-draw" | "enemy-card" | "activate" | "enemy-end";

export interface LiteState {
  game: "dungeon-lite";
  options: LiteOptions;
  rng: RngState;
  /** Heroes at setup: enemy life, terrain formula, tie-break table (ruling LITE-Q-4). */
  players: number;
  round: number;
  phase: Phase;
  choices: Choice[];
  map: DungeonMap;
  /** Hidden (ruling LITE-Q-39). */
  terrainDeck: SegmentId[];
  actionDeck: string[];
  actionDiscard: string[];
  chestDeck: string[];
  chestDiscard: string[];
  enemyDeck: string[];
  enemyDiscard: string[];
  heroes: HeroState[];
  enemies: EnemyState[];
  nextEnemyId: number;
  /** Segments whose chest has been opened (LITE-OPEN-14, ruling LITE-Q-43). */
  chestsOpened: SegmentId[];
  /** The party holds the mission object (LITE-OPEN-21). */
  missionObject: boolean;
  /** Enemy Phases the barred door still holds (ruling LITE-Q-35); null = not yet reached or no door. */
  doorTimer: number | null;
  /** Enemy Phases begun so far (the Undead's time, ruling LITE-Q-24). */
  enemyPhases: number;
  /** Seats that had their turn this Player Phase (LITE-PLAYER-1/2). */
  turnsTaken: number[];
  turn: TurnState | null;
  /** The heroes' order being agreed (turn-order.ts); absent until a hero proposes one. */
  turnOrder?: TurnOrder | null;
  eventPhase: EventPhaseState | null;
  enemyPhase: EnemyPhaseState | null;
  pending: Pending[];
  /** The rules' next step, when they have one. */
  auto: RulesStep | null;
  result: "win" | "loss" | null;
  reason: string | null;
  /** The heroes and enemies of the last move (./last-move.ts): public, the view shows them. */
  lastMoved: readonly string[];
  /** Each seat's answer to the windows of enemy attacks on its hero (ReactionMode); public. */
  reactions: ReactionMode[];
}

/** The working copy of one `apply`: a shallow copy whose fields the rules replace (never change in place). */
export const draft = (s: LiteState): LiteState => ({ ...s });

/** Where a barred door stands, for the view. */
export type DoorRef = ExitRef;
