/**
 * Fast path of `keepLastMove` (../last-move.ts), the one `apply` uses after every action: the same figures in the
 * same order, found by comparing each hero with the hero of its seat and each enemy with the enemy of its id (at the
 * same place in the list as a rule, else looked for), instead of writing every figure's id and zone into two maps
 * on every action. Only the ids of figures that moved are written. test/dungeon-lite/fastpaths.test.ts holds it
 * equal to `keepLastMove`.
 */
import { enemyFigure, heroFigure } from "../last-move.js";
import type { EnemyState, HeroState, LiteState } from "../state.js";

function heroBefore(before: readonly HeroState[], i: number, seat: number): HeroState | undefined {
  const h = before[i];
  if (h !== undefined && h.seat === seat) return h;
  for (const x of before) if (x.seat === seat) return x;
  return undefined;
}

function enemyBefore(before: readonly EnemyState[], i: number, id: number): EnemyState | undefined {
  const e = before[i];
  if (e !== undefined && e.id === id) return e;
  for (const x of before) if (x.id === id) return x;
  return undefined;
}

/** Keeps in `d` (the working copy of an action on `s`) the figures of the last move, as `keepLastMove` does. */
export function keepLastMoveFast(s: LiteState, d: LiteState): void {
  if (d.heroes === s.heroes && d.enemies === s.enemies) return;
  let moved: string[] | null = null;
  const heroes = d.heroes;
  for (let i = 0; i < heroes.length; i++) {
    const h = heroes[i];
    const was = heroBefore(s.heroes, i, h.seat);
    if (was !== undefined && was.zone !== h.zone) (moved ??= []).push(heroFigure(h.seat));
  }
  const enemies = d.enemies;
  for (let i = 0; i < enemies.length; i++) {
    const e = enemies[i];
    const was = enemyBefore(s.enemies, i, e.id);
    if (was !== undefined && was.zone !== e.zone) (moved ??= []).push(enemyFigure(e.id));
  }
  d.lastMoved = moved ?? s.lastMoved;
}
