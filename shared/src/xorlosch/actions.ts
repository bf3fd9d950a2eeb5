/**
 * Xorlosch actions: one schema per action type, read once before the rules see them (../actions.ts). Each is one
 * step of play small enough for `legal` to list them all; the rule module that owns each is named beside it.
 */
import { defineActions, field, z } from "../actions.js";

const dwarf = field.index();
const colour = z.enum(["green", "blue", "red"]);

export const xorActions = defineActions(
  /** Group size (XOR-GROUP-*): bring a dwarf in from the stairwell, or take one out (groupSize.ts). */
  z.object({ type: z.literal("bringIn"), dwarf }),
  z.object({ type: z.literal("remove"), dwarf }),
  /** Levels (XOR-LEVEL-*): raise a dwarf one level (levels.ts). */
  z.object({ type: z.literal("raise"), dwarf }),
  /** Movement (XOR-MOVE-*): one step of one dwarf to a neighbouring square (movement.ts). */
  z.object({ type: z.literal("step"), dwarf, to: field.index() }),
  /** Adding levels is a choice (XOR-CONTEST-3): the seat's dwarves on a square count alone this turn (adding.ts). */
  z.object({ type: z.literal("apart"), square: field.index() }),
  /** Magic items (XOR-ITEM-*): use a potion, the boots or a trap on a dwarf (items.ts). */
  z.object({ type: z.literal("use"), item: z.enum(["potion", "boots", "trap"]), dwarf }),
  /** Solving a quest (XOR-SOLVE-*), and choosing among tied dwarves (solve.ts; in a proposal whom to ask, diplomacy.ts). */
  z.object({ type: z.literal("solve"), quest: colour }),
  z.object({ type: z.literal("chooseTie"), task: field.index(), seat: field.index() }),
  /** Diplomacy (XOR-DIPLOMACY-*): propose an order of task positions, answer it, withdraw it (diplomacy.ts). */
  z.object({ type: z.literal("propose"), quest: colour, order: z.array(field.index()).max(4) }),
  /** `to`: the player a renunciation names to receive the task (XOR-DIPLOMACY-8, -10; ruling XOR-Q-25). */
  z.object({
    type: z.literal("answer"),
    task: field.index(),
    answer: z.enum(["agree", "veto", "renounce"]),
    to: field.index().optional(),
  }),
  z.object({ type: z.literal("withdraw") }),
  /** The response window after an announcement: use nothing now (response.ts). */
  z.object({ type: z.literal("pass") }),
  /** Ending the turn (turn.ts). */
  z.object({ type: z.literal("endTurn") }),
);

export type XorAction = z.output<typeof xorActions.schema>;
