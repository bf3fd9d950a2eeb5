/**
 * A new table as its creator asks for it (the create options of the wire contract), read and checked before the room
 * opens: the table size and bots the game allows, the game's options, a fixed seed only where the server allows it,
 * privacy, the quick-play key and the table's own settings (a rated table: a rated game, no bots). Refusals are 400s with the reason in words.
 */
import { randomBytes } from "node:crypto";
import { ServerError } from "@colyseus/core";
import { count, type Engine } from "@tabletop/shared";
import { describeZodError, JoinOptions } from "./joinOptions.js";
import type { TableSettings } from "../store/types.js";
import { isRatedGame } from "../ratings/games.js";
import { DAILY_GAMES } from "../records/daily.js";

export interface TableRequest {
  tableSize: number;
  bots: number;
  options: unknown;
  seed: string;
  isPrivate: boolean;
  /** The quick-play key while the table takes quick-play players ("" for none). */
  quickKey: string;
  table: TableSettings;
  /** The table asks for the day's dungeon (./dailyTable.ts gives it its seed and options). */
  daily: boolean;
}

export function readTableRequest(
  raw: unknown,
  engine: Engine<unknown, unknown, unknown, unknown>,
  allowClientSeeds: boolean,
): TableRequest {
  const parsed = JoinOptions.safeParse(raw);
  if (!parsed.success) throw new ServerError(400, `Invalid join options: ${describeZodError(parsed.error)}`);
  const o = parsed.data;
  const tableSize = o.seats ?? engine.seats.max;
  if (tableSize < engine.seats.min || tableSize > engine.seats.max)
    throw new ServerError(
      400,
      `${engine.game} is for ${engine.seats.min}–${engine.seats.max} seats; asked for ${tableSize}.`,
    );
  const bots = o.bots ?? 0;
  const rated = o.rated === true;
  if (rated && !isRatedGame(engine.game)) throw new ServerError(400, `${engine.game} tables are not rated.`);
  if (rated && bots > 0) throw new ServerError(400, "A rated table seats people only: no bots.");
  if (bots >= tableSize)
    throw new ServerError(
      400,
      `At most ${count(tableSize - 1, "bot")} at a table of ${count(tableSize, "seat")}: one seat is yours.`,
    );
  const daily = o.daily === true;
  if (daily && !DAILY_GAMES.includes(engine.game)) throw new ServerError(400, `${engine.game} has no daily dungeon.`);
  if (daily && o.seed !== undefined) throw new ServerError(400, "The daily dungeon has its own seed.");
  const opts = engine.parseOptions(o.options, tableSize);
  if (!opts.ok) throw new ServerError(400, `Invalid game options: ${opts.reason}`);
  if (o.seed !== undefined && !allowClientSeeds)
    throw new ServerError(400, "This server does not accept a fixed seed.");
  const isPrivate = o.private === true;
  return {
    tableSize,
    bots,
    options: opts.options,
    seed: o.seed ?? randomBytes(16).toString("hex"),
    isPrivate,
    quickKey: !isPrivate && !daily && o.quick ? o.quick : "",
    table: {
      pace: o.pace,
      responseSeconds: o.responseSeconds,
      turnSeconds: o.turnSeconds,
      bankSeconds: o.bankSeconds,
      ...(rated ? { rated } : {}),
    },
    daily,
  };
}
