/**
 * The projection helpers (server/src/room/sync.ts): given the last view, the schema ends equal to the view after
 * any sequence of growing, shrinking and changed items, and a sync that changes nothing leaves nothing to send.
 */
import { ArraySchema, Encoder, Schema, type } from "@colyseus/schema";
import { set, syncPrimitives, syncSchemas } from "@tabletop/server/room/sync.js";

class Pile extends Schema {
  @type("string") name = "";
  @type(["string"]) cards = new ArraySchema<string>();
}

class Table extends Schema {
  @type(["number"]) scores = new ArraySchema<number>();
  @type([Pile]) piles = new ArraySchema<Pile>();
  @type("uint8") round = 0;
}

type PileView = { name: string; cards: string[] };
type TableView = { scores: number[]; piles: PileView[]; round: number };

function project(t: Table, v: TableView, l: TableView | undefined) {
  syncPrimitives(t.scores, v.scores, l?.scores);
  syncSchemas(t.piles, v.piles, l?.piles, () => new Pile(), (p, pv, pl) => {
    set(p, "name", pv.name, pl?.name);
    syncPrimitives(p.cards, pv.cards, pl?.cards);
  });
  set(t, "round", v.round, l?.round);
}

const views = [
  { scores: [1, 2, 3], piles: [{ name: "a", cards: ["x", "y"] }], round: 1 },
  { scores: [1, 5], piles: [{ name: "a", cards: ["y"] }, { name: "b", cards: [] }], round: 2 },
  { scores: [1, 2], piles: [{ name: "b", cards: ["x"] }, { name: "b", cards: [] }], round: 2 },
  { scores: [], piles: [], round: 2 },
  { scores: [7, 7, 7, 7], piles: [{ name: "c", cards: ["z", "z", "q"] }, { name: "d", cards: ["w"] }], round: 3 },
  { scores: [7, 7], piles: [{ name: "c", cards: ["q"] }], round: 3 },
];

test("the schema follows each view through growth, shrinking and changes", () => {
  const t = new Table();
  new Encoder(t);
  let last: TableView | undefined;
  for (const v of views) {
    project(t, v, last);
    expect(t.toJSON()).toEqual(v);
    last = v;
  }
});

test("projecting the same view again changes nothing, so no patch is due", () => {
  const t = new Table();
  const encoder = new Encoder(t);
  let last: TableView | undefined;
  for (const v of views) {
    project(t, v, last);
    encoder.encode();
    encoder.discardChanges();
    // An equal copy is compared value by value; the same object is skipped whole.
    const copy = structuredClone(v);
    project(t, copy, v);
    expect(encoder.hasChanges).toBe(false);
    project(t, copy, copy);
    expect(encoder.hasChanges).toBe(false);
    last = copy;
  }
});

test("mapped values are compared after mapping, and only changed items are written", () => {
  const t = new Table();
  const encoder = new Encoder(t);
  const cards = (...ns: number[]) => ns.map((n) => ({ id: n }));
  let last: { id: number }[] | undefined;
  for (const v of [cards(1, 2, 3), cards(1, 2, 3), cards(1, 5), cards(1, 5, 6, 7), cards()]) {
    syncPrimitives(t.scores, v, last, (c) => c.id * 10);
    expect(t.scores.toArray()).toEqual(v.map((c) => c.id * 10));
    last = v;
  }
  // Writing only the changed item makes a smaller patch than writing both.
  const patchAfter = (from: number[], to: number[]) => {
    const u = new Table();
    const enc = new Encoder(u);
    syncPrimitives(u.scores, cards(...from), undefined, (c) => c.id);
    enc.encode();
    enc.discardChanges();
    syncPrimitives(u.scores, cards(...to), cards(...from), (c) => c.id);
    expect(u.scores.toArray()).toEqual(to);
    return enc.encode().length;
  };
  expect(patchAfter([4, 2], [4, 3])).toBeLessThan(patchAfter([4, 2], [5, 3]));
});
