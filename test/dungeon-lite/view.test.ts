/** What each seat sees (hidden information; the view described once with defineView). */
import { Encoder, type Schema } from "@colyseus/schema";
import { decodeView } from "@tabletop/shared/view/decode";
import { matchStateFor, type MatchState } from "@tabletop/server/room/state.js";
import { projectMatch, type Projected } from "@tabletop/server/room/projection.js";
import { SEGMENT_IDS } from "./view-helpers.js";
import { E, opts, playout, started } from "./engine-helpers.js";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";

const FOUR = ["warrior-female", "dwarf-male", "elf-female", "mage-male"];

/** What no view may hold: deck orders, the terrain deck, other seats' hands, the RNG. */
function leaks(s: LiteState, seat: number | null): string[] {
  const v = E.view(s, seat);
  const json = JSON.stringify(v);
  const out: string[] = [];
  if (json.includes(String(s.rng.dice[0])) && s.rng.dice[0] > 9999) out.push("rng");
  if (json.includes(s.rng.deck.key)) out.push("the hidden stream's key");
  for (const k of ["actionDeck", "chestDeck", "enemyDeck", "terrainDeck", "actionDiscard", "chestDiscard"] as const) {
    if (typeof (v as Record<string, unknown>)[k] !== "number") out.push(k);
  }
  const placed = new Set(s.map.segments.map((p) => p.segment));
  for (const seg of SEGMENT_IDS) if (!placed.has(seg) && json.includes(`"${seg}`)) out.push(`unrevealed ${seg}`);
  const visible = new Set<string>([...(seat === null ? [] : (s.heroes[seat]?.hand ?? []))]);
  for (const h of s.heroes)
    for (const c of h.hand)
      if (!visible.has(c) && json.includes(`"${c}"`)) out.push(`hand card ${c} of seat ${h.seat}`);
  for (const c of s.actionDeck.slice(0, 5)) if (!visible.has(c) && json.includes(`"${c}"`)) out.push(`deck card ${c}`);
  return out;
}

describe("Dungeon Lite view", () => {
  test("a seat sees its own hand; the others and spectators see hand sizes only", () => {
    const s = started("v1", FOUR);
    const v0 = E.view(s, 0);
    expect(v0.hand).toEqual(s.heroes[0].hand);
    expect(E.view(s, 1).hand).toEqual(s.heroes[1].hand);
    expect(E.view(s, null).hand).toBeNull();
    expect(v0.heroes.map((h) => h.handSize)).toEqual(s.heroes.map((h) => h.hand.length));
    for (const seat of [0, 1, 2, 3, null]) expect(leaks(s, seat)).toEqual([]);
  });

  test("no view shows a deck's order, an unrevealed segment, another seat's hand or the RNG, at any point of whole games", () => {
    for (let g = 0; g < 4; g++) {
      playout(`v-${g}`, 1 + g, opts(), "random", 20000, (s) => {
        for (const seat of [null, ...s.heroes.map((h) => h.seat)]) {
          const l = leaks(s, seat);
          if (l.length) throw new Error(`view of ${seat} leaks ${l.join(", ")}`);
        }
      });
    }
    expect(true).toBe(true);
  });

  test("the view matches its description: the room's projection of it decodes back to the same view, through a whole game", () => {
    const classes = matchStateFor(E);
    const table: MatchState = new classes.State();
    for (let i = 0; i < 3; i++) table.seats.push(new classes.Seat());
    const encoder = new Encoder(table);
    let last: Projected | undefined;
    const json = (x: Schema) => x.toJSON();
    let checked = 0;
    playout("v3", 3, opts(), "random", 20000, (s) => {
      last = projectMatch(E, table, s, last);
      encoder.encode();
      encoder.discardChanges();
      if (checked++ % 5 !== 0) return;
      expect(decodeView(E.viewSpec, json(table.view), null)).toEqual(E.view(s, null));
      for (let i = 0; i < 3; i++)
        expect(decodeView(E.viewSpec, json(table.view), json(table.seats[i].private))).toEqual(E.view(s, i));
    });
    expect(checked).toBeGreaterThan(10);
  });

  test("LITE-ENEMYCARD-3 / LITE-COMP-3: the enemy deck's size is the clock in the view; the drawn cards lie face up", () => {
    const { state } = playout("v4", 2, opts(), "random", 20000);
    const v = E.view(state, null);
    expect(v.enemyDeck + v.enemyDiscard.length).toBe(21);
    expect(v.enemyDiscard).toEqual(state.enemyDiscard);
  });
});
