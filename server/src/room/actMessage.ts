/**
 * The room's own checks of an "act" message, before the engine sees it: who sends it, when,
 * and its shape. Rule checks are the engine's. Pure, so each reason is tested on its own.
 */
import { RoomCodes, MAX_ACTION_BYTES } from "./codes.js";

export type ActCheck =
  | { ok: true; action: Record<string, unknown> }
  | { ok: false; code: string; reason: string };

const no = (code: string, reason: string): ActCheck => ({ ok: false, code, reason });

export function checkActMessage(message: unknown, seat: number | null, status: string): ActCheck {
  if (seat === null) return no(RoomCodes.NOT_SEATED, "Spectators cannot act: you hold no seat.");
  if (status === "waiting") return no(RoomCodes.NOT_STARTED, "The match has not started yet.");
  if (status === "finished") return no(RoomCodes.MATCH_FINISHED, "The match is over.");
  if (typeof message !== "object" || message === null || Array.isArray(message) || typeof (message as { type?: unknown }).type !== "string") {
    return no(RoomCodes.MALFORMED_MESSAGE, 'An action is an object with a string "type".');
  }
  const { seat: claimed, ...action } = message as Record<string, unknown>;
  if (claimed !== undefined && claimed !== seat) {
    return no(RoomCodes.WRONG_SEAT, `You hold seat ${seat}, not ${String(claimed)}: a client acts only for its own seat.`);
  }
  const size = JSON.stringify(message).length;
  if (size > MAX_ACTION_BYTES) return no(RoomCodes.MALFORMED_MESSAGE, `An action is at most ${MAX_ACTION_BYTES} bytes; this one is ${size}.`);
  return { ok: true, action };
}
