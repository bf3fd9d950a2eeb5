/**
 * The engine's card lookups (shared/src/dungeon-flee/fast/card-facts.ts) and the one-layout card definitions
 * (content/shape.ts): speed-only modules that must not change what a card is.
 */
import { ALL_CARDS, card, type CardDef } from "@tabletop/shared/dungeon-flee/content/index";
import { cardDef, interned } from "@tabletop/shared/dungeon-flee/content/shape";
import { factsOf, factsList, handFacts } from "@tabletop/shared/dungeon-flee/fast/card-facts";

describe("card definitions in one layout", () => {
  test("cardDef keeps every field and the JSON of the literal (absent fields stay absent)", () => {
    const starter: CardDef = { id: "sword-9", name: "Sword", kind: "starter", centre: { swords: 1, shields: 0 } };
    const def = cardDef(starter);
    expect(JSON.stringify(def)).toBe(JSON.stringify(starter));
    expect(def).toEqual(starter);
    expect(Object.keys(def)).toEqual(["id", "name", "kind", "level", "damage", "req", "centre", "treasure", "text"]);
    const monster: CardDef = {
      id: "m",
      name: "M",
      kind: "monster",
      level: 2,
      damage: 3,
      req: { swords: 1, shields: 0, wild: 0 },
      centre: { swords: 0, shields: 1, text: "ward2" },
    };
    expect(JSON.stringify(cardDef(monster))).toBe(JSON.stringify(monster));
  });

  test("every card in the box has the same fields in the same order", () => {
    const keys = JSON.stringify(Object.keys(ALL_CARDS[0]));
    for (const c of ALL_CARDS) {
      expect(JSON.stringify(Object.keys(c))).toBe(keys);
      expect(Object.keys(c.centre)).toEqual(["swords", "shields", "text"]);
    }
  });

  test("interned strings are equal to the original", () => {
    const built = `sword-${1}`;
    expect(interned(built)).toBe("sword-1");
    expect(ALL_CARDS.map((c) => c.id)).toContain("sword-1");
  });
});

describe("card facts", () => {
  test("factsOf finds every card's definition, icons and treasure use", () => {
    ALL_CARDS.forEach((c, index) => {
      const f = factsOf(c.id);
      expect(f.def).toBe(card(c.id));
      expect(f.index).toBe(index);
      expect(f.sword).toBe(c.centre.swords > 0);
      expect(f.shield).toBe(c.centre.shields > 0);
      expect(f.use).toBe(!c.treasure ? 0 : "heal" in c.treasure ? 1 : 2);
    });
    expect(() => factsOf("no-such-card")).toThrow(/unknown Dungeon Flee card/);
  });

  test("handFacts and factsList give the facts in hand order, for hands built from any strings", () => {
    const hand = ["sword-1", `shield-${2}`, "giant-rat"];
    expect(handFacts(hand).map((f) => f.def.id)).toEqual(hand);
    expect(handFacts(hand)).toBe(handFacts(hand));
    const next = [hand[2], "sword-1"];
    expect(handFacts(next).map((f) => f.def.id)).toEqual(next);
    expect(factsOf(`shield-${2}`).def).toBe(card("shield-2"));
    expect(factsList(["potion-1", "elixir"]).map((f) => f.use)).toEqual([1, 1]);
  });
});
