/**
 * Whom an enemy attacks among heroes at equal distance (Enemy initiative, note 1 and its note: LITE-INIT-8..12,
 * ruling LITE-Q-46; Tie-Break Roll: LITE-TIEBREAK-1/6, ruling LITE-Q-47).
 *
 * Heroes not yet attacked this phase come first: the one with the least life, that is the fewest action cards held
 * at the start of the phase (LITE-INIT-8, LITE-INIT-12); at equal life a tie-break roll sets their order, kept for
 * the rest of the phase (LITE-INIT-9). Once all of them have been attacked, the enemies alternate: the hero
 * attacked least recently goes next (LITE-INIT-10), across enemy types and groups (LITE-INIT-11). Every attack counts
 * for this rotation, also one on a hero who was the only one nearest.
 */
import type { RngState } from "../../rng.js";
import { tieBreak } from "./tie-break.js";
import type { AttackMemory, HeroFigure, TieBreak } from "./types.js";

export const NO_ATTACKS: AttackMemory = { attacked: [], ties: [] };

/** The memory after an attack on `seat`: it becomes the most recently attacked. */
export const remember = (memory: AttackMemory, seat: number): AttackMemory => ({
  ...memory,
  attacked: [...memory.attacked.filter((s) => s !== seat), seat],
});

export interface TargetChoice {
  readonly hero: HeroFigure;
  /** Why this one, in words; null when there was no choice. */
  readonly why: string | null;
  readonly memory: AttackMemory;
  readonly tieBreak: TieBreak | null;
}

/** The order of a tie-break roll already made this phase that covers all of `seats`, if any. */
const knownOrder = (memory: AttackMemory, seats: readonly number[]): readonly number[] | undefined =>
  memory.ties.find((order) => seats.every((s) => order.includes(s)));

/** The hero to attack first among `candidates` (heroes at equal distance that the enemy can attack; at least one). */
export function chooseTarget(
  candidates: readonly HeroFigure[],
  memory: AttackMemory,
  rng: RngState,
): [TargetChoice, RngState] {
  if (candidates.length === 0) throw new Error("chooseTarget needs a candidate");
  if (candidates.length === 1) return [{ hero: candidates[0], why: null, memory, tieBreak: null }, rng];
  const fresh = candidates.filter((h) => !memory.attacked.includes(h.seat));
  if (fresh.length === 0) {
    const hero = [...candidates].sort((a, b) => memory.attacked.indexOf(a.seat) - memory.attacked.indexOf(b.seat))[0];
    return [{ hero, why: "attacked least recently", memory, tieBreak: null }, rng];
  }
  const notYet = fresh.length < candidates.length ? "not attacked yet this phase" : null;
  const least = Math.min(...fresh.map((h) => h.cardsAtPhaseStart));
  const weakest = fresh.filter((h) => h.cardsAtPhaseStart === least);
  if (weakest.length === 1) {
    const life = fresh.length > 1 ? `fewest action cards, ${least}` : null;
    return [{ hero: weakest[0], why: [notYet, life].filter(Boolean).join(", ") || null, memory, tieBreak: null }, rng];
  }
  const seats = weakest.map((h) => h.seat);
  const known = knownOrder(memory, seats);
  if (known) {
    const seat = known.find((s) => seats.includes(s))!;
    return [
      { hero: weakest.find((h) => h.seat === seat)!, why: "next in the tie-break order", memory, tieBreak: null },
      rng,
    ];
  }
  const [roll, next] = tieBreak(seats, rng, (seat) => weakest.find((h) => h.seat === seat)?.tieDice ?? "attack");
  const hero = weakest.find((h) => h.seat === roll.order[0])!;
  const why = `equal life, ${least} cards: lost the tie-break roll`;
  return [{ hero, why, memory: { ...memory, ties: [...memory.ties, roll.order] }, tieBreak: roll }, next];
}
