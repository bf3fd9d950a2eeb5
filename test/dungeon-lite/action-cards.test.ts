/** Action cards played for their text (Action Cards; 2) Player Phase › C) Action; LITE-ACTION-1/3/6/7, LITE-ACT-1..3, LITE-DOOR-1/2, and the Example of the Player Phase). */
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, hero, inTurn, rigged, started } from "./engine-helpers.js";
import { build, exit } from "./helpers.js";

const LINE = () => build(["entrance/2", "N", "corridor-a"], ["corridor-a/1", "N", "corridor-b"]);
function at(
  cls: string,
  zone: string,
  hand: string[],
  foes: Parameters<typeof enemies>[1] = [],
  patch: Partial<LiteState["heroes"][number]> = {},
): LiteState {
  let s = enemies(
    { ...started("c", [cls, cls.startsWith("warrior") ? "elf-female" : "warrior-male"]), map: LINE() },
    foes,
  );
  s = hero(s, 0, { zone, hand, ...patch });
  return inTurn(s, 0);
}
const textOf = (s: LiteState, seat: number, a: Parameters<typeof E.apply>[2], kind: string) => {
  const r = E.apply(s, seat, a);
  if (!r.ok) throw new Error(r.reason);
  return r.events.filter((e) => e.kind === kind).map((e) => e.text);
};

describe("Dungeon Lite action cards", () => {
  test("LITE-ACTION-1 / LITE-ACT-3: a card is discarded for its text: Drain with 1 more card recovers all energy, then Flask, in the same turn", () => {
    let s = at("mage-female", "entrance/5", ["drain-1", "trap-1", "flask-1", "aim-1"], [], { energy: 1 });
    expect(code(s, 0, { type: "play", card: "drain-1" })).toBe("NOT_ENOUGH_CARDS");
    expect(code(s, 0, { type: "play", card: "drain-1", extra: "drain-1" })).toBe("CARD_NOT_IN_HAND");
    s = act(s, 0, { type: "play", card: "drain-1", extra: "trap-1" });
    expect(s.heroes[0].energy).toBe(5);
    expect(s.actionDiscard.slice(0, 2)).toEqual(["drain-1", "trap-1"]);
    // A card that discards nothing more takes no extra card (found by the fuzzer: an extra was spent, or an id
    // that names no card made the engine throw).
    expect(code(s, 0, { type: "play", card: "flask-1", extra: "aim-1" })).toBe("NO_EXTRA_CARD");
    expect(code(s, 0, { type: "play", card: "flask-1", extra: "xxxxx" })).toBe("NO_EXTRA_CARD");
    s = act(s, 0, { type: "play", card: "flask-1" });
    expect(s.heroes[0].refillNext).toBe(true);
    expect(s.heroes[0].hand).toEqual(["aim-1"]);
  });

  test("LITE-ACTION-6 / LITE-ACTION-7: cards for the enemy turn (Counterattack, Defense, Adrenaline) are not played in the hero's own turn; event cards have no text to play", () => {
    const s = at("warrior-male", "entrance/5", ["counterattack-1", "defense-1", "adrenaline-1", "goblin-1"]);
    expect(code(s, 0, { type: "play", card: "counterattack-1" })).toBe("WRONG_TIME");
    expect(code(s, 0, { type: "play", card: "defense-1" })).toBe("WRONG_TIME");
    expect(code(s, 0, { type: "play", card: "adrenaline-1" })).toBe("WRONG_TIME");
    expect(code(s, 0, { type: "play", card: "goblin-1" })).toBe("WRONG_CARD");
    expect(E.legal(s, 0).filter((a) => a.type === "play")).toEqual([]);
    expect(code(s, 0, { type: "move", card: "counterattack-1" })).toBe("OK"); // any card pays for a basic action
  });

  test("LITE-DOOR-1 / LITE-DOOR-2 / LITE-Q-35: Bar the Door places the Door figure on an open exit of the hero's zone between 2 segments; played again it moves it and resets its time", () => {
    let s = at("warrior-male", "entrance/5", ["bar-the-door-1", "bar-the-door-2"]);
    expect(code(s, 0, { type: "play", card: "bar-the-door-1", exit: exit("entrance/2", "N") })).toBe("NO_DOOR_HERE");
    s = hero(s, 0, { zone: "entrance/2" });
    expect(code(s, 0, { type: "play", card: "bar-the-door-1", exit: exit("entrance/1", "W") })).toBe("NO_DOOR_HERE"); // closed: no segment beyond
    s = act(s, 0, { type: "play", card: "bar-the-door-1", exit: exit("entrance/2", "N") });
    expect(s.map.door).toEqual(exit("entrance/2", "N"));
    s = { ...s, doorTimer: 1 };
    s = hero(s, 0, { zone: "corridor-a/1" }); // the far side of the next exit
    s = act(s, 0, { type: "play", card: "bar-the-door-2", exit: exit("corridor-a/1", "N") });
    expect(s.map.door).toEqual(exit("corridor-a/1", "N"));
    expect(s.doorTimer).toBeNull();
  });

  test("Dexterity: two attacks on different enemies, the card paying for both", () => {
    let s = at(
      "warrior-male",
      "entrance/5",
      ["dexterity-1", "flask-1"],
      [
        { type: "orc", zone: "entrance/5" },
        { type: "goblin", zone: "entrance/5" },
      ],
    );
    s = act(s, 0, { type: "play", card: "dexterity-1" });
    expect(s.turn!.attacked).toBe(true);
    s = act(s, 0, { type: "attack", target: 1 });
    expect(code(s, 0, { type: "attack", target: 1 })).toBe("SAME_TARGET");
    expect(
      E.legal(s, 0)
        .filter((a) => a.type === "attack" && a.card === undefined)
        .map((a) => (a.type === "attack" ? a.target : 0)),
    ).toEqual([2]);
    s = act(s, 0, { type: "attack", target: 2 });
    expect(s.turn!.program).toBeNull();
    expect(s.heroes[0].hand).toEqual(["flask-1"]);
    expect(code(s, 0, { type: "attack", target: 1 })).not.toBe("OK");
  });

  test("Onslaught: a move, then a melee attack with +1 die; attacking ends the move; both Move and Attack are used", () => {
    let s = at("dwarf-male", "entrance/2", ["onslaught-1", "flask-1"], [{ type: "orc", zone: "entrance/5" }]);
    s = act(s, 0, { type: "play", card: "onslaught-1" });
    expect(s.turn!.moved && s.turn!.attacked).toBe(true);
    expect(s.turn!.stepsLeft).toBe(2);
    expect(code(s, 0, { type: "attack", target: 1 })).toBe("OUT_OF_REACH"); // melee only
    s = act(s, 0, { type: "step", zone: "entrance/5" });
    const [text] = textOf(s, 0, { type: "attack", target: 1 }, "hero-attack");
    expect(text).toMatch(/in melee: 5 dice/);
    s = act(s, 0, { type: "attack", target: 1 });
    expect(s.turn!.stepsLeft).toBe(0);
    expect(code(s, 0, { type: "move", card: "flask-1" })).toBe("ALREADY_MOVED");
  });

  test("Assault: an attack, then a move; Sprint: Movement + 2; Aim: a ranged attack with +1 die and +1 range for no energy", () => {
    let s = at(
      "warrior-male",
      "entrance/5",
      ["assault-1", "sprint-1", "aim-1"],
      [{ type: "goblin", zone: "entrance/5" }],
    );
    s = act(s, 0, { type: "play", card: "assault-1" });
    expect(s.turn!.stepsLeft).toBe(0);
    s = act(s, 0, { type: "attack", target: 1 });
    expect(s.turn!.stepsLeft).toBe(2);
    s = act(s, 0, { type: "step", zone: "entrance/2" });
    expect(s.heroes[0].zone).toBe("entrance/2");
    const sprint = act(at("warrior-male", "entrance/5", ["sprint-1"]), 0, { type: "play", card: "sprint-1" });
    expect(sprint.turn!.stepsLeft).toBe(4);
    const aim = at("warrior-male", "entrance/5", ["aim-1"], [{ type: "orc", zone: "corridor-a/2" }]);
    const after = act(aim, 0, { type: "play", card: "aim-1" });
    const [text] = textOf(after, 0, { type: "attack", target: 1 }, "hero-attack");
    expect(text).toMatch(/\(3 zones\): 3 dice/); // range 2 + 1: no penalty; 2 + 1 dice; no energy
    expect(act(after, 0, { type: "attack", target: 1 }).heroes[0].energy).toBe(aim.heroes[0].energy);
  });

  test("Example of the Player Phase (LITE-ACT-3, LITE-ATTACK-14, LITE-OPEN-1): the Mage shoots the Orc with the Goblin card and 1 energy, bars the door behind her, Drains with Trap, spends Flask; the Warrior moves with the Spider card, finishes the Orc and kills the Goblin with Dexterity, and opens a door at no cost", () => {
    // Three heroes, so the Orc and the Goblin have Life 3. Corridor A runs north from the Entrance: zone 3 (its
    // entrance), 2, 1; the enemies stand in zone 1, the Mage and the Warrior in zone 3.
    let s = enemies(
      {
        ...started("ex", ["mage-female", "warrior-male", "elf-female"]),
        map: build(["entrance/2", "N", "corridor-a"]),
        terrainDeck: ["guard-room", "corridor-b"],
      },
      [
        { type: "orc", zone: "corridor-a/1" },
        { type: "goblin", zone: "corridor-a/1" },
      ],
    );
    s = hero(s, 0, { zone: "corridor-a/3", hand: ["goblin-1", "bar-the-door-1", "drain-1", "trap-1", "flask-1"] });
    s = hero(s, 1, { zone: "corridor-a/3", hand: ["spider-1", "dexterity-1", "aim-1"] });
    s = inTurn(s, 0);
    const shoot = { type: "attack" as const, card: "goblin-1", target: 1 };
    s = {
      ...s,
      rng: rigged((rng) => {
        const r = E.apply({ ...s, rng }, 0, shoot);
        return r.ok && r.state.enemies[0].wounds === 2;
      }),
    };
    s = act(s, 0, shoot);
    expect(s.heroes[0].energy).toBe(4);
    expect(s.enemies[0].wounds).toBe(2);
    s = act(s, 0, { type: "play", card: "bar-the-door-1", exit: exit("entrance/2", "N") });
    expect(s.map.door).toEqual(exit("entrance/2", "N"));
    s = act(s, 0, { type: "play", card: "drain-1", extra: "trap-1" });
    expect(s.heroes[0].energy).toBe(5);
    s = act(s, 0, { type: "play", card: "flask-1" });
    expect(s.heroes[0].refillNext).toBe(true);
    s = act(s, 0, { type: "end-turn" });
    s = inTurn(s, 1);
    s = act(s, 1, { type: "move", card: "spider-1" });
    s = act(act(s, 1, { type: "step", zone: "corridor-a/2" }), 1, { type: "step", zone: "corridor-a/1" });
    s = act(s, 1, { type: "play", card: "dexterity-1" });
    const both = (t: LiteState) => {
      const r1 = E.apply(t, 1, { type: "attack", target: 1 });
      if (!r1.ok) return null;
      const r2 = E.apply(r1.state, 1, { type: "attack", target: 2 });
      return r2.ok ? r2.state : null;
    };
    s = { ...s, rng: rigged((rng) => both({ ...s, rng })?.enemies.length === 0) };
    s = both(s)!;
    expect(s.enemies).toEqual([]);
    expect(s.heroes[1].experience).toBe(3); // Orc 2 + Goblin 1
    const hand = s.heroes[1].hand;
    s = act(s, 1, { type: "open-door", zone: "corridor-a/1", side: "N" });
    expect(s.heroes[1].hand).toEqual(hand);
    expect(s.map.segments.map((p) => p.segment)).toEqual(["entrance", "corridor-a", "guard-room"]);
    expect(s.enemies.length).toBeGreaterThan(0);
  });
});
