import {
  ACTION_CARDS,
  BOSS_FIGURES,
  CHEST_CARDS,
  CLASS_IDS,
  DOOR_FIGURES,
  EFFECT_KINDS,
  ENEMY_FIGURES,
  ENEMY_PHASE_CARDS,
  ENEMY_PROFILES,
  EQUIPMENT_CARDS,
  EXPERIENCE_CARDS,
  HERO_CARDS,
  HERO_FIGURES,
  MAGIC_CARDS,
  MISSION_CARDS,
  TERRAIN_SEGMENTS,
  TOKENS,
  TROLL_CARD_ID,
  actionCard,
  chestCard,
  enemyPhaseCard,
  enemyProfile,
  equipmentCard,
  heroCard,
  isCardId,
  magicCard,
  missionCard,
  terrainSegment,
} from "@tabletop/shared/dungeon-lite/content/index";

describe("Dungeon Lite component counts", () => {
  test("LITE-COMP-1: 8 hero profile cards, male and female of Warrior, Dwarf, Elf and Mage", () => {
    expect(HERO_CARDS).toHaveLength(8);
    expect(CLASS_IDS).toEqual(["warrior", "dwarf", "elf", "mage"]);
    for (const cls of CLASS_IDS)
      expect(
        HERO_CARDS.filter((h) => h.cls === cls)
          .map((h) => h.gender)
          .sort(),
      ).toEqual(["female", "male"]);
  });

  test("LITE-COMP-2: 4 experience cards", () => expect(EXPERIENCE_CARDS).toHaveLength(4));
  test("LITE-COMP-3: 21 enemy phase cards", () => expect(ENEMY_PHASE_CARDS).toHaveLength(21));
  test("LITE-COMP-4: 14 enemy profile cards, one per enemy", () => {
    expect(ENEMY_PROFILES).toHaveLength(14);
    expect(new Set(ENEMY_PROFILES.map((p) => p.id)).size).toBe(14);
  });
  test("LITE-COMP-5: 47 action cards", () => expect(ACTION_CARDS).toHaveLength(47));
  test("LITE-COMP-6: 28 equipment cards", () => expect(EQUIPMENT_CARDS).toHaveLength(28));
  test("LITE-COMP-7: 6 magic cards", () => expect(MAGIC_CARDS).toHaveLength(6));
  test("LITE-COMP-8: 16 chest cards", () => expect(CHEST_CARDS).toHaveLength(16));
  test("LITE-COMP-9: 11 terrain segments", () => expect(TERRAIN_SEGMENTS).toHaveLength(11));
  test("LITE-COMP-10: 4 mission cards, numbered 1 to 4", () => {
    expect(MISSION_CARDS).toHaveLength(4);
    expect(MISSION_CARDS.map((m) => m.number)).toEqual([1, 2, 3, 4]);
  });
  test("LITE-COMP-11 / LITE-COMP-12: 8 hero figures (one per hero card) and 1 Door figure", () => {
    expect(HERO_FIGURES).toBe(HERO_CARDS.length);
    expect(DOOR_FIGURES).toBe(1);
  });

  test("LITE-COMP-13 / LITE-FIGURES-1: 33 enemy figures, capped 10 Goblins, 6 Orcs, 3 Beast-Orcs, 3 Undead, 2 Spiders, 1 Spider Queen, 1 Troll, 7 bosses", () => {
    const caps = Object.fromEntries(ENEMY_PROFILES.map((p) => [p.id, p.figures]));
    expect(caps).toMatchObject({
      goblin: 10,
      orc: 6,
      "beast-orc": 3,
      undead: 3,
      spider: 2,
      "spider-queen": 1,
      troll: 1,
    });
    const bosses = ENEMY_PROFILES.filter((p) => p.rank === "mission-boss" || p.rank === "final-boss");
    expect(bosses).toHaveLength(BOSS_FIGURES);
    expect(bosses.every((b) => b.figures === 1)).toBe(true);
    expect(ENEMY_PROFILES.reduce((n, p) => n + p.figures, 0)).toBe(ENEMY_FIGURES);
    expect(ENEMY_FIGURES).toBe(33);
  });

  test("LITE-COMP-14: 15 energy tokens", () => expect(TOKENS.energy).toBe(15));
  test("LITE-COMP-15: 12 damage tokens", () => expect(TOKENS.damage).toBe(12));
  test("LITE-COMP-16: 4 time tokens", () => expect(TOKENS.time).toBe(4));
  test("LITE-COMP-17: 4 experience tokens", () => expect(TOKENS.experience).toBe(4));
  test("LITE-COMP-18: 5 chest tokens, and no other kind of token", () => {
    expect(TOKENS.chest).toBe(5);
    expect(Object.keys(TOKENS).sort()).toEqual(["chest", "damage", "energy", "experience", "time"]);
  });

  test("every card id is unique across all card kinds, and the lookups find each card", () => {
    const all = [
      ...HERO_CARDS,
      ...ACTION_CARDS,
      ...EQUIPMENT_CARDS,
      ...MAGIC_CARDS,
      ...CHEST_CARDS,
      ...ENEMY_PHASE_CARDS,
    ];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const c of all) expect(isCardId(c.id)).toBe(true);
    expect(isCardId("no-such-card")).toBe(false);
    expect(heroCard("mage-female").cls).toBe("mage");
    expect(actionCard(TROLL_CARD_ID).name).toBe("Troll");
    expect(equipmentCard("long-sword-2").name).toBe("Long Sword");
    expect(magicCard("fire").attack).toBe(true);
    expect(chestCard("holy-water-1").name).toBe("Holy Water");
    expect(enemyPhaseCard("enemy-e-3").kind).toBe("E");
    expect(missionCard("necromancer").finalBoss).toBe("lich");
    expect(enemyProfile("troll").name).toBe("Troll");
    expect(terrainSegment("corridor-c").name).toBe("Corridor C");
    expect(() => actionCard("dragon")).toThrow(/unknown/);
  });

  test("every effect kind in the content is one the engine interprets, and each is used", () => {
    const used = new Set<string>();
    const add = (e: { kind: string } | null) => {
      if (e) used.add(e.kind);
    };
    for (const h of HERO_CARDS) {
      add(h.criticalHit);
      add(h.criticalBlock);
    }
    for (const a of ACTION_CARDS) {
      a.event.forEach(add);
      a.action?.steps.forEach(add);
    }
    for (const e of EQUIPMENT_CARDS) e.effects.forEach(add);
    for (const m of MAGIC_CARDS) add(m.effect);
    for (const c of CHEST_CARDS) c.effects.forEach(add);
    for (const p of ENEMY_PROFILES) add(p.criticalHit);
    for (const m of MISSION_CARDS) add(m.object.effect);
    expect([...used].sort()).toEqual([...EFFECT_KINDS].sort());
  });
});
