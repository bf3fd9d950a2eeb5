/**
 * Dungeon Lite terrain segments.
 *
 * From the rulebook: 11 terrain segments (LITE-COMP-9), rooms and corridors with a name (LITE-TERRAIN-1), the
 * Entrance and the treasure room among them (Setup step 1, LITE-GOAL-1), a Corridor C with −2 Beast-Orcs
 * (LITE-TERRAIN-4 example); each shows its terrain enemies per basic type as players + modifier, never below 0
 * (LITE-TERRAIN-2..5), a deployment zone (LITE-DEPLOY-1), zones of capacity 6 (LITE-ZONE-1/2), exit arrows
 * (LITE-EXIT-1), cover (LITE-COVER-1), maybe a chest at the back of the room (LITE-OPEN-14), and the hero symbol
 * on the Entrance (Setup step 4). 5 chest tokens (LITE-COMP-18).
 *
 * DESIGNED here (rulings LITE-Q-7, LITE-Q-31, LITE-Q-39): zones are the squares of a grid, each layout below is
 * drawn north up with the entrance arrow on a south side (the map turns the segment to fit the exit it is
 * placed at); walls between neighbouring squares of a segment; every segment's name, zones, exits, deployment
 * zone, cover, chest and enemy modifiers; the guards (the Spider Queen in her nest, an Undead in the crypt).
 * Chests are in the five rooms that hold a mission object or the treasure (5 chest tokens).
 *
 * Design notes: corridors are 3-5 zones and bring few enemies; rooms are 4-9 zones with cover and more enemies.
 * With 2 movement, crossing a corridor takes 1-2 turns, so the 21-round clock allows about 8 segments.
 * Balance levers: the modifiers (a −2 means nothing below 3 players) and the exits (more exits, more choice).
 * Balance: every modifier went 1 lower (at most −3; Corridor C keeps the rulebook's −2 Beast-Orcs), since
 * a segment's enemies have the players' number of life each: 4 heroes met 16 times a lone hero's enemy life.
 * Balance: the final boss has the players' number of life like every enemy (ruling LITE-Q-27), so the
 * treasure room has a wall between its deployment zone (2) and the middle (5): the boss cannot be shot from the
 * door; the heroes must come round to the top row, within its reach.
 * Balance (bands for every party size): every modifier went 3 higher (Corridor C keeps the rulebook's
 * −2 Beast-Orcs), and the Guard Room has an Undead and the treasure room the Troll as guards. With enemy life the
 * players' number (ruling LITE-Q-27) and modifiers at −1 to −3, a lone hero met no terrain enemy at all and a pair
 * almost none, so small parties won 75–90%. A higher modifier adds the same enemies at every party size, which is
 * the most to a lone hero; the figure caps (10 Goblins, 6 Orcs, 3 Beast-Orcs) hold 4 heroes' counts where they were
 * nearly; a guard is one figure whatever the party, so it weighs most on the fewest heroes (docs/balance.md).
 * Balance (the solo gap): the Entrance brings players + 2 Goblins (was + 0). Goblins at the start are 3 shooters
 * against a lone hero but 6 of 4 heroes' cap of 10 (fewer left to come later):
 * with the enemy phase deck's change, a lone hero with option 1 lost 6 points and 4 heroes lost 2 (1,000 games).
 */
import type { BasicEnemyId, TerrainSegment } from "./types.js";

// One row per segment, as a table.
// prettier-ignore
export const TERRAIN_SEGMENTS: readonly TerrainSegment[] = [
  { id: "entrance", name: "Entrance", kind: "entrance",
    layout: ["123", "456"], walls: [], entrance: null,
    exits: [{ zone: 1, side: "W" }, { zone: 2, side: "N" }, { zone: 3, side: "E" }],
    deploy: 2, cover: [4, 6], chest: null, heroStart: 5, enemies: { goblin: 2 }, guard: null },
  { id: "corridor-a", name: "Corridor A", kind: "corridor",
    layout: ["1", "2", "3"], walls: [], entrance: { zone: 3, side: "S" },
    exits: [{ zone: 1, side: "N" }],
    deploy: 1, cover: [], chest: null, heroStart: null, enemies: { goblin: 1 }, guard: null },
  { id: "corridor-b", name: "Corridor B", kind: "corridor",
    layout: ["123", ".4.", ".5."], walls: [], entrance: { zone: 5, side: "S" },
    exits: [{ zone: 1, side: "W" }, { zone: 3, side: "E" }],
    deploy: 2, cover: [], chest: null, heroStart: null, enemies: { goblin: 1, orc: 0 }, guard: null },
  { id: "corridor-c", name: "Corridor C", kind: "corridor",
    layout: ["12", "3.", "4."], walls: [], entrance: { zone: 4, side: "S" },
    exits: [{ zone: 2, side: "E" }],
    deploy: 1, cover: [3], chest: null, heroStart: null, enemies: { "beast-orc": -2, goblin: 0 }, guard: null },
  { id: "guard-room", name: "Guard Room", kind: "room",
    layout: ["123", "456"], walls: [], entrance: { zone: 5, side: "S" },
    exits: [{ zone: 2, side: "N" }, { zone: 3, side: "E" }],
    deploy: 1, cover: [4, 6], chest: null, heroStart: null, enemies: { orc: 1, goblin: 2 }, guard: "undead" },
  { id: "spider-nest", name: "Spider Nest", kind: "room",
    layout: ["12", "34"], walls: [], entrance: { zone: 4, side: "S" },
    exits: [{ zone: 1, side: "W" }],
    deploy: 1, cover: [3], chest: null, heroStart: null, enemies: { goblin: 0 }, guard: "spider-queen" },
  { id: "throne-room", name: "Throne Room", kind: "room",
    layout: ["123", "456", "789"], walls: [], entrance: { zone: 8, side: "S" },
    exits: [{ zone: 4, side: "W" }, { zone: 6, side: "E" }],
    deploy: 2, cover: [1, 3], chest: 2, heroStart: null, enemies: { goblin: 2, orc: 0 }, guard: null },
  { id: "barracks", name: "Barracks", kind: "room",
    layout: ["123", "456"], walls: [[2, 5]], entrance: { zone: 4, side: "S" },
    exits: [{ zone: 3, side: "N" }],
    deploy: 2, cover: [6], chest: 1, heroStart: null, enemies: { orc: 1, goblin: 1 }, guard: null },
  { id: "crypt", name: "Crypt", kind: "room",
    layout: ["12", "34", "56"], walls: [[3, 4]], entrance: { zone: 6, side: "S" },
    exits: [{ zone: 1, side: "W" }],
    deploy: 2, cover: [5], chest: 1, heroStart: null, enemies: { goblin: 0, orc: 0 }, guard: "undead" },
  { id: "forge", name: "Forge", kind: "room",
    layout: ["1.2", "345"], walls: [], entrance: { zone: 4, side: "S" },
    exits: [{ zone: 1, side: "N" }, { zone: 5, side: "E" }],
    deploy: 3, cover: [3], chest: 2, heroStart: null, enemies: { "beast-orc": 0, orc: 0 }, guard: null },
  { id: "treasure-room", name: "Treasure Room", kind: "treasure-room",
    layout: ["123", "456", "789"], walls: [[2, 5]], entrance: { zone: 8, side: "S" },
    exits: [],
    deploy: 2, cover: [4, 6], chest: 3, heroStart: null, enemies: { orc: 0, "beast-orc": 0 }, guard: "troll" },
];

/** How many enemies of a basic type a segment brings: players + modifier, never below 0 (LITE-TERRAIN-4/5). */
export function terrainEnemyCount(segment: TerrainSegment, enemy: BasicEnemyId, players: number): number {
  const mod = segment.enemies[enemy];
  return mod === undefined ? 0 : Math.max(0, players + mod);
}

/** Zone numbers of a layout (digits), in reading order. */
export function zoneNumbers(segment: TerrainSegment): number[] {
  return segment.layout
    .join("")
    .split("")
    .filter((ch) => ch !== ".")
    .map(Number);
}
