/**
 * Each game's projection writes only what differs from the last view (server/src/room/sync.ts). Through whole games
 * (half bot, half random moves), at every state: the schema it keeps up to date equals one projected from scratch,
 * for the public view and every seat's private view; the browser client's reading of it (`fromSchema`) gives back
 * the engine's own view, so the projection loses nothing; and projecting the same state twice leaves no patch.
 */
import { Encoder, type Schema } from "@colyseus/schema";
import { nextFloat, rngFromSeed, seatsWaitedOn, type RngState } from "@tabletop/shared";
import type { GameRoomDef } from "@tabletop/server/room/gameDef.js";
import { defineMatchState, type MatchState } from "@tabletop/server/room/state.js";
import { projectMatch, type Projected } from "@tabletop/server/room/projection.js";
import { chooseBotAction } from "@tabletop/server/room/botTurn.js";
import { dungeonFleeRoom } from "@tabletop/server/games/dungeon-flee/index.js";
import { xorloschRoom } from "@tabletop/server/games/xorlosch/index.js";
import { fixtureRoom } from "../fixtures/fixture-cards/room.js";
import { fromSchema as fleeFromSchema } from "../../client/src/games/dungeon-flee/from-schema.js";
import { fromSchema as xorFromSchema } from "../../client/src/games/xorlosch/from-schema.js";

/** How the browser client reads a game's schema back into the engine's view type. */
type FromSchema = (publicJson: unknown, privateJson: unknown) => unknown;

/** A match state of the game with its seats, and its encoder. */
function table(def: GameRoomDef, seats: number) {
  const classes = defineMatchState(def.Public, def.Private);
  const state: MatchState = new classes.State();
  for (let i = 0; i < seats; i++) state.seats.push(new classes.Seat());
  return { state, encoder: new Encoder(state) };
}

const json = (x: Schema) => x.toJSON();

function checkGame(def: GameRoomDef, seats: number, seed: string, options: unknown, maxMoves: number, fromSchema?: FromSchema) {
  const { engine } = def;
  const parsed = engine.parseOptions(options, seats);
  if (!parsed.ok) throw new Error(parsed.reason);
  let s = engine.setup(seed, seats, parsed.options);
  const live = table(def, seats);
  let last: Projected | undefined;
  let rng: RngState = rngFromSeed(`${seed}:test`);
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    last = projectMatch(def, live.state, s, last);
    live.encoder.encode();
    live.encoder.discardChanges();
    // Projecting the same state again (new view objects, equal values) changes nothing.
    last = projectMatch(def, live.state, s, last);
    expect(live.encoder.hasChanges).toBe(false);

    const fresh = table(def, seats);
    projectMatch(def, fresh.state, s, undefined);
    expect(json(live.state.view)).toEqual(json(fresh.state.view));
    for (let i = 0; i < seats; i++) expect(json(live.state.seats[i].private)).toEqual(json(fresh.state.seats[i].private));
    if (fromSchema && moves % 4 === 0) {
      expect(fromSchema(json(live.state.view), null)).toEqual(engine.view(s, null));
      for (let i = 0; i < seats; i++) expect(fromSchema(json(live.state.view), json(live.state.seats[i].private))).toEqual(engine.view(s, i));
    }

    if (engine.outcome(s)) return { moves, over: true };
    const waited = seatsWaitedOn(engine, s, seats);
    let r: number;
    [r, rng] = nextFloat(rng);
    const seat = waited[Math.floor(r * waited.length)];
    // Half bot moves, half random legal ones: bots alone leave some parts of a game (potions, say) unplayed.
    const legal = engine.legal(s, seat);
    const action = r < 0.5 ? legal[Math.floor(r * 2 * legal.length)] : chooseBotAction(engine, def.bot, s, seat, r)!.action;
    const applied = engine.apply(s, seat, action);
    if (!applied.ok) throw new Error(`${applied.code}: ${applied.reason}`);
    s = applied.state;
  }
  return { moves, over: false };
}

describe("incremental projection equals a projection from scratch at every state", () => {
  test.each([
    ["easy", "fighter"], ["hard", "cleric"], ["extreme", "wizard"], ["easy", "thief"],
  ])("Dungeon Flee, %s %s: whole games", (mode, cls) => {
    for (let g = 0; g < 3; g++) {
      const played = checkGame(dungeonFleeRoom, 1, `proj-${mode}-${cls}-${g}`, { mode, class: cls, gender: "female" }, 2000, fleeFromSchema);
      expect(played.over).toBe(true);
    }
  });

  test.each([2, 4, 6])("Xorlosch, %i seats: whole games", (seats) => {
    for (const board of ["ruins", "dungeon"]) {
      const played = checkGame(xorloschRoom, seats, `proj-xor-${seats}-${board}`, { board }, 5000, xorFromSchema);
      expect(played).toEqual({ moves: expect.any(Number), over: true });
    }
  });

  test("the fixture game, with hidden hands", () => {
    expect(checkGame(fixtureRoom, 3, "proj-fixture", {}, 500).over).toBe(true);
  });
});
