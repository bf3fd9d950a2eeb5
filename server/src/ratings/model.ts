/**
 * The rating model (docs/ratings.md): OpenSkill's Weng-Lin Plackett-Luce model (the `openskill` package), which
 * rates every seat of a table against every other and takes ties, with its default prior (μ 25, σ 25/3). Pure: the
 * store calls it inside the transaction that writes a match's end (../store/ratings.ts), and the rebuild calls it
 * again in the same order, so both reach the same numbers.
 */
import { rate, rating } from "openskill";

export interface Skill {
  mu: number;
  sigma: number;
}

/** Rated matches (counted at full weight) before a rating loses its provisional mark; why ten: docs/ratings.md. */
export const PROVISIONAL_MATCHES = 10;

/** The figure shown is DISPLAY_BASE + DISPLAY_SCALE × (μ − 3σ): a new player shows 1,000 and rises as σ falls. */
export const DISPLAY_BASE = 1000;
export const DISPLAY_SCALE = 40;

/** Matches between the same two players in one UTC day that count fully; each one after counts half the one before. */
export const FULL_MATCHES_PER_PAIR_PER_DAY = 3;

/** A new player's skill. */
export function newSkill(): Skill {
  const r = rating();
  return { mu: r.mu, sigma: r.sigma };
}

/** The conservative skill, μ − 3σ: the skill the player has with about 99.9% certainty. */
export const conservative = (s: Skill): number => s.mu - 3 * s.sigma;

/** The figure people see. */
export const displayRating = (s: Skill): number => Math.round(DISPLAY_BASE + DISPLAY_SCALE * conservative(s));

/**
 * How much a match counts for a player who had already finished `earlier` rated matches that UTC day with one of the
 * people at this table (the most with any of them): fully for the first few, then half, a quarter... (anti-farming).
 */
export function farmWeight(earlier: number): number {
  return earlier < FULL_MATCHES_PER_PAIR_PER_DAY ? 1 : 0.5 ** (earlier - FULL_MATCHES_PER_PAIR_PER_DAY + 1);
}

/**
 * The skills after a match: `ranks` lower is better, equal ranks tie. Each player's change is OpenSkill's scaled by
 * their weight (1: the whole change; 0: none), so a match that counts less moves μ and σ proportionally less.
 */
export function rateTable(prior: readonly Skill[], ranks: readonly number[], weights: readonly number[]): Skill[] {
  const after = rate(
    prior.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
    { rank: [...ranks] },
  );
  return after.map(([r], i) => {
    const w = weights[i];
    return { mu: prior[i].mu + w * (r.mu - prior[i].mu), sigma: prior[i].sigma + w * (r.sigma - prior[i].sigma) };
  });
}

/** A person's result in a rated match from the ranks used: first alone wins, first with others draws. */
export function resultOf(ranks: readonly number[], i: number): "win" | "loss" | "draw" {
  const best = Math.min(...ranks);
  if (ranks[i] !== best) return "loss";
  return ranks.filter((r) => r === best).length > 1 ? "draw" : "win";
}

/**
 * The ranks a rating uses, from the seats' standings: a person who left for good (a bot stood in until the end)
 * is last, tied with any other who left; the others keep their standings.
 */
export function ranksOf(places: readonly number[], left: readonly boolean[]): number[] {
  const last = Math.max(0, ...places) + 1;
  return places.map((p, i) => (left[i] ? last : p));
}
