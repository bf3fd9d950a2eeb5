/** Names for the words on the table: cards, items, enemies and heroes, from the content (data, no rules). */
import {
  CHEST_CARDS,
  EQUIPMENT_CARDS,
  actionCard,
  enemyProfile,
  magicCard,
  type EnemyId,
} from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { className } from "./ctx";

const chestById = new Map(CHEST_CARDS.map((c) => [c.id, c]));
const equipmentById = new Map(EQUIPMENT_CARDS.map((c) => [c.id, c]));

export const cardName = (id: string): string => actionCard(id).name;
export const spellName = (id: string): string => magicCard(id).name;

/** An equipment or chest card. */
export function item(id: string): { name: string; text: string } {
  return chestById.get(id) ?? equipmentById.get(id) ?? { name: id, text: "" };
}

export function enemyName(v: LiteView, id: number): string {
  const e = v.enemies.find((x) => x.id === id);
  return e ? enemyProfile(e.type as EnemyId).name : `enemy ${id}`;
}

export const heroName = (v: LiteView, seat: number): string =>
  v.heroes[seat] ? `the ${className(v.heroes[seat].cls)}` : `seat ${seat + 1}`;
