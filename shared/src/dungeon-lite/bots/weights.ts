/**
 * The heuristic bot's designed weights, in cards of value (a card is a point of life). One place for every number
 * the bot's judgement rests on, so they can be tuned against the simulator. Two tables play: the heuristic bot's
 * (`HEURISTIC_WEIGHTS`, as designed with the bot) and the strong bot's (`STRONG_WEIGHTS`, found by the weight search
 * `npm run sim:lite-search`; docs/balance.md). A bot plays its table through `withWeights`: the bot's
 * modules read `WEIGHTS`, the table of the bot deciding now.
 */
export interface Weights {
  /** A card short of Life after the next draw. */
  readonly life: number;
  /** A card spent within what the next draw refills (the draw may bring events). */
  readonly draw: number;
  readonly energy: number;
  /** A knock-out, beyond the cards it takes; alone, the game. */
  readonly knockOut: number;
  readonly knockOutAlone: number;
  /** Per zone step beyond 2 from each other hero. */
  readonly apart: number;
  /** Pull of the party's aim per zone step, at no hurry; and how much it grows as the clock runs short. */
  readonly pull: { readonly revive: number; readonly boss: number; readonly chest: number; readonly explore: number };
  readonly hurry: number;
  /** Rounds the rest of the game needs: per segment still to reveal, the final boss. */
  readonly roundsPerSegment: number;
  readonly roundsForBoss: number;
  /** Expected wounds per standing hero, at most, for the party to open a door. */
  readonly openThreat: number;
  /** Cards the opening hero holds, at least, to open a door when time does not press. */
  readonly openHand: number;
  /** Explore through the segment revealed last (a zone step less per segment newer), rather than the nearest exit. */
  readonly newest: number;
  /** No door while enemies stand in the segment revealed last. */
  readonly clearFirst: boolean;
  /** Every standing hero within this many steps of a door before it is opened. */
  readonly gather: number;
  /** Experience, per point. */
  readonly xp: number;
  /** The final boss's death: the win (ruling LITE-Q-2). */
  readonly win: number;
  /** Rounds a living enemy goes on hurting the party (a knocked-down Undead is back after 2). */
  readonly horizon: number;
  /** What a Counterattack must be worth beyond the card it costs. */
  readonly counterMargin: number;
}

/** The heuristic bot's: a careful party that gathers and opens a door only when the enemies about are few. */
export const HEURISTIC_WEIGHTS: Weights = {
  life: 1,
  draw: 0.3,
  energy: 0.3,
  knockOut: 6,
  knockOutAlone: 40,
  apart: 0.35,
  pull: { revive: 1.2, boss: 0.8, chest: 0.8, explore: 0.6 },
  hurry: 0.9,
  roundsPerSegment: 1.8,
  roundsForBoss: 3,
  openThreat: 0.5,
  openHand: 3,
  newest: 0,
  clearFirst: false,
  gather: 3,
  xp: 0.25,
  win: 60,
  horizon: 4,
  counterMargin: 0.3,
};

/**
 * The strong bot's: the best table the weight search found (`npm run sim:lite-search`; the run, its seed and budget
 * in docs/balance.md, "The strongest simple policy"). A bolder party: it opens doors whatever waits behind them.
 */
export const STRONG_WEIGHTS: Weights = {
  ...HEURISTIC_WEIGHTS,
  openThreat: 99,
  openHand: 0,
  gather: 99,
};

/** The table of the bot deciding now (read by the bot's modules as `W`). */
export let WEIGHTS: Weights = HEURISTIC_WEIGHTS;

/** Runs `f` with `w` as the weights, and puts the table before it back. */
export function withWeights<T>(w: Weights, f: () => T): T {
  const before = WEIGHTS;
  WEIGHTS = w;
  try {
    return f();
  } finally {
    WEIGHTS = before;
  }
}
