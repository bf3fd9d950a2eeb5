/**
 * Scripted clients over real WebSockets. Each keeps one move in flight: it sends, waits for
 * the patch that shows its move, records the latency, then goes again when it may act.
 *
 * The clients decode the state with the room's own schema classes, as a client built with generated classes
 * does, rather than with classes rebuilt by reflection at each join. One process here plays thousands of
 * clients, and a set of classes per client would make every decode in the load generator megamorphic.
 */
import { Client, type Room } from "@colyseus/sdk";
import type { Schema } from "@colyseus/schema";
import { gameById } from "@tabletop/shared";
import { matchStateFor } from "../room/state.js";
import { EchoState } from "./echoRoom.js";

export type StateClass = new () => Schema;

/** The game's synced state class, which the clients decode with (as a client built with generated classes does). */
export function stateClassOf(game: string): StateClass {
  const def = gameById(game);
  if (!def) throw new Error(`the load generator has no schema classes for "${game}"`);
  return matchStateFor(def.engine).State as unknown as StateClass;
}

export interface Tally {
  moves: number;
  latencies: number[];
  /** Time from asking for a new match to its first legal list (matchmaking, join, start). */
  setups: number[];
  rejected: number;
  /** Rejections by code: a client acting on a legal list that another seat's move has just made stale, say. */
  rejectedCodes: Record<string, number>;
  /** Matches that ended while measuring. */
  finished: number;
  measuring: boolean;
  /**
   * While true, the clients set up wait before their first move, so that the phase's matches (or echo pairs) are
   * all set up on an idle server: set up under full load, seat reservations expire before the clients connect.
   */
  holding: boolean;
  /** The first moves waiting for `startMoving`. */
  held: (() => void)[];
}

export const newTally = (): Tally => ({
  moves: 0,
  latencies: [],
  setups: [],
  rejected: 0,
  rejectedCodes: {},
  finished: 0,
  measuring: false,
  holding: false,
  held: [],
});

/** Lets every client that waits (`holding`) make its first move, and those set up later move at once. */
export function startMoving(tally: Tally): void {
  tally.holding = false;
  for (const first of tally.held.splice(0)) first();
}

/** Runs `first` now, or once the tally lets the clients move. */
const whenMoving = (tally: Tally, first: () => void): void => {
  if (tally.holding) tally.held.push(first);
  else first();
};

/** Two clients alternate "inc" on an echo room (`bench-echo` or `bench-echo-contract`). */
export async function startEchoPair(url: string, tally: Tally, roomName: string): Promise<Room[]> {
  const a = await new Client(url).create(roomName, {}, EchoState);
  const b = await new Client(url).joinById(a.roomId, {}, EchoState);
  const rooms = [a, b];
  for (const r of rooms) {
    r.onMessage("events", () => undefined);
    r.onMessage("legal", () => undefined);
  }
  let sentAt = 0;
  let expect = 1;
  const onChange = (who: number) => (state: { counter: number }) => {
    if (state.counter < expect) return;
    if (who === (expect - 1) % 2) {
      if (tally.measuring) {
        tally.moves++;
        tally.latencies.push(performance.now() - sentAt);
      }
      // The other client answers.
      expect += 1;
      sentAt = performance.now();
      rooms[(expect - 1) % 2].send("inc");
    }
  };
  a.onStateChange(onChange(0));
  b.onStateChange(onChange(1));
  whenMoving(tally, () => {
    sentAt = performance.now();
    a.send("inc");
  });
  return rooms;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)];
}

/** One match of a game, every seat played by a scripted client that picks from `legal`. */
export async function startMatch(
  url: string,
  game: string,
  State: StateClass,
  seats: number,
  options: unknown,
  tokens: string[],
  tally: Tally,
  onDone: () => void,
  /** The clients stop acting once the match has this many moves and stay seated (bench:memory's idle matches). */
  stopAfterMoves = Infinity,
  /** Each move waits 0.5–1.5 times this long first, as a table of people does (bench:memory's moving matches). */
  paceMs = 0,
): Promise<Room[]> {
  const askedAt = performance.now();
  let setUp = false;
  let done = false;
  const rooms: Room[] = [];
  // Each client's handlers are set as soon as it has joined: the last join starts the match.
  const play = (room: Room) => {
    rooms.push(room);
    let legal: unknown[] = [];
    let inFlight = false;
    let sentAt = 0;
    let seenMoves = 0;
    const go = (): void => {
      if (done || inFlight || legal.length === 0 || seenMoves >= stopAfterMoves) return;
      if (tally.holding) return whenMoving(tally, go);
      if (!setUp) {
        setUp = true;
        if (tally.measuring) tally.setups.push(performance.now() - askedAt);
      }
      inFlight = true;
      const send = () => {
        sentAt = performance.now();
        // The match may have ended (its room closed), or another seat's move taken this one's turn, meanwhile.
        if (done) return;
        if (legal.length === 0) {
          inFlight = false;
          return;
        }
        room.send("act", pick(legal));
      };
      if (paceMs > 0) setTimeout(send, paceMs * (0.5 + Math.random()));
      else send();
    };
    room.onStateChange((state: { moves: number }) => {
      if (state.moves > seenMoves) {
        seenMoves = state.moves;
        if (inFlight) {
          inFlight = false;
          if (tally.measuring) {
            tally.moves++;
            tally.latencies.push(performance.now() - sentAt);
          }
        }
      }
    });
    room.onMessage("legal", (m: { actions: unknown[] }) => {
      legal = m.actions;
      go();
    });
    room.onMessage("rejected", (m: { code: string }) => {
      inFlight = false;
      tally.rejected++;
      tally.rejectedCodes[m.code] = (tally.rejectedCodes[m.code] ?? 0) + 1;
      go();
    });
    room.onMessage("events", () => undefined);
    room.onMessage("seat", () => undefined);
    room.onMessage("finished", () => {
      if (done) return;
      done = true;
      if (tally.measuring) tally.finished++;
      Promise.all(rooms.map((r) => r.leave().catch(() => undefined))).then(onDone);
    });
    room
      .request("sync", {})
      .then((hello: { actions: unknown[] }) => {
        legal = hello.actions;
        go();
      })
      // The run may end (and the server close) while a relaunched match is still joining.
      .catch(() => undefined);
  };
  const first = await new Client(url).create(game, { token: tokens[0], seats, options }, State);
  play(first);
  for (let i = 1; i < seats; i++) play(await new Client(url).joinById(first.roomId, { token: tokens[i] }, State));
  return rooms;
}
