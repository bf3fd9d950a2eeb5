/**
 * Each hero at the table, in the page's side column: class and person, the cards held against Life (the hero's
 * wounds), energy, experience, attributes, equipment, magic and chest cards, and the states (whose turn, knocked out,
 * dazed, protected, Flask).
 */
import { h, type ComponentChild } from "preact";
import { LEVEL_UP_EXPERIENCE } from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { pagePanel } from "../../table/kit";
import { heroLabel, type Ctx } from "./ctx";
import { item, spellName } from "./names";
import { HERO_FILL, css } from "./theme";
import { count } from "../../ui/words";

type Hero = LiteView["heroes"][number];

function tags(ctx: Ctx, hero: Hero): string {
  const out: string[] = [];
  if (ctx.view.turn?.seat === hero.seat) out.push("turn");
  if (hero.seat === ctx.mySeat) out.push("you act for this hero");
  if (hero.knockedOut) out.push("KNOCKED OUT");
  if (hero.dazed) out.push("dazed (move 1)");
  if (hero.protection) out.push(`protected +${hero.protection}`);
  if (hero.refillNext) out.push("Flask: full hand next Event Phase");
  if (ctx.view.turnsTaken.includes(hero.seat)) out.push("has had the turn");
  return out.join(" · ");
}

function heroRow(ctx: Ctx, hero: Hero): ComponentChild {
  const wounds = hero.life - hero.handSize;
  const things = [
    hero.equipment.length ? `Gear: ${hero.equipment.map((x) => item(x).name).join(", ")}` : "",
    hero.magic.length ? `Magic: ${hero.magic.map(spellName).join(", ")}` : "",
    hero.chest.length ? `Chest: ${hero.chest.map((x) => item(x).name).join(", ")}` : "",
  ].filter(Boolean);
  const tagged = tags(ctx, hero);
  const fill = hero.knockedOut ? "#666666" : css(HERO_FILL[hero.cls as keyof typeof HERO_FILL]);
  return h(
    "li",
    { key: hero.seat, class: hero.seat === ctx.mySeat ? "hero active" : "hero", "data-testid": `hero-${hero.seat}` },
    h("p", {}, h("span", { class: "swatch", style: { background: fill } }), h("strong", {}, heroLabel(ctx, hero.seat))),
    tagged ? h("p", { class: hero.knockedOut ? "danger" : "gold" }, tagged) : null,
    h(
      "p",
      {},
      `Cards ${hero.handSize}/${hero.life}${wounds > 0 ? ` (${count(wounds, "wound")})` : ""} · Energy ${hero.energy}/${hero.maxEnergy} · `,
      h(
        "span",
        { class: hero.experience >= LEVEL_UP_EXPERIENCE ? "gold" : undefined },
        `XP ${hero.experience}/${LEVEL_UP_EXPERIENCE}`,
      ),
    ),
    h(
      "p",
      { class: "muted" },
      `Melee ${hero.melee} · Ranged ${hero.ranged} · Range ${hero.range} · Defense ${hero.defense} · Move ${hero.movement}`,
    ),
    h("p", {}, things.join(" · ") || "No equipment yet"),
  );
}

export function heroesPanel(ctx: Ctx): ComponentChild {
  const heroes = ctx.view.heroes;
  return pagePanel(
    "heroes",
    "Heroes",
    heroes.length === 0
      ? h("p", { class: "muted" }, "The heroes are being chosen.")
      : h(
          "ul",
          { class: "panel-list" },
          heroes.map((hero) => heroRow(ctx, hero)),
        ),
  );
}
