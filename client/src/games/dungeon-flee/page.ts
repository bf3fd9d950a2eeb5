/**
 * Dungeon Flee's parts of the page: the prompt, a button in words for every action `legal` lists (the status bar,
 * table/status-bar.ts), and the panels of the side column: the encounter faced and how the attempt stands, health and
 * the Stairs Up found, the hand and the treasure in words. The canvas keeps the corridors, the token, the cards in
 * their places and the piles (./renderer.ts).
 */
import { h, type ComponentChild } from "preact";
import type { CardDef } from "@tabletop/shared/dungeon-flee/content/index.js";
import { STAIRS_TO_WIN } from "@tabletop/shared/dungeon-flee/end.js";
import type { FleeAction } from "@tabletop/shared/dungeon-flee/index.js";
import { choice, legalOf, pagePanel } from "../../table/kit";
import type { PageAction, TableParts } from "../types";
import { count } from "../../ui/words";
import { details, status } from "./choices";
import { commitLabel, type Ctx } from "./ctx";

/** What a card gives when played, in words ("2 swords, 1 shield, +2 any"). */
export function gives(def: CardDef): string {
  const parts = [
    def.centre.swords ? count(def.centre.swords, "sword") : "",
    def.centre.shields ? count(def.centre.shields, "shield") : "",
    def.centre.text ?? "",
    def.treasure
      ? "heal" in def.treasure
        ? `heal ${def.treasure.heal}`
        : "swords" in def.treasure
          ? `+${count(def.treasure.swords, "sword")}`
          : "shields" in def.treasure
            ? `+${count(def.treasure.shields, "shield")}`
            : `+${def.treasure.wild} any`
      : "",
  ].filter(Boolean);
  return parts.join(", ") || "nothing";
}

/** What an encounter asks ("2 swords and 1 shield", "3 of any"). */
function needs(def: CardDef): string {
  const r = def.req;
  if (!r) return "";
  if (r.wild > 0) return `${r.wild} of any`;
  return [r.swords ? count(r.swords, "sword") : "", r.shields ? count(r.shields, "shield") : ""]
    .filter(Boolean)
    .join(" and ");
}

type Banish = Extract<FleeAction, { type: "banish" }>;

function actions(ctx: Ctx): PageAction[] {
  const v = ctx.view;
  const hand = v.hand ?? [];
  const name = (id: string) => [...hand, ...v.inventory].find((c) => c.id === id)?.name ?? id;
  const out: PageAction[] = [];
  for (const a of legalOf(ctx.legal, "enter"))
    out.push(choice(ctx, `corridor-${a.corridor}`, `Corridor ${a.corridor + 1}`, a, { group: "Start down" }));
  for (const def of hand) {
    const pick = ctx.legal.find((a) => (a.type === "select" || a.type === "deselect") && a.card === def.id);
    if (!pick) continue;
    const on = pick.type === "deselect";
    out.push(choice(ctx, `hand-${def.id}`, `${def.name} (${gives(def)})`, pick, { group: "Your hand", pressed: on }));
  }
  const commit = ctx.legal.find(
    (a): a is Extract<FleeAction, { type: "fight" | "open" | "disarm" }> =>
      a.type === "fight" || a.type === "open" || a.type === "disarm",
  );
  if (commit) out.push(choice(ctx, "commit", commitLabel[commit.type], commit, { tone: "primary" }));
  for (const a of legalOf(ctx.legal, "treasure"))
    out.push(choice(ctx, `treasure-${a.card}`, `Use ${name(a.card)}`, a, { group: "Your treasure" }));
  for (const b of legalOf(ctx.legal, "banish") as Banish[])
    out.push(
      choice(ctx, `banish-pay-${b.target}-${b.pay.join("+")}`, `paying ${b.pay.map(name).join(" + ")}`, b, {
        group: `Banish ${name(b.target)}`,
      }),
    );
  const stay = legalOf(ctx.legal, "stay")[0];
  if (stay) out.push(choice(ctx, "stay", "Stay here", stay, { group: "Step 3" }));
  for (const m of legalOf(ctx.legal, "move"))
    out.push(
      choice(ctx, `move-${m.dir}`, m.dir === "cw" ? "Move clockwise ↻" : "Move counter-clockwise ↺", m, {
        group: "Step 3",
      }),
    );
  return out;
}

function encounter(ctx: Ctx): ComponentChild {
  const v = ctx.view;
  const e = v.encounter;
  const lines = details(v);
  const chosen = (v.hand ?? []).filter((c) => (v.selected ?? []).includes(c.id));
  const sum = (k: "swords" | "shields") => chosen.reduce((n, c) => n + c.centre[k], v.bonus[k]);
  return pagePanel(
    "encounter",
    e ? `Facing ${e.name}` : "The dungeon",
    e?.req ? h("p", {}, `Needs ${needs(e)}`) : null,
    e?.req && v.hand
      ? h(
          "p",
          { "data-testid": "selected-sum" },
          `Selected (${chosen.length}): ${count(sum("swords"), "sword")}, ${count(sum("shields"), "shield")}` +
            (v.bonus.wild ? `, ${v.bonus.wild} any` : ""),
        )
      : null,
    e?.req && v.hand && ctx.legal.length > 0 && !ctx.legal.some((a) => a.type in commitLabel)
      ? h(
          "p",
          { class: "gold", "data-testid": "must-defeat" },
          "Your hand can defeat it: select the cards that win (failing is not a choice).",
        )
      : null,
    ...lines.map((l, i) => h("p", { key: i, class: "muted" }, l)),
  );
}

function health(ctx: Ctx): ComponentChild {
  const v = ctx.view;
  return pagePanel(
    "health",
    "Health and stairs",
    h("p", { class: v.health <= 3 ? "danger" : undefined }, `Health ${Math.max(0, v.health)} / ${v.maxHealth}`),
    h("p", { class: "gold" }, `Stairs Up ${v.stairs} / ${STAIRS_TO_WIN}`),
    v.result
      ? h("p", {}, h("strong", {}, v.result === "win" ? "Fled the dungeon!" : "Perished in the dungeon."))
      : null,
  );
}

function cards(name: string, title: string, list: readonly CardDef[], none: string): ComponentChild {
  return pagePanel(
    name,
    title,
    list.length === 0
      ? h("p", { class: "muted" }, none)
      : h(
          "ul",
          { class: "panel-list" },
          list.map((c) => h("li", { key: c.id }, h("strong", {}, c.name), ` · ${gives(c)}`)),
        ),
  );
}

export function fleeParts(ctx: Ctx): TableParts {
  const v = ctx.view;
  return {
    prompt: status(v, ctx.legal),
    mine: ctx.legal.length > 0,
    actions: actions(ctx),
    panels: [
      health(ctx),
      encounter(ctx),
      v.hand
        ? cards("hand", "Your hand", v.hand, "No cards in hand.")
        : pagePanel("hand", "The delver's hand", h("p", {}, count(v.handCount, "card"))),
      cards("treasure", "Your treasure", v.inventory, "None yet."),
    ],
  };
}
