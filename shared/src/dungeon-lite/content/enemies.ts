/**
 * Dungeon Lite enemy profile cards.
 *
 * From the rulebook: 14 enemy profile cards (LITE-COMP-4); basic enemies Goblins, Orcs, Beast-Orcs and secondary
 * enemies Spiders, Undead, Troll and mission bosses (LITE-PROFILE-2/3); life equal to the number of players,
 * occupancy points, experience (LITE-PROFILE-4..6); the figure caps 10 Goblins, 6 Orcs, 3 Beast-Orcs, 3 Undead,
 * 2 Spiders, 1 Spider Queen, 1 Troll, 1 Dragon or final boss, and 7 bosses in all (LITE-COMP-13, LITE-FIGURES-1);
 * Spiders poison, Undead are only knocked down, the Queen's and the Troll's experience goes to all heroes
 * (LITE-BEHAVIOR-10..17); the Spider has initiative over the Orc and the Queen over the Undead at equal attack
 * dice (LITE-INIT-13), so those pairs have equal melee dice.
 *
 * DESIGNED here (rulings LITE-Q-1, LITE-Q-26, LITE-Q-28): 14 = the 7 non-boss types + 7 bosses (4 mission bosses,
 * the Dragon and 2 other final bosses); every attribute but life, which is the rulebook's for every enemy, the
 * number of players (`enemyLife`, ruling LITE-Q-27); the critical effects, on a hit and (the Troll and the bosses)
 * on a block (LITE-ATTACK-8); threat, the designed order of "would hurt the party most".
 * Balance (ruling LITE-Q-27): life is no longer a lever, so what made the Troll, the Queen and the bosses
 * last is their defense (3 dice, the most there is) and, for the Troll and the bosses, a critical block that
 * cancels 1 more hit (a hide like the Warrior's armour: about a fifth fewer wounds); the treasure room's wall
 * (content/terrain.ts) keeps the final boss out of sight of the door.
 *
 * Design notes: Goblins are weak and shoot (ranged 2, range 3); Orcs hit hard in melee and throw a little;
 * Beast-Orcs are the strongest basic enemy. Occupancy grows with size: 1 Goblin, 2 Orc/Spider/Undead,
 * 3 Beast-Orc/Queen/mission bosses, 4 Troll, 6 final boss (alone in a zone). Experience grows with danger.
 * A final boss grants no experience: its death ends the game (LITE-GOAL-2).
 */
import type { EnemyId, EnemyProfile } from "./types.js";

type Row = Omit<EnemyProfile, "id" | "name" | "text"> & { text: string };

const row = (
  rank: EnemyProfile["rank"],
  melee: number,
  ranged: number,
  range: number,
  defense: number,
  movement: number,
  occupancy: number,
  experience: number,
  threat: number,
  figures: number,
  extra: Partial<Pick<EnemyProfile, "experienceToAll" | "poison" | "undead" | "criticalHit" | "criticalBlock">>,
  text: string,
): Row => ({
  rank,
  melee,
  ranged,
  range,
  defense,
  movement,
  occupancy,
  experience,
  threat,
  figures,
  experienceToAll: extra.experienceToAll ?? false,
  poison: extra.poison ?? false,
  undead: extra.undead ?? false,
  criticalHit: extra.criticalHit ?? null,
  criticalBlock: extra.criticalBlock ?? null,
  text,
});

const extraWound = { kind: "extra-wound", mode: "any" } as const;
const armour = { kind: "extra-block" } as const;

// One row per card, as a table: a card reads on one line.
// prettier-ignore
const ROWS: Readonly<Record<EnemyId, readonly [string, Row]>> = {
  //                                 rank            mel rng ran def mov occ xp thr fig
  goblin: ["Goblin", row("basic", 1, 2, 3, 1, 2, 1, 1, 1, 10, {}, "Keeps 2 zones from the nearest hero and shoots.")],
  orc: ["Orc", row("basic", 3, 1, 2, 2, 1, 2, 2, 2, 6, {}, "Seeks melee; stops at cover when it cannot reach it.")],
  "beast-orc": ["Beast-Orc", row("basic", 4, 2, 2, 2, 2, 3, 3, 4, 3, { criticalHit: extraWound }, "Critical hit: +1 wound.")],
  undead: ["Undead", row("secondary", 4, 0, 0, 1, 1, 2, 3, 5, 3, { undead: true }, "Knocked down, not killed; rises after 2 turns. Only banishment removes it.")],
  spider: ["Spider", row("secondary", 3, 0, 0, 1, 2, 2, 2, 3, 2, { poison: true }, "Poisons: a hero it wounds is dazed.")],
  "spider-queen": ["Spider Queen", row("secondary", 4, 0, 0, 3, 2, 3, 4, 6, 1, { poison: true, experienceToAll: true }, "Poisons. Her experience goes to every hero.")],
  troll: ["Troll", row("secondary", 5, 2, 2, 3, 1, 4, 5, 7, 1, { experienceToAll: true, criticalHit: extraWound, criticalBlock: armour }, "Throws rocks. Critical hit: +1 wound. Critical block: cancels 1 more hit. Its experience goes to every hero.")],
  "goblin-king": ["Goblin King", row("mission-boss", 3, 3, 3, 3, 2, 3, 6, 8, 1, { criticalHit: extraWound, criticalBlock: armour }, "Mission boss of The Goblin King. Critical hit: +1 wound. Critical block: cancels 1 more hit.")],
  "orc-warlord": ["Orc Warlord", row("mission-boss", 5, 1, 2, 3, 1, 3, 6, 8, 1, { criticalHit: extraWound, criticalBlock: armour }, "Mission boss of The Orc Warlord. Critical hit: +1 wound. Critical block: cancels 1 more hit.")],
  necromancer: ["Necromancer", row("mission-boss", 2, 3, 3, 3, 1, 3, 6, 8, 1, { criticalHit: { kind: "daze" }, criticalBlock: armour }, "Mission boss of The Necromancer. Critical hit: the hero is dazed. Critical block: cancels 1 more hit.")],
  "orc-shaman": ["Orc Shaman", row("mission-boss", 4, 3, 3, 3, 1, 3, 6, 8, 1, { criticalHit: { kind: "daze" }, criticalBlock: armour }, "Mission boss of The Demon Forge. Critical hit: the hero is dazed. Critical block: cancels 1 more hit.")],
  dragon: ["Dragon", row("final-boss", 6, 4, 3, 3, 1, 6, 0, 9, 1, { criticalHit: { kind: "daze" }, criticalBlock: armour }, "Guards the treasure room. Fire breath: a critical hit dazes the hero. Scales: a critical block cancels 1 more hit.")],
  lich: ["Lich", row("final-boss", 4, 4, 4, 3, 1, 6, 0, 9, 1, { criticalHit: extraWound, criticalBlock: armour }, "Final boss of The Necromancer. Critical hit: +1 wound. Critical block: cancels 1 more hit.")],
  "fire-demon": ["Fire Demon", row("final-boss", 6, 2, 2, 3, 2, 6, 0, 9, 1, { criticalHit: extraWound, criticalBlock: armour }, "Final boss of The Demon Forge. Critical hit: +1 wound. Critical block: cancels 1 more hit.")],
};

export const ENEMY_IDS = Object.keys(ROWS) as readonly EnemyId[];

/** The 14 enemy profile cards (LITE-COMP-4). */
export const ENEMY_PROFILES: readonly EnemyProfile[] = ENEMY_IDS.map((id) => {
  const [name, r] = ROWS[id];
  return { id, name, ...r };
});

/** Every enemy's life in a game of `players` players: "Life: equal to the number of players" (LITE-PROFILE-4, ruling LITE-Q-27). */
export const enemyLife = (players: number): number => players;

/** Secondary enemies are every enemy that is not basic, bosses included (LITE-PROFILE-3). */
export const isSecondary = (p: EnemyProfile): boolean => p.rank !== "basic";
export const isBoss = (p: EnemyProfile): boolean => p.rank === "mission-boss" || p.rank === "final-boss";
