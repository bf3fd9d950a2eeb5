/** Setup: stacks, first quests and previews, items, first player (XOR-PREP-*, XOR-FIRST-*). */
import { nextInt, rngFromSeed, shuffle } from "../rng.js";
import type { Colour, Item, ItemType, XorOptions, XorState } from "./types.js";
import { COLOURS, ITEM_TYPES } from "./types.js";
import { DICE_PER_PLAYER } from "./dice.js";
import { QUEST_SIZE, TASK_CARDS } from "./tasks.js";
import { EMPTY_TURN } from "./state.js";

/** Items per type by player count (XOR-PREP-10..12). */
export const itemsPerType = (seats: number): number => (seats <= 2 ? 1 : seats <= 4 ? 2 : 3);

export function setup(seed: string, seats: number, options: XorOptions): XorState {
  let rng = rngFromSeed(seed);
  const stacks = {} as Record<Colour, number[]>;
  const quests = {} as Record<Colour, number[] | null>;
  const previews = {} as Record<Colour, number[] | null>;
  for (const c of COLOURS) {
    // XOR-PREP-5: each colour is its own shuffled face-down stack.
    let stack: number[];
    [stack, rng] = shuffle(
      rng,
      TASK_CARDS.filter((t) => t.colour === c).map((t) => t.id),
    );
    const n = QUEST_SIZE[c];
    quests[c] = stack.slice(0, n); // XOR-PREP-6
    previews[c] = stack.slice(n, 2 * n); // XOR-PREP-8
    stacks[c] = stack.slice(2 * n);
  }
  let firstPlayer = options.firstPlayer;
  if (firstPlayer === undefined) [firstPlayer, rng] = nextInt(rng, seats); // XOR-Q-1
  const items: Item[] = [];
  // XOR-PREP-10..13: one stack per type on the board, unused items stay in the box.
  for (const type of ITEM_TYPES as ItemType[]) {
    for (let i = 0; i < itemsPerType(seats); i++) items.push({ type, holder: null, crossed: false });
  }
  const emptyPlayer = {
    dwarves: Array.from({ length: DICE_PER_PLAYER }, () => ({ square: null, level: 0 })),
    cards: [],
  };
  return {
    game: "xorlosch",
    board: options.board,
    shortGame: options.shortGame,
    seats,
    firstPlayer,
    rng,
    phase: "placement",
    active: firstPlayer,
    round: 0,
    turnsTaken: new Array(seats).fill(0),
    players: Array.from({ length: seats }, () => emptyPlayer),
    quests,
    previews,
    stacks,
    solved: { green: 0, blue: 0, red: 0 },
    lastSolveRound: 0,
    items,
    turn: EMPTY_TURN,
    pending: null,
    endReason: null,
    lastMoved: [],
  };
}
