/** Chests and chest cards (Chest Cards; 2) Player Phase › Opening chests; LITE-CHEST-*, LITE-OPEN-15..21, rulings LITE-Q-17, LITE-Q-18, LITE-Q-43). */
import { CHEST_CARDS, EQUIPMENT_CARDS, HERO_CARDS, terrainSegment } from "@tabletop/shared/dungeon-lite/content/index";
import { rollAttack, rollDefense } from "@tabletop/shared/dungeon-lite/dice";
import { giveChestCard } from "@tabletop/shared/dungeon-lite/receive";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import type { AttackFace, DefenseFace } from "@tabletop/shared/dungeon-lite/content/index";
import { act, code, E, enemies, hero, inTurn, rigged, started } from "./engine-helpers.js";
import { build } from "./helpers.js";

/** The Throne Room (the objective of mission 1) north of Corridor B, the Forge east of the Entrance. */
const MAP = () =>
  build(["entrance/2", "N", "corridor-b"], ["corridor-b/1", "W", "throne-room"], ["entrance/3", "E", "forge"]);
const FORGE_CHEST = `forge/${terrainSegment("forge").chest}`;
const THRONE_CHEST = `throne-room/${terrainSegment("throne-room").chest}`;
const HAND = ["flask-1", "flask-2", "aim-1"];
function table(
  zone: string,
  foes: Parameters<typeof enemies>[1] = [],
  players = ["warrior-male", "elf-female", "dwarf-male"],
): LiteState {
  let s = enemies({ ...started("ch", players), map: MAP() }, foes);
  for (const h of s.heroes) s = hero(s, h.seat, { zone, hand: HAND.slice() });
  return s;
}
const dice = (atk: AttackFace[], def: DefenseFace[]) =>
  rigged((r) => {
    const [a, r2] = rollAttack(r, atk.length);
    const [b] = rollDefense(r2, def.length);
    return a.faces.join() === atk.join() && b.faces.join() === def.join();
  });

describe("Dungeon Lite chests", () => {
  test("LITE-OPEN-15 / LITE-OPEN-18 / LITE-CHEST-1 / LITE-OPEN-1: in the chest's zone the hero rolls 3 attack dice at no cost; a hit opens it and the hero takes the top chest card", () => {
    let s = inTurn(table(FORGE_CHEST), 0);
    expect(code(inTurn(table("entrance/5"), 0), 0, { type: "open-chest" })).toBe("NO_CHEST_HERE");
    const top = s.chestDeck[0];
    s = { ...s, rng: dice(["hit", "blank", "blank"], []) };
    s = act(s, 0, { type: "open-chest" });
    expect(s.chestsOpened).toEqual(["forge"]);
    expect(s.heroes[0].chest).toEqual([top]);
    expect(s.heroes[0].hand).toEqual(HAND);
    expect(code(s, 0, { type: "open-chest" })).toBe("NO_CHEST_HERE"); // one chest per room, now gone
  });

  test("LITE-OPEN-16 / LITE-OPEN-17 / LITE-OPEN-18 / LITE-Q-43: 1 defense die per enemy in the zone (at most 3); each block, normal or critical, cancels 1 normal hit; a critical hit is never cancelled and opens it", () => {
    const foes = Array.from({ length: 4 }, () => ({ type: "goblin" as const, zone: FORGE_CHEST }));
    let s = inTurn(table(FORGE_CHEST, foes), 0);
    const r = E.apply({ ...s, rng: dice(["hit", "hit", "critical"], ["block", "critical", "blank"]) }, 0, {
      type: "open-chest",
    });
    expect(r.ok && r.events.find((e) => e.kind === "chest-roll")!.text).toMatch(/against 3 defense dice.*it opens/);
    s = { ...s, rng: dice(["hit", "hit", "blank"], ["block", "critical", "blank"]) };
    s = act(s, 0, { type: "open-chest" });
    expect(s.chestsOpened).toEqual([]); // 2 normal hits, 2 blocks
    const three = inTurn(table(FORGE_CHEST, foes.slice(0, 3)), 0);
    // 1 normal hit and 1 critical against 3 blocks: the blocks cancel the normal hit only
    expect(
      act({ ...three, rng: dice(["hit", "critical", "blank"], ["block", "critical", "block"]) }, 0, {
        type: "open-chest",
      }).chestsOpened,
    ).toEqual(["forge"]);
    const one = inTurn(table(FORGE_CHEST, foes.slice(0, 1)), 0);
    expect(
      act({ ...one, rng: dice(["critical", "blank", "blank"], ["critical"]) }, 0, { type: "open-chest" }).chestsOpened,
    ).toEqual(["forge"]);
    const crit = inTurn(table(FORGE_CHEST), 0);
    expect(
      act({ ...crit, rng: dice(["critical", "blank", "blank"], []) }, 0, { type: "open-chest" }).chestsOpened,
    ).toEqual(["forge"]);
  });

  test("LITE-OPEN-19: each hero in the zone may try once per turn", () => {
    let s = inTurn(
      table(FORGE_CHEST, [
        { type: "orc", zone: FORGE_CHEST },
        { type: "orc", zone: FORGE_CHEST },
        { type: "orc", zone: FORGE_CHEST },
      ]),
      0,
    );
    s = { ...s, rng: dice(["blank", "blank", "blank"], ["blank", "blank", "blank"]) };
    s = act(s, 0, { type: "open-chest" });
    expect(code(s, 0, { type: "open-chest" })).toBe("CHEST_TRIED");
    expect(E.legal(s, 0).some((a) => a.type === "open-chest")).toBe(false);
    s = inTurn(act(s, 0, { type: "end-turn" }), 1);
    expect(code(s, 1, { type: "open-chest" })).toBe("OK");
  });

  test("LITE-OPEN-21 / LITE-Q-43 / LITE-GOAL-3: the objective room's chest holds the mission object, for all, and gives a chest card to every standing hero", () => {
    let s = table(THRONE_CHEST);
    s = hero(s, 2, { knockedOut: true, hand: [] });
    s = inTurn(s, 0);
    s = act({ ...s, rng: dice(["hit", "hit", "hit"], []) }, 0, { type: "open-chest" });
    expect(s.missionObject).toBe(true);
    expect(s.heroes.map((h) => h.chest.length)).toEqual([1, 1, 0]);
    expect(E.view(s, 0).heroes.map((h) => h.maxEnergy)).toEqual([4, 5, 3]); // Goblin Crown: +1 energy for all
  });

  test("LITE-CHEST-7 / LITE-CHEST-8: a drawn duplicate goes back, another is drawn, and the chest deck is then shuffled", () => {
    let s = table("entrance/5");
    s = hero(s, 0, { chest: ["healing-potion-1"] });
    s = { ...s, chestDeck: ["healing-potion-2", "rations-1", "fire-bomb-1", "healing-potion-3"] };
    const d = { ...s };
    const events: { kind: string; text: string }[] = [];
    giveChestCard(d, 0, events);
    expect(d.heroes[0].chest).toEqual(["healing-potion-1", "rations-1"]);
    expect([...d.chestDeck].sort()).toEqual(["fire-bomb-1", "healing-potion-2", "healing-potion-3"]);
    expect(events.some((e) => e.kind === "chest-duplicate")).toBe(true);
  });

  test("LITE-CHEST-10 / LITE-Q-17: used chest cards are shuffled into a new chest deck when it runs out", () => {
    let s = table("entrance/5");
    s = { ...s, chestDeck: [], chestDiscard: ["rations-1", "fire-bomb-1"] };
    const d = { ...s };
    const events: { kind: string; text: string }[] = [];
    giveChestCard(d, 0, events);
    expect(events.some((e) => e.kind === "chest-deck-reshuffled")).toBe(true);
    expect(d.heroes[0].chest).toHaveLength(1);
    expect(d.chestDeck).toHaveLength(1);
    expect(d.chestDiscard).toEqual([]);
  });

  test("LITE-CHEST-2 / LITE-CHEST-4 / LITE-CHEST-3: using a chest item costs no card and no energy and removes it; chest equipment is kept", () => {
    let s = table("entrance/5");
    s = hero(s, 0, { chest: ["energy-potion-1", "magic-shield-1"], energy: 0, hand: HAND.slice(0, 2) });
    s = inTurn(s, 0);
    expect(E.legal(s, 0).filter((a) => a.type === "use-item")).toEqual([{ type: "use-item", card: "energy-potion-1" }]);
    s = act(s, 0, { type: "use-item", card: "energy-potion-1" });
    expect(s.heroes[0].energy).toBe(3);
    expect(s.heroes[0].hand).toEqual(HAND.slice(0, 2));
    expect(s.heroes[0].chest).toEqual(["magic-shield-1"]);
    expect(s.chestDiscard).toEqual(["energy-potion-1"]);
  });

  test("LITE-CHEST-5 / LITE-CHEST-6: a chest weapon is an attack and cannot exceed its range", () => {
    let s = table("entrance/5", [
      { type: "orc", zone: "entrance/2" },
      { type: "orc", zone: "corridor-b/4" },
      { type: "orc", zone: "corridor-b/2" },
    ]);
    s = inTurn(hero(s, 0, { chest: ["throwing-axe-1", "scroll-of-lightning-1"] }), 0);
    expect(code(s, 0, { type: "use-item", card: "throwing-axe-1", target: 3 })).toBe("OUT_OF_REACH"); // 3 zones, range 2
    s = act(s, 0, { type: "use-item", card: "throwing-axe-1", target: 1 });
    expect(code(s, 0, { type: "use-item", card: "scroll-of-lightning-1", target: 2 })).toBe("ALREADY_ATTACKED");
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 2 })).toBe("ALREADY_ATTACKED");
  });

  test("Holy Water banishes an Undead in the hero's zone or 1 zone away (LITE-BEHAVIOR-13)", () => {
    let s = inTurn(
      hero(table("entrance/5", [{ type: "undead", zone: "entrance/2" }]), 0, { chest: ["holy-water-1"] }),
      0,
    );
    s = act(s, 0, { type: "use-item", card: "holy-water-1", target: 1 });
    expect(s.enemies).toEqual([]);
    expect(s.heroes[0].experience).toBe(3);
  });

  test("LITE-CHEST-9 / LITE-Q-18: heroes in one zone exchange chest cards at no cost in any phase of a round, in anyone's turn or between the rules' steps; never while a choice is pending, never to hold 2 identical", () => {
    let s = table("entrance/5");
    s = hero(s, 0, { chest: ["rations-1", "fire-bomb-1"] });
    s = hero(s, 1, { chest: ["rations-2"] });
    s = hero(s, 2, { zone: "entrance/4" });
    const bomb = { type: "give", card: "fire-bomb-1", to: 1 } as const;
    expect(code(s, 0, bomb)).toBe("OK"); // between turns
    expect(E.legal(s, 0)).toContainEqual(bomb);
    expect(code(s, 0, { type: "give", card: "rations-1", to: 1 })).toBe("IDENTICAL_CARD");
    expect(code(s, 0, { type: "give", card: "fire-bomb-1", to: 2 })).toBe("NOT_IN_ZONE");
    expect(code(hero(s, 1, { knockedOut: true, hand: [] }), 0, bomb)).toBe("KNOCKED_OUT");
    const third = inTurn(s, 2); // neither the giver's nor the receiver's turn
    expect(code(third, 0, bomb)).toBe("OK");
    expect(E.legal(third, 0)).toEqual([bomb]);
    // The Event Phase and the Enemy Phase, while the rules take their own steps: the give is the one action allowed.
    const event: LiteState = { ...s, phase: "event", auto: "event-draw", eventPhase: { seats: [0, 1, 2], left: null } };
    const enemy: LiteState = { ...s, phase: "enemy", auto: "enemy-card", turnsTaken: [0, 1, 2] };
    for (const t of [event, enemy]) {
      expect(E.next!(t)).not.toBeNull();
      expect(E.waitingFor!(t)).toEqual([]);
      expect(E.legal(t, 0)).toEqual([bomb]);
      expect(act(t, 0, bomb).heroes[1].chest).toEqual(["rations-2", "fire-bomb-1"]);
      expect(code(t, 0, { type: "end-turn" })).toBe("WAITING_FOR_CHOICE");
    }
    const choosing: LiteState = { ...s, pending: [{ kind: "discard", seat: 1, count: 1 }] };
    expect(code(choosing, 0, bomb)).toBe("WAITING_FOR_CHOICE");
    expect(E.legal(choosing, 0)).toEqual([]);
  });

  test("LITE-HERO-13 / LITE-HERO-14: giving away the Ring of Life leaves Life 1 lower; a hero then holding more cards than Life discards down to Life at once, choosing the card", () => {
    let s = table("entrance/5", [], ["warrior-male", "elf-female"]);
    const seven = ["flask-1", "flask-2", "aim-1", "aim-2", "sprint-1", "sprint-2", "drain-1"];
    s = inTurn(hero(s, 0, { chest: ["ring-of-life-1"], hand: seven }), 0);
    expect(E.view(s, 0).heroes[0].life).toBe(7); // Warrior 6 + the Ring
    s = act(s, 0, { type: "give", card: "ring-of-life-1", to: 1 });
    expect(s.heroes[1].chest).toEqual(["ring-of-life-1"]);
    expect(s.pending).toEqual([{ kind: "discard", seat: 0, count: 1 }]);
    expect(E.waitingFor!(s)).toEqual([0]);
    expect(E.legal(s, 0)).toEqual(seven.map((card) => ({ type: "discard", card })));
    expect(code(s, 0, { type: "end-turn" })).toBe("WAITING_FOR_CHOICE");
    const r = E.apply(s, 0, { type: "discard", card: "drain-1" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.heroes[0].hand).toEqual(seven.slice(0, 6));
    expect(r.state.heroes[0].knockedOut).toBe(false);
    expect(r.state.pending).toEqual([]);
    expect(r.events.find((e) => e.kind === "discard")!.text).toMatch(/no more cards than Life/);
    // With no more cards than the Life left, nothing is discarded.
    let t = inTurn(hero(table("entrance/5", [], ["warrior-male", "elf-female"]), 0, { chest: ["ring-of-life-1"] }), 0);
    t = act(hero(t, 0, { hand: seven.slice(0, 6) }), 0, { type: "give", card: "ring-of-life-1", to: 1 });
    expect(t.pending).toEqual([]);
  });

  test("LITE-HERO-13 / LITE-HERO-29: Life drops in no other way: the Life effects are kept equipment and the Ring of Life, and the dazed side changes only movement", () => {
    const lifeItems = [
      ...EQUIPMENT_CARDS.filter((c) => c.effects.some((e) => e.kind === "stat" && e.stat === "life")),
      ...CHEST_CARDS.filter((c) => c.effects.some((e) => e.kind === "stat" && e.stat === "life")),
    ].map((c) => c.name);
    expect([...new Set(lifeItems)].sort()).toEqual(["Ring of Life", "Ring of Vigor"]);
    // The Ring of Life is chest equipment: never used up (not an item used in a turn); only a give moves it.
    expect(CHEST_CARDS.find((c) => c.name === "Ring of Life")!.kind).toBe("equipment");
    for (const h of HERO_CARDS) expect(Object.keys(h.dazed)).toEqual(["movement"]);
    const s = inTurn(hero(table("entrance/5"), 0, { chest: ["ring-of-life-1"], dazed: true }), 0);
    expect(E.view(s, 0).heroes[0].life).toBe(7);
    expect(code(s, 0, { type: "use-item", card: "ring-of-life-1" })).toBe("NOT_HELD");
  });
});
