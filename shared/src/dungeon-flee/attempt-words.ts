/**
 * The log's words for a card added to the attempt or taken back: the player reads the card ("adds Sword (1 sword)
 * to the attempt"), everyone else only the count, since the selection is hidden from spectators (view.ts).
 */
import type { GameEvent } from "../engine.js";
import { seatRef } from "../seat-refs.js";
import { count } from "../words.js";
import { card } from "./content/index.js";
import type { FleeState } from "./state.js";

/** What a card gives an attempt, in words ("1 sword", "1 sword and 1 shield"), or "" for none. */
function gives(id: string): string {
  const c = card(id).centre;
  return [c.swords ? count(c.swords, "sword") : "", c.shields ? count(c.shields, "shield") : ""]
    .filter(Boolean)
    .join(" and ");
}

export function attemptWords(d: FleeState, id: string, verb: "adds" | "takes", place: "to" | "back from"): GameEvent[] {
  const kind = verb === "adds" ? "selected" : "deselected";
  const what = gives(id);
  const chosen = `${count(d.selected.length, "card")} chosen`;
  return [
    {
      kind,
      seat: 0,
      to: 0,
      text: `${seatRef(0)} ${verb} ${card(id).name}${what ? ` (${what})` : ""} ${place} the attempt (${chosen}).`,
    },
    { kind, seat: 0, notTo: 0, text: `${seatRef(0)} ${verb} a card ${place} the attempt (${chosen}).` },
  ];
}
