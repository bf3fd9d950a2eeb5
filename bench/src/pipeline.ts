/**
 * `npm run bench:pipeline -- --game <room> [--rooms R] [--seats N] [--options JSON] [--moves K] [--rounds 3]`
 *
 * The room's own work per move, in one process and without sockets, store or matchmaking: R matches of the game
 * in play at once, moved in turn (as a server with R busy rooms does, so no room's data stays in the CPU caches),
 * each move by the rules' own step when they have one, else by a random legal action of a seat the game waits on
 * (a move here is an action, as the benchmark's CPU per action counts them). It runs three passes, each doing one more stage
 * than the last, and reports the CPU time each stage adds per move:
 *   engine      `legal` for the acting seat and `apply`
 *   projection  the public view and each seat's view, copied into the match state (the room's projectMatch), and
 *               each seat's legal list written into its synced part (the room's SeatLists)
 *   encoding    the patch with each seat's StateView (with the room's encoder: server/src/colyseus/sharedEncodeBuffers.ts),
 *               and the `events` messages as sent
 * Before any pass is timed, the whole pipeline runs once untimed, so that no pass pays for compiling code that the
 * others then run warm: timed first in a fresh process, the engine's pass took 10-30 µs a move more than the same
 * pass timed after the others (2-seat Xorlosch 21-22 against 11, Dungeon Lite with 4 heroes 52 against 20), and the
 * stages after it looked that much cheaper. Then the three passes are timed in turn, --rounds times, and each pass's
 * figure is the median of its rounds'.
 * Writes the figures to bench/results/pipeline-<game>-<time>.json. Comparing them with the full benchmark's server
 * CPU per move shows how much of it is the game and how much is transport, store and matchmaking.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Protocol, getMessageBytes } from "@colyseus/core";
import { Encoder, StateView, type Schema } from "@colyseus/schema";
import {
  gameById,
  games,
  nextFloat,
  rngFromSeed,
  seatsWaitedOn,
  viewerOf,
  RULES_SEAT,
  type RngState,
} from "@tabletop/shared";
import {
  type GameRoomDef,
  type MatchState,
  type MatchStateClasses,
  type Projected,
  SeatLists,
  eventsFor,
  matchStateFor,
  projectMatch,
  shareEncodeBuffers,
} from "@tabletop/server/testing";
import { countFlag, jsonFlag, readGameOptions } from "./flags.js";
import { median } from "./rounds.js";

const { values } = parseArgs({
  options: {
    game: { type: "string" },
    rooms: { type: "string", default: "1000" },
    seats: { type: "string" },
    /** The game's options, as the benchmark's --options (JSON; the game's defaults unless given). */
    options: { type: "string", default: "{}" },
    moves: { type: "string", default: "40000" },
    /** How many times the three passes are timed in turn (each pass's figure is the median of its rounds'). */
    rounds: { type: "string", default: "3" },
    out: { type: "string", default: "bench/results" },
  },
});
const def = gameById(values.game ?? "");
if (!def) {
  console.error(
    `usage: npm run bench:pipeline -- --game <${Object.keys(games).join("|")}> [--rooms R] [--seats N] [--options JSON] [--moves K] [--rounds 3]`,
  );
  process.exit(2);
}
const R = Number(values.rooms);
const K = Number(values.moves);
const ROUNDS = countFlag("rounds", "rounds", values.rounds!);
const seats = Number(values.seats ?? Math.max(def.engine.seats.min, Math.min(2, def.engine.seats.max)));
const gameOptions = readGameOptions(def.engine, jsonFlag("options", values.options!), seats);
if (!gameOptions.ok) {
  console.error(gameOptions.refusal);
  process.exit(2);
}
const { options } = gameOptions;
const STAGES = ["engine", "projection", "encoding"] as const;
type Stage = (typeof STAGES)[number];

interface Match {
  state: MatchState;
  encoder: Encoder;
  views: StateView[];
  game: unknown;
  projected: Projected | undefined;
  viewOf: (game: unknown, seat: number | null) => unknown;
  lists: SeatLists;
  moves: number;
}

let matchNo = 0;
function newMatch(d: GameRoomDef, classes: MatchStateClasses<Schema, Schema>): Match {
  const state = new classes.State();
  const encoder = shareEncodeBuffers(new Encoder(state));
  const views: StateView[] = [];
  for (let i = 0; i < seats; i++) {
    const seat = new classes.Seat();
    seat.index = i;
    state.seats.push(seat);
    const view = new StateView();
    view.add(seat);
    views.push(view);
  }
  return {
    state,
    encoder,
    views,
    game: d.engine.setup(`pipeline-${matchNo++}`, seats, options),
    projected: undefined,
    viewOf: viewerOf(d.engine),
    lists: new SeatLists(),
    moves: 0,
  };
}

function run(d: GameRoomDef, upTo: Stage): number {
  const { engine } = d;
  const classes = matchStateFor(d.engine);
  const upToIndex = STAGES.indexOf(upTo);
  // Every pass plays the same matches and moves, so the differences between passes are the stages' costs.
  let rng: RngState = rngFromSeed("pipeline");
  matchNo = 0;
  const matches = Array.from({ length: R }, () => newMatch(d, classes));

  const move = (m: Match, i: number) => {
    let r: number;
    [r, rng] = nextFloat(rng);
    const over = engine.outcome(m.game) !== null;
    // The rules' own step when they have one (a rules-seat action, as the room plays it), else a waited-on seat's.
    const step = over ? null : (engine.next?.(m.game) ?? null);
    const waited = over || step !== null ? [] : seatsWaitedOn(engine, m.game, seats);
    if (step === null && waited.length === 0) {
      matches[i] = newMatch(d, classes);
      return;
    }
    let result;
    if (step !== null) result = engine.apply(m.game, RULES_SEAT, step);
    else {
      const seat = waited[Math.floor(r * waited.length)];
      const legal = engine.legal(m.game, seat);
      [r, rng] = nextFloat(rng);
      result = engine.apply(m.game, seat, legal[Math.floor(r * legal.length)]);
    }
    if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
    m.game = result.state;
    m.moves++;
    if (upToIndex < 1) return;
    m.projected = projectMatch(d.engine, m.state, m.game, m.projected, m.viewOf);
    for (const i of m.projected.regrown) m.views[i]?.add(m.state.seats[i]);
    m.state.moves = m.moves;
    m.lists.write(m.state, (s) => engine.legal(m.game, s), m.moves);
    if (upToIndex < 2) {
      m.encoder.discardChanges();
      return;
    }
    const it = { offset: 1 };
    m.encoder.encode(it);
    const shared = it.offset;
    for (const v of m.views) m.encoder.encodeView(v, shared, it);
    m.encoder.discardChanges();
    for (let s = 0; s < seats; s++) {
      const events = eventsFor(result.events, s);
      if (events.length) getMessageBytes.raw(Protocol.ROOM_DATA, "events", { at: m.moves, events });
    }
  };

  const pass = (n: number) => {
    for (let done = 0; done < n;) for (let i = 0; i < matches.length && done < n; i++, done++) move(matches[i], i);
  };
  pass(Math.max(K / 2, 2 * R)); // warm-up: JIT, and every match past its setup
  const t0 = process.cpuUsage();
  pass(K);
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / K;
}

run(def, STAGES[STAGES.length - 1]); // untimed: every stage's code compiled before any pass is timed
const byRound = Array.from({ length: ROUNDS }, () => STAGES.map((s) => run(def, s)));
const cumulative = Object.fromEntries(STAGES.map((s, i) => [s, median(byRound.map((r) => r[i]))!])) as Record<
  Stage,
  number
>;
const round = (x: number) => Math.round(x * 10) / 10;
const perStage = Object.fromEntries(
  STAGES.map((s, i) => [s, round(Math.max(0, cumulative[s] - (i ? cumulative[STAGES[i - 1]] : 0)))]),
);
const result = {
  when: new Date().toISOString(),
  game: def.engine.game,
  rooms: R,
  seats,
  moves: K,
  rounds: ROUNDS,
  machine: { cpus: os.cpus().length, node: process.version },
  /** CPU µs per move that each stage adds (differences between passes, so noise can make a small one 0). */
  usPerMove: perStage,
  totalUsPerMove: round(cumulative.encoding),
  /** Each round's CPU µs per move of the three passes (engine; engine and projection; all three), in that order. */
  passesByRound: byRound.map((r) => r.map(round)),
};
mkdirSync(values.out!, { recursive: true });
const file = path.join(values.out!, `pipeline-${result.game}-${result.when.replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${file}`);
