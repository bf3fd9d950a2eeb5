/**
 * The hand of the hero this page acts for, in the page: each action card with its name and text, as a button when a
 * legal action is paid with it (picking it marks those actions in the status bar, ./page.ts) or when a wound asks
 * for a discard (the button discards it). Spectators see no hand.
 */
import { h, type ComponentChild } from "preact";
import { actionCard } from "@tabletop/shared/dungeon-lite/content/index.js";
import { pagePanel } from "../../table/kit";
import { act, legalOf, type Ctx } from "./ctx";
import { cardOf } from "./offers";

function card(ctx: Ctx, id: string): ComponentChild {
  const c = actionCard(id);
  const discard = legalOf(ctx, "discard").find((a) => a.card === id);
  const uses = ctx.legal.some((a) => cardOf(a) === id);
  const picked = ctx.ui.card === id;
  const face = [
    h("strong", { key: "name" }, c.name),
    c.event.length > 0 ? h("span", { key: "event", class: "tag" }, "event") : null,
    h("span", { key: "text", class: "card-text" }, c.text),
  ];
  if (!discard && !uses) return h("li", { key: id, class: "card" }, h("div", { class: "card-face" }, ...face));
  const run = discard
    ? () => act(ctx, discard)
    : () => {
        ctx.ui.card = picked ? null : id;
        ctx.redraw();
      };
  return h(
    "li",
    { key: id, class: "card" },
    h(
      "button",
      {
        type: "button",
        class: `card-face live${discard ? " discard" : ""}`,
        "data-testid": `hand-${id}`,
        "data-action": discard ? JSON.stringify(discard) : undefined,
        "aria-pressed": discard ? undefined : String(picked),
        title: discard ? `Discard ${c.name}` : `Pay with ${c.name}`,
        onClick: run,
      },
      ...face,
    ),
  );
}

export function handPanel(ctx: Ctx): ComponentChild {
  const hand = ctx.view.hand;
  if (ctx.mySeat === null)
    return pagePanel("hand", "Hands", h("p", { class: "muted" }, "Watching: the heroes' hands are hidden."));
  if (!hand) return null;
  if (ctx.ui.card !== null && !hand.includes(ctx.ui.card)) ctx.ui.card = null;
  const discarding = legalOf(ctx, "discard").length > 0;
  return pagePanel(
    "hand",
    "Your hand",
    hand.length === 0
      ? h("p", { class: "danger" }, "No action cards: a wound now knocks this hero out.")
      : h(
          "ul",
          { class: "hand" },
          hand.map((id) => card(ctx, id)),
        ),
    discarding ? h("p", { class: "gold" }, "Choose a card to discard (a wound, or more cards than Life).") : null,
  );
}
