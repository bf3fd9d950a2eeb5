/**
 * The preview of an attack before it is made: the dice each side rolls (the hero's attack dice with the card's and
 * the items' bonuses; the enemy's defense dice with cover and the zones past the range, at most 3), for each attack
 * that `legal` offers on the picked enemy. The numbers are the view's (the hero's attributes as they stand, the
 * enemy's profile) and the map's own geometry (line of sight, cover); what may be attacked is what `legal` lists.
 */
import {
  attackDice,
  chestCard,
  defenseDice,
  enemyProfile,
  equipmentCard,
  magicCard,
  actionCard,
  type EnemyId,
  type ItemAttack,
} from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteAction } from "@tabletop/shared/dungeon-lite/index.js";
import { coverBonus, FOR_HEROES, rangedShot } from "@tabletop/shared/dungeon-lite/map/index.js";
import type { Ctx } from "./ctx";
import { item, spellName } from "./names";
import { count } from "../../ui/words";

export interface Preview {
  label: string;
  attack: number;
  defense: number;
  words: string;
}

type Hero = Ctx["view"]["heroes"][number];
type Enemy = Ctx["view"]["enemies"][number];

/** The card's attack step under way (Onslaught, Assault, Dexterity, Aim): its extra dice and range. */
function cardStep(ctx: Ctx): { dice: number; range: number } {
  const p = ctx.view.turn?.program;
  if (!p) return { dice: 0, range: 0 };
  const steps = actionCard(p.card).action?.steps ?? [];
  const st = steps.slice(p.step).find((x) => x.kind === "attack");
  return st && st.kind === "attack" ? { dice: st.dice, range: st.range } : { dice: 0, range: 0 };
}

function itemDice(items: readonly string[] = []): number {
  let n = 0;
  for (const id of items) for (const fx of equipmentCard(id).effects) if (fx.kind === "attack-dice") n += fx.amount;
  return n;
}

function basic(
  ctx: Ctx,
  h: Hero,
  e: Enemy,
  extra: { dice: number; range: number },
  items?: string[],
): Omit<Preview, "label"> {
  const melee = e.zone === h.zone;
  const def = enemyProfile(e.type as EnemyId).defense;
  const dice = attackDice((melee ? h.melee : h.ranged) + extra.dice + itemDice(items), 0);
  if (melee) return { attack: dice, defense: defenseDice(def, 0), words: "melee: same zone" };
  const range = h.range + extra.range;
  const shot = rangedShot(ctx.map, h.zone, e.zone, range, true, FOR_HEROES);
  const over = shot.ok ? shot.extraDefense : 0;
  const cover = coverBonus(ctx.map, e.zone);
  const far = shot.ok ? `${shot.distance} zone${shot.distance === 1 ? "" : "s"} away, range ${range}` : "ranged";
  const why = [far, over ? `+${over} defense past the range` : "", cover ? "+1 defense for cover" : ""];
  return { attack: dice, defense: defenseDice(def, over + cover), words: why.filter(Boolean).join(", ") };
}

function itemAttack(ctx: Ctx, h: Hero, e: Enemy, fx: ItemAttack): Omit<Preview, "label"> {
  const melee = e.zone === h.zone;
  const cover = melee ? 0 : coverBonus(ctx.map, e.zone);
  const def = defenseDice(enemyProfile(e.type as EnemyId).defense, cover);
  const words = `${count(fx.dice, "die", "dice")} of its own${fx.area ? ", against each enemy in the zone" : ""}${cover ? ", +1 defense for cover" : ""}`;
  return { attack: attackDice(fx.dice, 0), defense: def, words };
}

const itemAttackOf = (a: LiteAction): ItemAttack | null => {
  const fx = a.type === "cast" ? magicCard(a.spell).effect : a.type === "use-item" ? chestCardEffect(a.card) : null;
  return fx && fx.kind === "item-attack" ? fx : null;
};

function chestCardEffect(id: string) {
  try {
    return chestCard(id).effects.find((x) => x.kind === "item-attack") ?? null;
  } catch {
    return null;
  }
}

function previewLabel(a: LiteAction): string {
  const items = "items" in a && a.items?.length ? ` with ${a.items.map((i) => item(i).name).join(", ")}` : "";
  if (a.type === "attack") return `${a.card ? "Attack" : "The card's attack"}${items}`;
  if (a.type === "cast") return `Cast ${spellName(a.spell)}`;
  if (a.type === "use-item") return item(a.card).name;
  return `Counterattack${items}`;
}

/** A preview for each attack `legal` offers on enemy `id` (one per way of attacking, whatever card pays). */
export function previews(ctx: Ctx, id: number): Preview[] {
  const seat = ctx.mySeat;
  const e = ctx.view.enemies.find((x) => x.id === id);
  if (seat === null || !e) return [];
  const h = ctx.view.heroes[seat];
  const out = new Map<string, Preview>();
  for (const a of ctx.legal) {
    let p: Omit<Preview, "label"> | null = null;
    if (a.type === "attack" && a.target === id)
      p = basic(ctx, h, e, a.card ? { dice: 0, range: 0 } : cardStep(ctx), a.items);
    else if ((a.type === "cast" || a.type === "use-item") && (a.target === id || a.zone === e.zone)) {
      const fx = itemAttackOf(a);
      if (fx) p = itemAttack(ctx, h, e, fx);
    } else if (a.type === "counterattack" && ctx.view.enemyPhase?.attack?.enemy === id)
      p = basic(ctx, h, e, { dice: 0, range: 0 }, a.items);
    if (!p) continue;
    const key = JSON.stringify({ ...a, card: undefined });
    if (!out.has(key)) out.set(key, { label: previewLabel(a), ...p });
  }
  return [...out.values()];
}
