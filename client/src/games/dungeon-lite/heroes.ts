/**
 * Each hero at the table: class and person, the cards held against Life (the hero's wounds), energy, experience,
 * attributes, equipment, magic and chest cards, and the states (whose turn, knocked out, dazed, protected, Flask).
 */
import { Container, Graphics } from "pixi.js";
import { LEVEL_UP_EXPERIENCE } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LiteView } from "../../../../shared/src/dungeon-lite/index.js";
import { heroLabel, panel, type Ctx } from "./ctx";
import { item, spellName } from "./names";
import { label } from "./text";
import { HERO_FILL, SIDE, colour } from "./theme";
import { count } from "../../ui/words";

type Hero = LiteView["heroes"][number];
export const HEROES_Y = SIDE.y + 118;
const ROW = 84;

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

function energyPips(row: Container, h: Hero, x: number, y: number): void {
  const g = new Graphics();
  for (let i = 0; i < h.maxEnergy; i++) g.circle(x + i * 12, y, 4.5).fill(i < h.energy ? colour.gold : 0x40514a);
  row.addChild(g);
}

function heroRow(ctx: Ctx, h: Hero): Container {
  const row = new Container();
  const mine = h.seat === ctx.mySeat;
  row.addChild(
    new Graphics().roundRect(0, 0, SIDE.w - 16, ROW - 6, 7).fill(mine ? 0x29453a : 0x22362e),
    new Graphics().circle(14, 14, 8).fill(h.knockedOut ? 0x666666 : HERO_FILL[h.cls as keyof typeof HERO_FILL]),
  );
  label(row, heroLabel(ctx, h.seat), 28, 5, 13, colour.ink, "bold");
  label(row, tags(ctx, h), 150, 7, 10, h.knockedOut ? colour.danger : colour.gold, "normal", SIDE.w - 180);
  const wounds = h.life - h.handSize;
  label(row, `Cards ${h.handSize}/${h.life}${wounds > 0 ? ` (${count(wounds, "wound")})` : ""}`, 10, 24, 11);
  label(row, "Energy", 130, 24, 11);
  energyPips(row, h, 176, 31);
  label(
    row,
    `XP ${h.experience}/${LEVEL_UP_EXPERIENCE}`,
    340,
    24,
    11,
    h.experience >= LEVEL_UP_EXPERIENCE ? colour.gold : colour.ink,
  );
  label(
    row,
    `Melee ${h.melee} · Ranged ${h.ranged} · Range ${h.range} · Defense ${h.defense} · Move ${h.movement}`,
    10,
    40,
    11,
    colour.muted,
  );
  const things = [
    h.equipment.length ? `Gear: ${h.equipment.map((x) => item(x).name).join(", ")}` : "",
    h.magic.length ? `Magic: ${h.magic.map(spellName).join(", ")}` : "",
    h.chest.length ? `Chest: ${h.chest.map((x) => item(x).name).join(", ")}` : "",
  ].filter(Boolean);
  label(row, things.join(" · ") || "No equipment yet", 10, 55, 10, colour.ink, "normal", SIDE.w - 36);
  return row;
}

export function drawHeroes(ctx: Ctx, root: Container): void {
  const heroes = ctx.view.heroes;
  const c = panel("Heroes", SIDE.w, 28 + Math.max(1, heroes.length) * ROW);
  c.position.set(SIDE.x, HEROES_Y);
  root.addChild(c);
  if (heroes.length === 0) label(c, "The heroes are being chosen.", 12, 30, 12, colour.muted);
  heroes.forEach((h, i) => {
    const row = heroRow(ctx, h);
    row.position.set(8, 28 + i * ROW);
    c.addChild(row);
  });
}
