/** Bad input gets a clear rejection: junk actions of every type, at states from whole games, never crash the engine. */
import { RULES_SEAT } from "@tabletop/shared/engine";
import { nextInt, rngFromSeed, type RngState } from "@tabletop/shared/rng";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import { liteActions } from "@tabletop/shared/dungeon-lite/actions";
import { code, E, enemies, hero, inTurn, opts, playout, started } from "./engine-helpers.js";

const IDS = [
  "flask-1",
  "troll-1",
  "battle-axe-1",
  "tower-shield-1",
  "lightning",
  "fire",
  "rations-1",
  "warrior-male",
  "nope",
  "entrance/5",
  "entrance/2",
  "corridor-a/1",
  "x/y",
];
const NUMS = [-1, 0, 1, 2, 3, 7, 99, 999];

function junk(r: RngState, s: LiteState): [Record<string, unknown>, RngState] {
  let i: number;
  const pick = <T>(xs: readonly T[]): T => {
    [i, r] = nextInt(r, xs.length);
    return xs[i];
  };
  const ids = [
    ...IDS,
    ...s.heroes.flatMap((h) => [...h.hand, ...h.chest, ...h.equipment]),
    ...s.enemies.map((e) => e.zone),
  ];
  const a: Record<string, unknown> = { type: pick(liteActions.types) };
  for (const k of ["card", "spell", "zone", "extra"]) if (pick([true, false])) a[k] = pick(ids);
  for (const k of ["target", "hero", "to"])
    if (pick([true, false])) a[k] = pick([...NUMS, ...s.enemies.map((e) => e.id)]);
  if (pick([true, false])) a.side = pick(["N", "E", "S", "W"]);
  if (pick([true, false, false])) a.items = [pick(ids), pick(ids)];
  if (pick([true, false, false])) a.exit = { zone: pick(ids), side: pick(["N", "E", "S", "W"]) };
  if (a.type === "rules") a.step = pick(["deal", "event-start", "event-draw", "enemy-card", "activate", "enemy-end"]);
  // Mostly the fields the type has (the rules then see the junk); now and then the others too (refused when read).
  if (pick([true, true, true, false]))
    for (const k of Object.keys(a)) if (!FIELDS.get(a.type as string)!.has(k)) delete a[k];
  return [a, r];
}

/** Each action type's fields, as its schema names them. */
const FIELDS = new Map(
  (liteActions.schema as unknown as { options: { shape: Record<string, { value?: string }> }[] }).options.map((o) => [
    o.shape.type.value!,
    new Set(Object.keys(o.shape)),
  ]),
);

describe("Dungeon Lite robustness", () => {
  test("junk actions from every seat (the rules' seat too) are read or refused with a code, never a crash; the state is untouched", () => {
    let r = rngFromSeed("junk");
    let tried = 0;
    let accepted = 0;
    for (let g = 0; g < 6; g++) {
      playout(`junk-${g}`, 1 + (g % 4), opts({ freeEquipment: g % 2 === 0 }), "random", 20000, (s) => {
        const before = JSON.stringify(s);
        for (let k = 0; k < 4; k++) {
          let a: Record<string, unknown>;
          [a, r] = junk(r, s);
          let seat: number;
          [seat, r] = nextInt(r, s.players + 2);
          const read = E.readAction(a);
          tried++;
          if (!read.ok) {
            expect(read.code).toMatch(/^(MALFORMED_ACTION|UNKNOWN_ACTION)$/);
            continue;
          }
          const res = E.apply(s, seat === s.players + 1 ? RULES_SEAT : seat, read.action);
          if (res.ok) accepted++;
          else expect(res.code).toMatch(/^[A-Z_]+$/);
        }
        expect(JSON.stringify(s)).toBe(before);
      });
    }
    expect(tried).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(0);
  });

  test("an attack naming a paid item twice is refused, not paid twice", () => {
    let s = enemies(started("items", ["dwarf-male"]), [{ type: "orc", zone: "entrance/5" }]);
    s = inTurn(hero(s, 0, { equipment: ["battle-axe-1"], hand: ["flask-1"] }), 0);
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 1, items: ["battle-axe-1", "battle-axe-1"] })).toBe(
      "WRONG_CARD",
    );
    expect(code(s, 0, { type: "attack", card: "flask-1", target: 1, items: ["battle-axe-1"] })).toBe("OK");
  });

  test("an action carrying a field its type does not have is refused when read (MALFORMED_ACTION, naming it); the room's `seat` is not the action's and is left out", () => {
    const read = E.readAction({ type: "end-turn", junk: 1 });
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.code).toBe("MALFORMED_ACTION");
      expect(read.reason).toMatch(/junk/);
    }
    expect(E.readAction({ type: "play", card: "flask-1", exit: { zone: "entrance/2", side: "N", door: 1 } }).ok).toBe(
      false,
    );
    expect(E.readAction({ type: "discard", card: "flask-1", seat: 2 })).toEqual({
      ok: true,
      action: { type: "discard", card: "flask-1" },
    });
  });

  test("an action carrying a field its type has but this action does not use is refused with UNUSED_FIELD", () => {
    let s = enemies(started("unused", ["mage-female", "warrior-male"], opts(), { spell: "healing" }), [
      { type: "orc", zone: "entrance/2" },
    ]);
    s = inTurn(
      hero(s, 0, { zone: "entrance/5", hand: ["flask-1", "aim-1"], chest: ["healing-potion-1", "fire-bomb-1"] }),
      0,
    );
    s = hero(s, 1, { zone: "entrance/5" });
    expect(code(s, 0, { type: "play", card: "flask-1", exit: { zone: "entrance/5", side: "S" } })).toBe("UNUSED_FIELD");
    expect(code(s, 0, { type: "cast", spell: "healing", hero: 1, card: "aim-1" })).toBe("UNUSED_FIELD");
    expect(code(s, 0, { type: "cast", spell: "healing", hero: 1, target: 1 })).toBe("UNUSED_FIELD");
    expect(code(s, 0, { type: "use-item", card: "healing-potion-1", target: 1 })).toBe("UNUSED_FIELD");
    expect(code(s, 0, { type: "use-item", card: "fire-bomb-1", zone: "entrance/2", target: 1 })).toBe("UNUSED_FIELD");
    // The same actions without the field are what the rules expect.
    expect(code(s, 0, { type: "play", card: "flask-1" })).toBe("OK");
    expect(code(s, 0, { type: "use-item", card: "fire-bomb-1", zone: "entrance/2" })).toBe("OK");
    expect(code(hero(s, 1, { hand: ["flask-2"] }), 0, { type: "cast", spell: "healing", hero: 1 })).toBe("OK");
  });
});
