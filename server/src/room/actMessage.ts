/**
 * The room's own checks of an "act" message, before the engine reads it: who sends it, when, how big it is, and the
 * version it was chosen at (`at`). The shape is the engine's `readAction` (one parser per action type), the rules are
 * its `apply`. Pure, so each reason is tested on its own.
 */
import { RoomCodes, MAX_ACTION_BYTES, MAX_ACTION_DEPTH } from "./codes.js";
import { seatRefs } from "@tabletop/shared";

/**
 * The room's reading of an "act" message: the seat it acts for, the version its action was chosen at (the match's
 * move count when its list was drawn; undefined when the message names none) and the action as the engine reads it,
 * without `at`, which is the room's concern and never the rules'.
 */
export type ActCheck =
  { ok: true; seat: number; at: number | undefined; action: unknown } | { ok: false; code: string; reason: string };

const no = (code: string, reason: string): ActCheck => ({ ok: false, code, reason });

const TOO_DEEP = -1;
const TOO_BIG = -2;

/** The characters a number takes in JSON, without making its text for an integer (the usual case). */
const numberChars = (n: number) =>
  Number.isInteger(n) && Math.abs(n) < 1e15
    ? (n < 0 ? 2 : 1) + (n === 0 ? 0 : Math.floor(Math.log10(Math.abs(n))))
    : String(n).length;

/** `bytes` plus what `v` takes as JSON, or TOO_DEEP or TOO_BIG at the first excess. */
function measure(v: unknown, depth: number, bytes: number, maxBytes: number, maxDepth: number): number {
  if (depth > maxDepth) return TOO_DEEP;
  if (typeof v === "string") bytes += v.length + 2;
  else if (typeof v === "number") bytes += numberChars(v);
  else if (v !== null && typeof v === "object") {
    bytes += 2;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && bytes >= 0; i++) {
        bytes += 3;
        bytes = bytes > maxBytes ? TOO_BIG : measure(v[i], depth + 1, bytes, maxBytes, maxDepth);
      }
    } else {
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        bytes += k.length + 3;
        bytes =
          bytes > maxBytes ? TOO_BIG : measure((v as Record<string, unknown>)[k], depth + 1, bytes, maxBytes, maxDepth);
        if (bytes < 0) break;
      }
    }
  } else bytes += String(v).length;
  return bytes > maxBytes ? TOO_BIG : bytes;
}

/**
 * Whether `value` fits in `maxBytes` of JSON (roughly: strings, keys and numbers counted as written) and `maxDepth`
 * levels of nesting. Stops at the first excess, so a hostile message (60 KB of nesting, say) costs at most the budget
 * and never goes more than `maxDepth` calls deep; it makes no arrays or texts on the way, as it runs on every move.
 */
function withinBounds(value: unknown, maxBytes: number, maxDepth: number): { ok: true } | { ok: false; why: string } {
  const bytes = measure(value, 1, 0, maxBytes, maxDepth);
  if (bytes === TOO_DEEP) return { ok: false, why: `nested more than ${maxDepth} levels deep` };
  if (bytes === TOO_BIG) return { ok: false, why: `at most ${maxBytes} bytes; this one is larger` };
  return { ok: true };
}

/**
 * The version an action was chosen at: undefined when the message names none, else a move count the match has
 * reached (`moves` so far), or why not.
 */
function versionOf(message: object, moves: number): { ok: true; at: number | undefined } | { ok: false; why: string } {
  if (!Object.hasOwn(message, "at")) return { ok: true, at: undefined };
  const at = (message as { at?: unknown }).at;
  if (typeof at !== "number" || !Number.isInteger(at) || at < 0)
    return { ok: false, why: `"at" is the match's move count the action was chosen at, a whole number from 0` };
  if (at > moves) return { ok: false, why: `"at" is ${at}, but the match has only ${moves} moves so far` };
  return { ok: true, at };
}

/**
 * The room's checks of an "act" message from a client holding `held` seats, in a match of `moves` moves so far. A
 * client holding several says which it acts for with the message's `seat`; without one it acts for the first it
 * holds. A client holding one seat acts for it, whatever the message says: there `seat` is the action's own field,
 * if the action has one (Xorlosch's `chooseTie {seat}` names the tied player asked), never whom the client acts for.
 * `at`, beside the action's fields, is the version the action was chosen at (docs/wire-contract.md); it is taken off
 * the action the engine reads.
 */
export function checkActMessage(message: unknown, held: readonly number[], status: string, moves: number): ActCheck {
  if (held.length === 0) return no(RoomCodes.NOT_SEATED, "Spectators cannot act: you hold no seat.");
  if (status === "waiting") return no(RoomCodes.NOT_STARTED, "The match has not started yet.");
  if (status === "finished") return no(RoomCodes.MATCH_FINISHED, "The match is over.");
  const bounds = withinBounds(message, MAX_ACTION_BYTES, MAX_ACTION_DEPTH);
  if (!bounds.ok) return no(RoomCodes.MALFORMED_MESSAGE, `An action is ${bounds.why}.`);
  if (typeof message !== "object" || message === null || Array.isArray(message))
    return { ok: true, seat: held[0], at: undefined, action: message };
  const version = versionOf(message, moves);
  if (!version.ok) return no(RoomCodes.MALFORMED_MESSAGE, `An action's ${version.why}.`);
  const { at } = version;
  const action = at === undefined ? message : withoutAt(message);
  const claimed = (message as { seat?: unknown }).seat;
  if (claimed === undefined || held.length === 1) return { ok: true, seat: held[0], at, action };
  if (typeof claimed !== "number" || !held.includes(claimed)) {
    return no(RoomCodes.WRONG_SEAT, `You hold ${seatRefs(held)}, not that seat: a client acts only for its own seats.`);
  }
  return { ok: true, seat: claimed, at, action };
}

/** The message without its `at`: the action's own fields. */
function withoutAt(message: object): Record<string, unknown> {
  const { at: _at, ...action } = message as Record<string, unknown>;
  return action;
}
