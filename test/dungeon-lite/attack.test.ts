/** A hero's attack (2) Player Phase › B) Attack, Hero Profile Cards, Cover; LITE-ATTACK-*, LITE-HERO-2..12/24, LITE-COVER-*, LITE-TOKENS-2/3, rulings LITE-Q-5, LITE-Q-41). */
import type { AttackFace, DefenseFace } from "@tabletop/shared/dungeon-lite/content/index";
import { rollAttack, rollDefense } from "@tabletop/shared/dungeon-lite/dice";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, hero, inTurn, rigged, started } from "./engine-helpers.js";
import { build } from "./helpers.js";

/** Entrance row 1-2-3 over 4-5-6; Corridor A north of zone 2 (3, 2, 1 going north); Corridor B beyond it. */
const LINE = () => build(["entrance/2", "N", "corridor-a"], ["corridor-a/1", "N", "corridor-b"]);
const HAND = ["flask-1", "flask-2", "sprint-1", "sprint-2", "aim-1", "aim-2"];

function at(
  cls: string,
  zone: string,
  foes: Parameters<typeof enemies>[1],
  patch: Partial<LiteState["heroes"][number]> = {},
  players = 2,
): LiteState {
  const cards = [
    cls,
    ...["warrior-male", "elf-female", "dwarf-male", "mage-male"].filter((c) => c.split("-")[0] !== cls.split("-")[0]),
  ].slice(0, players);
  let s = enemies({ ...started("a", cards), map: LINE() }, foes);
  s = hero(s, 0, { zone, hand: HAND.slice(), ...patch });
  return inTurn(s, 0);
}

/** The RNG that rolls exactly these faces for the attack, then these for the defense. */
const dice = (atk: AttackFace[], def: DefenseFace[]) =>
  rigged((r) => {
    const [a, r2] = rollAttack(r, atk.length);
    const [b] = rollDefense(r2, def.length);
    return a.faces.join() === atk.join() && b.faces.join() === def.join();
  });

const attackEvent = (s: LiteState, a: Parameters<typeof E.apply>[2]) => {
  const r = E.apply(s, 0, a);
  if (!r.ok) throw new Error(r.reason);
  return { state: r.state, text: r.events.find((e) => e.kind === "hero-attack")!.text, events: r.events };
};

describe("Dungeon Lite hero attacks", () => {
  test("LITE-ATTACK-1 / LITE-ATTACK-5 / LITE-ACTION-2 / LITE-HERO-2 / LITE-ATTACK-3: discard any card to attack a chosen enemy; in the hero's zone it rolls the Melee dice", () => {
    const s = at("dwarf-male", "entrance/5", [
      { type: "orc", zone: "entrance/5" },
      { type: "orc", zone: "entrance/5" },
    ]);
    const { state, text } = attackEvent(s, { type: "attack", card: "flask-1", target: 2 });
    expect(state.actionDiscard[0]).toBe("flask-1");
    expect(state.heroes[0].energy).toBe(s.heroes[0].energy);
    expect(text).toMatch(/in melee: 4 dice/);
    expect(text).toContain("against 2 dice");
    expect(code(s, 0, { type: "attack", card: "troll-1", target: 1 })).toBe("CARD_NOT_IN_HAND");
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 99 })).toBe("NO_SUCH_ENEMY");
  });

  test("LITE-HERO-3 / LITE-HERO-4 / LITE-HERO-19 / LITE-TOKENS-1 / LITE-HERO-5: at range the hero rolls the Ranged dice and spends 1 energy; within the range no extra defense", () => {
    const s = at("elf-female", "entrance/5", [{ type: "orc", zone: "corridor-a/2" }]);
    const { state, text } = attackEvent(s, { type: "attack", card: "flask-1", target: 1 });
    expect(text).toMatch(/at range \(3 zones\) for 1 energy: 4 dice/);
    expect(text).toContain("against 2 dice");
    expect(state.heroes[0].energy).toBe(s.heroes[0].energy - 1);
    expect(code(hero(s, 0, { energy: 0 }), 0, { type: "attack", card: "flask-1", target: 1 })).toBe(
      "NOT_ENOUGH_ENERGY",
    );
  });

  test("LITE-HERO-6 / LITE-HERO-7 / LITE-HERO-12: past the range +1 defense die per zone, at most 4 zones away, never above 3 defense dice", () => {
    // Warrior: range 2. An Orc (defense 2) 3 zones away: 3 dice; 4 zones away: 2 + 2 = 4, capped at 3; 5 zones: too far.
    const three = attackEvent(at("warrior-male", "entrance/5", [{ type: "orc", zone: "corridor-a/2" }]), {
      type: "attack",
      card: "flask-1",
      target: 1,
    });
    expect(three.text).toMatch(/\(3 zones, \+1 defense past the range\).*against 3 dice/);
    const four = attackEvent(at("warrior-male", "entrance/5", [{ type: "orc", zone: "corridor-a/1" }]), {
      type: "attack",
      card: "flask-1",
      target: 1,
    });
    expect(four.text).toMatch(/\(4 zones, \+2 defense past the range\).*against 3 dice/);
    const far = at("warrior-male", "entrance/5", [{ type: "goblin", zone: "corridor-b/4" }]);
    expect(code(far, 0, { type: "attack", card: "flask-1", target: 1 })).toBe("OUT_OF_REACH");
  });

  test("LITE-HERO-8 / LITE-HERO-9: a ranged attack needs an orthogonal line of sight; other figures do not block it", () => {
    const s = at("elf-female", "entrance/5", [
      { type: "goblin", zone: "entrance/1" },
      { type: "orc", zone: "entrance/2" },
      { type: "goblin", zone: "corridor-a/3" },
    ]);
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 1 })).toBe("OUT_OF_REACH"); // diagonal
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 3 })).toBe("OK"); // through the Orc's zone
  });

  test("LITE-COVER-1 / LITE-COVER-2 / LITE-COVER-3 / LITE-Q-33: an enemy in a zone with cover rolls +1 defense die against a ranged attack, not in melee", () => {
    const ranged = attackEvent(at("elf-female", "entrance/5", [{ type: "orc", zone: "entrance/4" }]), {
      type: "attack",
      card: "flask-1",
      target: 1,
    });
    expect(ranged.text).toMatch(/\+1 defense for cover\).*against 3 dice/);
    const melee = attackEvent(at("elf-female", "entrance/4", [{ type: "orc", zone: "entrance/4" }]), {
      type: "attack",
      card: "flask-1",
      target: 1,
    });
    expect(melee.text).toContain("against 2 dice");
  });

  test("LITE-ATTACK-6 / LITE-ATTACK-7 / LITE-ATTACK-8 / LITE-ATTACK-9 / LITE-ATTACK-10 / LITE-HERO-24 / LITE-Q-41: blocks cancel normal hits first; a critical that lands counts as a hit and triggers the Warrior's +1 wound", () => {
    let s = at("warrior-male", "entrance/5", [{ type: "orc", zone: "entrance/5" }], {}, 4);
    s = { ...s, rng: dice(["hit", "critical", "blank"], ["block", "blank"]) };
    const r = attackEvent(s, { type: "attack", card: "flask-1", target: 1 });
    expect(r.state.enemies[0].wounds).toBe(2); // the critical lands: 1 + 1
    let t = at("warrior-male", "entrance/5", [{ type: "orc", zone: "entrance/5" }], {}, 4);
    t = { ...t, rng: dice(["hit", "critical", "blank"], ["block", "block"]) };
    expect(attackEvent(t, { type: "attack", card: "flask-1", target: 1 }).state.enemies[0].wounds).toBe(0); // the cancelled critical triggers nothing
    let u = at("warrior-male", "entrance/5", [{ type: "orc", zone: "entrance/5" }], {}, 4);
    u = { ...u, rng: dice(["hit", "hit", "blank"], ["critical", "blank"]) };
    expect(attackEvent(u, { type: "attack", card: "flask-1", target: 1 }).state.enemies[0].wounds).toBe(1); // a critical block blocks like a normal one
  });

  test("LITE-HERO-24: class criticals: the Dwarf's only in melee, the Elf's only at range, the Mage's recovers energy", () => {
    const dwarfRange = {
      ...at("dwarf-male", "entrance/5", [{ type: "beast-orc", zone: "entrance/2" }], {}, 4),
      rng: dice(["critical"], ["blank", "blank"]),
    };
    expect(attackEvent(dwarfRange, { type: "attack", card: "flask-1", target: 1 }).state.enemies[0].wounds).toBe(1);
    const elfRange = {
      ...at("elf-female", "entrance/5", [{ type: "beast-orc", zone: "entrance/2" }], {}, 4),
      rng: dice(["critical", "blank", "blank", "blank"], ["blank", "blank"]),
    };
    expect(attackEvent(elfRange, { type: "attack", card: "flask-1", target: 1 }).state.enemies[0].wounds).toBe(2);
    const mage = {
      ...at("mage-male", "entrance/5", [{ type: "beast-orc", zone: "entrance/5" }], { energy: 2 }, 4),
      rng: dice(["critical"], ["blank", "blank"]),
    };
    const m = attackEvent(mage, { type: "attack", card: "flask-1", target: 1 });
    expect(m.state.heroes[0].energy).toBe(3);
    expect(m.state.enemies[0].wounds).toBe(1);
  });

  test("LITE-ATTACK-11: no attack rolls more than 6 dice (Dwarf 4 + Battle Axe 2 + War Banner 1)", () => {
    let s = at("dwarf-male", "entrance/5", [{ type: "orc", zone: "entrance/5" }], { equipment: ["battle-axe-1"] });
    s = { ...s, missionObject: true, options: { ...s.options, mission: "orc-warlord" } };
    const { text, state } = attackEvent(s, { type: "attack", card: "flask-1", target: 1, items: ["battle-axe-1"] });
    expect(text).toMatch(/: 6 dice/);
    expect(state.heroes[0].energy).toBe(s.heroes[0].energy - 1); // LITE-EQUIP-6
  });

  test("LITE-ATTACK-12 / LITE-TOKENS-2 / LITE-TOKENS-3 / LITE-ATTACK-14 / LITE-XP-2: wounds stay on an enemy and add up, across heroes; at its Life it is eliminated, excess ignored, and its killer gains its experience", () => {
    let s = at("warrior-male", "entrance/5", [{ type: "orc", zone: "entrance/5" }], {}, 2);
    s = { ...s, rng: dice(["hit", "blank", "blank"], ["blank", "blank"]) };
    s = attackEvent(s, { type: "attack", card: "flask-1", target: 1 }).state;
    expect(s.enemies[0].wounds).toBe(1);
    s = act(s, 0, { type: "end-turn" });
    s = inTurn(hero(s, 1, { zone: "entrance/5", hand: HAND.slice() }), 1);
    s = { ...s, rng: dice(["hit", "hit"], ["blank", "blank"]) };
    const r = E.apply(s, 1, { type: "attack", card: "flask-1", target: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.enemies).toEqual([]); // 1 + 2 wounds on Life 2: eliminated, the third ignored
    expect(r.state.heroes[1].experience).toBe(2);
    expect(r.state.heroes[0].experience).toBe(0);
  });

  test("LITE-ATTACK-13 / LITE-ACT-2: after attacking, no action that involves attacking (Aim, Dexterity, Onslaught), even without attacking again", () => {
    let s = at(
      "warrior-male",
      "entrance/5",
      [
        { type: "orc", zone: "entrance/5" },
        { type: "orc", zone: "entrance/5" },
      ],
      { hand: ["flask-1", "aim-1", "dexterity-1", "onslaught-1", "assault-1"] },
    );
    s = act(s, 0, { type: "attack", card: "flask-1", target: 1 });
    for (const card of ["aim-1", "dexterity-1", "onslaught-1", "assault-1"])
      expect(code(s, 0, { type: "play", card })).toBe("ALREADY_ATTACKED");
  });

  test("LITE-Q-5: wounds on enemies are not capped by the 12 damage tokens", () => {
    let s = at(
      "warrior-male",
      "entrance/5",
      [
        { type: "dragon", zone: "entrance/5" },
        { type: "orc", zone: "entrance/4", wounds: 3 },
        { type: "troll", zone: "entrance/6", wounds: 3 },
        { type: "orc", zone: "entrance/1", wounds: 3 },
        { type: "goblin", zone: "entrance/1", wounds: 3 },
        { type: "goblin", zone: "entrance/2", wounds: 3 },
      ],
      {},
      4,
    );
    s = { ...s, rng: dice(["hit", "blank", "blank"], ["blank", "blank", "blank"]) };
    s = attackEvent(s, { type: "attack", card: "flask-1", target: 1 }).state;
    expect(s.enemies.reduce((n, e) => n + e.wounds, 0)).toBe(16); // Life 4 each: 5 × 3 + 1
  });

  test("LITE-PROFILE-1 / LITE-PROFILE-4: an enemy in play takes its attributes from its profile card: defense dice; its Life is the number of players, the Troll's too", () => {
    const s = at(
      "warrior-male",
      "entrance/5",
      [
        { type: "goblin", zone: "entrance/5" },
        { type: "troll", zone: "entrance/5" },
      ],
      {},
      3,
    );
    expect(attackEvent(s, { type: "attack", card: "flask-1", target: 1 }).text).toContain("against 1 dice");
    expect(attackEvent(s, { type: "attack", card: "flask-1", target: 2 }).text).toContain("against 3 dice");
    expect(E.view(s, null).enemies.map((e) => e.life)).toEqual([3, 3]);
  });

  test("LITE-ATTACK-8 / LITE-Q-26 / LITE-Q-27: an enemy's critical block triggers its profile's effect: the Troll's and the bosses' cancel 1 more hit", () => {
    const wounds = (type: "troll" | "orc" | "dragon") => {
      let s = at("warrior-male", "entrance/5", [{ type, zone: "entrance/5" }], {}, 4);
      s = {
        ...s,
        rng: dice(
          ["hit", "hit", "hit"],
          ["critical", "blank", "blank"].slice(0, type === "orc" ? 2 : 3) as DefenseFace[],
        ),
      };
      return attackEvent(s, { type: "attack", card: "flask-1", target: 1 }).state.enemies[0]?.wounds;
    };
    expect(wounds("orc")).toBe(2); // the critical block cancels 1 hit
    expect(wounds("troll")).toBe(1); // and the Troll's 1 more
    expect(wounds("dragon")).toBe(1);
  });

  test("LITE-BEHAVIOR-10 / LITE-BEHAVIOR-11 / LITE-BEHAVIOR-14 / LITE-Q-24: an Undead wounded to its Life by a real attack is knocked down, not slain, and gives no experience", () => {
    let s = at("warrior-male", "entrance/5", [{ type: "undead", zone: "entrance/5" }], { experience: 4 });
    s = { ...s, enemyPhases: 3, rng: dice(["hit", "hit", "hit"], ["blank"]) };
    const { state, text, events } = attackEvent(s, { type: "attack", card: "flask-1", target: 1 });
    expect(text).toMatch(/3 wounds|2 wounds/);
    expect(state.enemies).toEqual([
      { id: 1, type: "undead", zone: "entrance/5", wounds: 0, down: 3, justPlaced: false },
    ]);
    expect(events.some((e) => e.kind === "knocked-down")).toBe(true);
    expect(events.some((e) => e.kind === "enemy-slain" || e.kind === "experience")).toBe(false);
    expect(state.heroes[0].experience).toBe(4);
    expect(E.view(state, null).enemies[0].downLeft).toBe(2);
  });

  test("a knocked-down Undead cannot be attacked (ruling LITE-Q-24)", () => {
    const s = at("warrior-male", "entrance/5", [{ type: "undead", zone: "entrance/5", down: 0 }]);
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 1 })).toBe("NO_SUCH_ENEMY");
    expect(E.legal(s, 0).some((a) => a.type === "attack")).toBe(false);
  });
});
