/**
 * End of the game and the result (XOR-END-1..5, XOR-SHORT-1; rulings XOR-Q-37, XOR-Q-38).
 * The game ends the moment the last quest (short game: the third red Dragon quest) is solved. Games end (a ruling
 * beyond the rulebook, docs/rulings/xorlosch.md XOR-Q-37): after STALL_ROUNDS rounds in a row without a quest solved
 * the table has stopped getting anywhere, and the game ends with the same scoring.
 */
import type { GameEvent, Outcome, SeatResult } from "../engine.js";
import type { XorState } from "./types.js";
import { QUESTS_PER_COLOUR } from "./tasks.js";
import { seatRef, seatRefs } from "../seat-refs.js";
import { explainResult } from "./result-words.js";

/** Rounds in a row without a quest solved (counted from the start of play) after which the game ends. */
export const STALL_ROUNDS = 20;

/** Whether the round just completed ends a stalled game (`lastSolveRound`: the round of the last solve, 0 if none). */
export const isStalled = (state: Pick<XorState, "round" | "lastSolveRound">): boolean =>
  state.round - state.lastSolveRound >= STALL_ROUNDS;

export function checkEnd(state: XorState, events: GameEvent[]): { state: XorState; events: GameEvent[] } {
  const total = state.solved.green + state.solved.blue + state.solved.red;
  let endReason: XorState["endReason"] = null;
  if (state.shortGame && state.solved.red >= QUESTS_PER_COLOUR.red)
    endReason = "dragon-quests"; // XOR-SHORT-1
  else if (total >= QUESTS_PER_COLOUR.green + QUESTS_PER_COLOUR.blue + QUESTS_PER_COLOUR.red) endReason = "all-quests"; // XOR-END-1
  if (!endReason) return { state, events };
  return {
    state: { ...state, phase: "over", pending: null, endReason },
    events: [
      ...events,
      {
        kind: "game-over",
        text: endReason === "dragon-quests" ? "All three Dragon quests are solved." : "All 13 quests are solved.",
      },
    ],
  };
}

/** Levels of a seat's dwarves on the board, highest first (XOR-END-3, -4; no adding, no potions: XOR-Q-38). */
export const levelProfile = (state: XorState, seat: number): number[] =>
  state.players[seat].dwarves
    .filter((d) => d.square !== null)
    .map((d) => d.level)
    .sort((a, b) => b - a);

/** > 0 when a ranks above b. A seat that runs out of dwarves first ranks below (a missing dwarf counts 0). */
export function compareProfiles(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function outcome(state: XorState): Outcome | null {
  if (state.phase !== "over") return null;
  const scores = state.players.map((p) => p.cards.length); // XOR-END-2
  const best = Math.max(...scores);
  let leaders = scores.map((s, i) => (s === best ? i : -1)).filter((i) => i >= 0);
  if (leaders.length > 1) {
    // XOR-END-3..5: most experienced dwarf, then the next, and so on.
    const profiles = leaders.map((s) => levelProfile(state, s));
    let top = profiles[0];
    for (const p of profiles) if (compareProfiles(p, top) > 0) top = p;
    leaders = leaders.filter((_, i) => compareProfiles(profiles[i], top) === 0);
  }
  const draw = leaders.length > 1;
  const results: SeatResult[] = scores.map((_, i) => (leaders.includes(i) ? (draw ? "draw" : "win") : "loss"));
  const summary = draw
    ? `Draw between ${seatRefs(leaders)} with ${best} tasks each.`
    : `${seatRef(leaders[0])} wins with ${best} tasks.`;
  return { results, scores, summary, explanation: explainResult(state) };
}
