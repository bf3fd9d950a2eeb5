/**
 * Using items in the hero's turn (LITE-CHEST-2..6, LITE-EQUIP-6, rulings LITE-Q-14, LITE-Q-17, LITE-Q-42): a chest
 * item costs no card and no energy, a single-use one goes to the chest discard pile; a weapon or a spell among them
 * is the turn's Attack and cannot exceed its range. Healing Ring is paid with energy. Holy Water banishes an Undead.
 * (Tower Shield is used in the Enemy Phase: ./reactions.ts.)
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { chestCard, equipmentCard, type Banish, type ChestEffect, type EquipmentEffect } from "./content/index.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { enemyById } from "./enemy.js";
import { itemTargets, resolveItemAttack } from "./hero-attack.js";
import { HeroName, recoverEnergy, setHero, statsOf } from "./hero.js";
import { FOR_HEROES, lineOfSight, type ZoneId } from "./map/index.js";
import { receiveCards, roomInHand } from "./receive.js";
import type { HeroState, LiteState } from "./state.js";
import { interrupt } from "./turn.js";
import { banishUndead } from "./wounds.js";

type Item =
  | { kind: "chest"; name: string; attack: boolean; effects: readonly ChestEffect[] }
  | { kind: "equipment"; name: string; cost: number; effects: readonly EquipmentEffect[] };

export function itemOf(h: HeroState, card: string): Item | null {
  if (h.chest.includes(card)) {
    const c = chestCard(card);
    return c.kind === "single-use" ? { kind: "chest", name: c.name, attack: c.attack, effects: c.effects } : null;
  }
  if (h.equipment.includes(card)) {
    const c = equipmentCard(card);
    return c.cost > 0 && c.effects.some((e) => e.kind === "draw-action")
      ? { kind: "equipment", name: c.name, cost: c.cost, effects: c.effects }
      : null;
  }
  return null;
}

/** Whether an Undead can be banished from this zone: within range in line of sight (LITE-BEHAVIOR-13). */
export function banishRefusal(s: LiteState, from: ZoneId, fx: Banish, target: number | undefined): Rejected | null {
  const e = target === undefined ? undefined : enemyById(s, target);
  if (!e || e.type !== "undead")
    return reject(LiteCodes.NO_SUCH_ENEMY, "Name an Undead, standing or knocked down, to banish.");
  const d = lineOfSight(s.map, from, e.zone, FOR_HEROES);
  if (d === null || d > fx.range)
    return reject(
      LiteCodes.OUT_OF_REACH,
      `The Undead must be within ${fx.range} zone${fx.range === 1 ? "" : "s"} in line of sight.`,
    );
  return null;
}

export function useItemRefusal(s: LiteState, seat: number, a: ActionOf<"use-item">): Rejected | null {
  const h = s.heroes[seat];
  const item = itemOf(h, a.card);
  if (!item) return reject(LiteCodes.NOT_HELD, "You hold no item by that id that is used in your turn.");
  if (item.kind === "equipment" && h.energy < item.cost)
    return reject(LiteCodes.NOT_ENOUGH_ENERGY, `${item.name} costs ${item.cost} energy each use (LITE-EQUIP-6).`);
  if (item.kind === "chest" && item.attack && s.turn!.attacked) {
    return reject(
      LiteCodes.ALREADY_ATTACKED,
      `Using ${item.name} is an attack, and you have already attacked this turn (LITE-CHEST-5, ruling LITE-Q-42).`,
    );
  }
  for (const fx of item.effects) {
    if (fx.kind === "item-attack") {
      const t = itemTargets(s, h, fx, a.target, a.zone);
      if ("ok" in t) return t;
    }
    if (fx.kind === "banish") {
      const why = banishRefusal(s, h.zone, fx, a.target);
      if (why) return why;
    }
  }
  const heals = item.effects.some((e) => e.kind === "draw-action");
  const energy = item.effects.some((e) => e.kind === "recover-energy");
  if ((heals || energy) && !(heals && roomInHand(s, seat) > 0) && !(energy && h.energy < statsOf(s, h).energy)) {
    return reject(LiteCodes.NOTHING_TO_DO, `${item.name} would do nothing now: your hand and your energy are full.`);
  }
  return null;
}

export function useItem(d: LiteState, seat: number, a: ActionOf<"use-item">, events: GameEvent[]): void {
  const h = d.heroes[seat];
  const item = itemOf(h, a.card)!;
  interrupt(d);
  if (item.kind === "chest") {
    setHero(d, seat, { chest: h.chest.filter((c) => c !== a.card) });
    d.chestDiscard = [a.card, ...d.chestDiscard];
    if (item.attack) d.turn = { ...d.turn!, attacked: true };
  } else setHero(d, seat, { energy: h.energy - item.cost });
  events.push({
    kind: "item",
    seat,
    text: `${HeroName(h)} uses ${item.name}${item.kind === "equipment" ? ` for ${item.cost} energy` : ""}.`,
  });
  for (const fx of item.effects) {
    switch (fx.kind) {
      case "draw-action":
        receiveCards(d, seat, fx.count, events);
        break;
      case "recover-energy": {
        const got = recoverEnergy(d, seat, fx.amount);
        if (got) events.push({ kind: "energy", seat, text: `${HeroName(h)} recovers ${got} energy.` });
        break;
      }
      case "item-attack": {
        const t = itemTargets(d, d.heroes[seat], fx, a.target, a.zone) as { ids: number[]; zone: ZoneId };
        resolveItemAttack(d, seat, fx, t.ids, t.zone, item.name, events);
        break;
      }
      case "banish":
        banishUndead(d, enemyById(d, a.target!)!, seat, events);
        break;
      default:
        break;
    }
  }
}
