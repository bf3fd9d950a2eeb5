/**
 * Dungeon Lite mission cards.
 *
 * From the rulebook: 4 mission cards (LITE-COMP-10); a mission calls for terrain segments (Setup step 2), has an
 * objective terrain (LITE-OPEN-11), mission objects obtained like chest cards that benefit all players
 * (LITE-OPEN-21), a mission boss (LITE-INIT-15); 7 boss figures; 1 Dragon "or final boss" (LITE-FIGURES-1).
 *
 * DESIGNED here (rulings LITE-Q-1, LITE-Q-2, LITE-Q-3): each mission names 8 segments for its terrain deck (the
 * treasure room, the three corridors, the Guard Room, the Spider Nest, its objective room and one other room),
 * its objective room with the mission boss and the mission object in the chest, and the final boss of the
 * treasure room: the Dragon in missions 1-2, the Lich and the Fire Demon in 3-4. 4 mission bosses + 3 final
 * bosses = the 7 boss figures. The heroes win when the final boss dies while they hold the mission object.
 */
import type { MissionCard, SegmentId } from "./types.js";

const COMMON: readonly SegmentId[] = [
  "treasure-room",
  "corridor-a",
  "corridor-b",
  "corridor-c",
  "guard-room",
  "spider-nest",
];

// One row per card, as a table: a card reads on one line.
// prettier-ignore
export const MISSION_CARDS: readonly MissionCard[] = [
  { id: "goblin-king", number: 1, name: "The Goblin King", segments: [...COMMON, "throne-room", "forge"],
    objective: "throne-room", missionBoss: "goblin-king", finalBoss: "dragon",
    object: { name: "Goblin Crown", effect: { kind: "stat", stat: "energy", amount: 1 }, text: "Every hero: +1 energy." },
    text: "Take the Goblin Crown from the Throne Room, then slay the Dragon in the treasure room." },
  { id: "orc-warlord", number: 2, name: "The Orc Warlord", segments: [...COMMON, "barracks", "throne-room"],
    objective: "barracks", missionBoss: "orc-warlord", finalBoss: "dragon",
    object: { name: "War Banner", effect: { kind: "stat", stat: "melee", amount: 1 }, text: "Every hero: +1 melee attack die." },
    text: "Take the War Banner from the Barracks, then slay the Dragon in the treasure room." },
  { id: "necromancer", number: 3, name: "The Necromancer", segments: [...COMMON, "crypt", "barracks"],
    objective: "crypt", missionBoss: "necromancer", finalBoss: "lich",
    object: { name: "Grimoire of the Dead", effect: { kind: "banish-on-knockdown" }, text: "Undead knocked down by any hero are banished at once." },
    text: "Take the Grimoire of the Dead from the Crypt, then destroy the Lich in the treasure room." },
  { id: "demon-forge", number: 4, name: "The Demon Forge", segments: [...COMMON, "forge", "crypt"],
    objective: "forge", missionBoss: "orc-shaman", finalBoss: "fire-demon",
    object: { name: "Shaman's Totem", effect: { kind: "stat", stat: "defense", amount: 1 }, text: "Every hero: +1 defense die (at most 3)." },
    text: "Take the Shaman's Totem from the Forge, then slay the Fire Demon in the treasure room." },
];
