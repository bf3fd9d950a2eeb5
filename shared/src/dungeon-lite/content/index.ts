/** All Dungeon Lite content and lookups by id (see each data module's header for what is rulebook and what is designed). */
import { ACTION_CARDS } from "./actions.js";
import { CHEST_CARDS } from "./chests.js";
import { ENEMY_PHASE_CARDS } from "./enemy-phase.js";
import { ENEMY_PROFILES } from "./enemies.js";
import { EQUIPMENT_CARDS } from "./equipment.js";
import { HERO_CARDS } from "./heroes.js";
import { MAGIC_CARDS } from "./magic.js";
import { MISSION_CARDS } from "./missions.js";
import { TERRAIN_SEGMENTS } from "./terrain.js";
import type {
  ActionCard,
  ChestCard,
  EnemyId,
  EnemyPhaseCard,
  EnemyProfile,
  EquipmentCard,
  HeroCard,
  MagicCard,
  MissionCard,
  SegmentId,
  TerrainSegment,
} from "./types.js";

export type * from "./types.js";
export type * from "./effects.js";
export { EFFECT_KINDS } from "./effects.js";
export * from "./limits.js";
export * from "./dice.js";
export * from "./components.js";
export { CLASSES, CLASS_IDS, GENDERS, HERO_CARDS, classStats } from "./heroes.js";
export { EXPERIENCE_CARDS, EXPERIENCE_TRACK } from "./experience.js";
export { ACTION_CARDS, TROLL_CARD_ID } from "./actions.js";
export { EQUIPMENT_CARDS } from "./equipment.js";
export { MAGIC_CARDS } from "./magic.js";
export { CHEST_CARDS } from "./chests.js";
export { ENEMY_PHASE_CARDS } from "./enemy-phase.js";
export { ENEMY_IDS, ENEMY_PROFILES, enemyLife, isBoss, isSecondary } from "./enemies.js";
export { MISSION_CARDS } from "./missions.js";
export { TERRAIN_SEGMENTS, terrainEnemyCount, zoneNumbers } from "./terrain.js";

function index<T extends { id: string }>(kind: string, items: readonly T[]): (id: string) => T {
  const byId = new Map<string, T>(items.map((x) => [x.id, x]));
  if (byId.size !== items.length) throw new Error(`duplicate Dungeon Lite ${kind} id`);
  return (id: string): T => {
    const x = byId.get(id);
    if (!x) throw new Error(`unknown Dungeon Lite ${kind} ${id}`);
    return x;
  };
}

export const heroCard: (id: string) => HeroCard = index("hero card", HERO_CARDS);
export const actionCard: (id: string) => ActionCard = index("action card", ACTION_CARDS);
export const equipmentCard: (id: string) => EquipmentCard = index("equipment card", EQUIPMENT_CARDS);
export const magicCard: (id: string) => MagicCard = index("magic card", MAGIC_CARDS);
export const chestCard: (id: string) => ChestCard = index("chest card", CHEST_CARDS);
export const enemyPhaseCard: (id: string) => EnemyPhaseCard = index("enemy phase card", ENEMY_PHASE_CARDS);
export const missionCard: (id: string) => MissionCard = index("mission card", MISSION_CARDS);
export const enemyProfile: (id: EnemyId) => EnemyProfile = index("enemy profile", ENEMY_PROFILES);
export const terrainSegment: (id: SegmentId) => TerrainSegment = index("terrain segment", TERRAIN_SEGMENTS);

const ALL_IDS = new Set<string>(
  [...HERO_CARDS, ...ACTION_CARDS, ...EQUIPMENT_CARDS, ...MAGIC_CARDS, ...CHEST_CARDS, ...ENEMY_PHASE_CARDS].map(
    (c) => c.id,
  ),
);

/** Whether `id` names a card a hero may hold or play (hero, action, equipment, magic, chest, enemy phase card). */
export const isCardId = (id: unknown): id is string => typeof id === "string" && ALL_IDS.has(id);
/** Two cards are identical when they have the same name (LITE-EQUIP-4, LITE-CHEST-7). */
export const identical = (a: { name: string }, b: { name: string }): boolean => a.name === b.name;
