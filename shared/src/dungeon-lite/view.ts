/**
 * What a seat may see (docs/dungeon-lite.md, "View"). Public: the map, the figures, each hero's hand SIZE, energy,
 * experience and the cards that lie face up (equipment, magic, chest cards), the enemy phase cards drawn, the
 * decks' sizes, the turn, the Enemy Phase in progress and the pending choices. Private: the seat's own hand. Never
 * a deck's order or contents, the terrain deck, or the RNG.
 */
import { defineView, v, type Infer } from "../view/spec.js";
import { UNDEAD_DOWN_TURNS, enemyPhaseCard, heroCard, type Dir } from "./content/index.js";
import { lifeOf } from "./enemy.js";
import { statsOf } from "./hero.js";
import { waitingFor } from "./legal.js";
import { currentOrder } from "./turn-order.js";
import type { DungeonMap, ExitStatus } from "./map/index.js";
import type { EnemyState, HeroState, LiteState, MissionId, Phase, ReactionMode, TurnOrder } from "./state.js";

const u8 = v.uint8();
const ids = v.array(v.string());

const hero = v.object("Hero", {
  seat: u8,
  card: v.string(),
  cls: v.string(),
  zone: v.string(),
  handSize: u8,
  life: u8,
  energy: u8,
  maxEnergy: u8,
  experience: u8,
  melee: u8,
  ranged: u8,
  range: u8,
  defense: u8,
  movement: u8,
  equipment: ids,
  magic: ids,
  chest: ids,
  dazed: v.boolean(),
  knockedOut: v.boolean(),
  refillNext: v.boolean(),
  protection: u8,
});
const enemy = v.object("Enemy", {
  id: v.uint16(),
  type: v.string(),
  zone: v.string(),
  wounds: u8,
  life: u8,
  down: v.boolean(),
  /** Time tokens on a knocked-down Undead: Enemy Phases still to pass before it rises (ruling LITE-Q-24). */
  downLeft: u8,
  justPlaced: v.boolean(),
});
const segment = v.object("Segment", { segment: v.string(), level: u8, turns: u8, x: v.int16(), y: v.int16() });
const exit = v.object("Exit", {
  zone: v.string(),
  side: v.string<Dir>(),
  status: v.string<ExitStatus>(),
  to: v.nullable(v.string()),
});
const door = v.object("Door", { zone: v.string(), side: v.string<Dir>() });
const choice = v.object("Choice", {
  card: v.nullable(v.string()),
  spell: v.nullable(v.string()),
  equipment: v.nullable(v.string()),
});
const program = v.object("Program", { card: v.string(), step: u8, targets: v.array(v.uint16()) });
const turn = v.object("Turn", {
  seat: u8,
  moved: v.boolean(),
  attacked: v.boolean(),
  stepsLeft: u8,
  program: v.nullable(program),
  chestsTried: ids,
  control: v.nullable(v.object("Control", { enemy: v.uint16(), moved: v.boolean() })),
});
const attack = v.object("Attack", {
  enemy: v.uint16(),
  seat: u8,
  melee: v.boolean(),
  wounds: u8,
  prevented: u8,
  stage: v.string<"blocks" | "rolled" | "after">(),
  /** The dice rolled (ruling LITE-Q-41: the hero chooses the critical blocks to spend at stage "blocks"). */
  roll: v.object("AttackRoll", { hits: u8, criticals: u8, blocks: u8, criticalBlocks: u8 }),
  dazes: v.boolean(),
  poison: v.boolean(),
  countered: v.boolean(),
  stepped: v.boolean(),
  shieldUsed: v.boolean(),
});
const enemyPhase = v.object("EnemyPhase", {
  card: v.string(),
  kind: v.string(),
  lifeAtStart: v.array(u8),
  queue: v.array(v.uint16()),
  attack: v.nullable(attack),
});
const turnOrder = v.object("TurnOrder", {
  proposed: v.array(u8),
  open: v.nullable(v.object("OrderProposal", { proposer: u8, order: v.array(u8), accepted: v.array(u8) })),
  agreed: v.nullable(v.array(u8)),
});
const pending = v.variant("Pending", "kind", {
  discard: { seat: u8, count: u8 },
  "level-up": { seat: u8 },
  /** An enemy to place where the rules leave zones tied (ruling LITE-Q-30): chance's pick first. */
  place: { seat: u8, enemy: v.string(), zones: ids },
  "tie-dice": { seat: u8, tied: v.array(u8) },
});

export const liteView = defineView("dungeon-lite", {
  public: {
    game: v.constant("dungeon-lite"),
    mission: v.string<MissionId>(),
    difficulty: v.object("Difficulty", {
      freeEquipment: v.boolean(),
      removeTraps: u8,
      removeUndead: u8,
      removeTroll: v.boolean(),
    }),
    phase: v.string<Phase>(),
    round: u8,
    players: u8,
    choices: v.array(choice),
    segments: v.array(segment),
    exits: v.array(exit),
    door: v.nullable(door),
    doorTimer: v.nullable(u8),
    heroes: v.array(hero),
    enemies: v.array(enemy),
    actionDeck: u8,
    actionDiscard: u8,
    chestDeck: u8,
    chestDiscard: u8,
    /** Enemy phase cards left: the game's clock (LITE-ENEMYCARD-3). */
    enemyDeck: u8,
    /** The enemy phase cards drawn so far, the last drawn first (face up). */
    enemyDiscard: ids,
    terrainDeck: u8,
    chestsOpened: ids,
    missionObject: v.boolean(),
    turnsTaken: v.array(u8),
    turn: v.nullable(turn),
    /** The heroes' order being agreed or agreed this Player Phase (turn-order.ts). */
    turnOrder: v.nullable(turnOrder),
    enemyPhase: v.nullable(enemyPhase),
    pending: v.array(pending),
    waitingFor: v.array(u8),
    result: v.nullable(v.string<"win" | "loss">()),
    reason: v.nullable(v.string()),
    /** The heroes and enemies of the last move, by anyone, as `hero-<seat>` and `enemy-<id>` (./last-move.ts). */
    lastMoved: v.array(v.string()),
    /** Each seat's standing answer to the windows of enemy attacks on its hero: "ask" or "never" (./windows.ts). */
    reactions: v.array(v.string<ReactionMode>()),
  },
  private: {
    /** Your action cards. */
    hand: v.nullable(ids),
  },
});

export interface LiteView extends Infer<typeof liteView.view> {}

/** Time tokens left on a knocked-down Undead: Enemy Phases still to end before it rises (ruling LITE-Q-24). */
export function timeTokens(s: LiteState, down: number): number {
  const ended = s.phase === "enemy" && s.enemyPhase ? s.enemyPhases - 1 : s.enemyPhases;
  return Math.max(0, UNDEAD_DOWN_TURNS - (ended - down));
}

const orderView = (o: TurnOrder | null) => o && { proposed: o.proposed, open: o.open, agreed: o.agreed };

type HeroView = LiteView["heroes"][number];
type EnemyView = LiteView["enemies"][number];
type MapView = Pick<LiteView, "segments" | "exits" | "door">;

/** What the map shows: the segments where they lie, the exits and the barred door. */
export const mapView = (map: DungeonMap): MapView => ({
  segments: map.segments.map((p) => ({
    segment: p.segment,
    level: p.level,
    turns: p.turns,
    x: p.offset[0],
    y: p.offset[1],
  })),
  exits: map.exits.map((e) => ({ zone: e.zone, side: e.side, status: e.status, to: e.to })),
  door: map.door ? { zone: map.door.zone, side: map.door.side } : null,
});

/** A hero as every seat sees it: attributes as they stand, the hand's size, the cards that lie face up. */
export function heroView(s: LiteState, h: HeroState): HeroView {
  const st = statsOf(s, h);
  return {
    seat: h.seat,
    card: h.card,
    cls: heroCard(h.card).cls,
    zone: h.zone,
    handSize: h.hand.length,
    life: st.life,
    energy: h.energy,
    maxEnergy: st.energy,
    experience: h.experience,
    melee: st.melee,
    ranged: st.ranged,
    range: st.range,
    defense: Math.min(3, st.defense),
    movement: st.movement,
    equipment: h.equipment,
    magic: h.magic,
    chest: h.chest,
    dazed: h.dazed,
    knockedOut: h.knockedOut,
    refillNext: h.refillNext,
    protection: h.protection,
  };
}

/** An enemy: its life for this many players, and an Undead's time tokens when it is down. */
export const enemyView = (s: LiteState, e: EnemyState): EnemyView => ({
  id: e.id,
  type: e.type,
  zone: e.zone,
  wounds: e.wounds,
  life: lifeOf(s),
  down: e.down !== null,
  downLeft: e.down === null ? 0 : timeTokens(s, e.down),
  justPlaced: e.justPlaced,
});

/** How the view's map, heroes and enemies are built: the plain functions above, or a fast path that keeps them. */
export interface ViewParts {
  map(map: DungeonMap): MapView;
  heroes(s: LiteState): HeroView[];
  enemies(s: LiteState): EnemyView[];
}

const PLAIN: ViewParts = {
  map: mapView,
  heroes: (s) => s.heroes.map((h) => heroView(s, h)),
  enemies: (s) => s.enemies.map((e) => enemyView(s, e)),
};

/** The hand a seat sees: its own hero's (null for the public view, or a seat without a hero). */
export function ownHand(s: LiteState, seat: number | null): readonly string[] | null {
  const own = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.heroes.length ? s.heroes[seat] : null;
  return own ? own.hand : null;
}

/** The view of `seat` (null: the public view), its map, heroes and enemies built by `parts`. */
export function viewWith(s: LiteState, seat: number | null, parts: ViewParts): LiteView {
  const map = parts.map(s.map);
  return {
    game: "dungeon-lite",
    mission: s.options.mission,
    difficulty: s.options.difficulty,
    phase: s.phase,
    round: s.round,
    players: s.players,
    choices: s.choices,
    segments: map.segments,
    exits: map.exits,
    door: map.door,
    doorTimer: s.doorTimer,
    heroes: parts.heroes(s),
    enemies: parts.enemies(s),
    actionDeck: s.actionDeck.length,
    actionDiscard: s.actionDiscard.length,
    chestDeck: s.chestDeck.length,
    chestDiscard: s.chestDiscard.length,
    enemyDeck: s.enemyDeck.length,
    enemyDiscard: s.enemyDiscard,
    terrainDeck: s.terrainDeck.length,
    chestsOpened: s.chestsOpened,
    missionObject: s.missionObject,
    turnsTaken: s.turnsTaken,
    turn: s.turn,
    turnOrder: orderView(currentOrder(s)),
    enemyPhase: s.enemyPhase && {
      card: s.enemyPhase.card,
      kind: enemyPhaseCard(s.enemyPhase.card).kind,
      lifeAtStart: s.enemyPhase.lifeAtStart,
      queue: s.enemyPhase.queue,
      attack: s.enemyPhase.attack,
    },
    pending: s.pending.map((p) =>
      p.kind === "place" ? { kind: p.kind, seat: p.seat, enemy: p.queue[0].type, zones: p.zones } : p,
    ),
    waitingFor: waitingFor(s),
    result: s.result,
    reason: s.reason,
    lastMoved: s.lastMoved,
    reactions: s.reactions,
    hand: ownHand(s, seat),
  };
}

/** What a seat may see (null: the public view). The engine serves the same through fast/cached-view.ts. */
export const view = (s: LiteState, seat: number | null): LiteView => viewWith(s, seat, PLAIN);
