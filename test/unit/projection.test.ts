/**
 * The generic projection (server/src/room/project.ts) writes only what differs from the last view. Through whole
 * games of every game (half bot, half random moves, the rules' own steps included), at every state: the schema it
 * keeps up to date equals one projected from scratch, for the public view and every seat's private view; the
 * browser's decoding of it (`decodeView`) gives back the engine's own view, so the description loses nothing; and
 * projecting the same state twice leaves no patch. Every game of the registry (shared/src/games.ts) is played here.
 */
import { Encoder, type Schema } from "@colyseus/schema";
import {
  decodeView,
  games,
  nextFloat,
  type GameId,
  rngFromSeed,
  RULES_SEAT,
  seatsWaitedOn,
  type RngState,
} from "@tabletop/shared";
import type { GameRoomDef } from "@tabletop/server/room/gameDef.js";
import { matchStateFor, type MatchState } from "@tabletop/server/room/state.js";
import { projectMatch, type Projected } from "@tabletop/server/room/projection.js";
import { chooseBotAction } from "@tabletop/server/room/botTurn.js";
import { fixtureGame } from "../fixtures/fixture-cards/engine.js";

/** A match state of the game with its seats, and its encoder. */
function table(def: GameRoomDef, seats: number) {
  const classes = matchStateFor(def.engine);
  const state: MatchState = new classes.State();
  for (let i = 0; i < seats; i++) state.seats.push(new classes.Seat());
  return { state, encoder: new Encoder(state) };
}

const json = (x: Schema) => x.toJSON();

function checkGame(def: GameRoomDef, seats: number, seed: string, options: unknown, maxMoves: number) {
  const { engine } = def;
  const parsed = engine.parseOptions(options, seats);
  if (!parsed.ok) throw new Error(parsed.reason);
  let s = engine.setup(seed, seats, parsed.options);
  const live = table(def, seats);
  let last: Projected | undefined;
  let rng: RngState = rngFromSeed(`${seed}:test`);
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    last = projectMatch(engine, live.state, s, last);
    live.encoder.encode();
    live.encoder.discardChanges();
    // Projecting the same state again (new view objects, equal values) changes nothing.
    last = projectMatch(engine, live.state, s, last);
    expect(live.encoder.hasChanges).toBe(false);

    const fresh = table(def, seats);
    projectMatch(engine, fresh.state, s, undefined);
    expect(json(live.state.view)).toEqual(json(fresh.state.view));
    for (let i = 0; i < seats; i++)
      expect(json(live.state.seats[i].private)).toEqual(json(fresh.state.seats[i].private));
    if (moves % 4 === 0) {
      expect(decodeView(engine.viewSpec, json(live.state.view), null)).toEqual(engine.view(s, null));
      for (let i = 0; i < seats; i++)
        expect(decodeView(engine.viewSpec, json(live.state.view), json(live.state.seats[i].private))).toEqual(
          engine.view(s, i),
        );
    }

    if (engine.outcome(s)) return { moves, over: true };
    const step = engine.next?.(s) ?? null;
    if (step !== null) {
      const applied = engine.apply(s, RULES_SEAT, step);
      if (!applied.ok) throw new Error(`${applied.code}: ${applied.reason}`);
      s = applied.state;
      continue;
    }
    const waited = seatsWaitedOn(engine, s, seats);
    let r: number;
    [r, rng] = nextFloat(rng);
    const seat = waited[Math.floor(r * waited.length)];
    // Half bot moves, half random legal ones: bots alone leave some parts of a game (potions, say) unplayed.
    const legal = engine.legal(s, seat);
    const action =
      r < 0.5
        ? legal[Math.floor(r * 2 * legal.length)]
        : chooseBotAction(engine, def.bots[def.defaultBot], s, seat, r)!.action;
    const applied = engine.apply(s, seat, action);
    if (!applied.ok) throw new Error(`${applied.code}: ${applied.reason}`);
    s = applied.state;
  }
  return { moves, over: false };
}

/** Whole games of each registered game: its table size, options and seeds. */
const WHOLE_GAMES: {
  game: GameId;
  name: string;
  seats: number;
  options: unknown;
  seeds: string[];
  maxMoves: number;
}[] = [
  ...[
    ["easy", "fighter"],
    ["hard", "cleric"],
    ["extreme", "wizard"],
    ["easy", "thief"],
  ].map(([mode, cls]) => ({
    game: "dungeon-flee" as const,
    name: `${mode} ${cls}`,
    seats: 1,
    options: { mode, class: cls, gender: "female" },
    seeds: [0, 1, 2].map((g) => `proj-${mode}-${cls}-${g}`),
    maxMoves: 2000,
  })),
  ...[2, 4, 6].flatMap((seats) =>
    ["ruins", "dungeon"].map((board) => ({
      game: "xorlosch" as const,
      name: `${seats} seats, ${board}`,
      seats,
      options: { board },
      seeds: [`proj-xor-${seats}-${board}`],
      maxMoves: 5000,
    })),
  ),
  ...(
    [
      [1, "goblin-king", {}],
      [2, "necromancer", { freeEquipment: true }],
      [4, "demon-forge", { removeTraps: 1, removeUndead: 2 }],
    ] as const
  ).map(([seats, mission, difficulty]) => ({
    game: "dungeon-lite" as const,
    name: `${seats} heroes, ${mission}`,
    seats,
    options: { mission, ...difficulty },
    seeds: [`proj-lite-${seats}`],
    maxMoves: 6000,
  })),
];

test("every registered game is played through here", () => {
  expect(Object.keys(games).filter((game) => !WHOLE_GAMES.some((c) => c.game === game))).toEqual([]);
});

describe("incremental projection equals a projection from scratch at every state", () => {
  test.each(WHOLE_GAMES)("$game, $name: whole games", ({ game, seats, options, seeds, maxMoves }) => {
    for (const seed of seeds)
      expect(checkGame(games[game], seats, seed, options, maxMoves)).toEqual({
        moves: expect.any(Number),
        over: true,
      });
  });

  test("the fixture game, with hidden hands and the dealer's own steps", () => {
    expect(checkGame(fixtureGame, 3, "proj-fixture", {}, 500).over).toBe(true);
    expect(checkGame(fixtureGame, 3, "proj-fixture-dealer", { dealer: true }, 500).over).toBe(true);
  });
});
