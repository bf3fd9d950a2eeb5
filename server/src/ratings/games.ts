/**
 * The games that are rated, each with its final standings (every seat's place, ties shared), read off the rules'
 * state at the end. Only Xorlosch for now; the co-operative and solo games keep records instead.
 */
import type { XorState } from "@tabletop/shared/xorlosch/types";
import { standings as xorloschStandings } from "@tabletop/shared/xorlosch/standings";

const STANDINGS: Record<string, (state: unknown) => number[]> = {
  xorlosch: (state) => xorloschStandings(state as XorState),
};

/** Whether tables of this game may be rated. */
export const isRatedGame = (game: string): boolean => Object.hasOwn(STANDINGS, game);

/** Every seat's place at the end of a match of a rated game (1 is first). */
export function standingsOf(game: string, state: unknown): number[] {
  return isRatedGame(game) ? STANDINGS[game](state) : [];
}
