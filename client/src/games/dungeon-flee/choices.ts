/**
 * What is going on, in words: the prompt (whose move and what is asked), the encounter's and the delve's details and
 * how the last attempt went. The page shows them (./page.ts); the choices are the status bar's buttons.
 */
import type { FleeAction, FleeView } from "@tabletop/shared/dungeon-flee/index.js";
import { card, isCardId } from "@tabletop/shared/dungeon-flee/content/index.js";
import { STALL_LIMIT } from "@tabletop/shared/dungeon-flee/progress.js";
import { commitLabel } from "./ctx";
import { count } from "../../ui/words";

/** What is going on, in words: the prompt of the page's status bar too. */
export function status(v: FleeView, legal: readonly FleeAction[]): string {
  const mine = v.hand !== null;
  const you = mine ? "You" : "The delver";
  if (v.phase === "over") return v.result === "win" ? `${you} fled the dungeon!` : `${you} perished in the dungeon.`;
  if (v.phase === "start") return mine ? "Choose a corridor to start down." : "The delver chooses a corridor.";
  if (v.phase === "encounter" && v.encounter) {
    const kind = v.encounter.kind;
    const verb = commitLabel[kind === "door" ? "open" : kind === "trap" ? "disarm" : "fight"].toLowerCase();
    return mine ? `${v.encounter.name}: select cards, then ${verb}.` : `The delver faces ${v.encounter.name}.`;
  }
  if (v.mustFight) return "A monster moved onto this corridor: stay and fight it.";
  if (mine && legal.length === 0) return "Waiting…";
  return mine ? "Banish or use treasure if you like, then stay or move." : "The delver decides to stay or move.";
}

export function attemptLine(v: FleeView): string {
  const a = v.lastAttempt;
  if (!a) return "";
  const name = isCardId(a.card) ? card(a.card).name : a.card;
  if (a.success)
    return `Defeated ${name} (${count(a.swords, "sword")}, ${count(a.shields, "shield")}${a.wild ? `, ${a.wild} any` : ""}).`;
  return `Failed against ${name}: ${a.damage} damage, ${a.blocked} blocked, ${a.taken} taken.`;
}

/** The encounter's and the delve's details in words: the corridor, the damage, the bonus, the stall, the last attempt. */
export function details(v: FleeView): string[] {
  const out: string[] = [];
  if (v.location !== null) out.push(`Corridor ${v.location + 1}`);
  if (v.encounter?.req)
    out.push(v.encounter.damage !== undefined ? `Damage if you fail: ${v.encounter.damage}` : "Deals no damage");
  if (v.bonus.swords || v.bonus.shields || v.bonus.wild)
    out.push(
      `Treasure bonus: +${count(v.bonus.swords, "sword")}, +${count(v.bonus.shields, "shield")}, +${v.bonus.wild} any`,
    );
  if (v.mode === "extreme") out.push(`Exit Path pile: ${v.exitPileCount}`);
  if (v.stalled >= STALL_LIMIT / 2)
    out.push(`${count(v.stalled, "round")} without getting anywhere: at ${STALL_LIMIT} you are lost in the dungeon.`);
  const attempt = attemptLine(v);
  if (attempt) out.push(attempt);
  return out;
}
