/**
 * The table's status bar, as Board Game Arena's: the prompt ("Your turn · 3 movement points left") and a button in
 * words for every legal action (and for the game's own picks towards one), always on screen: under the board in a
 * window, fixed to the bottom on a phone (style.css). The game's renderer gives its parts (games/types.ts
 * TableParts); a button's `data-action` holds the action it sends, so a test reads that every legal action has
 * its button. Rendered with preact, so a button keeps its focus across a redraw. While a bot's move or a rules step
 * waits out the table's pace before the player's turn, the bar offers "Skip to my turn" (docs/wire-contract.md):
 * once asked, it says whom the table still waits for, since the steps play at once only when everyone has asked.
 */
import { h, type ComponentChild } from "preact";
import { list } from "@tabletop/shared";
import type { PageAction, TableParts } from "../games/types";

function button(a: PageAction): ComponentChild {
  return h(
    "button",
    {
      key: a.id,
      type: "button",
      class: `act ${a.tone ?? "plain"}`,
      "data-testid": `act-${a.id}`,
      "data-action": JSON.stringify(a.action),
      "aria-pressed": a.pressed === undefined ? undefined : String(a.pressed),
      onClick: a.run,
    },
    a.label,
  );
}

/** The actions in their groups, in the order they first appear. */
function groups(actions: readonly PageAction[]): ComponentChild[] {
  const order: (string | undefined)[] = [];
  const by = new Map<string | undefined, PageAction[]>();
  for (const a of actions) {
    if (!by.has(a.group)) order.push(a.group);
    by.set(a.group, [...(by.get(a.group) ?? []), a]);
  }
  return order.map((g) =>
    h(
      "div",
      { key: g ?? "", class: "act-group", role: "group", "aria-label": g },
      g ? h("span", { class: "act-group-title" }, g) : null,
      ...by.get(g)!.map(button),
    ),
  );
}

/** "Skip to my turn", offered while paced steps play before the player's turn. */
export interface SkipOffer {
  /** The player has asked already. */
  asked: boolean;
  /** The people at the table who have not asked yet, named (the steps play at once once they have). */
  others: readonly string[];
  run(): void;
}

function skipButton(offer: SkipOffer): ComponentChild {
  const label = offer.asked
    ? offer.others.length > 0
      ? `Skipping once ${list(offer.others)} skip${offer.others.length === 1 ? "s" : ""} too`
      : "Skipping to my turn…"
    : "Skip to my turn";
  return h(
    "div",
    { class: "act-group skip" },
    h(
      "button",
      {
        type: "button",
        class: "act plain",
        "data-testid": "skip-to-turn",
        disabled: offer.asked,
        title: "Play the bots' moves and the rules' steps at once, until the game waits on you",
        onClick: offer.run,
      },
      label,
    ),
  );
}

/** The bar for `parts` (null: nothing to say yet, as before the match starts), with the skip offer if any. */
export function statusBar(parts: TableParts | null, skip: SkipOffer | null = null): ComponentChild {
  return h(
    "div",
    { class: `status-bar${parts?.mine ? " mine" : ""}`, "data-testid": "status-bar", hidden: !parts },
    h("p", { class: "prompt", "data-testid": "prompt", "aria-live": "polite" }, parts?.prompt ?? ""),
    h("div", { class: "acts" }, ...groups(parts?.actions ?? []), skip ? skipButton(skip) : null),
  );
}
