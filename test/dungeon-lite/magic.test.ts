/** Magic (Magic Cards; LITE-MAGIC-*, LITE-ATTACK-4, LITE-BEHAVIOR-13/14, LITE-OPEN-20, rulings LITE-Q-15, LITE-Q-33). */
import { terrainSegment } from "@tabletop/shared/dungeon-lite/content/index";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, deckTop, E, enemies, hero, inTurn, rigged, started } from "./engine-helpers.js";
import { build } from "./helpers.js";

const LINE = () => build(["entrance/2", "N", "corridor-a"], ["corridor-a/1", "N", "corridor-b"]);
const HAND = ["flask-1", "flask-2", "sprint-1", "aim-1"];
function mage(
  zone: string,
  magic: string[],
  foes: Parameters<typeof enemies>[1],
  patch: Partial<LiteState["heroes"][number]> = {},
): LiteState {
  let s = enemies({ ...started("m", ["mage-female", "warrior-male"]), map: LINE() }, foes);
  s = hero(s, 0, { zone, magic, hand: HAND.slice(), ...patch });
  s = hero(s, 1, { zone });
  return inTurn(s, 0);
}
/** The state with dice that roll no critical for this action (criticals change energy and wounds). */
const noCritical = (s: LiteState, a: Parameters<typeof E.apply>[2]): LiteState => ({
  ...s,
  rng: rigged((rng) => {
    const r = E.apply({ ...s, rng }, 0, a);
    return r.ok && !r.events.some((e) => e.text.includes("critical"));
  }),
});
const events = (s: LiteState, seat: number, a: Parameters<typeof E.apply>[2]) => {
  const r = E.apply(s, seat, a);
  if (!r.ok) throw new Error(r.reason);
  return r;
};

describe("Dungeon Lite magic", () => {
  test("LITE-MAGIC-1: only the Mage casts", () => {
    let s = enemies(started("m1", ["warrior-male", "mage-female"]), [{ type: "orc", zone: "entrance/5" }]);
    s = inTurn(hero(s, 0, { magic: ["lightning"] }), 0);
    expect(code(s, 0, { type: "cast", spell: "lightning", card: s.heroes[0].hand[0], target: 1 })).toBe("MAGE_ONLY");
  });

  test("LITE-MAGIC-4 / LITE-MAGIC-5 / LITE-MAGIC-6 / LITE-ATTACK-3: an attack spell costs its energy and an action card, and is the turn's Attack", () => {
    let s = mage(
      "entrance/5",
      ["lightning"],
      [
        { type: "orc", zone: "entrance/2" },
        { type: "orc", zone: "entrance/2" },
      ],
    );
    expect(code(s, 0, { type: "cast", spell: "lightning", target: 1 })).toBe("CARD_NOT_IN_HAND");
    const bolt = { type: "cast" as const, spell: "lightning", card: "flask-1", target: 1 };
    const r = events(noCritical(s, bolt), 0, bolt);
    expect(r.state.heroes[0].energy).toBe(3);
    expect(r.state.actionDiscard[0]).toBe("flask-1");
    expect(r.events.find((e) => e.kind === "hero-attack")!.text).toMatch(
      /Lightning on the Orc in zone 2 of the Entrance at range \(1 zone\): 5 dice/,
    );
    s = r.state;
    expect(code(s, 0, { type: "cast", spell: "lightning", card: "flask-2", target: 2 })).toBe("ALREADY_ATTACKED");
    expect(code(s, 0, { type: "attack", card: "flask-2", target: 2 })).toBe("ALREADY_ATTACKED");
    expect(
      code(hero(mage("entrance/5", ["lightning"], [{ type: "orc", zone: "entrance/2" }]), 0, { energy: 1 }), 0, {
        type: "cast",
        spell: "lightning",
        card: "flask-1",
        target: 1,
      }),
    ).toBe("NOT_ENOUGH_ENERGY");
  });

  test("LITE-MAGIC-7 / LITE-ATTACK-4: a spell's range cannot be exceeded, and it needs line of sight", () => {
    const s = mage(
      "entrance/5",
      ["fire", "lightning"],
      [
        { type: "orc", zone: "corridor-a/2" },
        { type: "orc", zone: "entrance/1" },
      ],
    );
    expect(code(s, 0, { type: "cast", spell: "fire", card: "flask-1", zone: "corridor-a/2" })).toBe("OUT_OF_REACH"); // 3 zones, range 2
    expect(code(s, 0, { type: "cast", spell: "lightning", card: "flask-1", target: 1 })).toBe("OK");
    expect(code(s, 0, { type: "cast", spell: "lightning", card: "flask-1", target: 2 })).toBe("OUT_OF_REACH"); // diagonal
  });

  test("Fire hits every standing enemy in one zone, rolling against each", () => {
    const s = mage(
      "entrance/5",
      ["fire"],
      [
        { type: "goblin", zone: "entrance/2" },
        { type: "orc", zone: "entrance/2" },
        { type: "goblin", zone: "entrance/4" },
      ],
    );
    const r = events(s, 0, { type: "cast", spell: "fire", card: "flask-1", zone: "entrance/2" });
    expect(r.events.filter((e) => e.kind === "hero-attack")).toHaveLength(2);
  });

  test("LITE-Q-33: Lightning against an Orc in cover rolls 1 more defense die", () => {
    const open = events(mage("entrance/5", ["lightning"], [{ type: "orc", zone: "entrance/2" }]), 0, {
      type: "cast",
      spell: "lightning",
      card: "flask-1",
      target: 1,
    });
    expect(open.events.find((e) => e.kind === "hero-attack")!.text).toContain("against 2 dice");
    const cover = events(mage("entrance/5", ["lightning"], [{ type: "orc", zone: "entrance/4" }]), 0, {
      type: "cast",
      spell: "lightning",
      card: "flask-1",
      target: 1,
    });
    expect(cover.events.find((e) => e.kind === "hero-attack")!.text).toContain("against 3 dice");
  });

  test("LITE-MAGIC-8 / LITE-MAGIC-2: the other spells cost no card and may be cast as often as energy allows; spells are kept", () => {
    let s = mage("entrance/5", ["healing", "protection"], [], { hand: ["flask-1"] });
    s = deckTop(s, ["aim-1", "aim-2"]);
    s = act(s, 0, { type: "cast", spell: "healing", hero: 0 });
    s = act(s, 0, { type: "cast", spell: "healing", hero: 0 });
    expect(s.heroes[0].hand).toHaveLength(3);
    expect(s.heroes[0].energy).toBe(1);
    s = act(s, 0, { type: "cast", spell: "protection", hero: 1 });
    expect(s.heroes[1].protection).toBe(1);
    expect(s.heroes[0].magic).toEqual(["healing", "protection"]);
    expect(code(s, 0, { type: "cast", spell: "healing", hero: 0 })).toBe("NOT_ENOUGH_ENERGY");
    expect(code(mage("entrance/5", ["healing"], []), 0, { type: "cast", spell: "healing", hero: 1 })).not.toBe("OK"); // the Warrior's hand is full
  });

  test("Mage Staff: spells cost 1 energy less, never below 1", () => {
    const s = mage("entrance/5", ["protection", "lightning"], [{ type: "orc", zone: "entrance/2" }], {
      equipment: ["mage-staff-1"],
    });
    expect(act(s, 0, { type: "cast", spell: "protection", hero: 0 }).heroes[0].energy).toBe(4);
    const bolt = { type: "cast" as const, spell: "lightning", card: "flask-1", target: 1 };
    expect(act(noCritical(s, bolt), 0, bolt).heroes[0].energy).toBe(4);
  });

  test("LITE-BEHAVIOR-13 / LITE-BEHAVIOR-14 / LITE-Q-24: Banishment removes an Undead for good, standing or knocked down, and only then gives its experience", () => {
    let s = mage(
      "entrance/5",
      ["banishment"],
      [
        { type: "undead", zone: "entrance/2" },
        { type: "undead", zone: "entrance/5", down: 0 },
      ],
    );
    s = act(s, 0, { type: "cast", spell: "banishment", target: 1 });
    s = act(s, 0, { type: "cast", spell: "banishment", target: 2 });
    expect(s.enemies).toEqual([]);
    expect(s.heroes[0].experience).toBe(6);
    expect(
      code(mage("entrance/5", ["banishment"], [{ type: "orc", zone: "entrance/5" }]), 0, {
        type: "cast",
        spell: "banishment",
        target: 1,
      }),
    ).toBe("NO_SUCH_ENEMY");
  });

  test("LITE-Q-15: Mind Control: a basic enemy in range moves as the Mage says and attacks another enemy with its own dice; the kill's experience is the Mage's", () => {
    let s = mage(
      "entrance/5",
      ["mind-control"],
      [
        { type: "orc", zone: "entrance/2" },
        { type: "goblin", zone: "entrance/1" },
        { type: "troll", zone: "entrance/2" },
      ],
    );
    expect(code(s, 0, { type: "cast", spell: "mind-control", card: "flask-1", target: 3 })).toBe("NO_SUCH_ENEMY"); // basic only
    s = act(s, 0, { type: "cast", spell: "mind-control", card: "flask-1", target: 1 });
    expect(E.legal(s, 0).filter((a) => a.type === "control-move").length).toBeGreaterThan(0);
    s = act(s, 0, { type: "control-move", zone: "entrance/1" });
    expect(s.enemies[0].zone).toBe("entrance/1");
    expect(code(s, 0, { type: "control-move", zone: "entrance/2" })).toBe("ALREADY_MOVED");
    const hit = { type: "control-attack" as const, target: 2 };
    s = {
      ...s,
      rng: rigged((rng) => {
        const r = E.apply({ ...s, rng }, 0, hit);
        return r.ok && r.state.enemies.length === 2;
      }),
    };
    const r = events(s, 0, hit);
    expect(r.events.find((e) => e.kind === "control-attack")!.text).toMatch(
      /controlled Orc attacks the Goblin in melee: \d hits?/,
    );
    expect(r.state.heroes[0].experience).toBe(1);
    expect(r.state.turn!.control).toBeNull();
  });

  test("LITE-OPEN-20 / LITE-Q-43: an enemy under the Mage's control may open a chest; the Mage takes the card", () => {
    let s = enemies({ ...started("m9", ["mage-female", "warrior-male"]), map: build(["entrance/3", "E", "forge"]) }, [
      { type: "goblin", zone: "entrance/6" },
    ]);
    const chest = `forge/${terrainSegment("forge").chest}`;
    s = inTurn(hero(s, 0, { zone: "entrance/5", magic: ["mind-control"], hand: HAND.slice() }), 0);
    s = act(s, 0, { type: "cast", spell: "mind-control", card: "flask-1", target: 1 });
    expect(code(s, 0, { type: "control-chest" })).toBe("NO_CHEST_HERE");
    s = { ...s, enemies: s.enemies.map((e) => ({ ...e, zone: chest })) };
    s = {
      ...s,
      rng: rigged((rng) => {
        const r = E.apply({ ...s, rng }, 0, { type: "control-chest" });
        return r.ok && r.state.chestsOpened.length === 1;
      }),
    };
    s = act(s, 0, { type: "control-chest" });
    expect(s.chestsOpened).toEqual(["forge"]);
    expect(s.heroes[0].chest).toHaveLength(1);
  });
});
