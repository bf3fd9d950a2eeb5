/**
 * The Enemy Phase's decisions (the "enemy AI"): pure functions over a `Board` of figures (see ./types.ts). The
 * engine calls them step by step from its state machine and resolves the dice:
 * - `activationOrder` once per Enemy Phase, after the card is drawn and missing types are placed;
 * - `activate` for each enemy in that order, on the board as it is then (earlier activations applied);
 * - `tieBreak` wherever else a tie between heroes must be broken.
 */
import type { EnemyPhaseCard } from "../content/index.js";
import type { RngState } from "../../rng.js";
import type { Activation, AttackMemory, Board, InitiativeEntry, TieBreak } from "./types.js";

export type * from "./types.js";

/** The memory at the start of an Enemy Phase: nobody attacked yet. */
export const NO_ATTACKS: AttackMemory = { attacked: [], ties: [] };

/** The enemies the card activates, in initiative order, each with its reason (LITE-INIT-*, rulings LITE-Q-44/45). */
export function initiativeOrder(_board: Board, _card: EnemyPhaseCard, _rng: RngState): [InitiativeEntry[], RngState] {
  throw new Error("not yet");
}

/** The ids of `initiativeOrder`, for the engine's queue. */
export function activationOrder(board: Board, card: EnemyPhaseCard, rng: RngState): [number[], RngState] {
  const [entries, next] = initiativeOrder(board, card, rng);
  return [entries.map((e) => e.enemy), next];
}

/** One enemy's activation against the board as it is now (earlier activations already applied by the engine). */
export function activate(_board: Board, _enemy: number, _card: EnemyPhaseCard, _memory: AttackMemory, _rng: RngState): [Activation, RngState] {
  throw new Error("not yet");
}

/** The tie-break roll among tied heroes (LITE-TIEBREAK-1..6, ruling LITE-Q-47). */
export function tieBreak(_seats: readonly number[], _rng: RngState): [TieBreak, RngState] {
  throw new Error("not yet");
}
