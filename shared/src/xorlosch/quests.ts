/**
 * Completing a solved quest: task cards to the players (XOR-LEVELS-1, -2), the preview quest onto the board and a
 * new preview from the stack (XOR-NEWQUEST-1..3, XOR-PREP-9), then the end check (XOR-END-1, XOR-SHORT-1).
 */
import type { GameEvent } from "../engine.js";
import type { Colour, XorState } from "./types.js";
import { QUEST_SIZE } from "./tasks.js";
import { checkEnd } from "./end.js";
import { seatRef } from "../seat-refs.js";

export function completeQuest(
  state: XorState,
  colour: Colour,
  awards: readonly number[],
): { state: XorState; events: GameEvent[] } {
  const quest = state.quests[colour]!;
  const players = state.players.slice();
  quest.forEach((card, i) => {
    const p = players[awards[i]];
    players[awards[i]] = { ...p, cards: [...p.cards, card] };
  });
  const stack = state.stacks[colour];
  const n = QUEST_SIZE[colour];
  const preview = state.previews[colour];
  const next: XorState = {
    ...state,
    players,
    quests: { ...state.quests, [colour]: preview }, // XOR-NEWQUEST-1, -2
    previews: { ...state.previews, [colour]: stack.length >= n ? stack.slice(0, n) : null }, // XOR-NEWQUEST-3
    stacks: { ...state.stacks, [colour]: stack.slice(n) },
    solved: { ...state.solved, [colour]: state.solved[colour] + 1 },
    lastSolveRound: state.round,
    pending: null,
  };
  const gains = awards.map((s) => seatRef(s)).join(", ");
  const events: GameEvent[] = [
    { kind: "quest-solved", seat: state.active, text: `The ${colour} quest is solved; tasks go to ${gains}.` },
  ];
  return checkEnd(next, events);
}
