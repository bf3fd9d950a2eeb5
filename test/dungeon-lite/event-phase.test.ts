/** The Event Phase (1) Event Phase; LITE-ACTION-4/5/8/9, LITE-EVENT-1/2, rulings LITE-Q-16, LITE-Q-24, LITE-Q-35). */
import { actionCard } from "@tabletop/shared/dungeon-lite/content/index";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, deckTop, E, enemies, hero, runRules, started } from "./engine-helpers.js";
import { build, exit } from "./helpers.js";

const TWO = ["warrior-male", "elf-female"];
/** The state at the start of the next round's Event Phase, run until the rules wait. */
const eventPhase = (s: LiteState): LiteState =>
  runRules({ ...s, phase: "event", auto: "event-start", turn: null, turnsTaken: [], round: s.round + 1 });
const plain = (s: LiteState, n: number) => s.actionDeck.filter((c) => actionCard(c).event.length === 0).slice(0, n);

describe("Dungeon Lite Event Phase", () => {
  test("LITE-ACTION-4 / LITE-HERO-13: each hero receives 2 cards from the top of the deck, never beyond Life", () => {
    let s = started("e1", TWO);
    s = hero(s, 0, { hand: s.heroes[0].hand.slice(0, 3) }); // Warrior: Life 6, holds 3
    s = hero(s, 1, { hand: s.heroes[1].hand.slice(0, 4) }); // Elf: Life 5, holds 4
    const top = plain(s, 3);
    s = deckTop(s, top);
    const after = eventPhase(s);
    expect(after.phase).toBe("player");
    expect(after.heroes[0].hand).toEqual([...s.heroes[0].hand, top[0], top[1]]);
    expect(after.heroes[1].hand).toEqual([...s.heroes[1].hand, top[2]]);
    expect(after.actionDeck).toEqual(s.actionDeck.slice(3));
  });

  test("LITE-ACTION-5: when the action deck runs out, the spent cards are shuffled into a new deck", () => {
    let s = started("e2", TWO);
    s = hero(s, 0, { hand: [] });
    const spent = [...s.actionDeck];
    s = { ...s, actionDeck: [spent[0]], actionDiscard: spent.slice(1) };
    const r = E.apply({ ...s, phase: "event", auto: "event-start" }, -1, { type: "rules", step: "event-start" });
    expect(r.ok).toBe(true);
    const draw = E.apply((r as { state: LiteState }).state, -1, { type: "rules", step: "event-draw" });
    expect(draw.ok && draw.events.some((e) => e.kind === "action-deck-reshuffled")).toBe(true);
    const d = (draw as { state: LiteState }).state;
    expect(d.heroes[0].hand[0]).toBe(spent[0]);
    expect(d.heroes[0].hand).toHaveLength(2);
    expect(d.actionDiscard).toEqual([]);
    expect(d.actionDeck.length + d.heroes[0].hand.length).toBe(spent.length);
  });

  test("LITE-EVENT-1 / LITE-EVENT-2 / LITE-ACTION-8 / LITE-ACTION-9: an enemy card received is revealed, its enemies appear in the deployment zone closest to the hero, and the card is kept for a basic action", () => {
    let s = enemies(started("e3", ["dwarf-male"]), []);
    s = hero(s, 0, { hand: s.heroes[0].hand.slice(0, 2), zone: "entrance/5" });
    s = deckTop(s, ["goblin-1", plain(s, 1)[0]]);
    const r = E.apply({ ...s, phase: "event", auto: "event-draw", eventPhase: { seats: [0], left: null } }, -1, {
      type: "rules",
      step: "event-draw",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.some((e) => e.kind === "event-revealed" && e.text.includes("Goblin"))).toBe(true);
    expect(r.state.enemies.map((e) => [e.type, e.zone])).toEqual([["goblin", "entrance/2"]]);
    expect(r.state.heroes[0].hand).toContain("goblin-1");
    let p = runRules(r.state);
    p = act(p, 0, { type: "take-turn" });
    p = act(p, 0, { type: "move", card: "goblin-1" });
    expect(p.actionDiscard[0]).toBe("goblin-1");
  });

  test("LITE-EVENT-1 / LITE-HERO-30 / LITE-HERO-14: a Trap dazes and wounds; the player chooses the card to discard before the draw goes on", () => {
    let s = started("e4", ["warrior-male"]);
    const keep = plain(s, 5);
    s = hero(s, 0, { hand: keep.slice(0, 3) });
    s = deckTop(s, ["trap-1", keep[3]]);
    s = eventPhase(s);
    expect(s.heroes[0].dazed).toBe(true);
    expect(s.pending).toEqual([{ kind: "discard", seat: 0, count: 1 }]);
    expect(E.next!(s)).toBeNull();
    expect(E.waitingFor!(s)).toEqual([0]);
    expect(E.legal(s, 0).map((a) => a.type)).toEqual(["discard", "discard", "discard", "discard"]);
    s = runRules(act(s, 0, { type: "discard", card: "trap-1" }));
    expect(s.heroes[0].hand).toEqual([...keep.slice(0, 3), keep[3]]);
    expect(s.phase).toBe("player");
  });

  test("LITE-ACTION-8 / LITE-CHEST-1 / LITE-HERO-20: a Chest event gives a chest card; Adrenaline's event recovers 1 energy", () => {
    let s = started("e5", ["elf-female"]);
    s = hero(s, 0, { hand: [], energy: 1 });
    s = deckTop(s, ["chest-1", "adrenaline-1"]);
    const top = s.chestDeck[0];
    s = eventPhase(s);
    expect(s.heroes[0].chest).toEqual([top]);
    expect(s.heroes[0].energy).toBe(2);
    expect(s.heroes[0].hand).toEqual(["chest-1", "adrenaline-1"]);
  });

  test("LITE-Q-16 / LITE-DOOR-5 / LITE-BEHAVIOR-12: the barred door whose time is out opens and the Undead whose time is out rise before any card is drawn", () => {
    let s = started("e6", TWO);
    s = enemies(s, [{ type: "undead", zone: "entrance/1", down: 0, wounds: 0 }]);
    const map = { ...build(["entrance/2", "N", "corridor-a"]), door: exit("entrance/2", "N") };
    s = { ...s, enemyPhases: 2, doorTimer: 0, map };
    const r = E.apply({ ...s, phase: "event", auto: "event-start" }, -1, { type: "rules", step: "event-start" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.map.door).toBeNull();
    expect(r.state.doorTimer).toBeNull();
    expect(r.state.enemies[0].down).toBeNull();
    expect(r.state.enemies[0].wounds).toBe(0);
    expect(r.state.heroes.map((h) => h.hand)).toEqual(s.heroes.map((h) => h.hand)); // nothing drawn yet
    expect(r.state.auto).toBe("event-draw");
  });

  test("LITE-Q-16: an event on a card received outside the Event Phase (when revived) is resolved at once", () => {
    let s = enemies(started("e7", TWO), []);
    s = hero(s, 1, { knockedOut: true, hand: [] });
    s = deckTop(s, ["orc-1"]);
    s = act(s, 0, { type: "take-turn" });
    s = act(s, 0, { type: "revive", card: s.heroes[0].hand[0], hero: 1 });
    expect(s.heroes[1].hand).toEqual(["orc-1"]);
    expect(s.enemies.map((e) => e.type)).toEqual(["orc"]);
  });

  test("LITE-REVIVE-5: a knocked-out hero receives no cards in the Event Phase", () => {
    let s = started("e8", TWO);
    s = hero(s, 1, { knockedOut: true, hand: [] });
    s = hero(s, 0, { hand: [] });
    s = eventPhase(s);
    expect(s.heroes[1].hand).toEqual([]);
    expect(s.heroes[0].hand).toHaveLength(2);
  });

  test("Flask (Example of the Player Phase): in the next Event Phase the hero receives cards up to Life instead of 2", () => {
    let s = started("e9", ["dwarf-female"]);
    s = hero(s, 0, { hand: [s.heroes[0].hand[0]], refillNext: true });
    s = deckTop(s, plain(s, 6));
    s = eventPhase(s);
    expect(s.heroes[0].hand).toHaveLength(7); // Life 7
    expect(s.heroes[0].refillNext).toBe(false);
    s = hero(s, 0, { hand: s.heroes[0].hand.slice(0, 1) });
    s = deckTop(s, plain(s, 6));
    expect(eventPhase(s).heroes[0].hand).toHaveLength(3); // the next Event Phase: 2 again
  });
});
