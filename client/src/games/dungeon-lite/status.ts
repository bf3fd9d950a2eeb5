/**
 * The head of the side column: the mission and its object, the round and phase, the clock (enemy phase cards
 * left), the decks, whose turn it is and what the table waits for.
 */
import { Container } from "pixi.js";
import { ENEMY_PHASE_CARDS, missionCard, type MissionCard } from "../../../../shared/src/dungeon-lite/content/index.js";
import { heroLabel, panel, type Ctx } from "./ctx";
import { Flow } from "../flow";
import { text } from "../labels";
import { colour } from "./theme";

const PHASES: Readonly<Record<string, string>> = {
  choose: "Choosing heroes",
  setup: "Setting up",
  event: "Event Phase",
  player: "Player Phase",
  enemy: "Enemy Phase",
  over: "Game over",
};

/** What the table waits for, in words. */
export function waitingWords(ctx: Ctx): string {
  const v = ctx.view;
  if (v.result) return v.reason ?? "";
  const seats = v.waitingFor;
  if (seats.length === 0) return v.phase === "enemy" ? "The enemies act…" : "The rules take their step…";
  const mine = ctx.mySeat !== null && seats.includes(ctx.mySeat);
  const others = seats.filter((s) => s !== ctx.mySeat).map((s) => heroLabel(ctx, s));
  if (mine && others.length === 0) return "Your move.";
  return `Waiting for ${[...(mine ? ["you"] : []), ...others].join(", ")}.`;
}

function turnWords(ctx: Ctx): string {
  const t = ctx.view.turn;
  if (!t) return ctx.view.phase === "player" ? "Between turns: claim the next turn or agree an order." : "";
  const used = [t.moved ? "moved" : "", t.attacked ? "attacked" : ""].filter(Boolean).join(", ");
  return `Turn: ${heroLabel(ctx, t.seat)}${t.stepsLeft ? ` · ${t.stepsLeft} zone(s) to move` : ""}${used ? ` · ${used}` : ""}`;
}

function missionWords(m: MissionCard, held: boolean): string {
  return `${m.object.name} ${held ? "held by the party" : "not found yet"} · final boss in the Treasure Room`;
}

export function drawStatus(ctx: Ctx, width: number): Container {
  const v = ctx.view;
  const m = missionCard(v.mission);
  const pn = panel("status", `Mission ${m.number}: ${m.name}`, width);
  const wrap = width - 24;
  const f = new Flow(pn.c, 12, pn.top, wrap, 4);
  f.add(text(missionWords(m, v.missionObject), 11, colour.muted, "normal", wrap));
  f.newRow();
  f.add(text(`Round ${v.round} · ${PHASES[v.phase] ?? v.phase}`, 15, colour.ink, "bold", wrap));
  const clock = `Enemy cards left ${v.enemyDeck}/${ENEMY_PHASE_CARDS.length}`;
  f.add(text(clock, 13, v.enemyDeck <= 3 ? colour.danger : colour.gold, "bold", wrap));
  f.newRow();
  const decks = `Action deck ${v.actionDeck} · discard ${v.actionDiscard} · chests ${v.chestDeck} · segments face down ${v.terrainDeck}`;
  f.add(text(decks, 11, colour.muted, "normal", wrap));
  f.newRow();
  const turn = turnWords(ctx);
  if (turn) f.add(text(turn, 12, colour.ink, "normal", wrap));
  f.newRow();
  f.add(text(waitingWords(ctx), 11, colour.gold, "bold", wrap));
  return pn.close(f.bottom + 8);
}
