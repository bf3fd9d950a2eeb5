/**
 * The Enemy Phase as the engine runs it (3) Enemy Phase, Enemy Phase Cards, Doors, Enemy behavior › Undead/Spider;
 * LITE-ENEMY-1/2/4, LITE-ENEMYCARD-2/3/6/7, LITE-ACTION-7, LITE-HERO-11, LITE-BEHAVIOR-10..12/15, LITE-DOOR-4..6,
 * rulings LITE-Q-6, LITE-Q-19, LITE-Q-21, LITE-Q-24, LITE-Q-35, LITE-Q-42). Whom each enemy attacks and where it
 * moves is ./enemies (tested in test/dungeon-lite/enemies/); here: the card, the dice, the reactions, the wounds.
 */
import type { LiteAction, LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, hero, plainAnswer, rigged, runRules, runThrough, started } from "./engine-helpers.js";
import { build, exit } from "./helpers.js";

const RULES = -1;
const step = (s: LiteState, name: string): LiteState => act(s, RULES, { type: "rules", step: name } as LiteAction);
/** The state at the start of an Enemy Phase whose card is `card`. */
const enemyPhase = (s: LiteState, card: string): LiteState => ({
  ...s,
  phase: "enemy",
  auto: "enemy-card",
  turn: null,
  turnsTaken: [],
  enemyDeck: [card, ...s.enemyDeck.filter((c) => c !== card)],
});
/** An RNG for which the next rules' step gives a state that `want` accepts. */
const riggedStep = (s: LiteState, name: string, want: (t: LiteState) => boolean): LiteState => ({
  ...s,
  rng: rigged((rng) => {
    const r = E.apply({ ...s, rng }, RULES, { type: "rules", step: name } as LiteAction);
    return r.ok && want(r.state);
  }),
});
const wounds = (s: LiteState) => s.enemyPhase?.attack?.wounds ?? -1;
const HAND = ["flask-1", "flask-2", "aim-1", "sprint-1"];

function table(
  seats: string[],
  foes: Parameters<typeof enemies>[1],
  patch: Partial<LiteState["heroes"][number]>[] = [],
): LiteState {
  let s = enemies(started("ep", seats), foes);
  s.heroes.forEach((h, i) => (s = hero(s, h.seat, { zone: "entrance/5", hand: HAND.slice(), ...(patch[i] ?? {}) })));
  return s;
}

describe("Dungeon Lite Enemy Phase", () => {
  test("LITE-ENEMY-1 / LITE-ENEMYCARD-2 / LITE-PHASE-1: the card is drawn, the enemies it activates act one by one, then the next round's Event Phase", () => {
    let s = enemyPhase(table(["warrior-male"], [{ type: "orc", zone: "entrance/1" }]), "enemy-b-1");
    s = step(s, "enemy-card");
    expect(s.enemyDiscard[0]).toBe("enemy-b-1");
    expect(s.enemyPhase!.queue).toEqual([1]);
    expect(E.next!(s)).toEqual({ type: "rules", step: "activate" });
    s = runThrough(s);
    expect(s.round).toBe(2);
    expect(s.enemyPhase).toBeNull();
    expect(["player", "event"]).toContain(s.phase);
  });

  test("LITE-ENEMYCARD-3 / LITE-Q-2: when no enemy phase card can be drawn, the game is lost", () => {
    const s = step({ ...table(["warrior-male"], []), phase: "enemy", auto: "enemy-card", enemyDeck: [] }, "enemy-card");
    expect(s.result).toBe("loss");
    expect(E.outcome(s)!.summary).toMatch(/LITE-ENEMYCARD-3/);
  });

  test("LITE-ENEMYCARD-3: with one enemy phase card left it is drawn and played; only the next Enemy Phase, with none, is lost", () => {
    let s = table(["warrior-male"], []);
    const last = s.enemyDeck[0];
    s = step({ ...s, phase: "enemy", auto: "enemy-card", enemyDeck: [last] }, "enemy-card");
    expect(s.result).toBeNull();
    expect(s.enemyDiscard[0]).toBe(last);
    expect(s.enemyDeck).toEqual([]);
    s = runRules(s);
    expect(s.result).toBeNull();
    expect(s.round).toBe(2);
    s = step({ ...s, phase: "enemy", auto: "enemy-card", eventPhase: null, turn: null }, "enemy-card");
    expect(s.result).toBe("loss");
  });

  test("LITE-ENEMYCARD-6 / LITE-ENEMYCARD-7 / LITE-Q-19: with no Goblin in play, card A places one per standing hero in its nearest deployment zone; they move with the Goblins and do not attack", () => {
    let s = table(
      ["warrior-male", "elf-female", "dwarf-male"],
      [{ type: "orc", zone: "entrance/1" }],
      [{}, { knockedOut: true, hand: [] }, {}],
    );
    s = step(enemyPhase(s, "enemy-a-1"), "enemy-card");
    const goblins = s.enemies.filter((e) => e.type === "goblin");
    expect(goblins).toHaveLength(2);
    expect(goblins.every((g) => g.justPlaced && g.zone === "entrance/2")).toBe(true);
    expect([...s.enemyPhase!.queue].sort()).toEqual(goblins.map((g) => g.id).sort()); // the Orc is not card A's
    const events: string[] = [];
    while (s.phase === "enemy" && !E.outcome(s)) {
      const next = E.next!(s);
      const seat = next ? RULES : E.waitingFor!(s)[0];
      const r = E.apply(s, seat, next ?? plainAnswer(s, seat));
      if (!r.ok) throw new Error(r.reason);
      const words = r.events.filter((e) => e.kind === "enemy-activation" || e.kind === "enemy-attack");
      events.push(...words.map((e) => e.text));
      s = r.state;
    }
    expect(events.filter((t) => t.includes("placed this phase"))).toHaveLength(2);
    expect(events.filter((t) => /Goblin (attacks|shoots)/.test(t))).toEqual([]);
    expect(events.some((t) => /^Goblin in zone 2 of the Entrance moves /.test(t))).toBe(true);
    expect(s.enemies.filter((e) => e.type === "goblin").every((g) => !g.justPlaced)).toBe(true);
  });

  test("LITE-ENEMY-2 / LITE-HERO-11 / LITE-Q-21 / LITE-HERO-14: an enemy in the hero's zone attacks in melee against the hero's defense dice; the wounds are cards to discard", () => {
    let s = step(enemyPhase(table(["warrior-male"], [{ type: "orc", zone: "entrance/5" }]), "enemy-b-1"), "enemy-card");
    s = riggedStep(s, "activate", (t) => wounds(t) === 2);
    const r = E.apply(s, RULES, { type: "rules", step: "activate" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.kind === "enemy-attack")!.text).toMatch(
      /The Orc attacks the Warrior: 3 dice, .* against 3 defense dice/,
    );
    // The rolled window opens whatever the hand holds (./hidden-hand.test.ts); this hand has nothing to play.
    expect(E.legal(r.state, 0)).toEqual([{ type: "pass" }]);
    const t = act(r.state, 0, { type: "pass" });
    expect(t.pending).toEqual([{ kind: "discard", seat: 0, count: 2 }]);
    expect(E.next!(t)).toBeNull();
    expect(E.waitingFor!(t)).toEqual([0]);
  });

  test("LITE-Q-6 / LITE-Q-21: from another zone an enemy shoots, within its range and out of cover against the hero's own defense dice, and spends no energy", () => {
    let s = table(["elf-female"], [{ type: "goblin", zone: "entrance/2" }], [{ zone: "entrance/4" }]);
    s = { ...s, map: build(["entrance/2", "N", "corridor-a"]) };
    s = hero(s, 0, { zone: "corridor-a/1" });
    s = step(enemyPhase(s, "enemy-d-1"), "enemy-card"); // everyone attacks, nobody moves
    const r = E.apply(s, RULES, { type: "rules", step: "activate" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = r.events.find((e) => e.kind === "enemy-attack")?.text ?? "";
    expect(text).toMatch(/The Goblin shoots the Elf: 2 dice/);
    expect(text).toContain("against 2 defense dice"); // 3 zones, range 3: no penalty; no cover
    // Enemies have no energy; the shot costs the hero none either, and nothing else in the state counts energy.
    expect(r.state.heroes[0].energy).toBe(s.heroes[0].energy);
    expect(Object.keys(r.state.enemies[0]).some((k) => /energy/i.test(k))).toBe(false);
  });

  test("LITE-COVER-2 / LITE-COVER-3 / LITE-Q-33: a hero in a zone with cover rolls 1 more defense die against an enemy's shot", () => {
    // Entrance 4 has cover, 5 has none; a Goblin one zone north of each shoots under card D (nobody moves).
    const shotAt = (heroZone: string, goblinZone: string) => {
      const s = step(
        enemyPhase(table(["mage-female"], [{ type: "goblin", zone: goblinZone }], [{ zone: heroZone }]), "enemy-d-1"),
        "enemy-card",
      );
      const r = E.apply(s, RULES, { type: "rules", step: "activate" });
      if (!r.ok) throw new Error(r.reason);
      return r.events.find((e) => e.kind === "enemy-attack")!.text;
    };
    expect(shotAt("entrance/5", "entrance/2")).toMatch(/The Goblin shoots the Mage: 2 dice, .* against 1 defense dice/);
    expect(shotAt("entrance/4", "entrance/1")).toMatch(/The Goblin shoots the Mage: 2 dice, .* against 2 defense dice/);
  });

  test("LITE-HERO-6 / LITE-HERO-10 / LITE-ENEMY-2: a basic enemy shooting past its range gives the hero 1 more defense die per zone beyond it", () => {
    // Corridor A north of Entrance 2: Corridor A 1, 2, 3, Entrance 2, 5 in one column; the Mage (defense 1) in 5.
    const shotFrom = (type: "goblin" | "orc", zone: string) => {
      let s = table(["mage-female"], [{ type, zone }], [{ zone: "entrance/5" }]);
      s = { ...s, map: build(["entrance/2", "N", "corridor-a"]) };
      s = step(enemyPhase(s, "enemy-d-1"), "enemy-card");
      const r = E.apply(s, RULES, { type: "rules", step: "activate" });
      if (!r.ok) throw new Error(r.reason);
      return r.events.find((e) => e.kind === "enemy-attack")!.text;
    };
    expect(shotFrom("goblin", "corridor-a/2")).toContain("against 1 defense dice"); // 3 zones, range 3
    expect(shotFrom("goblin", "corridor-a/1")).toContain("against 2 defense dice"); // 4 zones: 1 past
    expect(shotFrom("orc", "corridor-a/1")).toContain("against 3 defense dice"); // range 2: 2 past
  });

  test("LITE-ACTION-7 / Defense: when an enemy's dice against the hero are rolled, the hero may play Defense to prevent 2 wounds, or pass", () => {
    let s = step(
      enemyPhase(
        table(
          ["warrior-male"],
          [{ type: "orc", zone: "entrance/5" }],
          [{ hand: ["defense-1", "flask-1", "aim-1", "sprint-1"] }],
        ),
        "enemy-b-1",
      ),
      "enemy-card",
    );
    s = riggedStep(s, "activate", (t) => wounds(t) === 3);
    s = step(s, "activate");
    expect(s.enemyPhase!.attack!.stage).toBe("rolled");
    expect(E.next!(s)).toBeNull();
    expect(E.waitingFor!(s)).toEqual([0]);
    expect(E.legal(s, 0)).toEqual([{ type: "defend", card: "defense-1" }, { type: "pass" }]);
    s = act(s, 0, { type: "defend", card: "defense-1" });
    expect(s.enemyPhase!.attack!.prevented).toBe(2);
    expect(E.legal(s, 0)).toEqual([{ type: "pass" }]); // 1 wound left, cards held: the window stays open
    s = act(s, 0, { type: "pass" });
    expect(s.pending).toEqual([{ kind: "discard", seat: 0, count: 1 }]); // 3 wounds − 2
    s = act(s, 0, { type: "discard", card: "flask-1" });
    expect(s.heroes[0].hand).toEqual(["aim-1", "sprint-1"]);
  });

  test("Tower Shield (LITE-EQUIP-6): 1 energy when an enemy's dice are rolled prevents 1 wound, once per attack", () => {
    let s = step(
      enemyPhase(
        table(["warrior-male"], [{ type: "orc", zone: "entrance/5" }], [{ equipment: ["tower-shield-1"] }]),
        "enemy-b-1",
      ),
      "enemy-card",
    );
    s = riggedStep(s, "activate", (t) => wounds(t) === 1);
    s = step(s, "activate");
    expect(E.legal(s, 0)).toEqual([{ type: "use-item", card: "tower-shield-1" }, { type: "pass" }]);
    s = act(s, 0, { type: "use-item", card: "tower-shield-1" });
    expect(s.heroes[0].energy).toBe(2);
    expect(s.heroes[0].hand).toEqual(HAND);
    expect(s.enemyPhase!.attack!.stage).toBe("after");
  });

  test("LITE-ENEMY-4 / LITE-Q-42 / LITE-ACTION-7: after each enemy attack on them a hero may Counterattack that enemy, even after attacking in the Player Phase", () => {
    let s = table(
      ["dwarf-male"],
      [{ type: "orc", zone: "entrance/5" }],
      [{ hand: ["counterattack-1", "counterattack-2", "flask-1", "aim-1", "sprint-1"] }],
    );
    s = step(enemyPhase(s, "enemy-b-1"), "enemy-card");
    s = riggedStep(s, "activate", (t) => wounds(t) === 0);
    s = step(s, "activate");
    expect(s.enemyPhase!.attack!.stage).toBe("after");
    expect(E.legal(s, 0)).toContainEqual({ type: "counterattack", card: "counterattack-1" });
    expect(E.waitingFor!(s)).toEqual([0]);
    const r = E.apply(s, 0, { type: "counterattack", card: "counterattack-1" });
    expect(r.ok && r.events.some((e) => e.kind === "hero-attack" && e.text.includes("in melee"))).toBe(true);
    if (!r.ok) return;
    expect(code(r.state, 0, { type: "counterattack", card: "counterattack-2" })).not.toBe("OK"); // one per attack
    expect(code(r.state, 0, { type: "play", card: "counterattack-2" })).not.toBe("OK");
  });

  test("Adrenaline (ruling LITE-Q-16): after an enemy's attack against the hero, discard it to move 1 zone", () => {
    let s = table(
      ["elf-female"],
      [{ type: "orc", zone: "entrance/5" }],
      [{ hand: ["adrenaline-1", "flask-1", "aim-1"] }],
    );
    s = step(enemyPhase(s, "enemy-b-1"), "enemy-card");
    s = riggedStep(s, "activate", (t) => wounds(t) === 0);
    s = step(s, "activate");
    expect(E.legal(s, 0).filter((a) => a.type === "adrenaline").length).toBe(3);
    s = act(s, 0, { type: "adrenaline", card: "adrenaline-1", zone: "entrance/6" });
    expect(s.heroes[0].zone).toBe("entrance/6");
    expect(code(s, 0, { type: "adrenaline", card: "adrenaline-1", zone: "entrance/5" })).not.toBe("OK");
    expect(E.legal(s, 0)).toEqual([{ type: "pass" }]); // cards held: the window stays open until the hero passes
    s = act(s, 0, { type: "pass" });
    expect(E.next!(s)).not.toBeNull(); // the phase goes on
  });

  test("LITE-BEHAVIOR-15 / LITE-HERO-30: a Spider that deals damage poisons the hero: dazed in the next turn; without damage, no poison", () => {
    const spider = () =>
      step(
        enemyPhase(
          table(["warrior-male"], [{ type: "spider", zone: "entrance/5" }], [{ hand: HAND.slice() }]),
          "enemy-b-1",
        ),
        "enemy-card",
      );
    const hurt = act(
      step(
        riggedStep(spider(), "activate", (t) => wounds(t) === 1),
        "activate",
      ),
      0,
      { type: "pass" },
    );
    const discarded = act(hurt, 0, { type: "discard", card: "flask-1" });
    expect(discarded.heroes[0].dazed).toBe(true);
    const missed = step(
      riggedStep(spider(), "activate", (t) => wounds(t) === 0),
      "activate",
    );
    expect(missed.heroes[0].dazed).toBe(false);
  });

  test("critical blocks: the Dwarf's wounds a melee attacker; the Elf's recovers 1 energy; a dazing critical hit dazes (the Necromancer)", () => {
    let s = step(enemyPhase(table(["dwarf-male"], [{ type: "orc", zone: "entrance/5" }]), "enemy-b-1"), "enemy-card");
    s = riggedStep(s, "activate", (t) => t.enemies.length === 0); // the Orc (Life 1) falls to the critical block
    const r = E.apply(s, RULES, { type: "rules", step: "activate" });
    expect(r.ok && r.events.some((e) => e.kind === "critical-block")).toBe(true);
    expect(r.ok && r.state.heroes[0].experience).toBe(2);
    s = step(
      enemyPhase(table(["elf-female"], [{ type: "orc", zone: "entrance/5" }], [{ energy: 1 }]), "enemy-b-1"),
      "enemy-card",
    );
    s = step(
      riggedStep(s, "activate", (t) => t.heroes[0].energy === 2),
      "activate",
    );
    expect(s.heroes[0].energy).toBe(2);
    s = step(
      enemyPhase(table(["warrior-male"], [{ type: "necromancer", zone: "entrance/5" }]), "enemy-d-1"),
      "enemy-card",
    );
    s = step(
      riggedStep(s, "activate", (t) => t.enemyPhase!.attack?.dazes === true),
      "activate",
    );
    while (E.next!(s) === null && E.waitingFor!(s)[0] === 0 && !s.heroes[0].dazed) s = act(s, 0, plainAnswer(s, 0));
    expect(s.heroes[0].dazed).toBe(true);
  });

  test("Protection: +1 defense die for the hero until the end of the next Enemy Phase", () => {
    let s = step(
      enemyPhase(table(["mage-female"], [{ type: "orc", zone: "entrance/5" }], [{ protection: 1 }]), "enemy-b-1"),
      "enemy-card",
    );
    const r = E.apply(s, RULES, { type: "rules", step: "activate" });
    expect(r.ok && r.events.find((e) => e.kind === "enemy-attack")!.text).toContain("against 2 defense dice"); // Mage 1 + 1
    s = runThrough((r as { state: LiteState }).state);
    expect(s.heroes[0].protection).toBe(0);
  });

  test("LITE-BEHAVIOR-10 / LITE-BEHAVIOR-11 / LITE-BEHAVIOR-12 / LITE-Q-24: a knocked-down Undead stays down 2 Enemy Phases and rises at full life in the next Event Phase", () => {
    let s = table(["warrior-male"], [{ type: "undead", zone: "entrance/1", wounds: 0 }]);
    s = { ...s, phase: "player", turn: null, turnsTaken: [] };
    const d = { ...s, enemyPhases: 1 };
    // Knocked down in the Player Phase of round 2 (1 Enemy Phase begun so far).
    const down = { ...d, enemies: d.enemies.map((e) => ({ ...e, wounds: 0, down: 1 })) };
    expect(E.view(down, null).enemies[0].downLeft).toBe(2);
    let t = step(enemyPhase(down, "enemy-d-1"), "enemy-card");
    expect(t.enemyPhase!.queue).toEqual([]); // it does not act
    // Through the phase, the hero answering any attack's window with a pass (an event may have brought a foe).
    t = runThrough(t);
    expect(t.enemies[0].down).toBe(1); // still down after 1 Enemy Phase
    expect(E.view(t, null).enemies[0].downLeft).toBe(1);
    t = runThrough(step(enemyPhase({ ...t, phase: "enemy" }, "enemy-d-2"), "enemy-card"));
    expect(t.enemies[0].down).toBeNull(); // 2 Enemy Phases: it rises in this Event Phase, at full life
    expect(t.enemies[0].wounds).toBe(0);
  });

  test("LITE-DOOR-4 / LITE-DOOR-5 / LITE-TOKENS-5 / LITE-Q-35: the door holds 2 Enemy Phases after enemies reach it and opens in the next Event Phase", () => {
    let s = table(["warrior-male"], [{ type: "orc", zone: "entrance/2" }]);
    s = { ...s, map: { ...build(["entrance/2", "N", "corridor-a"]), door: exit("entrance/2", "N") } };
    s = hero(s, 0, { zone: "corridor-a/1" });
    s = runRules(step(enemyPhase(s, "enemy-d-1"), "enemy-card"));
    expect(s.doorTimer).toBe(2);
    expect(s.map.door).not.toBeNull();
    s = runRules(step(enemyPhase(s, "enemy-d-2"), "enemy-card"));
    expect(s.doorTimer).toBe(1);
    s = runRules(step(enemyPhase(s, "enemy-e-1"), "enemy-card"));
    expect(s.map.door).toBeNull(); // timer out at the end of that phase, opened in the Event Phase
    expect(s.doorTimer).toBeNull();
  });

  test("LITE-INIT-12 / LITE-Q-46: the cards each hero holds are counted at the start of the Enemy Phase, before any is spent", () => {
    const s = step(
      enemyPhase(
        table(["warrior-male", "elf-female"], [{ type: "orc", zone: "entrance/1" }], [{ hand: HAND.slice(0, 3) }, {}]),
        "enemy-b-1",
      ),
      "enemy-card",
    );
    expect(s.enemyPhase!.lifeAtStart).toEqual([3, 4]);
  });
});
