/**
 * Options, described once as a zod schema: the board (XOR-PREP-1), the short game (XOR-SHORT-1) and, if the host
 * picks one, the first player (XOR-Q-1); 2 to 6 seats (XOR-PREP-2). Each field's message is the reason a bad value
 * is refused.
 */
import { z } from "zod";
import { readOptions } from "../options.js";
import type { BoardId, XorOptions } from "./types.js";

export const DEFAULT_OPTIONS: XorOptions = { board: "ruins", shortGame: false };

const BOARDS: readonly BoardId[] = ["ruins", "dungeon"];

/**
 * The options as sent to a table of `seats`; a missing or null board or short game means the default. A function of
 * the table size because the first player must be one of its seats.
 */
export function optionsSchema(seats: number) {
  const firstPlayer = `firstPlayer must be a seat number from 0 to ${seats - 1} (XOR-Q-1)`;
  return z.strictObject(
    {
      board: z
        .enum(BOARDS as [BoardId, ...BoardId[]], { error: 'board must be "ruins" or "dungeon" (XOR-PREP-1)' })
        .nullish(),
      shortGame: z.boolean({ error: "shortGame must be true or false (XOR-SHORT-1)" }).nullish(),
      firstPlayer: z
        .number({ error: firstPlayer })
        .int({ error: firstPlayer })
        .min(0, { error: firstPlayer })
        .max(seats - 1, { error: firstPlayer })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `unknown option "${issue.keys[0]}"` : "options must be an object",
    },
  );
}

export function parseOptions(
  raw: unknown,
  seats: number,
): { ok: true; options: XorOptions } | { ok: false; reason: string } {
  if (!Number.isInteger(seats) || seats < 2 || seats > 6) {
    return { ok: false, reason: `Xorlosch is for 2 to 6 players (XOR-PREP-2), got ${String(seats)}` };
  }
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  const read = readOptions(optionsSchema(seats), raw);
  if (!read.ok) return read;
  const { board, shortGame, firstPlayer } = read.options;
  const options: XorOptions = {
    board: board ?? DEFAULT_OPTIONS.board,
    shortGame: shortGame ?? DEFAULT_OPTIONS.shortGame,
  };
  if (firstPlayer !== undefined) options.firstPlayer = firstPlayer;
  return { ok: true, options };
}
