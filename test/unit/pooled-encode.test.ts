/**
 * A match room's encoder makes each seat's patch its own way (server/src/colyseus/patchEncoding.ts): the shared pass
 * alone when no changed part has a filtered field, else the view's part joined in pooled memory, and Colyseus's own
 * `encodeView` for a view given something since its last patch. Through whole games of every game (the rules' own
 * steps included), two twin match states, one encoded by Colyseus's plain encoder and one by the room's, give the
 * same bytes for the shared pass and for every seat's patch, after every move; the room's patches are Buffers (the
 * socket sends them as they are), and each of its three paths was taken.
 */
import { Encoder, StateView } from "@colyseus/schema";
import { games, nextFloat, rngFromSeed, RULES_SEAT, seatsWaitedOn, type RngState } from "@tabletop/shared";
import type { GameRoomDef } from "@tabletop/server/room/gameDef.js";
import { matchStateFor, type MatchState } from "@tabletop/server/room/state.js";
import { projectMatch, type Projected } from "@tabletop/server/room/projection.js";
import { shareEncodeBuffers } from "@tabletop/server/colyseus/sharedEncodeBuffers.js";

interface Twin {
  state: MatchState;
  encoder: Encoder;
  views: StateView[];
  projected: Projected | undefined;
}

function twin(def: GameRoomDef, seats: number, pooled: boolean): Twin {
  const classes = matchStateFor(def.engine);
  const state: MatchState = new classes.State();
  for (let i = 0; i < seats; i++) state.seats.push(new classes.Seat());
  const encoder = new Encoder(state);
  // As in the room, the table is there (and patched) before its players join, and each joining client is given its
  // seat: its first patch carries the whole seat, through Colyseus's own `encodeView`.
  encoder.encode({ offset: 1 });
  encoder.discardChanges();
  const views = state.seats.map((seat) => {
    const view = new StateView();
    view.add(seat);
    return view;
  });
  return { state, encoder: pooled ? shareEncodeBuffers(encoder) : encoder, views, projected: undefined };
}

/** Projects `game` into the twin and encodes its patch: the shared pass, then each seat's. */
function patch(def: GameRoomDef, t: Twin, game: unknown, moves: number) {
  t.projected = projectMatch(def.engine, t.state, game, t.projected);
  for (const i of t.projected.regrown) t.views[i].add(t.state.seats[i]);
  t.state.moves = moves;
  const it = { offset: 1 };
  const raw = t.encoder.encode(it);
  const shared = Buffer.from(raw);
  const sharedEnd = it.offset;
  const pendingAdds = t.views.map((v) => v.changes.size > 0);
  const seats = t.views.map((v) => t.encoder.encodeView(v, sharedEnd, it));
  t.encoder.discardChanges();
  return { shared, raw, seats, pendingAdds };
}

function checkGame(def: GameRoomDef, seats: number, seed: string, maxMoves: number) {
  const { engine } = def;
  const parsed = engine.parseOptions({}, seats);
  if (!parsed.ok) throw new Error(parsed.reason);
  let game = engine.setup(seed, seats, parsed.options);
  const plain = twin(def, seats, false);
  const room = twin(def, seats, true);
  let rng: RngState = rngFromSeed(`${seed}:pooled`);
  const paths = { sharedPass: 0, joined: 0, plain: 0 };
  for (let moves = 0; moves <= maxMoves; moves++) {
    const a = patch(def, plain, game, moves);
    const b = patch(def, room, game, moves);
    expect(b.shared).toEqual(a.shared);
    for (let i = 0; i < seats; i++) {
      expect(Buffer.from(b.seats[i])).toEqual(Buffer.from(a.seats[i]));
      if (b.pendingAdds[i]) paths.plain++;
      else {
        expect(Buffer.isBuffer(b.seats[i])).toBe(true);
        paths[b.seats[i] === b.raw ? "sharedPass" : "joined"]++;
      }
    }
    if (engine.outcome(game)) break;
    const step = engine.next?.(game) ?? null;
    let seat = RULES_SEAT;
    let action = step;
    if (step === null) {
      const waited = seatsWaitedOn(engine, game, seats);
      let r: number;
      [r, rng] = nextFloat(rng);
      seat = waited[Math.floor(r * waited.length)];
      const legal = engine.legal(game, seat);
      [r, rng] = nextFloat(rng);
      action = legal[Math.floor(r * legal.length)];
    }
    const result = engine.apply(game, seat, action);
    if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
    game = result.state;
  }
  expect(paths.plain).toBeGreaterThan(0);
  expect(paths.sharedPass).toBeGreaterThan(0);
  return paths;
}

describe("a seat's patch joined in pooled memory equals Colyseus's own encodeView", () => {
  for (const [game, seats] of [
    ["xorlosch", 2],
    ["xorlosch", 6],
    ["dungeon-flee", 1],
    ["dungeon-lite", 4],
  ] as const) {
    test(`${game}, ${seats} seats: the same bytes after every move`, () => {
      const paths = checkGame(games[game], seats, `pooled-${game}-${seats}`, 300);
      // Xorlosch's seats hide nothing that changes in play (a seat's view knows only whose it is).
      if (game === "xorlosch") expect(paths.joined).toBe(0);
      else expect(paths.joined).toBeGreaterThan(0);
    });
  }
});
