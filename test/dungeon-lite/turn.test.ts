/** The Player Phase's turns and the Move (2) Player Phase, A) Move; LITE-PLAYER-*, LITE-MOVE-*, LITE-HERO-21..23/31/32, rulings LITE-Q-11, LITE-Q-12, LITE-Q-32, LITE-Q-42). */
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, hero, inTurn, started } from "./engine-helpers.js";
import { build, exit } from "./helpers.js";

const TWO = ["warrior-male", "elf-female"];
const base = (seed = "t") => enemies(started(seed, TWO), []);
const card = (s: LiteState, seat: number, i = 0) => s.heroes[seat].hand[i];
describe("Dungeon Lite turns and movement", () => {
  test("LITE-PLAYER-1 / LITE-PLAYER-2: the heroes act in the order they agree (whoever claims the next turn), each finishing before the next begins", () => {
    let s = base();
    expect(E.waitingFor!(s)).toEqual([0, 1]);
    // Claiming the turn, or proposing the order (turn-order.test.ts).
    expect(E.legal(s, 1).filter((a) => a.type !== "propose-order")).toEqual([{ type: "take-turn" }]);
    s = inTurn(s, 1); // the Elf goes first
    expect(code(s, 0, { type: "take-turn" })).toBe("TURN_UNDER_WAY");
    expect(code(s, 0, { type: "move", card: card(s, 0) })).toBe("NOT_YOUR_TURN");
    expect(E.waitingFor!(s)).toEqual([1]);
    s = act(s, 1, { type: "end-turn" });
    expect(code(s, 1, { type: "take-turn" })).toBe("TURN_TAKEN");
    expect(E.legal(s, 1)).toEqual([]);
    s = act(inTurn(s, 0), 0, { type: "end-turn" });
    expect(s.phase).toBe("enemy");
    expect(E.next!(s)).toEqual({ type: "rules", step: "enemy-card" });
  });

  test("LITE-MOVE-1 / LITE-HERO-21 / LITE-ACTION-2: discard any card to move up to Movement: 1 or 2 zones for the Warrior", () => {
    let s = inTurn(base(), 0);
    const c = card(s, 0);
    s = act(s, 0, { type: "move", card: c });
    expect(s.actionDiscard[0]).toBe(c);
    expect(s.heroes[0].hand).not.toContain(c);
    expect(
      E.legal(s, 0)
        .filter((a) => a.type === "step")
        .map((a) => (a.type === "step" ? a.zone : ""))
        .sort(),
    ).toEqual(["entrance/2", "entrance/4", "entrance/6"]);
    s = act(s, 0, { type: "step", zone: "entrance/2" });
    s = act(s, 0, { type: "step", zone: "entrance/1" });
    expect(code(s, 0, { type: "step", zone: "entrance/4" })).toBe("NO_MOVE_LEFT");
    expect(s.heroes[0].zone).toBe("entrance/1");
    const one = act(act(inTurn(base(), 1), 1, { type: "move", card: card(base(), 1) }), 1, {
      type: "step",
      zone: "entrance/6",
    });
    expect(act(one, 1, { type: "end-turn" }).heroes[1].zone).toBe("entrance/6"); // stopping short is fine
    expect(code(inTurn(base(), 0), 0, { type: "step", zone: "entrance/2" })).toBe("NO_MOVE_LEFT");
    expect(code(inTurn(base(), 0), 0, { type: "step", zone: "entrance/1" })).toBe("NO_MOVE_LEFT");
  });

  test("LITE-MOVE-2 / LITE-MOVE-3 / LITE-ACT-1: one Move per turn; after it no action that involves movement (Onslaught, Assault, Sprint), even without moving", () => {
    let s = inTurn(base(), 0);
    s = hero(s, 0, { hand: ["onslaught-1", "assault-1", "sprint-1", "flask-1", "aim-1"] });
    s = act(s, 0, { type: "move", card: "flask-1" });
    expect(code(s, 0, { type: "move", card: "aim-1" })).toBe("ALREADY_MOVED");
    expect(code(s, 0, { type: "play", card: "onslaught-1" })).toBe("ALREADY_MOVED");
    expect(code(s, 0, { type: "play", card: "assault-1" })).toBe("ALREADY_MOVED");
    expect(code(s, 0, { type: "play", card: "sprint-1" })).toBe("ALREADY_MOVED");
    let t = inTurn(base(), 0);
    t = hero(t, 0, { hand: ["sprint-1", "flask-1"] });
    t = act(t, 0, { type: "play", card: "sprint-1" }); // a card that moves uses up the Move (LITE-ACT-1)
    t = act(t, 0, { type: "end-turn" });
    expect(t.heroes[0].zone).toBe("entrance/5");
    let u = inTurn(base(), 0);
    u = hero(u, 0, { hand: ["sprint-1", "flask-1"] });
    u = act(u, 0, { type: "play", card: "sprint-1" });
    expect(code(u, 0, { type: "move", card: "flask-1" })).toBe("ALREADY_MOVED");
  });

  test("LITE-HERO-22 / LITE-Q-11 / LITE-PLAYER-3 / LITE-ACTION-3: the move is one unbroken run: another action ends it; a hero may attack first and then move", () => {
    let s = enemies(inTurn(base(), 0), [
      { type: "goblin", zone: "entrance/5" },
      { type: "goblin", zone: "entrance/4" },
    ]);
    s = hero(s, 0, { hand: ["flask-1", "aim-1", "sprint-1", "drain-1"] });
    s = act(s, 0, { type: "move", card: "flask-1" });
    s = act(s, 0, { type: "step", zone: "entrance/4" });
    s = act(s, 0, { type: "attack", card: "aim-1", target: 2 });
    expect(s.turn!.stepsLeft).toBe(0);
    expect(code(s, 0, { type: "step", zone: "entrance/5" })).toBe("NO_MOVE_LEFT");
    let t = enemies(inTurn(base(), 0), [{ type: "goblin", zone: "entrance/5" }]);
    t = hero(t, 0, { hand: ["flask-1", "aim-1"] });
    t = act(t, 0, { type: "attack", card: "aim-1", target: 1 }); // attack first ...
    t = act(t, 0, { type: "move", card: "flask-1" }); // ... then move
    t = act(t, 0, { type: "step", zone: "entrance/2" });
    expect(t.heroes[0].zone).toBe("entrance/2");
  });

  test("LITE-HERO-23: a hero may move, open a door, and go on with the movement left, forward or back", () => {
    let s = inTurn(base(), 0);
    s = act(s, 0, { type: "move", card: card(s, 0) });
    s = act(s, 0, { type: "step", zone: "entrance/2" });
    s = act(s, 0, { type: "open-door", zone: "entrance/2", side: "N" });
    expect(s.turn!.stepsLeft).toBe(1);
    const entered = s.map.exits.find((e) => e.zone === "entrance/2" && e.side === "N")!.to!;
    expect(act(s, 0, { type: "step", zone: entered }).heroes[0].zone).toBe(entered);
    expect(act(s, 0, { type: "step", zone: "entrance/5" }).heroes[0].zone).toBe("entrance/5");
  });

  test("LITE-HERO-31 / LITE-HERO-32 / LITE-Q-12 / LITE-HERO-30: a dazed hero moves at most 1 zone, whatever the card, for that turn; then the card flips back", () => {
    let s = hero(inTurn(base(), 0), 0, { dazed: true, hand: ["sprint-1", "flask-1", "aim-1"] });
    expect(E.view(s, 0).heroes[0].movement).toBe(1);
    s = act(s, 0, { type: "play", card: "sprint-1" });
    expect(s.turn!.stepsLeft).toBe(1);
    s = act(s, 0, { type: "step", zone: "entrance/4" });
    expect(code(s, 0, { type: "step", zone: "entrance/1" })).toBe("NO_MOVE_LEFT");
    s = act(s, 0, { type: "end-turn" });
    expect(s.heroes[0].dazed).toBe(false);
    expect(E.view(s, 0).heroes[0].movement).toBe(2);
  });

  test("LITE-ZONE-6 / LITE-Q-32: a hero enters, crosses and stops in zones full of enemies", () => {
    let s = enemies(inTurn(base(), 1), [
      { type: "orc", zone: "entrance/6" },
      { type: "orc", zone: "entrance/6" },
      { type: "orc", zone: "entrance/6" },
    ]);
    s = act(s, 1, { type: "move", card: card(s, 1) });
    s = act(s, 1, { type: "step", zone: "entrance/6" });
    s = act(s, 1, { type: "step", zone: "entrance/3" });
    s = act(s, 1, { type: "step", zone: "entrance/2" }); // the Elf's movement is 3
    expect(s.heroes[1].zone).toBe("entrance/2");
  });

  test("LITE-DOOR-3 / LITE-DOOR-7 / LITE-Q-35: the barred door bars enemies only: a hero steps and shoots through it; a hero may still remove it, at no cost, from either side, without ending the move", () => {
    const barredMap = () => ({ ...build(["entrance/2", "N", "corridor-a"]), door: exit("entrance/2", "N") });
    let s = base();
    s = { ...s, map: barredMap() };
    s = inTurn(hero(s, 0, { zone: "entrance/2" }), 0);
    s = act(s, 0, { type: "move", card: card(s, 0) });
    const through = act(s, 0, { type: "step", zone: "corridor-a/3" });
    expect(through.heroes[0].zone).toBe("corridor-a/3");
    expect(through.map.door).toEqual(exit("entrance/2", "N")); // the door stays barred behind the hero
    const hand = s.heroes[0].hand.length;
    s = act(s, 0, { type: "remove-door" });
    expect(s.map.door).toBeNull();
    expect(s.heroes[0].hand).toHaveLength(hand);
    expect(s.turn!.stepsLeft).toBe(2);
    expect(act(s, 0, { type: "step", zone: "corridor-a/3" }).heroes[0].zone).toBe("corridor-a/3");
    const other = inTurn(hero({ ...base(), map: barredMap() }, 0, { zone: "corridor-a/3" }), 0);
    expect(code(other, 0, { type: "remove-door" })).toBe("OK");
    expect(code(inTurn(base(), 0), 0, { type: "remove-door" })).toBe("NO_DOOR_HERE");
    // A shot across the door: the hero's attack is not barred.
    const archer = inTurn(
      enemies(hero({ ...base(), map: barredMap() }, 0, { zone: "entrance/5" }), [
        { type: "orc", zone: "corridor-a/2" },
      ]),
      0,
    );
    expect(E.legal(archer, 0).some((a) => a.type === "attack" && a.target === 1)).toBe(true);
  });

  test("LITE-TIPS-1: a hero need not attack: ending the turn with enemies in reach is allowed", () => {
    const s = enemies(inTurn(base(), 0), [{ type: "goblin", zone: "entrance/5" }]);
    expect(E.legal(s, 0).some((a) => a.type === "attack")).toBe(true);
    expect(code(s, 0, { type: "end-turn" })).toBe("OK");
  });

  test("LITE-ATTACK-2 / LITE-Q-42: a turn and a phase are the same span: one Attack per turn, a new one in the next round's turn", () => {
    let s = enemies(inTurn(base(), 0), [
      { type: "orc", zone: "entrance/5" },
      { type: "orc", zone: "entrance/5" },
    ]);
    s = hero(s, 0, { hand: ["flask-1", "aim-1", "sprint-1"] });
    s = act(s, 0, { type: "attack", card: "flask-1", target: 1 });
    expect(code(s, 0, { type: "attack", card: "sprint-1", target: 2 })).toBe("ALREADY_ATTACKED");
    const next = { ...s, turn: null, turnsTaken: [], round: s.round + 1 };
    const t = inTurn(next, 0);
    const target = t.enemies[t.enemies.length - 1].id;
    expect(code(t, 0, { type: "attack", card: "sprint-1", target })).toBe("OK");
  });

  test("a hero cannot act out of turn, after the game or with a malformed action", () => {
    const s = base();
    expect(code(s, 0, { type: "step", zone: "entrance/2" })).toBe("NOT_YOUR_TURN");
    expect(code(s, 7, { type: "take-turn" })).toBe("INVALID_SEAT");
    expect(code(s, 0, { type: "fly" })).toBe("UNKNOWN_ACTION");
    expect(code(s, 0, { type: "move", card: 3 })).toBe("MALFORMED_ACTION");
    expect(code(s, 0, { type: "rules", step: "deal" })).toBe("ONLY_THE_RULES");
    expect(code(s, -1, { type: "rules", step: "deal" })).toBe("RULES_STEP_NOT_DUE");
    expect(code({ ...s, result: "loss", reason: "x", phase: "over" }, 0, { type: "take-turn" })).toBe("GAME_OVER");
  });
});
