/**
 * The table's status bar, as Board Game Arena's: the prompt ("Your turn · 3 movement points left") and a button in
 * words for every legal action (and for the game's own picks towards one), always on screen: under the board in a
 * window, fixed to the bottom on a phone (style.css). The game's renderer gives its parts (games/types.ts
 * TableParts); a button's `data-action` holds the action it sends, so a test reads that every legal action has
 * its button. Rendered with preact, so a button keeps its focus across a redraw.
 */
import { h, type ComponentChild } from "preact";
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

/** The bar for `parts` (null: nothing to say yet, as before the match starts). */
export function statusBar(parts: TableParts | null): ComponentChild {
  return h(
    "div",
    { class: `status-bar${parts?.mine ? " mine" : ""}`, "data-testid": "status-bar", hidden: !parts },
    h("p", { class: "prompt", "data-testid": "prompt", "aria-live": "polite" }, parts?.prompt ?? ""),
    h("div", { class: "acts" }, ...groups(parts?.actions ?? [])),
  );
}
