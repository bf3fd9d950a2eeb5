/**
 * The floor of a game's server CPU per move: the least a move could cost the server if the room, the store, the
 * matchmaking and the collection of what they allocate cost nothing. It is the contract echo's CPU per move (every
 * message the wire contract sends after a move, sent as the match room sends them, with no game: ./echoRoom.ts),
 * plus the game's own work measured alone in one process (`npm run bench:pipeline`, ./pipeline.ts): the rules'
 * `legal` and `apply`, and the views projected into the synced state, per action, times the actions a player's move
 * brings with it (a Dungeon Lite move is followed by the rules' own steps). The pipeline's encoding stage is left
 * out, as the contract echo already encodes and sends a patch and the messages. Set against the bare room, it is
 * the lowest CPU ratio a room keeping the wire contract could reach with these rules: a target below it cannot be
 * met by the room.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ratio } from "./stats.js";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The game's own work per action, in CPU µs, as the pipeline measured it. */
export interface GameWork {
  /** The rules: `legal` for the acting seat and `apply`. */
  engine: number;
  /** The views projected into the synced state. */
  projection: number;
}

/** Runs the pipeline (./pipeline.ts) for the game in a process of its own, R matches in play, timing K moves a pass. */
export function measureGameWork(
  game: string,
  seats: number,
  options: unknown,
  rooms: number,
  moves: number,
  out: string,
): GameWork {
  const printed = execFileSync(
    process.execPath,
    [
      ...[path.join(here, "pipeline.js"), "--game", game, "--seats", String(seats), "--rooms", String(rooms)],
      ...["--moves", String(moves), "--options", JSON.stringify(options), "--out", out],
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  // The pipeline prints its result as JSON, then the line naming the file it wrote.
  const { usPerMove } = JSON.parse(printed.slice(0, printed.lastIndexOf("\nwritten to"))) as {
    usPerMove: { engine: number; projection: number };
  };
  return { engine: usPerMove.engine, projection: usPerMove.projection };
}

/** Actions applied per player move in a game phase: the player's, the bots' and the rules' own, over the player's. */
export function actionsPerMove(counts: { player: number; bot: number; rules: number }): number | null {
  return counts.player ? (counts.player + counts.bot + counts.rules) / counts.player : null;
}

/**
 * The floor: the contract echo's CPU per move plus the game's own work for the actions of one move, in µs, and its
 * ratio to the bare room's CPU per move.
 */
export function floorOf(
  contractEchoUsPerMove: number | null,
  work: GameWork,
  perMove: number | null,
  bareUsPerMove: number | null,
) {
  const usPerMove =
    contractEchoUsPerMove === null || perMove === null
      ? null
      : Math.round(contractEchoUsPerMove + (work.engine + work.projection) * perMove);
  return {
    contractEchoUsPerMove,
    gameWorkUsPerAction: work,
    actionsPerMove: perMove === null ? null : Math.round(perMove * 100) / 100,
    usPerMove,
    /** The floor over the bare room's CPU per move: no room keeping the wire contract goes below it. */
    ratioToBare: ratio(usPerMove, bareUsPerMove),
  };
}
