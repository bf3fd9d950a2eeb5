/**
 * Dungeon Lite's parts of the page (games/types.ts TableParts): the status bar's prompt and a button in words for
 * every action `legal` lists, grouped by kind, with the seat's standing answer to enemy attacks (asked at each or
 * never: `reactions`, a setting rather than a move) last; and the side column's panels: the end, the choices, the
 * mission, the hand, the heroes, the fighting and the order with the latest log lines. The canvas holds the map
 * alone (./renderer.ts): a zone, a door or a standee clicked there does what its button here does, or picks what
 * the actions are aimed at; the actions aimed at what is picked, or paid with the card picked in the hand, are the
 * bar's primary buttons.
 */
import type { ComponentChildren } from "preact";
import type { LiteAction } from "@tabletop/shared/dungeon-lite/index.js";
import { act, choice } from "../../table/kit";
import type { PageAction, TableParts } from "../types";
import { className, heroLabel, type Ctx } from "./ctx";
import { choicesPanel } from "./choose";
import { combatPanel } from "./combat";
import { endPanel } from "./end";
import { handPanel } from "./hand";
import { heroesPanel } from "./heroes";
import { pickOf } from "./map-live";
import { cardName, item, spellName } from "./names";
import { cardOf, offerLabel } from "./offers";
import { SIDE_WORDS, zoneWords } from "@tabletop/shared/dungeon-lite/zone-words.js";
import { orderPanel } from "./order";
import { statusLine, statusPanel } from "./status";

/** The words for an action the bar's offers do not word (a zone, a door, a card, a choice). */
function words(ctx: Ctx, a: LiteAction): string {
  switch (a.type) {
    case "step":
      return `Step to ${zoneWords(a.zone)}`;
    case "open-door":
      return `Open the ${SIDE_WORDS[a.side]} door of ${zoneWords(a.zone)}`;
    case "discard":
      return `Discard ${cardName(a.card)}`;
    case "choose-hero":
      return `Choose the ${className(a.card)}`;
    case "choose-spell":
      return `Choose ${spellName(a.spell)}`;
    case "choose-equipment":
      return `Choose ${item(a.card).name}`;
    case "keep-experience":
      return "Keep the experience for later";
    case "propose-order":
      return `Propose ${a.order.map((s) => heroLabel(ctx, s)).join(" → ")}`;
    default:
      return offerLabel(ctx, a);
  }
}

const GROUP: Partial<Record<LiteAction["type"], string>> = {
  step: "Move",
  "open-door": "Doors",
  discard: "Wounds",
  "choose-hero": "Heroes",
  "choose-spell": "Spells",
  "choose-equipment": "Equipment",
  "propose-order": "Order",
  attack: "Attack",
  cast: "Spells",
  play: "Cards",
};

/** What the person picked (a card in the hand, something on the map) singles this action out. */
function picked(ctx: Ctx, a: LiteAction): boolean {
  const { card, pick } = ctx.ui;
  if (card === null && pick === null) return false;
  const cardOk = card === null || cardOf(a) === card;
  const pickOk = pick === null || JSON.stringify(pickOf(a)) === JSON.stringify(pick);
  return cardOk && pickOk;
}

/** The seat's standing answer to enemy attacks, as a button that turns it the other way. */
function reactions(ctx: Ctx): PageAction | null {
  const mode = ctx.mySeat === null || ctx.view.result ? null : ctx.view.reactions[ctx.mySeat];
  if (!mode) return null;
  const next: LiteAction = { type: "reactions", mode: mode === "ask" ? "never" : "ask" };
  return {
    id: `reactions-${next.mode}`,
    label: mode === "ask" ? "Stop asking me at enemy attacks" : "Ask me at enemy attacks",
    action: next,
    run: () => act(ctx, next),
    group: "Enemy attacks",
  };
}

/** A button for every legal action (the rules' own steps are no seat's), then the standing answer. */
export function liteActions(ctx: Ctx): PageAction[] {
  const out = ctx.legal
    .filter((a) => a.type !== "rules")
    .map((a, i) =>
      choice(ctx, `${a.type}-${i}`, words(ctx, a), a, {
        group: GROUP[a.type],
        tone: picked(ctx, a) || a.type === "take-turn" ? "primary" : undefined,
      }),
    );
  const standing = reactions(ctx);
  return standing ? [...out, standing] : out;
}

/** The side column's panels, the end and the choices first. */
function panels(ctx: Ctx): ComponentChildren {
  return [
    endPanel(ctx),
    choicesPanel(ctx),
    handPanel(ctx),
    statusPanel(ctx),
    heroesPanel(ctx),
    combatPanel(ctx),
    orderPanel(ctx),
  ];
}

export function liteParts(ctx: Ctx): TableParts {
  if (!ctx.view.phase) return { prompt: "Setting up the dungeon…", mine: false, actions: [], panels: null };
  return { prompt: statusLine(ctx), mine: ctx.legal.length > 0, actions: liteActions(ctx), panels: panels(ctx) };
}
