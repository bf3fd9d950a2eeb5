/**
 * The choices before the adventure and at a level-up, over the dungeon: the hero cards (a class already taken is
 * not offered), the Mage's first spell, the free equipment of difficulty option 1, and a level-up's equipment or
 * spell. Each tile is a legal action; the others' choices are listed.
 */
import { Container, Graphics } from "pixi.js";
import { heroCard, magicCard } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LiteAction } from "../../../../shared/src/dungeon-lite/index.js";
import { act, className, clickable, heroLabel, type Ctx } from "./ctx";
import { item } from "./names";
import { label } from "./text";
import { MAP, colour } from "./theme";

const TILE = { w: 140, h: 150, gap: 10 };

type Choice = Extract<LiteAction, { type: "choose-hero" | "choose-spell" | "choose-equipment" }>;

function words(a: Choice): { title: string; body: string } {
  if (a.type === "choose-hero") {
    const h = heroCard(a.card);
    const s = h.stats;
    return {
      title: `${className(h.cls)} (${h.gender})`,
      body: `Melee ${s.melee} · Ranged ${s.ranged} · Range ${s.range} · Defense ${s.defense} · Life ${s.life} · Energy ${s.energy} · Move ${s.movement}. ${h.criticalText}`,
    };
  }
  if (a.type === "choose-spell") {
    const m = magicCard(a.spell);
    return { title: `Spell: ${m.name}`, body: m.text };
  }
  const e = item(a.card);
  return { title: e.name, body: e.text };
}

function tile(ctx: Ctx, a: Choice): Container {
  const c = new Container();
  c.addChild(
    new Graphics().roundRect(0, 0, TILE.w, TILE.h, 9).fill(colour.card).stroke({ width: 3, color: colour.gold }),
  );
  const w = words(a);
  label(c, w.title, 8, 7, 13, colour.darkInk, "bold", TILE.w - 14);
  label(c, w.body, 8, 44, 10, 0x3a3428, "normal", TILE.w - 14);
  const id = a.type === "choose-spell" ? a.spell : a.card;
  clickable(ctx, `choose-${id}`, a, c, () => act(ctx, a));
  return c;
}

function others(ctx: Ctx): string {
  return ctx.view.choices
    .map((ch, seat) => (ch.card ? `${ctx.names[seat] ?? `Seat ${seat + 1}`}: ${className(heroCard(ch.card).cls)}` : ""))
    .filter(Boolean)
    .join(" · ");
}

/** Whether the overlay is shown (the page's seat has a choice to make, or the heroes are being chosen). */
export function drawChoices(ctx: Ctx, root: Container): boolean {
  const choices = ctx.legal.filter((a): a is Choice => a.type.startsWith("choose-"));
  if (choices.length === 0 && ctx.view.phase !== "choose") return false;
  const box = new Container();
  box.position.set(MAP.x, MAP.y);
  box.addChild(new Graphics().roundRect(0, 0, MAP.w, MAP.h, 12).fill({ color: 0x0d1411, alpha: 0.94 }));
  root.addChild(box);
  const levelUp = ctx.view.phase !== "choose";
  const me = ctx.mySeat !== null ? heroLabel(ctx, ctx.mySeat) : "";
  const title = levelUp
    ? `${me}: 10 experience! Choose equipment${choices.some((a) => a.type === "choose-spell") ? " or a spell" : ""}.`
    : choices.length
      ? `Choose ${choices[0].type === "choose-hero" ? "your hero" : choices[0].type === "choose-spell" ? "the Mage's first spell" : "your free equipment"}`
      : "Waiting for the others to choose…";
  label(box, title, 20, 16, 20, colour.gold, "bold");
  label(box, others(ctx), 20, 46, 12, colour.muted, "normal", MAP.w - 40);
  const perRow = Math.floor((MAP.w - 30) / (TILE.w + TILE.gap));
  choices.slice(0, perRow * 3).forEach((a, i) => {
    const t = tile(ctx, a);
    t.position.set(20 + (i % perRow) * (TILE.w + TILE.gap), 72 + Math.floor(i / perRow) * (TILE.h + TILE.gap));
    box.addChild(t);
  });
  return true;
}
