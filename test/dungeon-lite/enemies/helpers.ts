/** Helpers for the enemy-decision tests: hand-built boards, the five kinds of card, and activations applied in turn. */
import {
  ENEMY_PHASE_CARDS,
  type EnemyId,
  type EnemyPhaseCard,
  type EnemyPhaseKind,
} from "@tabletop/shared/dungeon-lite/content/index";
import { activate, activationOrder, NO_ATTACKS } from "@tabletop/shared/dungeon-lite/enemies/index";
import type {
  Activation,
  AttackMemory,
  Board,
  EnemyFigure,
  HeroFigure,
} from "@tabletop/shared/dungeon-lite/enemies/index";
import type { DungeonMap } from "@tabletop/shared/dungeon-lite/map/index";
import { rngFromSeed, type RngState } from "@tabletop/shared/rng";
import { build } from "../helpers.js";

export const RNG: RngState = rngFromSeed("enemy decisions");

/** The first card of each kind: A Goblins, B Orcs, C Beast-Orcs move and attack; D everyone attacks; E everyone moves and attacks. */
export const CARD: Readonly<Record<EnemyPhaseKind, EnemyPhaseCard>> = Object.fromEntries(
  (["A", "B", "C", "D", "E"] as const).map((k) => [k, ENEMY_PHASE_CARDS.find((c) => c.kind === k)!]),
) as Record<EnemyPhaseKind, EnemyPhaseCard>;

export const hero = (seat: number, name: string, zone: string, cards = 5, knockedOut = false): HeroFigure => ({
  seat,
  name,
  zone,
  cardsAtPhaseStart: cards,
  knockedOut,
});

export const foe = (id: number, type: EnemyId, zone: string, more: Partial<EnemyFigure> = {}): EnemyFigure => ({
  id,
  type,
  zone,
  wounds: 0,
  down: null,
  justPlaced: false,
  ...more,
});

export const board = (map: DungeonMap, heroes: HeroFigure[], enemies: EnemyFigure[]): Board => ({
  map,
  heroes,
  enemies,
});

/** A straight column north of the hero symbol: e5, e2, a3, a2, a1, b5, b4, b2 (Entrance, Corridor A, Corridor B). */
export const COLUMN = (): DungeonMap => build(["entrance/2", "N", "corridor-a"], ["corridor-a/1", "N", "corridor-b"]);

/**
 * A row through the Entrance's north zones: b2 b4 b5 | e1 e2 e3 | c4 c3 c1 (Corridor B west of entrance/1, Corridor C
 * east of entrance/3; c3 has cover; b1 lies south of b2 and c2 south of c1), and Corridor A north of entrance/2.
 */
export const ROW = (): DungeonMap =>
  build(["entrance/2", "N", "corridor-a"], ["entrance/1", "W", "corridor-b"], ["entrance/3", "E", "corridor-c"]);

/** The board after an activation: the enemy stands where its path ends (what the engine does before the next one). */
export function applied(b: Board, a: Activation): Board {
  const end = a.path[a.path.length - 1];
  return end === undefined ? b : { ...b, enemies: b.enemies.map((e) => (e.id === a.enemy ? { ...e, zone: end } : e)) };
}

/** A whole Enemy Phase's decisions on a board, each activation applied before the next (LITE-INIT-6). */
export function phase(
  start: Board,
  card: EnemyPhaseCard,
  rng: RngState = RNG,
): { order: number[]; activations: Activation[]; board: Board; memory: AttackMemory } {
  const [order, afterOrder] = activationOrder(start, card, rng);
  let b = start;
  let r = afterOrder;
  let memory = NO_ATTACKS;
  const activations: Activation[] = [];
  for (const id of order) {
    let a: Activation;
    [a, r] = activate(b, id, card, memory, r);
    activations.push(a);
    memory = a.memory;
    b = applied(b, a);
  }
  return { order, activations, board: b, memory };
}

/** "Orc 2 -> Warrior (melee)": the gist of an activation, for step-by-step comparisons. */
export function gist(b: Board, a: Activation): string {
  const e = b.enemies.find((x) => x.id === a.enemy)!;
  const target = a.attack ? b.heroes.find((h) => h.seat === a.attack!.seat)!.name : "nobody";
  const how = a.attack ? (a.attack.melee ? "melee" : "ranged") : a.ran ? "runs" : "no attack";
  return `${e.type}#${e.id} ${a.path.length ? `-> ${a.path.join(" ")}` : "stays"}: ${target} (${how})`;
}
