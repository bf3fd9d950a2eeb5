/**
 * Each hero at the table: class and person, the cards held against Life (the hero's wounds), energy, experience,
 * attributes, equipment, magic and chest cards, and the states (whose turn, knocked out, dazed, protected, Flask).
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { LEVEL_UP_EXPERIENCE } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LiteView } from "../../../../shared/src/dungeon-lite/index.js";
import { heroLabel, panel, type Ctx } from "./ctx";
import { item, spellName } from "./names";
import { Flow } from "../flow";
import { label, text } from "../labels";
import { HERO_FILL, colour } from "./theme";
import { count } from "../../ui/words";

type Hero = LiteView["heroes"][number];

function tags(ctx: Ctx, h: Hero): string {
  const out: string[] = [];
  if (ctx.view.turn?.seat === h.seat) out.push("turn");
  if (h.seat === ctx.mySeat) out.push("you act for this hero");
  if (h.knockedOut) out.push("KNOCKED OUT");
  if (h.dazed) out.push("dazed (move 1)");
  if (h.protection) out.push(`protected +${h.protection}`);
  if (h.refillNext) out.push("Flask: full hand next Event Phase");
  if (ctx.view.turnsTaken.includes(h.seat)) out.push("has had the turn");
  return out.join(" · ");
}

function energyPips(h: Hero): Graphics {
  const g = new Graphics();
  for (let i = 0; i < h.maxEnergy; i++) g.circle(5 + i * 12, 8, 4.5).fill(i < h.energy ? colour.gold : 0x40514a);
  return g;
}

/** One hero: a row as high as its lines, laid out as they measure. */
function heroRow(ctx: Ctx, h: Hero, width: number): Container {
  const row = new Container();
  const mine = h.seat === ctx.mySeat;
  const band = new Graphics();
  row.addChild(band);
  const wrap = width - 20;
  const f = new Flow(row, 10, 5, wrap, 5);
  f.add(
    new Graphics().circle(8, 8, 8).fill(h.knockedOut ? 0x666666 : HERO_FILL[h.cls as keyof typeof HERO_FILL]),
    16,
    16,
  );
  f.add(text(heroLabel(ctx, h.seat), 13, colour.ink, "bold", wrap - 24));
  const tagged = tags(ctx, h);
  if (tagged) f.add(text(tagged, 10, h.knockedOut ? colour.danger : colour.gold, "normal", wrap));
  f.newRow();
  const wounds = h.life - h.handSize;
  f.add(text(`Cards ${h.handSize}/${h.life}${wounds > 0 ? ` (${count(wounds, "wound")})` : ""}`, 11, colour.ink));
  const energy = text("Energy", 11, colour.ink);
  f.add(energy);
  f.add(energyPips(h), h.maxEnergy * 12, energy.height);
  const xp = `XP ${h.experience}/${LEVEL_UP_EXPERIENCE}`;
  f.add(text(xp, 11, h.experience >= LEVEL_UP_EXPERIENCE ? colour.gold : colour.ink));
  f.newRow();
  const stats = `Melee ${h.melee} · Ranged ${h.ranged} · Range ${h.range} · Defense ${h.defense} · Move ${h.movement}`;
  f.add(text(stats, 11, colour.muted, "normal", wrap));
  f.newRow();
  const things = [
    h.equipment.length ? `Gear: ${h.equipment.map((x) => item(x).name).join(", ")}` : "",
    h.magic.length ? `Magic: ${h.magic.map(spellName).join(", ")}` : "",
    h.chest.length ? `Chest: ${h.chest.map((x) => item(x).name).join(", ")}` : "",
  ].filter(Boolean);
  f.add(text(things.join(" · ") || "No equipment yet", 10, colour.ink, "normal", wrap));
  band.roundRect(0, 0, width, f.bottom + 6, 7).fill(mine ? 0x29453a : 0x22362e);
  row.boundsArea = new Rectangle(0, 0, width, f.bottom + 6);
  return row;
}

export function drawHeroes(ctx: Ctx, width: number): Container {
  const heroes = ctx.view.heroes;
  const pn = panel("heroes", "Heroes", width);
  let y = pn.top;
  if (heroes.length === 0) {
    const t = label(pn.c, "The heroes are being chosen.", 12, y, 12, colour.muted, "normal", width - 24);
    y += t.height + 6;
  }
  for (const h of heroes) {
    const row = heroRow(ctx, h, width - 16);
    row.position.set(8, y);
    pn.c.addChild(row);
    y += row.height + 6;
  }
  return pn.close(y + 2);
}
