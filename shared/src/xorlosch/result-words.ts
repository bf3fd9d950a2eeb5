/**
 * The result of a Xorlosch game explained (XOR-END-2..5, ruling XOR-Q-38): the final tasks and the levels of every
 * seat's dwarves on the board, and which of the rulebook's measures settled the winner. A result from tasks alone
 * says so; a tie on tasks names the dwarf that decided it ("the second most experienced dwarf") and the levels
 * compared, or that every dwarf was equal and the game is a draw (XOR-END-5).
 */
import type { OutcomeExplanation } from "../engine.js";
import { count, ordinal } from "../words.js";
import type { XorState } from "./types.js";
import { compareProfiles, levelProfile } from "./end.js";

/** What settled the result: the tasks (XOR-END-2), the n-th most experienced dwarf (XOR-END-3, -4), or nothing (XOR-END-5). */
export type Decider =
  | { by: "tasks"; best: number; next: number | null }
  | { by: "dwarf"; tasks: number; rank: number; level: number; against: number }
  | { by: "draw"; tasks: number };

/** The measure that decided between the leaders, with the values compared; null before the game is over. */
export function decider(state: XorState): Decider | null {
  if (state.phase !== "over") return null;
  const tasks = state.players.map((p) => p.cards.length);
  const best = Math.max(...tasks);
  const tied = tasks.map((_, seat) => seat).filter((seat) => tasks[seat] === best);
  if (tied.length === 1) {
    const rest = tasks.filter((_, seat) => seat !== tied[0]);
    return { by: "tasks", best, next: rest.length ? Math.max(...rest) : null };
  }
  const profiles = tied.map((seat) => levelProfile(state, seat)).sort((a, b) => compareProfiles(b, a));
  const [top, runnerUp] = profiles;
  if (compareProfiles(top, runnerUp) === 0) return { by: "draw", tasks: best };
  let rank = 0;
  while ((top[rank] ?? 0) === (runnerUp[rank] ?? 0)) rank++;
  return { by: "dwarf", tasks: best, rank: rank + 1, level: top[rank] ?? 0, against: runnerUp[rank] ?? 0 };
}

const NTH = ["", "", "second ", "third ", "fourth ", "fifth ", "sixth "];
const dwarfWords = (rank: number) => `${NTH[rank] ?? `${ordinal(rank)} `}most experienced dwarf`;
const levelWords = (level: number) => (level > 0 ? `level ${level}` : "no dwarf");

/** The decision in one sentence for players. */
export function decidedWords(d: Decider): string {
  if (d.by === "tasks")
    return d.next === null
      ? `Most tasks fulfilled: ${d.best}.`
      : `Most tasks fulfilled: ${d.best}, against ${d.next} for the next best.`;
  const tie = `Tied on ${count(d.tasks, "task")}`;
  if (d.by === "draw") return `${tie}, with dwarves of the very same levels on the board: a draw.`;
  const before =
    d.rank === 1
      ? ""
      : d.rank === 2
        ? " and on the most experienced dwarf"
        : ` and on the ${d.rank - 1} most experienced dwarves`;
  return `${tie}${before}: the ${dwarfWords(d.rank)} on the board decides, ${levelWords(d.level)} against ${levelWords(d.against)}.`;
}

/** The end screen's explanation: tasks and dwarves' levels per seat, and what decided the result. */
export function explainResult(state: XorState): OutcomeExplanation | undefined {
  const d = decider(state);
  if (!d) return undefined;
  const seats = state.players.map((_, seat) => seat);
  return {
    columns: [
      { title: "Tasks", values: seats.map((seat) => String(state.players[seat].cards.length)) },
      {
        title: "Dwarves on the board (levels)",
        values: seats.map((seat) => levelProfile(state, seat).join(", ") || "none"),
      },
    ],
    decided: decidedWords(d),
    tieBreak: d.by !== "tasks",
    ...(d.by !== "tasks" ? { ruling: "XOR-Q-38" } : {}),
  };
}
