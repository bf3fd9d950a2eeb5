/**
 * The projector the room runs (`objectInto`, each set of fields written out as a function of its own) is held equal
 * to the plain one (`plainObjectInto`, a loop putting each field in turn): through whole games of every game, the two
 * write the same changes in the same order, so each state's patch is the same bytes, from the first projection on.
 */
import { Encoder } from "@colyseus/schema";
import { games, nextFloat, rngFromSeed, RULES_SEAT, seatsWaitedOn, type RngState } from "@tabletop/shared";
import type { GameRoomDef } from "@tabletop/server/room/gameDef.js";
import { matchStateFor, type MatchState } from "@tabletop/server/room/state.js";
import { objectInto, plainObjectInto, type Into } from "@tabletop/server/room/projectors.js";
import { fixtureGame } from "../fixtures/fixture-cards/engine.js";

type Target = Parameters<Into>[0];
type View = Parameters<Into>[1];

/** A match state projected by one way of projecting, with its encoder and the views it holds now. */
function table(def: GameRoomDef, seats: number, compile: (fields: Parameters<Into>[0]) => Into) {
  const spec = def.engine.viewSpec;
  const state: MatchState = new (matchStateFor(def.engine).State)();
  const seat = matchStateFor(def.engine).Seat;
  for (let i = 0; i < seats; i++) state.seats.push(new seat());
  const pub = compile(spec.public as Target);
  const priv = compile(spec.private as Target);
  let last: { view: View; seatViews: View[] } | undefined;
  const encoder = new Encoder(state);
  return {
    /** Projects `game` and answers the patch it makes (a copy: the encoder reuses its buffer). */
    patch(game: unknown): Buffer {
      const view = def.engine.view(game, null) as View;
      pub(state.view as unknown as Target, view, last?.view);
      const seatViews: View[] = [];
      for (let i = 0; i < seats; i++) {
        seatViews[i] = def.engine.view(game, i) as View;
        priv(state.seats[i].private as unknown as Target, seatViews[i], last?.seatViews[i]);
      }
      last = { view, seatViews };
      const bytes = Buffer.from(encoder.encode());
      encoder.discardChanges();
      return bytes;
    },
  };
}

function compareThroughGame(def: GameRoomDef, seats: number, seed: string, options: unknown, maxMoves: number) {
  const { engine } = def;
  const parsed = engine.parseOptions(options, seats);
  if (!parsed.ok) throw new Error(parsed.reason);
  let s = engine.setup(seed, seats, parsed.options);
  const written = table(def, seats, objectInto as (f: Target) => Into);
  const plain = table(def, seats, plainObjectInto as (f: Target) => Into);
  let rng: RngState = rngFromSeed(`${seed}:projectors`);
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const [a, b] = [written.patch(s), plain.patch(s)];
    if (!a.equals(b)) throw new Error(`move ${moves}: the patches differ (${a.length} against ${b.length} bytes)`);
    if (engine.outcome(s)) break;
    const step = engine.next?.(s) ?? null;
    let r: number;
    [r, rng] = nextFloat(rng);
    const seat = step !== null ? RULES_SEAT : seatsWaitedOn(engine, s, seats)[0];
    const legal = step !== null ? [step] : engine.legal(s, seat);
    const applied = engine.apply(s, seat, legal[Math.floor(r * legal.length)]);
    if (!applied.ok) throw new Error(`${applied.code}: ${applied.reason}`);
    s = applied.state;
  }
  return { moves, over: engine.outcome(s) !== null };
}

test.each([
  ["dungeon-flee", 1, { mode: "hard", class: "wizard", gender: "female" }],
  ["xorlosch", 2, { board: "ruins" }],
  ["xorlosch", 6, { board: "dungeon" }],
  ["dungeon-lite", 4, { mission: "demon-forge", removeTraps: 1 }],
] as const)("%s, %i seats: the written-out projector writes the plain one's patch at every state", (game, seats, o) => {
  const played = compareThroughGame(games[game], seats, `projectors-${game}-${seats}`, o, 3000);
  expect(played.moves).toBeGreaterThan(20);
});

test("the fixture game, hidden hands and all: the same patches", () => {
  const played = compareThroughGame(fixtureGame, 3, "projectors-fixture", { dealer: true }, 500);
  expect(played).toEqual({ moves: expect.any(Number), over: true });
});
