/**
 * The view description layer on its own (shared/src/view, server/src/room/projectors.ts), on a made-up view that uses
 * every kind of node: text, numbers, booleans, constants, content refs, nullable primitives and parts that appear
 * and go, arrays of objects, of arrays and of nullables, records over fixed keys, and a variant that changes case.
 * Through a sequence of views, projected one after the other: the decoded schema is the view itself, the schema
 * equals one projected from scratch, re-projecting an equal view leaves no patch, and a seat's private part reaches
 * only that seat. Decoded against the view before (`decodeViewSince`), each view is the plain decoding's, and shares
 * with the one before every part that did not change.
 */
import { Encoder, Decoder, StateView, type Schema } from "@colyseus/schema";
import { decodeView, decodeViewSince, defineView, v, type Infer } from "@tabletop/shared";
import { viewClasses } from "@tabletop/server/room/viewSchema.js";
import { objectInto } from "@tabletop/server/room/projectors.js";
import { matchStateFor } from "@tabletop/server/room/state.js";

interface Card {
  id: string;
  name: string;
}
const CARDS: Record<string, Card> = {
  a: { id: "a", name: "Ace" },
  b: { id: "b", name: "Bee" },
  c: { id: "c", name: "Sea" },
};
const cardRef = v.ref<Card>(
  (c) => c.id,
  (id) => CARDS[id]!,
);

const desc = defineView("made-up", {
  public: {
    game: v.constant("made-up"),
    phase: v.string<"one" | "two">(),
    round: v.uint16(),
    score: v.int32(),
    ratio: v.number(),
    over: v.boolean(),
    leader: v.nullable(v.uint8()),
    note: v.nullable(v.string()),
    top: v.nullable(cardRef),
    table: v.array(cardRef),
    piles: v.array(v.array(v.uint8())),
    awards: v.array(v.nullable(v.int8())),
    players: v.array(
      v.object("Player", {
        name: v.string(),
        hand: v.uint8(),
        boots: v.nullable(v.object("Boots", { left: v.uint8() })),
      }),
    ),
    counts: v.record("Counts", ["red", "blue"] as const, v.nullable(v.array(v.uint8()))),
    pending: v.nullable(
      v.variant("Pending", "kind", {
        vote: { quest: v.string(), yes: v.array(v.uint8()) },
        tie: { quest: v.string(), seats: v.array(v.array(v.uint8())), winner: v.nullable(v.uint8()) },
      }),
    ),
  },
  private: { hand: v.nullable(v.array(cardRef)), secret: v.nullable(v.string()) },
});
type View = Infer<typeof desc.view>;

const base: View = {
  game: "made-up",
  phase: "one",
  round: 1,
  score: -5,
  ratio: 0.25,
  over: false,
  leader: null,
  note: null,
  top: null,
  table: [],
  piles: [],
  awards: [],
  players: [],
  counts: { red: null, blue: [] },
  pending: null,
  hand: null,
  secret: null,
};
const views: View[] = [
  base,
  {
    ...base,
    leader: 0,
    note: "hello",
    top: CARDS.a,
    table: [CARDS.a, CARDS.b],
    piles: [[1, 2], []],
    awards: [null, 3],
    players: [{ name: "Ann", hand: 3, boots: null }],
    counts: { red: [1], blue: [] },
    pending: { kind: "vote", quest: "green", yes: [0] },
  },
  {
    ...base,
    phase: "two",
    round: 2,
    leader: 1,
    note: null,
    top: CARDS.c,
    table: [CARDS.b],
    piles: [[2], [3, 4, 5], [6]],
    awards: [4, null, null],
    players: [
      { name: "Ann", hand: 2, boots: { left: 2 } },
      { name: "Bo", hand: 5, boots: null },
    ],
    counts: { red: null, blue: [7, 8] },
    pending: { kind: "tie", quest: "green", seats: [[0, 1], []], winner: null },
  },
  {
    ...base,
    round: 3,
    top: null,
    piles: [],
    awards: [null],
    players: [{ name: "Ann", hand: 2, boots: { left: 1 } }],
    pending: { kind: "tie", quest: "red", seats: [[1]], winner: 1 },
    over: true,
    ratio: 1.5,
  },
  { ...base, round: 4, pending: { kind: "vote", quest: "blue", yes: [] } },
  base,
];

const { Public } = viewClasses(desc);
const publicInto = objectInto(desc.public);
const privateInto = objectInto(desc.private);
const json = (s: Schema) => s.toJSON() as Record<string, unknown>;
const seatView = (x: View, i: number): View => ({
  ...x,
  hand: i === 0 ? [CARDS.c] : [CARDS.a, CARDS.b],
  secret: `seat-${i}-secret`,
});

test("every view of the sequence comes back from the schema as it was, projected incrementally or from scratch", () => {
  const live = new Public() as unknown as Record<string, unknown>;
  const encoder = new Encoder(live as unknown as Schema);
  let last: View | undefined;
  for (const view of views) {
    publicInto(live, view, last);
    encoder.encode();
    encoder.discardChanges();
    expect(decodeView(desc, json(live as unknown as Schema), null)).toEqual({ ...view, hand: null, secret: null });
    const fresh = new Public() as unknown as Record<string, unknown>;
    publicInto(fresh, view, undefined);
    expect(json(live as unknown as Schema)).toEqual(json(fresh as unknown as Schema));
    // The same values again, in new objects: nothing to send.
    publicInto(live, structuredClone(view), view);
    expect(encoder.hasChanges).toBe(false);
    last = view;
  }
});

/** Every place in `a` whose value is an object or array, by path. */
function places(a: unknown, at = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (a === null || typeof a !== "object") return out;
  out.set(at, a);
  for (const [k, x] of Object.entries(a)) places(x, `${at}/${k}`, out);
  return out;
}

test("decoded against the view before, each view is the plain decoding's, sharing exactly what did not change", () => {
  const live = new Public() as unknown as Record<string, unknown>;
  let last: View | undefined;
  let before: View | null = null;
  // The sequence, then each view twice in a row (nothing changed), with a seat's private part.
  const sequence = [...views, ...views.flatMap((x) => [x, x])].map((x, i) => seatView(x, i % 2));
  for (const view of sequence) {
    publicInto(live, view, last);
    const priv = { hand: view.hand?.map((c) => c.id) ?? null, secret: view.secret };
    const plain = decodeView(desc, json(live as unknown as Schema), priv);
    const since: View = decodeViewSince(desc, json(live as unknown as Schema), priv, before);
    expect(since).toEqual(plain);
    if (before) {
      const old = places(before);
      for (const [path, part] of places(since)) {
        const was = old.get(path);
        // A part equal to the one before is that very object; a changed one is new (never the old one changed).
        if (was !== undefined && JSON.stringify(was) === JSON.stringify(part)) expect(part).toBe(was);
        else if (was !== undefined) expect(part).not.toBe(was);
      }
      if (JSON.stringify(before) === JSON.stringify(since)) expect(since).toBe(before);
    }
    last = view;
    before = since;
  }
});

test("a seat's private part decodes for that seat, and travels only to the client whose view holds it", () => {
  const { State, Seat } = matchStateFor({ viewSpec: desc } as never);
  const state = new State();
  for (let i = 0; i < 2; i++) state.seats.push(new Seat());
  const encoder = new Encoder(state);
  publicInto(state.view as never, views[1], undefined);
  for (let i = 0; i < 2; i++) privateInto(state.seats[i].private as never, seatView(views[1], i), undefined);

  const viewOf0 = new StateView();
  viewOf0.add(state.seats[0]);
  const decoded = new State();
  const decoder = new Decoder(decoded);
  const it = { offset: 0 };
  const buffer = new Uint8Array(64 * 1024);
  encoder.encodeAll(it, buffer);
  const bytes = Buffer.from(encoder.encodeAllView(viewOf0, it.offset, { ...it }, buffer));
  decoder.decode(bytes);
  const got = decoded.toJSON() as { view: unknown; seats: { private?: unknown }[] };
  expect(decodeView(desc, got.view, got.seats[0].private)).toEqual(seatView(views[1], 0));
  expect(got.seats[1].private).toBeUndefined();
  expect(bytes.includes("seat-1-secret")).toBe(false);
  expect(bytes.includes("seat-0-secret")).toBe(true);
});

test("a view description refuses what cannot travel", () => {
  expect(() => defineView("bad", { public: { x: v.uint8() }, private: { y: v.uint8() } as never })).toThrow(
    /must be nullable/,
  );
  expect(() => defineView("bad", { public: { x: v.uint8() }, private: { x: v.nullable(v.uint8()) } })).toThrow(
    /both public and private/,
  );
  const clash = defineView("clash", {
    public: { p: v.variant("P", "kind", { a: { f: v.uint8() }, b: { f: v.string() } }) },
    private: {},
  });
  expect(() => viewClasses(clash)).toThrow(/field f differs between cases/);
});
