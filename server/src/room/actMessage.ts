/**
 * The room's own checks of an "act" message, before the engine reads it: who sends it, when, and how big it is.
 * The shape is the engine's `readAction` (one parser per action type), the rules are its `apply`. Pure, so each
 * reason is tested on its own.
 */
import { RoomCodes, MAX_ACTION_BYTES, MAX_ACTION_DEPTH } from "./codes.js";

export type ActCheck = { ok: true; seat: number } | { ok: false; code: string; reason: string };

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
 * The room's checks of an "act" message from a client holding `held` seats. A client holding several says which it
 * acts for with the message's `seat`; without one it acts for the first it holds. A client holding one seat acts for
 * it, whatever the message says: there `seat` is the action's own field, if the action has one (Xorlosch's
 * `chooseTie {seat}` names the tied player asked), never whom the client acts for. Answers with the acting seat.
 */
export function checkActMessage(message: unknown, held: readonly number[], status: string): ActCheck {
  if (held.length === 0) return no(RoomCodes.NOT_SEATED, "Spectators cannot act: you hold no seat.");
  if (status === "waiting") return no(RoomCodes.NOT_STARTED, "The match has not started yet.");
  if (status === "finished") return no(RoomCodes.MATCH_FINISHED, "The match is over.");
  const bounds = withinBounds(message, MAX_ACTION_BYTES, MAX_ACTION_DEPTH);
  if (!bounds.ok) return no(RoomCodes.MALFORMED_MESSAGE, `An action is ${bounds.why}.`);
  const claimed = typeof message === "object" && message !== null ? (message as { seat?: unknown }).seat : undefined;
  if (claimed === undefined || held.length === 1) return { ok: true, seat: held[0] };
  if (typeof claimed !== "number" || !held.includes(claimed)) {
    const yours = held.length === 1 ? `seat ${held[0]}` : `seats ${held.join(", ")}`;
    return no(
      RoomCodes.WRONG_SEAT,
      `You hold ${yours}, not ${String(claimed).slice(0, 12)}: a client acts only for its own seats.`,
    );
  }
  return { ok: true, seat: claimed };
}
