import {
  ENEMY_PROFILES,
  EXPERIENCE_TRACK,
  LEVEL_UP_EXPERIENCE,
  MAX_ATTACK_DICE,
  MAX_DEFENSE_DICE,
  MAX_RANGE,
  MISSION_CARDS,
  ZONE_CAPACITY,
  enemyLife,
  enemyProfile,
  isBoss,
  isSecondary,
} from "@tabletop/shared/dungeon-lite/content/index";
import { E, enemies, started } from "./engine-helpers.js";

describe("Dungeon Lite enemy profile cards", () => {
  test("LITE-PROFILE-2 / LITE-PROFILE-3: Goblins, Orcs and Beast-Orcs are basic; every other enemy is secondary", () => {
    expect(ENEMY_PROFILES.filter((p) => p.rank === "basic").map((p) => p.id)).toEqual(["goblin", "orc", "beast-orc"]);
    expect(ENEMY_PROFILES.filter(isSecondary).map((p) => p.id)).toEqual([
      "undead",
      "spider",
      "spider-queen",
      "troll",
      "goblin-king",
      "orc-warlord",
      "necromancer",
      "orc-shaman",
      "dragon",
      "lich",
      "fire-demon",
    ]);
  });

  test("LITE-PROFILE-4 / LITE-Q-27: every enemy's life is the number of players, the Troll, the Queen and the bosses too", () => {
    for (const players of [1, 2, 3, 4]) expect(enemyLife(players)).toBe(players);
    for (const players of [1, 4]) {
      const s = enemies(
        started("life", ["warrior-male", "elf-female", "dwarf-male", "mage-female"].slice(0, players)),
        ENEMY_PROFILES.map((p) => ({ type: p.id, zone: "entrance/5" })),
      );
      expect(E.view(s, null).enemies.map((e) => e.life)).toEqual(ENEMY_PROFILES.map(() => players));
    }
  });

  test("LITE-Q-26: every profile has melee, ranged, range, defense, movement, occupancy and experience within the rulebook's limits", () => {
    for (const p of ENEMY_PROFILES) {
      expect(p.melee).toBeGreaterThanOrEqual(1);
      expect(Math.max(p.melee, p.ranged)).toBeLessThanOrEqual(MAX_ATTACK_DICE);
      expect(p.defense).toBeGreaterThanOrEqual(1);
      expect(p.defense).toBeLessThanOrEqual(MAX_DEFENSE_DICE);
      expect(p.range).toBeLessThanOrEqual(MAX_RANGE);
      expect(p.ranged > 0).toBe(p.range > 0);
      expect(p.movement).toBeGreaterThanOrEqual(1);
    }
  });

  test("LITE-PROFILE-5 / LITE-ZONE-3 / LITE-Q-28: occupancy points from 1 to 6; the final bosses fill a zone alone", () => {
    for (const p of ENEMY_PROFILES) {
      expect(p.occupancy).toBeGreaterThanOrEqual(1);
      expect(p.occupancy).toBeLessThanOrEqual(ZONE_CAPACITY);
    }
    expect(ENEMY_PROFILES.filter((p) => p.occupancy === ZONE_CAPACITY).map((p) => p.rank)).toEqual([
      "final-boss",
      "final-boss",
      "final-boss",
    ]);
  });

  test("LITE-PROFILE-6 / LITE-Q-13: experience grows with danger; no single gain reaches 10, so a hero who spends at 10 never passes the 20-box track", () => {
    for (const p of ENEMY_PROFILES) expect(p.experience).toBeLessThan(LEVEL_UP_EXPERIENCE);
    const most = Math.max(...ENEMY_PROFILES.map((p) => p.experience));
    expect(LEVEL_UP_EXPERIENCE - 1 + most).toBeLessThan(EXPERIENCE_TRACK);
    expect(enemyProfile("goblin").experience).toBeLessThan(enemyProfile("orc").experience);
    expect(enemyProfile("orc").experience).toBeLessThan(enemyProfile("beast-orc").experience);
  });

  test("LITE-BEHAVIOR-10 / LITE-BEHAVIOR-15..17: Undead are knocked down; Spiders poison; the Queen's and the Troll's experience goes to all", () => {
    expect(ENEMY_PROFILES.filter((p) => p.undead).map((p) => p.id)).toEqual(["undead"]);
    expect(ENEMY_PROFILES.filter((p) => p.poison).map((p) => p.id)).toEqual(["spider", "spider-queen"]);
    expect(ENEMY_PROFILES.filter((p) => p.experienceToAll).map((p) => p.id)).toEqual(["spider-queen", "troll"]);
  });

  test("LITE-INIT-13 / LITE-Q-44: at equal attack dice the Spider outranks the Orc and the Queen the Undead; threat breaks every tie of melee dice", () => {
    const spider = enemyProfile("spider"),
      orc = enemyProfile("orc"),
      queen = enemyProfile("spider-queen"),
      undead = enemyProfile("undead");
    expect(spider.melee).toBe(orc.melee);
    expect(spider.threat).toBeGreaterThan(orc.threat);
    expect(queen.melee).toBe(undead.melee);
    expect(queen.threat).toBeGreaterThan(undead.threat);
    const nonBoss = ENEMY_PROFILES.filter((p) => !isBoss(p));
    for (const a of nonBoss)
      for (const b of nonBoss) if (a !== b && a.melee === b.melee) expect(a.threat).not.toBe(b.threat);
  });

  test("LITE-INIT-15: bosses have the highest threat", () => {
    const bossMin = Math.min(...ENEMY_PROFILES.filter(isBoss).map((p) => p.threat));
    for (const p of ENEMY_PROFILES.filter((q) => !isBoss(q))) expect(p.threat).toBeLessThan(bossMin);
  });

  test("LITE-Q-1 / LITE-Q-34: the 7 boss profiles are the 4 mission bosses and the 3 final bosses (the Dragon and two others)", () => {
    const missionBosses = MISSION_CARDS.map((m) => m.missionBoss);
    const finals = [...new Set(MISSION_CARDS.map((m) => m.finalBoss))];
    expect(new Set(missionBosses).size).toBe(4);
    expect(finals.sort()).toEqual(["dragon", "fire-demon", "lich"]);
    for (const b of missionBosses) expect(enemyProfile(b).rank).toBe("mission-boss");
    for (const b of finals) expect(enemyProfile(b).rank).toBe("final-boss");
    expect(
      ENEMY_PROFILES.filter(isBoss)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...missionBosses, ...finals].sort());
  });

  test("LITE-GOAL-2: a final boss grants no experience, since its death ends the game", () => {
    for (const p of ENEMY_PROFILES.filter((q) => q.rank === "final-boss")) expect(p.experience).toBe(0);
  });
});
