/**
 * An enemy's attack on a hero (LITE-ENEMY-2, LITE-ATTACK-6..10, rulings LITE-Q-6, LITE-Q-33, LITE-Q-41): the dice
 * are rolled (the hero's defense + Protection + cover and the range penalty at a distance, at most 3); the hero
 * chooses which blocks to spend when a critical block may be spent or not (`block`, ./windows.ts says when); the
 * critical hits that land and the critical blocks spent take effect; then the windows of ./windows.ts, and the
 * wounds land (./wounds.ts).
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { attackDice, defenseDice, type CriticalEffect } from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { landed } from "./blocks.js";
import { attackWords, defenseWords, rollAttack, rollDefense } from "./dice.js";
import type { Shot } from "./enemies/index.js";
import { enemyById, profileOf } from "./enemy.js";
import { HeroName, hasEffect, heroCardOf, heroName, recoverEnergy, statsOf } from "./hero.js";
import type { EnemyAttack, LiteState } from "./state.js";
import { blockChoices, blocksOpen, rolledOpen } from "./windows.js";
import { landAttack, woundEnemy } from "./wounds.js";

/** The enemy's critical hits that land: extra wounds and a daze (LITE-ATTACK-8, ruling LITE-Q-41). */
function enemyCriticals(fx: CriticalEffect | null, n: number): { extra: number; dazes: boolean } {
  if (!fx || n === 0) return { extra: 0, dazes: false };
  return { extra: fx.kind === "extra-wound" ? n : 0, dazes: fx.kind === "daze" };
}

/** Rolls an enemy's attack on a hero (LITE-ENEMY-2): the hero's defense + Protection + cover and range past the range at a distance, at most 3. */
export function enemyAttack(d: LiteState, id: number, shot: Shot, events: GameEvent[]): void {
  const e = enemyById(d, id)!;
  const p = profileOf(e);
  const h = d.heroes[shot.seat];
  const cover = !shot.melee && (shot.inCover || hasEffect(d, h, "own-cover")) ? 1 : 0;
  const def = defenseDice(statsOf(d, h).defense + h.protection, shot.melee ? 0 : cover + shot.overRange);
  const dice = attackDice(shot.melee ? p.melee : p.ranged, 0);
  let atk, blk;
  [atk, d.rng] = rollAttack(d.rng, dice);
  [blk, d.rng] = rollDefense(d.rng, def);
  const rolled = `The ${p.name} ${shot.melee ? "attacks" : "shoots"} ${heroName(h)}: ${dice} dice, ${attackWords(atk)} against ${def} defense dice, ${defenseWords(blk)}`;
  const attack: EnemyAttack = {
    enemy: id,
    seat: h.seat,
    melee: shot.melee,
    wounds: 0,
    prevented: 0,
    dazes: false,
    poison: p.poison,
    stage: "blocks",
    roll: { hits: atk.hits, criticals: atk.criticals, blocks: blk.blocks, criticalBlocks: blk.criticals },
    countered: false,
    stepped: false,
    shieldUsed: false,
  };
  d.enemyPhase = { ...d.enemyPhase!, attack };
  if (!blocksOpen(d)) return spendBlocks(d, blockChoices(d, attack).slice(-1)[0], events, rolled);
  events.push({
    kind: "enemy-attack",
    seat: h.seat,
    text: `${rolled}: ${heroName(h)} chooses which blocks to spend (ruling LITE-Q-41).`,
  });
}

/**
 * The hero spends `spent` critical blocks (ruling LITE-Q-41): the wounds the dice deal, the enemy's critical hits
 * that land, the hero's critical blocks spent; then the rolled window, or the wounds land. `rolled`: the words of
 * the roll, when the blocks are spent with it (no choice asked).
 */
export function spendBlocks(d: LiteState, spent: number, events: GameEvent[], rolled?: string): void {
  const a = d.enemyPhase!.attack!;
  const h = d.heroes[a.seat];
  const p = profileOf(enemyById(d, a.enemy)!);
  const r = a.roll;
  const block = heroCardOf(h).criticalBlock;
  const got = landed(r.hits, r.criticals, r.blocks, r.criticalBlocks, block?.kind === "extra-block" ? 1 : 0, spent);
  const crit = enemyCriticals(p.criticalHit, got.criticals);
  const wounds = got.hits + got.criticals + crit.extra;
  const dealt = `${wounds} wound${wounds === 1 ? "" : "s"}${crit.extra ? ` (the critical adds ${crit.extra})` : ""}${crit.dazes ? ", and the critical dazes" : ""}`;
  events.push(
    rolled === undefined
      ? {
          kind: "blocks",
          seat: h.seat,
          text: `${HeroName(h)} spends ${got.criticalBlocks} critical block${got.criticalBlocks === 1 ? "" : "s"}: ${dealt}.`,
        }
      : { kind: "enemy-attack", seat: h.seat, text: `${rolled}: ${dealt}.` },
  );
  d.enemyPhase = { ...d.enemyPhase!, attack: { ...a, wounds, dazes: crit.dazes, stage: "rolled" } };
  if (got.criticalBlocks > 0 && block?.kind === "recover-energy") {
    const n = recoverEnergy(
      d,
      h.seat,
      typeof block.amount === "number" ? block.amount * got.criticalBlocks : block.amount,
    );
    if (n) events.push({ kind: "energy", seat: h.seat, text: `${HeroName(h)}'s critical block recovers ${n} energy.` });
  }
  if (got.criticalBlocks > 0 && block?.kind === "wound-attacker" && a.melee) {
    events.push({
      kind: "critical-block",
      seat: h.seat,
      text: `${HeroName(h)}'s critical block wounds the ${p.name}.`,
    });
    woundEnemy(d, a.enemy, got.criticalBlocks, h.seat, events);
  }
  if (d.result === null && !rolledOpen(d)) landAttack(d, events);
}

/** The `block` action: the attacked hero spends `criticals` critical blocks (ruling LITE-Q-41). */
export function block(d: LiteState, seat: number, criticals: number, events: GameEvent[]): Rejected | null {
  const a = d.enemyPhase?.attack;
  if (!a || a.stage !== "blocks" || a.seat !== seat || !blocksOpen(d))
    return reject(LiteCodes.NOTHING_TO_CHOOSE, "No enemy's dice against you wait for your blocks.");
  const choices = blockChoices(d, a);
  if (!choices.includes(criticals))
    return reject(
      LiteCodes.NOT_AVAILABLE,
      `Spend ${choices.join(" or ")} critical blocks: each spent one cancels a hit, and no block is left while a hit is (ruling LITE-Q-41).`,
    );
  spendBlocks(d, criticals, events);
  return null;
}
