/**
 * When the game waits on an attacked hero (docs/rulings/dungeon-lite.md, "A hand that does not show itself"): the
 * windows of an enemy's attack open and close by what every seat can see, never by what the hand holds, so neither
 * the waiting list, the attack's stage nor the pause tells another seat whether the hand holds a reaction.
 *
 * - **The rolled window** (Defense, Tower Shield): open while wounds are left to prevent and the hero, standing,
 *   holds a card or can pay for the Tower Shield held (both public: the hand's size, equipment, energy).
 * - **The after window** (Counterattack, Adrenaline): open while the hero, standing, holds a card and has not used
 *   both already on this attack.
 * - **The blocks choice** (ruling LITE-Q-41): when the hero may spend a critical block or a normal one and it makes a
 *   difference (the hero's critical block does something now).
 * Each is open only for a seat whose standing answer (`LiteState.reactions`) is "ask"; a seat that says "never" is
 * never waited on: no reaction, and its critical blocks spent where they trigger. In an open window the hero may
 * always pass, whatever the hand holds.
 */
import { equipmentCard } from "./content/index.js";
import { criticalBlockChoices } from "./blocks.js";
import { heroCardOf, paidItems, statsOf } from "./hero.js";
import type { EnemyAttack, HeroState, LiteState } from "./state.js";

/** Whether the game asks the hero of `seat` at the windows of enemy attacks. */
export const asks = (s: LiteState, seat: number): boolean => s.reactions[seat] !== "never";

/** A Tower Shield (or any paid item that prevents wounds) the hero can pay for on this attack. */
export const shieldsReady = (h: HeroState, a: EnemyAttack): string[] =>
  a.shieldUsed ? [] : paidItems(h, "prevent-wounds").filter((id) => h.energy >= equipmentCard(id).cost);

/** The rolled window is open: the attacked hero may prevent wounds (or pass). */
export function rolledOpen(s: LiteState): boolean {
  const a = s.enemyPhase?.attack;
  if (!a || a.stage !== "rolled" || !asks(s, a.seat)) return false;
  const h = s.heroes[a.seat];
  if (h.knockedOut || a.wounds - a.prevented <= 0) return false;
  return h.hand.length > 0 || shieldsReady(h, a).length > 0;
}

/** The after window is open: the attacked hero may Counterattack or move with Adrenaline (or pass). */
export function afterOpen(s: LiteState): boolean {
  const a = s.enemyPhase?.attack;
  if (!a || a.stage !== "after" || !asks(s, a.seat)) return false;
  const h = s.heroes[a.seat];
  return !h.knockedOut && h.hand.length > 0 && !(a.countered && a.stepped);
}

/**
 * The numbers of critical blocks the hero may choose between on this attack (ruling LITE-Q-41): more than one only
 * when the hero's critical block would do something now (the Dwarf's wounds a melee attacker, the Elf's recovers
 * energy the hero lacks; the Warrior's extra cancel changes no wound whichever block is spent).
 */
export function blockChoices(s: LiteState, a: EnemyAttack): number[] {
  const r = a.roll;
  const all = criticalBlockChoices(r.hits, r.criticals, r.blocks, r.criticalBlocks);
  const h = s.heroes[a.seat];
  const fx = heroCardOf(h).criticalBlock;
  const matters =
    (fx?.kind === "wound-attacker" && a.melee) || (fx?.kind === "recover-energy" && h.energy < statsOf(s, h).energy);
  return matters ? all : all.slice(-1);
}

/** The blocks choice is open: the attacked hero chooses the critical blocks to spend. */
export function blocksOpen(s: LiteState): boolean {
  const a = s.enemyPhase?.attack;
  return !!a && a.stage === "blocks" && asks(s, a.seat) && blockChoices(s, a).length > 1;
}

/** A window of an enemy's attack is open and nothing else is pending: the rules wait on the attacked hero. */
export function reactionOpen(s: LiteState): boolean {
  if (s.pending.length > 0 || !s.enemyPhase?.attack) return false;
  return blocksOpen(s) || rolledOpen(s) || afterOpen(s);
}
