/**
 * The choices before the adventure and at a level-up, over the dungeon: the hero cards (a class already taken is
 * not offered), the Mage's first spell, the free equipment of difficulty option 1, and a level-up's equipment or
 * spell. Each tile is a legal action; the others' choices are listed.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { heroCard, magicCard } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LiteAction } from "../../../../shared/src/dungeon-lite/index.js";
import { act, className, clickable, heroLabel, type Ctx } from "./ctx";
import { item } from "./names";
import { Flow } from "../flow";
import { drawnSize } from "../text-size";
import { label, text } from "../labels";
import { colour } from "./theme";

/** A choice card's text size; the card is as wide as a dozen of its letters, so its words stay readable when raised. */
const TILE_TEXT = 10;
const tileWidth = () => Math.max(140, 12 * drawnSize(TILE_TEXT));
const TILE_GAP = 10;

type Choice = Extract<LiteAction, { type: "choose-hero" | "choose-spell" | "choose-equipment" }>;

function wordsOf(a: Choice): { title: string; body: string } {
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

/** A choice's card, `w` wide; its height is what its words take (`fit` draws it once the tallest is known). */
function tile(ctx: Ctx, a: Choice, w: number): { c: Container; height: number; fit(h: number): void } {
  const c = new Container();
  const id = a.type === "choose-spell" ? a.spell : a.card;
  c.label = `card:choose-${id}`;
  const frame = new Graphics();
  c.addChild(frame);
  const words = wordsOf(a);
  const title = label(c, words.title, 8, 7, 13, colour.darkInk, "bold", w - 16);
  const body = label(c, words.body, 8, 7 + title.height + 6, TILE_TEXT, 0x3a3428, "normal", w - 16);
  clickable(ctx, `choose-${id}`, a, c, () => act(ctx, a));
  return {
    c,
    height: body.y + body.height + 8,
    fit(h) {
      frame.roundRect(0, 0, w, h, 9).fill(colour.card).stroke({ width: 3, color: colour.gold });
      c.boundsArea = new Rectangle(0, 0, w, h);
    },
  };
}

function others(ctx: Ctx): string {
  return ctx.view.choices
    .map((ch, seat) => (ch.card ? `${ctx.names[seat] ?? `Seat ${seat + 1}`}: ${className(heroCard(ch.card).cls)}` : ""))
    .filter(Boolean)
    .join(" · ");
}

/** Whether the overlay is up: the page's seat has a choice to make, or the heroes are being chosen. */
export function choosing(ctx: Ctx): boolean {
  return ctx.legal.some((a) => a.type.startsWith("choose-")) || ctx.view.phase === "choose";
}

/** The overlay over the dungeon's column, `width` wide and at least `height` high (it grows with the cards). */
export function drawChoices(ctx: Ctx, width: number, height: number): Container {
  const choices = ctx.legal.filter((a): a is Choice => a.type.startsWith("choose-"));
  const box = new Container();
  box.label = "panel:choices";
  const bg = new Graphics();
  box.addChild(bg);
  const levelUp = ctx.view.phase !== "choose";
  const me = ctx.mySeat !== null ? heroLabel(ctx, ctx.mySeat) : "";
  const title = levelUp
    ? `${me}: 10 experience! Choose equipment${choices.some((a) => a.type === "choose-spell") ? " or a spell" : ""}.`
    : choices.length
      ? `Choose ${choices[0].type === "choose-hero" ? "your hero" : choices[0].type === "choose-spell" ? "the Mage's first spell" : "your free equipment"}`
      : "Waiting for the others to choose…";
  const f = new Flow(box, 20, 16, width - 40, TILE_GAP);
  f.add(text(title, 20, colour.gold, "bold", width - 40));
  f.newRow();
  const chosen = others(ctx);
  if (chosen) f.add(text(chosen, 12, colour.muted, "normal", width - 40));
  f.newRow(4);
  const w = Math.min(tileWidth(), width - 40);
  const tiles = choices.map((a) => tile(ctx, a, w));
  const h = Math.max(150, ...tiles.map((t) => t.height));
  for (const t of tiles) {
    t.fit(h);
    f.add(t.c, w, h);
  }
  const full = Math.max(height, f.bottom + 16);
  bg.roundRect(0, 0, width, full, 12).fill({ color: 0x0d1411, alpha: 0.94 });
  box.boundsArea = new Rectangle(0, 0, width, full);
  return box;
}
