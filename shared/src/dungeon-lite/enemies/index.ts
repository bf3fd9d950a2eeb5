/**
 * The Enemy Phase's decisions (the "enemy AI"): pure functions over a `Board` of figures (see ./types.ts). The
 * engine calls them step by step from its state machine and resolves the dice:
 * - `activationOrder` once per Enemy Phase, after the card is drawn and missing types are placed (LITE-ENEMYCARD-6);
 *   `initiativeOrder` is the same order with the reason for each enemy, for the log;
 * - `activate` for each enemy in that order, on the board as it is then (earlier activations applied), starting
 *   from `NO_ATTACKS` and passing on the memory each activation returns;
 * - `tieBreak` wherever else a tie between heroes must be broken.
 * Randomness comes only from the `rng` argument, returned advanced.
 */
export type * from "./types.js";
export { activationOrder, initiativeOrder } from "./initiative.js";
export { activate } from "./activation.js";
export { idleReason, movesFirst } from "./card.js";
export { NO_ATTACKS, chooseTarget, remember } from "./target.js";
export { tieBreak, tieBreakDice } from "./tie-break.js";
