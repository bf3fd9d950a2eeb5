/**
 * The room's own checks of an "act" message, before the engine reads it: who sends it, when, and how big it is.
 * The shape is the engine's `readAction` (one parser per action type), the rules are its `apply`. Pure, so each
 * reason is tested on its own.
 */
import { RoomCodes, MAX_ACTION_BYTES, MAX_ACTION_DEPTH } from "./codes.js";

export type ActCheck = { ok: true; seat: number } | { ok: false; code: string; reason: string };

const no = (code: string, reason: string): ActCheck => ({ ok: false, code, reason });

/**
 * Whether `value` fits in `maxBytes` of JSON (roughly: strings, keys and numbers counted as written) and `maxDepth`
 * levels of nesting. Walks without recursion and stops at the first excess, so a hostile message (60 KB of nesting,
 * say) costs at most the budget.
 */
function withinBounds(value: unknown, maxBytes: number, maxDepth: number): { ok: true } | { ok: false; why: string } {
  let bytes = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (depth > maxDepth) return { ok: false, why: `nested more than ${maxDepth} levels deep` };
    if (typeof v === "string") bytes += v.length + 2;
    else if (v !== null && typeof v === "object") {
      const entries = Array.isArray(v) ? v.map((x) => ["", x] as const) : Object.entries(v);
      bytes += 2;
      for (const [k, x] of entries) {
        bytes += k.length + 3;
        if (bytes > maxBytes) break;
        stack.push([x, depth + 1]);
      }
    } else bytes += String(v).length;
    if (bytes > maxBytes) return { ok: false, why: `at most ${maxBytes} bytes; this one is larger` };
  }
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
