/** Game options and their hand-written validation (no zod in shared). */
import type { XorOptions } from "./types.js";

export const DEFAULT_OPTIONS: XorOptions = { board: "ruins", shortGame: false };

const KNOWN = new Set(["board", "shortGame", "firstPlayer"]);

export function parseOptions(
  raw: unknown,
  seats: number,
): { ok: true; options: XorOptions } | { ok: false; reason: string } {
  if (!Number.isInteger(seats) || seats < 2 || seats > 6) {
    return { ok: false, reason: `Xorlosch is for 2 to 6 players (XOR-PREP-2), got ${String(seats)}` };
  }
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (typeof raw !== "object" || Array.isArray(raw)) return { ok: false, reason: "options must be an object" };
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!KNOWN.has(k)) return { ok: false, reason: `unknown option "${k}"` };
  const board = o.board ?? DEFAULT_OPTIONS.board;
  if (board !== "ruins" && board !== "dungeon") {
    return { ok: false, reason: 'board must be "ruins" or "dungeon" (XOR-PREP-1)' };
  }
  const shortGame = o.shortGame ?? DEFAULT_OPTIONS.shortGame;
  if (typeof shortGame !== "boolean") return { ok: false, reason: "shortGame must be true or false (XOR-SHORT-1)" };
  const options: XorOptions = { board, shortGame };
  if (o.firstPlayer !== undefined) {
    const fp = o.firstPlayer;
    if (typeof fp !== "number" || !Number.isInteger(fp) || fp < 0 || fp >= seats) {
      return { ok: false, reason: `firstPlayer must be a seat number from 0 to ${seats - 1} (XOR-Q-1)` };
    }
    options.firstPlayer = fp;
  }
  return { ok: true, options };
}
