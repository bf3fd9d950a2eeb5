/**
 * The tie-break roll (Tie-Break Roll section: LITE-TIEBREAK-1..6, ruling LITE-Q-47).
 *
 * Each tied hero rolls the attack or defense dice the hero chose (the engine asks; attack dice when not asked): 4
 * each when 2 are tied, 3 when 3 are, 2 when 4 are (LITE-TIEBREAK-2). The most criticals wins (LITE-TIEBREAK-3),
 * then the most normal hits or blocks, criticals not counted again (LITE-TIEBREAK-4). Heroes
 * still tied roll again among themselves, with the dice for their own number, until the order is complete
 * (LITE-TIEBREAK-5). Enemy attacks start with the loser and go on in increasing order of successes (LITE-TIEBREAK-6),
 * so the order returned is the loser first. The engine rolls for the heroes with the seeded RNG.
 */
import { TIE_BREAK_DICE } from "../content/index.js";
import { rollAttack, rollDefense } from "../dice.js";
import type { RngState } from "../../rng.js";
import type { TieBreak, TieBreakRoll, TieDice } from "./types.js";

/** Dice each hero rolls when `tied` heroes are tied (LITE-TIEBREAK-2); the table stops at 4 heroes. */
export const tieBreakDice = (tied: number): number => TIE_BREAK_DICE[Math.min(4, Math.max(2, tied)) as 2 | 3 | 4];

function roll(seat: number, kind: TieDice, dice: number, rng: RngState): [TieBreakRoll, RngState] {
  if (kind === "defense") {
    const [r, next] = rollDefense(rng, dice);
    return [{ seat, dice: kind, faces: r.faces, criticals: r.criticals, hits: r.blocks }, next];
  }
  const [r, next] = rollAttack(rng, dice);
  return [{ seat, dice: kind, faces: r.faces, criticals: r.criticals, hits: r.hits }, next];
}

/** Fewer successes first: fewer criticals, then fewer normal hits (the loser is attacked first). */
const weaker = (a: TieBreakRoll, b: TieBreakRoll): number => a.criticals - b.criticals || a.hits - b.hits;

/** Splits one group's rolls into groups of equal results, the loser's group first. */
function rank(rolls: readonly TieBreakRoll[]): number[][] {
  const sorted = [...rolls].sort(weaker);
  const groups: number[][] = [];
  sorted.forEach((r, i) => {
    if (i > 0 && weaker(sorted[i - 1], r) === 0) groups[groups.length - 1].push(r.seat);
    else groups.push([r.seat]);
  });
  return groups;
}

/**
 * The tie-break roll among `seats`: the complete order, loser first, and every round of rolls for the log. `diceOf`
 * gives each seat's choice of dice (attack dice by default).
 */
export function tieBreak(
  seats: readonly number[],
  rng: RngState,
  diceOf: (seat: number) => TieDice = () => "attack",
): [TieBreak, RngState] {
  let groups: number[][] = [[...seats]];
  const rounds: TieBreakRoll[][] = [];
  let r = rng;
  while (groups.some((g) => g.length > 1)) {
    const round: TieBreakRoll[] = [];
    const next: number[][] = [];
    for (const group of groups) {
      if (group.length === 1) {
        next.push(group);
        continue;
      }
      const rolls: TieBreakRoll[] = [];
      for (const seat of group) {
        let x: TieBreakRoll;
        [x, r] = roll(seat, diceOf(seat), tieBreakDice(group.length), r);
        rolls.push(x);
      }
      round.push(...rolls);
      next.push(...rank(rolls));
    }
    rounds.push(round);
    groups = next;
  }
  return [{ order: groups.flat(), rolls: rounds }, r];
}
