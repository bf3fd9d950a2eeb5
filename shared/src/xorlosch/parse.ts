/** Defensive shape check of an action from the network; never throws. */
import { CommonCodes, reject, type Rejected } from "../engine.js";
import type { ItemType, XorAction } from "./types.js";
import { COLOURS, ITEM_TYPES } from "./types.js";

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

export function parseAction(raw: unknown): { ok: true; action: XorAction } | Rejected {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return reject(CommonCodes.MALFORMED_ACTION, "An action must be an object { type, ... }.");
  }
  const a = raw as Record<string, unknown>;
  const bad = (what: string) => reject(CommonCodes.MALFORMED_ACTION, `${String(a.type)}: ${what}`);
  switch (a.type) {
    case "bringIn": case "remove": case "raise":
      return isInt(a.dwarf) ? { ok: true, action: { type: a.type, dwarf: a.dwarf } } : bad("dwarf must be an integer");
    case "step":
      return isInt(a.dwarf) && isInt(a.to) ? { ok: true, action: { type: "step", dwarf: a.dwarf, to: a.to } } : bad("dwarf and to must be integers");
    case "use":
      if (!ITEM_TYPES.includes(a.item as never)) return bad('item must be "potion", "boots" or "trap"');
      return isInt(a.dwarf) ? { ok: true, action: { type: "use", item: a.item as ItemType, dwarf: a.dwarf } } : bad("dwarf must be an integer");
    case "solve":
      return COLOURS.includes(a.quest as never) ? { ok: true, action: { type: "solve", quest: a.quest as "green" } } : bad("quest must be green, blue or red");
    case "chooseTie":
      return isInt(a.task) && isInt(a.seat) ? { ok: true, action: { type: "chooseTie", task: a.task, seat: a.seat } } : bad("task and seat must be integers");
    case "propose":
      if (!COLOURS.includes(a.quest as never)) return bad("quest must be green, blue or red");
      if (!Array.isArray(a.order) || a.order.length > 4 || !a.order.every(isInt)) return bad("order must be an array of task positions");
      return { ok: true, action: { type: "propose", quest: a.quest as "green", order: a.order.slice() as number[] } };
    case "answer":
      if (!isInt(a.task)) return bad("task must be an integer");
      if (a.answer !== "agree" && a.answer !== "veto" && a.answer !== "renounce") return bad('answer must be "agree", "veto" or "renounce"');
      return { ok: true, action: { type: "answer", task: a.task, answer: a.answer } };
    case "withdraw": case "endTurn":
      return { ok: true, action: { type: a.type } };
    default:
      return reject(CommonCodes.UNKNOWN_ACTION, `Unknown action type ${JSON.stringify(a.type)}.`);
  }
}
