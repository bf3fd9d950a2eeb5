/** Wounds, knocked-out heroes and reviving (Hero Profile Cards › Life; 2) Player Phase › D) Revive; LITE-HERO-14..17, LITE-REVIVE-*, rulings LITE-Q-9, LITE-Q-10). */
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { woundHero } from "@tabletop/shared/dungeon-lite/wounds";
import { act, code, deckTop, E, enemies, hero, inTurn, started } from "./engine-helpers.js";

const THREE = ["warrior-male", "elf-female", "mage-male"];
const base = () => enemies(started("r", THREE), []);
function wound(s: LiteState, seat: number, n: number): LiteState {
  const d = { ...s };
  woundHero(d, seat, n, []);
  return d;
}

describe("Dungeon Lite wounds and reviving", () => {
  test("LITE-HERO-14: a wounded hero discards as many action cards, of the player's choice", () => {
    let s = hero(base(), 0, { hand: ["flask-1", "aim-1", "sprint-1", "drain-1"] });
    s = wound(s, 0, 2);
    expect(s.pending).toEqual([{ kind: "discard", seat: 0, count: 2 }]);
    expect(E.legal(s, 1)).toEqual([]);
    expect(code(s, 0, { type: "discard", card: "troll-1" })).toBe("CARD_NOT_IN_HAND");
    s = act(s, 0, { type: "discard", card: "sprint-1" });
    s = act(s, 0, { type: "discard", card: "flask-1" });
    expect(s.heroes[0].hand).toEqual(["aim-1", "drain-1"]);
    expect(s.pending).toEqual([]);
    expect(s.actionDiscard.slice(0, 2)).toEqual(["flask-1", "sprint-1"]);
  });

  test("LITE-HERO-15: a hero may hold 0 cards and stays in play", () => {
    const s = wound(hero(base(), 0, { hand: ["flask-1", "aim-1"] }), 0, 2);
    expect(s.heroes[0].hand).toEqual([]);
    expect(s.heroes[0].knockedOut).toBe(false);
    expect(s.pending).toEqual([]);
  });

  test("LITE-HERO-16 / LITE-Q-9: a wound taken holding no card knocks the hero out; a hero holding 2 cards who takes 3 wounds is knocked out", () => {
    const a = wound(hero(base(), 0, { hand: ["flask-1", "aim-1"] }), 0, 3);
    expect(a.heroes[0].knockedOut).toBe(true);
    expect(a.heroes[0].hand).toEqual([]);
    const b = wound(hero(base(), 0, { hand: [] }), 0, 1);
    expect(b.heroes[0].knockedOut).toBe(true);
    expect(E.view(b, null).heroes[0].knockedOut).toBe(true);
  });

  test("LITE-HERO-17 / LITE-Q-2: when every hero is knocked out the game ends, lost", () => {
    let s = base();
    s = wound(hero(s, 0, { hand: [] }), 0, 1);
    s = wound(hero(s, 1, { hand: [] }), 1, 1);
    expect(E.outcome(s)).toBeNull();
    s = act(hero(s, 2, { hand: ["flask-1"] }), 2, { type: "take-turn" });
    const d = { ...s };
    woundHero(d, 2, 2, []);
    expect(d.result).toBe("loss");
    expect(E.outcome(d)!.results).toEqual(["loss", "loss", "loss"]);
    expect(E.outcome(d)!.summary).toMatch(/knocked out/);
  });

  test("LITE-REVIVE-1 / LITE-REVIVE-2 / LITE-REVIVE-6 / LITE-Q-10: any card revives a knocked-out teammate in the same zone, who stands up, not dazed, and at once takes the top card", () => {
    let s = hero(base(), 1, { knockedOut: true, hand: [], dazed: true, zone: "entrance/4" });
    s = deckTop(s, ["aim-2"]);
    s = inTurn(hero(s, 0, { hand: ["flask-1", "sprint-1"] }), 0);
    expect(code(s, 0, { type: "revive", card: "flask-1", hero: 1 })).toBe("NOT_IN_ZONE");
    expect(code(s, 0, { type: "revive", card: "flask-1", hero: 2 })).toBe("NO_SUCH_HERO");
    s = hero(s, 0, { zone: "entrance/4" });
    expect(E.legal(s, 0).filter((a) => a.type === "revive")).toHaveLength(2);
    s = act(s, 0, { type: "revive", card: "flask-1", hero: 1 });
    expect(s.heroes[1]).toMatchObject({ knockedOut: false, dazed: false, hand: ["aim-2"] });
    expect(s.heroes[0].hand).toEqual(["sprint-1"]);
  });

  test("LITE-Q-10 / LITE-REVIVE-4: a knocked-out hero takes no turn, receives no spell, no chest card and no experience", () => {
    let s = hero(base(), 1, { knockedOut: true, hand: [] });
    expect(code(s, 1, { type: "take-turn" })).toBe("KNOCKED_OUT");
    expect(E.waitingFor!(s)).toEqual([0, 2]);
    s = hero(s, 2, { magic: ["healing", "protection"] });
    s = inTurn(s, 2);
    expect(code(s, 2, { type: "cast", spell: "healing", hero: 1 })).toBe("NO_SUCH_HERO");
    expect(code(s, 2, { type: "cast", spell: "protection", hero: 1 })).toBe("NO_SUCH_HERO");
    s = hero(s, 2, { chest: ["rations-1"] });
    expect(code(s, 2, { type: "give", card: "rations-1", to: 1 })).toBe("KNOCKED_OUT");
    // The round goes on without them: once the standing heroes have had their turns, the Enemy Phase begins.
    s = act(s, 2, { type: "end-turn" });
    s = act(inTurn(s, 0), 0, { type: "end-turn" });
    expect(s.phase).toBe("enemy");
  });
});
