/**
 * The head of the page's side column: the mission and its object, the round and phase, the clock (enemy phase cards
 * left), the decks, whose turn it is and what the table waits for; and the prompt of the status bar in words.
 */
import { h, type ComponentChild } from "preact";
import { ENEMY_PHASE_CARDS, missionCard, type MissionCard } from "@tabletop/shared/dungeon-lite/content/index.js";
import { pagePanel } from "../../table/kit";
import { waitedOn } from "../../ui/seat-name";
import { heroLabel, said, type Ctx } from "./ctx";

const PHASES: Readonly<Record<string, string>> = {
  choose: "Choosing heroes",
  setup: "Setting up",
  event: "Event Phase",
  player: "Player Phase",
  enemy: "Enemy Phase",
  over: "Game over",
};

/**
 * What the table waits for, in words: the people waited on by name, and "you" only on the page of one of them
 * ("Waiting for you and Ben.", never "Waiting for you, Ben.", which reads as Ben being addressed).
 */
export function waitingWords(ctx: Ctx): string {
  const v = ctx.view;
  if (v.result) return said(ctx, v.reason ?? "");
  const seats = v.waitingFor;
  if (seats.length === 0) return v.phase === "enemy" ? "The enemies act…" : "The rules take their step…";
  if (seats.length === 1 && seats[0] === ctx.mySeat) return "Your move.";
  return `Waiting for ${waitedOn(seats, ctx.mySeat, (s) => heroLabel(ctx, s))}.`;
}

function turnWords(ctx: Ctx): string {
  const t = ctx.view.turn;
  if (!t) return ctx.view.phase === "player" ? "Between turns: claim the next turn or agree an order." : "";
  const used = [t.moved ? "moved" : "", t.attacked ? "attacked" : ""].filter(Boolean).join(", ");
  return `Turn: ${heroLabel(ctx, t.seat)}${t.stepsLeft ? ` · ${t.stepsLeft} zone(s) to move` : ""}${used ? ` · ${used}` : ""}`;
}

/** Whose turn it is and what the table waits for: the prompt of the page's status bar. */
export const statusLine = (ctx: Ctx): string => [turnWords(ctx), waitingWords(ctx)].filter(Boolean).join(" · ");

function missionWords(m: MissionCard, held: boolean): string {
  return `${m.object.name} ${held ? "held by the party" : "not found yet"} · final boss in the Treasure Room`;
}

export function statusPanel(ctx: Ctx): ComponentChild {
  const v = ctx.view;
  const m = missionCard(v.mission);
  return pagePanel(
    "status",
    `Mission ${m.number}: ${m.name}`,
    h("p", { class: "muted" }, missionWords(m, v.missionObject)),
    h(
      "p",
      {},
      h("strong", {}, `Round ${v.round} · ${PHASES[v.phase] ?? v.phase}`),
      " · ",
      h(
        "strong",
        { class: v.enemyDeck <= 3 ? "danger" : "gold" },
        `Enemy cards left ${v.enemyDeck}/${ENEMY_PHASE_CARDS.length}`,
      ),
    ),
    h(
      "p",
      { class: "muted" },
      `Action deck ${v.actionDeck} · discard ${v.actionDiscard} · chests ${v.chestDeck} · segments face down ${v.terrainDeck}`,
    ),
  );
}
