/**
 * Dungeon Flee's balance, from the figures the sim recorded (RECORDED in
 * @tabletop/shared/sim/flee-balance: 2,000 games a mode, seed `sim`, classes rotating; docs/dungeon-flee.md):
 * - the strong bot's rate lies MARGIN points inside each mode's band, and its whole 95% interval inside the band;
 * - the newcomer (the strong bot's play, a deck of at least three hands: it never thins towards its best hand)
 *   escapes Easy at least NEWCOMER_EASY_TARGET% of the time, and its 95% interval stays above NEWCOMER_EASY_FLOOR%;
 * - the first games of each recorded figure, played again here, give exactly the pinned wins and actions, so the
 *   recorded figures are still those of today's rules, content and bots (any change of play fails the pin, and the
 *   figures must be measured again before it is moved).
 */
import {
  BANDS,
  MARGIN,
  NEWCOMER_EASY_FLOOR,
  NEWCOMER_EASY_TARGET,
  RECORDED,
  RECORD_SEED,
  playMode,
} from "@tabletop/shared/sim/flee-balance";
import { interval } from "@tabletop/shared/sim/lite-balance";
import type { Mode } from "@tabletop/shared/dungeon-flee/state";

const MODES: readonly Mode[] = ["easy", "hard", "extreme"];

describe("Dungeon Flee balance (the figures recorded by the sim)", () => {
  for (const mode of MODES) {
    const [lo, hi] = BANDS[mode];
    const rec = RECORDED[`strong-${mode}`];
    test(`the strong bot in ${mode}: ${rec.wins} wins of ${rec.games}, ${MARGIN} points inside ${lo}–${hi}%, the 95% interval inside it`, () => {
      const { rate, low, high } = interval(rec.wins, rec.games);
      expect(rec.games).toBeGreaterThanOrEqual(2000);
      expect(rate).toBeGreaterThanOrEqual(lo + MARGIN);
      expect(rate).toBeLessThanOrEqual(hi - MARGIN);
      expect(low).toBeGreaterThanOrEqual(lo);
      expect(high).toBeLessThanOrEqual(hi);
    });
  }

  test(`the newcomer escapes Easy at least ${NEWCOMER_EASY_TARGET}% of the time, its 95% interval above ${NEWCOMER_EASY_FLOOR}%`, () => {
    const rec = RECORDED["newcomer-easy"];
    const { rate, low } = interval(rec.wins, rec.games);
    expect(rec.games).toBeGreaterThanOrEqual(2000);
    expect(rate).toBeGreaterThanOrEqual(NEWCOMER_EASY_TARGET);
    expect(low).toBeGreaterThanOrEqual(NEWCOMER_EASY_FLOOR);
  });

  for (const [key, rec] of Object.entries(RECORDED)) {
    const [bot, mode] = key.split("-") as [string, Mode];
    test(`${bot} in ${mode}: the first ${rec.pin.games} of the recorded games are played the same today (seed ${RECORD_SEED})`, () => {
      const r = playMode(bot, mode, rec.pin.games, RECORD_SEED);
      expect({ wins: r.wins, actions: r.actions }).toEqual({ wins: rec.pin.wins, actions: rec.pin.actions });
      expect(rec.pin.wins).toBeLessThanOrEqual(rec.wins);
    });
  }
});
