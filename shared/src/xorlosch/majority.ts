/**
 * Who wins a quest's tasks as the dwarves stand now (XOR-TASK-3..7, XOR-CONTEST-4, XOR-MAJORITY-4..6, XOR-SUM-4;
 * rulings XOR-Q-16, XOR-Q-18): each task goes to the seats strongest on its square (./fulfil.ts), a tie that
 * includes the active player counting for him; the quest is covered when every task square holds someone able to
 * fulfil its task, and the active player holds a majority with more than half of the tasks (outright with all).
 * The announcement (./solve.ts), the judgement after the response window (./response.ts), diplomacy and the bots
 * all ask it here.
 */
import type { Colour, XorState } from "./types.js";
import { seatStrength, topSeatsFor } from "./fulfil.js";

export interface QuestEvaluation {
  /** Top seats per task position ([] when nobody there can fulfil it). */
  tops: number[][];
  covered: boolean;
  /** Tasks the active player would receive. */
  mine: number;
  outright: boolean;
  majority: boolean;
}

export function evaluateQuest(state: XorState, colour: Colour): QuestEvaluation | null {
  const quest = state.quests[colour];
  if (!quest) return null;
  const tops = quest.map((card) => topSeatsFor(state, card));
  const covered = tops.every((t) => t.length > 0); // XOR-SUM-4, XOR-Q-16
  const mine = tops.filter((t) => t.includes(state.active)).length; // XOR-CONTEST-4, XOR-Q-18
  return {
    tops,
    covered,
    mine,
    outright: covered && mine === quest.length,
    majority: covered && mine * 2 > quest.length,
  };
}

/**
 * Tasks of the quest the active player would receive, or -1 when there is no quest or a task square holds nobody able
 * to fulfil its task (XOR-SUM-4). The same counts as `evaluateQuest` (mine, covered), without building `tops`: legal()
 * and the bots ask this on almost every call.
 */
export function activeShare(state: XorState, colour: Colour): number {
  const quest = state.quests[colour];
  if (!quest) return -1;
  let mine = 0;
  for (let i = 0; i < quest.length; i++) {
    const card = quest[i];
    let own = 0;
    let rival = 0;
    for (let seat = 0; seat < state.seats; seat++) {
      const strength = seatStrength(state, seat, card);
      if (seat === state.active) own = strength;
      else if (strength > rival) rival = strength;
    }
    if (rival <= 0 && own <= 0) return -1; // XOR-Q-16
    if (own > 0 && own >= rival) mine++; // XOR-CONTEST-4, XOR-Q-18
  }
  return mine;
}

/** Whether the active player could solve the quest through majority now (`evaluateQuest(...)?.majority`). */
export function hasMajority(state: XorState, colour: Colour): boolean {
  const mine = activeShare(state, colour);
  return mine >= 0 && mine * 2 > state.quests[colour]!.length;
}
