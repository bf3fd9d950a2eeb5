/**
 * The heuristic bot's designed weights, in cards of value (a card is a point of life). One place for every number
 * the bot's judgement rests on, so they can be tuned against the simulator.
 */
export const WEIGHTS = {
  /** A card short of Life after the next draw. */
  life: 1,
  /** A card spent within what the next draw refills (the draw may bring events). */
  draw: 0.3,
  energy: 0.3,
  /** A knock-out, beyond the cards it takes; alone, the game. */
  knockOut: 6,
  knockOutAlone: 40,
  /** Per zone step beyond 2 from each other hero. */
  apart: 0.35,
  /** Pull of the party's aim per zone step, at no hurry; and how much it grows as the clock runs short. */
  pull: { revive: 1.2, boss: 0.8, chest: 0.8, explore: 0.6 },
  hurry: 0.9,
  /** Rounds the rest of the mission needs: per segment still to reveal, the chest, the final boss. */
  roundsPerSegment: 1.8,
  roundsForChest: 1,
  roundsForBoss: 3,
  /** Expected wounds per standing hero, at most, for the party to open a door. */
  openThreat: 0.5,
  /** Explore through the segment revealed last (a zone step less per segment newer), rather than the nearest exit. */
  newest: 0,
  /** No door while enemies stand in the segment revealed last. */
  clearFirst: false,
  /** Every standing hero within this many steps of a door before it is opened. */
  gather: 3,
  /** Experience, per point. */
  xp: 0.25,
  /** The final boss's death with the mission object. */
  win: 60,
  /** Rounds a living enemy goes on hurting the party (a knocked-down Undead is back after 2). */
  horizon: 4,
  /** What a Counterattack must be worth beyond the card it costs. */
  counterMargin: 0.3,
};
