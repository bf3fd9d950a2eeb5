/**
 * Fast path of the records an action makes anew: after every `apply` (../apply.ts), each record of the new state
 * that is not the input state's own (a hero, an enemy, the turn, the Enemy Phase and its attack, ...) is written
 * out once more, field by field in its type's order, by the one function of its type here. The rules make such
 * records in many places (`{ ...d.turn, attacked: true }`, a new enemy, a hero with a new hand), and V8 gives every
 * place, and every spread of every earlier shape, a hidden class of its own: a 100-game run saw 34 classes of turn,
 * 24 of Enemy Phase and 17 of enemy, so the code that reads them met new classes game after game and was compiled
 * again and again (most of the process's CPU time went to the compiler). Written out here, each type has one class.
 * The values and the fields' order (and so the JSON of every state) are the same; records the action left alone
 * keep their identity (the view's caches key on it). test/dungeon-lite/fastpaths.test.ts holds it equal.
 */
import type { AttackMemory } from "../enemies/types.js";
import { shareGraph, type DungeonMap, type ExitRef, type MapExit } from "../map/index.js";
import type {
  CardProgram,
  Choice,
  Control,
  EnemyAttack,
  EnemyPhaseState,
  EnemyState,
  EventPhaseState,
  HeroState,
  LiteState,
  OrderProposal,
  Pending,
  Placement,
  TurnOrder,
  TurnState,
} from "../state.js";

export const shapeHero = (h: HeroState): HeroState => ({
  seat: h.seat,
  card: h.card,
  zone: h.zone,
  hand: h.hand,
  energy: h.energy,
  experience: h.experience,
  equipment: h.equipment,
  magic: h.magic,
  chest: h.chest,
  dazed: h.dazed,
  knockedOut: h.knockedOut,
  refillNext: h.refillNext,
  protection: h.protection,
});

export const shapeEnemy = (e: EnemyState): EnemyState => ({
  id: e.id,
  type: e.type,
  zone: e.zone,
  wounds: e.wounds,
  down: e.down,
  justPlaced: e.justPlaced,
});

const shapeProgram = (p: CardProgram): CardProgram => ({ card: p.card, step: p.step, targets: p.targets });

const shapeControl = (c: Control): Control => ({ enemy: c.enemy, moved: c.moved });

export const shapeTurn = (t: TurnState): TurnState => ({
  seat: t.seat,
  moved: t.moved,
  attacked: t.attacked,
  stepsLeft: t.stepsLeft,
  program: t.program === null ? null : shapeProgram(t.program),
  chestsTried: t.chestsTried,
  control: t.control === null ? null : shapeControl(t.control),
});

const shapeMemory = (m: AttackMemory): AttackMemory => ({ attacked: m.attacked, ties: m.ties });

const shapeAttack = (a: EnemyAttack): EnemyAttack => ({
  enemy: a.enemy,
  seat: a.seat,
  melee: a.melee,
  wounds: a.wounds,
  prevented: a.prevented,
  dazes: a.dazes,
  poison: a.poison,
  stage: a.stage,
  roll: a.roll,
  countered: a.countered,
  stepped: a.stepped,
  shieldUsed: a.shieldUsed,
});

export const shapeEnemyPhase = (p: EnemyPhaseState, was: EnemyPhaseState | null): EnemyPhaseState => ({
  card: p.card,
  lifeAtStart: p.lifeAtStart,
  queue: p.queue,
  memory: was !== null && p.memory === was.memory ? p.memory : shapeMemory(p.memory),
  attack: p.attack === null || (was !== null && p.attack === was.attack) ? p.attack : shapeAttack(p.attack),
  doorReached: p.doorReached,
  tieDice: p.tieDice,
});

const shapeEventPhase = (p: EventPhaseState): EventPhaseState => ({ seats: p.seats, left: p.left });

const shapeProposal = (o: OrderProposal): OrderProposal => ({
  proposer: o.proposer,
  order: o.order,
  accepted: o.accepted,
});

const shapeOrder = (o: TurnOrder): TurnOrder => ({
  round: o.round,
  proposed: o.proposed,
  open: o.open === null ? null : shapeProposal(o.open),
  agreed: o.agreed,
});

const shapeChoice = (c: Choice): Choice => ({ card: c.card, spell: c.spell, equipment: c.equipment });

const shapePlacement = (p: Placement): Placement => ({
  type: p.type,
  from: p.from,
  avoidFrom: p.avoidFrom,
  justPlaced: p.justPlaced,
  by: p.by,
  why: p.why,
});

/** The kinds of pending choice, one class each. */
const shapePending = (p: Pending): Pending =>
  p.kind === "discard"
    ? { kind: p.kind, seat: p.seat, count: p.count }
    : p.kind === "place"
      ? { kind: p.kind, seat: p.seat, zones: p.zones, queue: p.queue.map(shapePlacement) }
      : p.kind === "tie-dice"
        ? { kind: p.kind, seat: p.seat, tied: p.tied }
        : { kind: p.kind, seat: p.seat };

const shapeRef = (r: ExitRef): ExitRef => ({ zone: r.zone, side: r.side });

const shapeExit = (e: MapExit): MapExit => ({ zone: e.zone, side: e.side, status: e.status, to: e.to });

/** The map written out; it keeps the zone graph already built for `m` (the same value, map/graph.ts). */
function shapeMap(m: DungeonMap, was: DungeonMap): DungeonMap {
  const out: DungeonMap = {
    segments: m.segments,
    exits: shapeNew(m.exits as MapExit[], was.exits, shapeExit),
    door: m.door === null ? null : shapeRef(m.door),
  };
  shareGraph(out, m);
  return out;
}

/** Each element of `now` that is not the element at its place in `was`, written out by `shape`. */
function shapeNew<T>(now: T[], was: readonly T[], shape: (x: T) => T): T[] {
  if (now === was) return now;
  const out = new Array<T>(now.length);
  for (let i = 0; i < now.length; i++) {
    const x = now[i];
    out[i] = x === was[i] ? x : shape(x);
  }
  return out;
}

/** Writes out, in `d` (the working copy of an `apply` whose input was `s`), every record the action made anew. */
export function shapeRecords(s: LiteState, d: LiteState): void {
  if (d.map !== s.map) d.map = shapeMap(d.map, s.map);
  if (d.heroes !== s.heroes) d.heroes = shapeNew(d.heroes, s.heroes, shapeHero);
  if (d.enemies !== s.enemies) d.enemies = shapeNew(d.enemies, s.enemies, shapeEnemy);
  if (d.turn !== s.turn && d.turn !== null) d.turn = shapeTurn(d.turn);
  if (d.enemyPhase !== s.enemyPhase && d.enemyPhase !== null)
    d.enemyPhase = shapeEnemyPhase(d.enemyPhase, s.enemyPhase);
  if (d.eventPhase !== s.eventPhase && d.eventPhase !== null) d.eventPhase = shapeEventPhase(d.eventPhase);
  if (d.turnOrder !== s.turnOrder && d.turnOrder) d.turnOrder = shapeOrder(d.turnOrder);
  if (d.choices !== s.choices) d.choices = shapeNew(d.choices, s.choices, shapeChoice);
  if (d.pending !== s.pending) d.pending = shapeNew(d.pending, s.pending, shapePending);
}
