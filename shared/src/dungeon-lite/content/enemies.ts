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
 * DESIGNED here (rulings LITE-Q-1, LITE-Q-26, LITE-Q-27, LITE-Q-28): 14 = the 7 non-boss types + 7 bosses (4 mission
 * bosses, the Dragon and 2 other final bosses); every attribute; life as the number of players plus a designed
 * bonus (+0 for every non-boss enemy but the Troll and the Queen, +3 the Troll, +2 the Queen, +4 the mission bosses,
 * +5 the final bosses: life = players × `lifePerPlayer` + `lifeBonus`, written `[1, bonus]` in the table); threat,
 * the designed order of "would hurt the party most".
 * Balance (issue 12): a bonus rather than a multiple, because a multiple made a boss 4 times as hard for 4 heroes
 * as for 1 (a solo Dragon fell to 3 wounds, a party's took 12); the bonus keeps the party's scaling and gives the
 * lone hero a real fight.
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
  life: number | readonly [perPlayer: number, bonus: number],
  occupancy: number,
  experience: number,
  threat: number,
  figures: number,
  extra: Partial<Pick<EnemyProfile, "experienceToAll" | "poison" | "undead" | "criticalHit">>,
  text: string,
): Row => ({
  rank,
  melee,
  ranged,
  range,
  defense,
  movement,
  lifePerPlayer: typeof life === "number" ? life : life[0],
  lifeBonus: typeof life === "number" ? 0 : life[1],
  occupancy,
  experience,
  threat,
  figures,
  experienceToAll: extra.experienceToAll ?? false,
  poison: extra.poison ?? false,
  undead: extra.undead ?? false,
  criticalHit: extra.criticalHit ?? null,
  text,
});

const extraWound = { kind: "extra-wound", mode: "any" } as const;

// One row per card, as a table: a card reads on one line.
// prettier-ignore
const ROWS: Readonly<Record<EnemyId, readonly [string, Row]>> = {
  //                                 rank            mel rng ran def mov life   occ xp thr fig
  goblin: ["Goblin", row("basic", 1, 2, 3, 1, 2, 1, 1, 1, 1, 10, {}, "Keeps 2 zones from the nearest hero and shoots.")],
  orc: ["Orc", row("basic", 3, 1, 2, 2, 1, 1, 2, 2, 2, 6, {}, "Seeks melee; stops at cover when it cannot reach it.")],
  "beast-orc": ["Beast-Orc", row("basic", 4, 2, 2, 2, 2, 1, 3, 3, 4, 3, { criticalHit: extraWound }, "Critical hit: +1 wound.")],
  undead: ["Undead", row("secondary", 4, 0, 0, 1, 1, 1, 2, 3, 5, 3, { undead: true }, "Knocked down, not killed; rises after 2 turns. Only banishment removes it.")],
  spider: ["Spider", row("secondary", 3, 0, 0, 1, 2, 1, 2, 2, 3, 2, { poison: true }, "Poisons: a hero it wounds is dazed.")],
  "spider-queen": ["Spider Queen", row("secondary", 4, 0, 0, 2, 2, [1, 2], 3, 4, 6, 1, { poison: true, experienceToAll: true }, "Poisons. Her experience goes to every hero.")],
  troll: ["Troll", row("secondary", 5, 2, 2, 2, 1, [1, 3], 4, 5, 7, 1, { experienceToAll: true, criticalHit: extraWound }, "Throws rocks. Critical hit: +1 wound. Its experience goes to every hero.")],
  "goblin-king": ["Goblin King", row("mission-boss", 3, 3, 3, 2, 2, [1, 4], 3, 6, 8, 1, { criticalHit: extraWound }, "Mission boss of The Goblin King. Critical hit: +1 wound.")],
  "orc-warlord": ["Orc Warlord", row("mission-boss", 5, 1, 2, 3, 1, [1, 4], 3, 6, 8, 1, { criticalHit: extraWound }, "Mission boss of The Orc Warlord. Critical hit: +1 wound.")],
  necromancer: ["Necromancer", row("mission-boss", 2, 3, 3, 2, 1, [1, 4], 3, 6, 8, 1, { criticalHit: { kind: "daze" } }, "Mission boss of The Necromancer. Critical hit: the hero is dazed.")],
  "orc-shaman": ["Orc Shaman", row("mission-boss", 4, 3, 3, 2, 1, [1, 4], 3, 6, 8, 1, { criticalHit: { kind: "daze" } }, "Mission boss of The Demon Forge. Critical hit: the hero is dazed.")],
  dragon: ["Dragon", row("final-boss", 6, 4, 3, 3, 1, [1, 5], 6, 0, 9, 1, { criticalHit: { kind: "daze" } }, "Guards the treasure room. Fire breath: a critical hit dazes the hero.")],
  lich: ["Lich", row("final-boss", 4, 4, 4, 3, 1, [1, 5], 6, 0, 9, 1, { criticalHit: extraWound }, "Final boss of The Necromancer. Critical hit: +1 wound.")],
  "fire-demon": ["Fire Demon", row("final-boss", 6, 2, 2, 3, 2, [1, 5], 6, 0, 9, 1, { criticalHit: extraWound }, "Final boss of The Demon Forge. Critical hit: +1 wound.")],
};

export const ENEMY_IDS = Object.keys(ROWS) as readonly EnemyId[];

/** The 14 enemy profile cards (LITE-COMP-4). */
export const ENEMY_PROFILES: readonly EnemyProfile[] = ENEMY_IDS.map((id) => {
  const [name, r] = ROWS[id];
  return { id, name, ...r };
});

/** The enemy's life in a game of `players` players (LITE-PROFILE-4, ruling LITE-Q-27). */
export const enemyLife = (p: EnemyProfile, players: number): number => p.lifePerPlayer * players + p.lifeBonus;

/** Secondary enemies are every enemy that is not basic, bosses included (LITE-PROFILE-3). */
export const isSecondary = (p: EnemyProfile): boolean => p.rank !== "basic";
export const isBoss = (p: EnemyProfile): boolean => p.rank === "mission-boss" || p.rank === "final-boss";
