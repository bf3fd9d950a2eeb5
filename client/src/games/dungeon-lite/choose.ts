/**
 * The choices before the adventure and at a level-up, in the page: the hero cards (a class already taken is not
 * offered), the Mage's first spell, the free equipment of difficulty option 1, and a level-up's equipment or spell
 * (keeping the experience for later is a button of the status bar). Each card is a button that makes its choice; the
 * others' choices are listed.
 */
import { h, type ComponentChild } from "preact";
import { heroCard, magicCard } from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteAction } from "@tabletop/shared/dungeon-lite/index.js";
import { pagePanel } from "../../table/kit";
import { act, className, heroLabel, type Ctx } from "./ctx";
import { item } from "./names";

type Choice = Extract<LiteAction, { type: "choose-hero" | "choose-spell" | "choose-equipment" }>;

function wordsOf(a: Choice): { title: string; body: string } {
  if (a.type === "choose-hero") {
    const hc = heroCard(a.card);
    const s = hc.stats;
    return {
      title: `${className(hc.cls)} (${hc.gender})`,
      body: `Melee ${s.melee} · Ranged ${s.ranged} · Range ${s.range} · Defense ${s.defense} · Life ${s.life} · Energy ${s.energy} · Move ${s.movement}. ${hc.criticalText}`,
    };
  }
  if (a.type === "choose-spell") {
    const m = magicCard(a.spell);
    return { title: `Spell: ${m.name}`, body: m.text };
  }
  const e = item(a.card);
  return { title: e.name, body: e.text };
}

function others(ctx: Ctx): string {
  return ctx.view.choices
    .map((ch, seat) => (ch.card ? `${ctx.names[seat] ?? `Seat ${seat + 1}`}: ${className(heroCard(ch.card).cls)}` : ""))
    .filter(Boolean)
    .join(" · ");
}

/** Whether there is a choice to show: the page's seat has one to make, or the heroes are being chosen. */
export function choosing(ctx: Ctx): boolean {
  return ctx.legal.some((a) => a.type.startsWith("choose-")) || ctx.view.phase === "choose";
}

/** The choice cards, each a button, with the others' choices so far (null when nothing is being chosen). */
export function choicesPanel(ctx: Ctx): ComponentChild {
  if (!choosing(ctx)) return null;
  const choices = ctx.legal.filter((a): a is Choice => a.type.startsWith("choose-"));
  const levelUp = ctx.view.phase !== "choose";
  const me = ctx.mySeat !== null ? heroLabel(ctx, ctx.mySeat) : "";
  const title = levelUp
    ? `${me}: 10 experience! Choose equipment${choices.some((a) => a.type === "choose-spell") ? " or a spell" : ""}.`
    : choices.length
      ? `Choose ${choices[0].type === "choose-hero" ? "your hero" : choices[0].type === "choose-spell" ? "the Mage's first spell" : "your free equipment"}`
      : "Waiting for the others to choose…";
  const chosen = others(ctx);
  return pagePanel(
    "choices",
    title,
    chosen ? h("p", { class: "muted" }, chosen) : null,
    h(
      "ul",
      { class: "hand" },
      choices.map((a) => {
        const id = a.type === "choose-spell" ? a.spell : a.card;
        const w = wordsOf(a);
        return h(
          "li",
          { key: id, class: "card" },
          h(
            "button",
            {
              type: "button",
              class: "card-face live",
              "data-testid": `choose-${id}`,
              "data-action": JSON.stringify(a),
              onClick: () => act(ctx, a),
            },
            h("strong", {}, w.title),
            h("span", { class: "card-text" }, w.body),
          ),
        );
      }),
    ),
  );
}
