/**
 * The projection helpers (server/src/room/sync.ts): the schema ends equal to the view after any sequence of
 * growing, shrinking and changed items, and a sync that changes nothing leaves nothing to send.
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

function project(t: Table, v: { scores: number[]; piles: PileView[]; round: number }) {
  syncPrimitives(t.scores, v.scores);
  syncSchemas(t.piles, v.piles, () => new Pile(), (p, pv) => { set(p, "name", pv.name); syncPrimitives(p.cards, pv.cards); });
  set(t, "round", v.round);
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
  for (const v of views) {
    project(t, v);
    expect(t.toJSON()).toEqual(v);
  }
});

test("projecting the same view again changes nothing, so no patch is due", () => {
  const t = new Table();
  const encoder = new Encoder(t);
  for (const v of views) {
    project(t, v);
    encoder.encode();
    encoder.discardChanges();
    project(t, structuredClone(v));
    expect(encoder.hasChanges).toBe(false);
  }
});
