/**
 * Scripted clients over real WebSockets. A match or an echo room keeps one move in flight: a client sends, waits for
 * the patch that shows the move, records the latency, then a client that may act goes next.
 *
 * The clients decode the state with the room's own schema classes, as a client built with generated classes
 * does, rather than with classes rebuilt by reflection at each join. One process here plays thousands of
 * clients, and a set of classes per client would make every decode in the load generator megamorphic.
 */
import { Client, type Room } from "@colyseus/sdk";
import type { Schema } from "@colyseus/schema";
import { actAt, gameById, legalIn } from "@tabletop/shared";
import { matchStateFor, whenMaySendAgain } from "@tabletop/server/testing";
import { echoStateOf } from "./echoRoom.js";

export type StateClass = new () => Schema;

/** What the scripted clients read of a match's synced state: the move count and their seat's legal list. */
export interface SyncedMatch {
  moves: number;
  seats: { legal?: string }[];
}

/**
 * A scripted client's seat's legal list, as each state it sees carries it (in the patch of the move it follows),
 * read again only when it changed, and the version of the state it came with.
 */
export class HeldList {
  actions: unknown[] = [];
  /** The move count of the state the list came with (-1: none seen yet). */
  at = -1;
  private json = "";

  read(state: SyncedMatch, seat: number | null): void {
    if (seat === null) return;
    const json = state.seats[seat]?.legal ?? "";
    if (json !== this.json) {
      this.json = json;
      this.actions = legalIn({ legal: json });
    }
    this.at = state.moves;
  }

  /** An action of the list, picked at random. */
  pick(): unknown {
    return pick(this.actions);
  }
}

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
   * While true, the clients set up wait before their first move, so that the phase's matches (or echo rooms) are
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

/** A paced client's wait before a move: 0.5–1.5 times `paceMs`, so the tables do not move in step. */
const thinkTime = (paceMs: number): number => paceMs * (0.5 + Math.random());

/**
 * `clients` clients take turns to "inc" on an echo room (`bench-echo` or `bench-echo-contract`), one move in flight
 * per room, each move patched to all of them: a table of as many seats as the game's, with no game. With `paceMs`,
 * each move waits 0.5–1.5 times that long first, as a game's paced clients do (`startMatch`).
 */
export async function startEchoRoom(
  url: string,
  tally: Tally,
  roomName: string,
  clients: number,
  paceMs = 0,
): Promise<Room[]> {
  const State = echoStateOf(roomName);
  const first = await new Client(url).create(roomName, { clients }, State);
  const rooms = [first];
  for (let i = 1; i < clients; i++) rooms.push(await new Client(url).joinById(first.roomId, {}, State));
  for (const r of rooms) r.onMessage("events", () => undefined);
  let sentAt = 0;
  let expect = 1;
  const onChange = (who: number) => (state: { counter: number }) => {
    if (state.counter < expect) return;
    if (who === (expect - 1) % clients) {
      if (tally.measuring) {
        tally.moves++;
        tally.latencies.push(performance.now() - sentAt);
      }
      // The next client moves (after its think time, when paced); the latency counts from its send.
      expect += 1;
      const next = rooms[(expect - 1) % clients];
      const send = () => {
        sentAt = performance.now();
        next.send("inc");
      };
      if (paceMs > 0) setTimeout(send, thinkTime(paceMs));
      else send();
    }
  };
  rooms.forEach((r, i) => r.onStateChange(onChange(i)));
  whenMoving(tally, () => {
    sentAt = performance.now();
    first.send("inc");
  });
  return rooms;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)];
}

/**
 * One match of a game, every seat played by a scripted client that picks from its seat's legal list, one move in
 * flight per match, as a table of people takes turns: when the last move has landed, one of the seats whose list is
 * fresh (the state it came with shows that move) and not empty acts, picked at random, and sends the version it
 * chose at (`at`). Sending from every seat at once instead, most moves in the games where several seats may act
 * (Dungeon Lite's order of play, Xorlosch's items) were refused as stale: 1.5 refusals per accepted move in Dungeon
 * Lite, paid for in the server's CPU per move.
 */
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
  let waiting = false;
  const rooms: Room[] = [];
  /** Each seat's client: its seat and its latest legal list. */
  const players: { room: Room; seat: number | null; list: HeldList }[] = [];
  /** The match's moves as the clients have seen them (the most any has seen). */
  let moves = 0;
  /** The client whose move is in flight, and when it was sent. */
  let inFlight: { by: (typeof players)[number]; sentAt: number } | null = null;

  const go = (): void => {
    if (done || inFlight || waiting || moves >= stopAfterMoves) return;
    if (tally.holding) {
      waiting = true;
      return whenMoving(tally, () => {
        waiting = false;
        go();
      });
    }
    const ready = players.filter((p) => p.list.at === moves && p.list.actions.length > 0);
    if (ready.length === 0) return;
    if (!setUp) {
      setUp = true;
      if (tally.measuring) tally.setups.push(performance.now() - askedAt);
    }
    const by = pick(ready);
    const flight = { by, sentAt: performance.now() };
    inFlight = flight;
    const send = () => {
      // The match may have ended (its room closed), or another move landed, meanwhile.
      if (done || inFlight !== flight) return;
      if (by.list.at !== moves || by.list.actions.length === 0) {
        inFlight = null;
        return go();
      }
      flight.sentAt = performance.now();
      by.room.send("act", actAt(by.list.pick(), by.list.at));
    };
    if (paceMs > 0) setTimeout(send, thinkTime(paceMs));
    else send();
  };

  // Each client's handlers are set as soon as it has joined: the last join starts the match.
  const play = (room: Room) => {
    rooms.push(room);
    const me = { room, seat: null as number | null, list: new HeldList() };
    players.push(me);
    room.onStateChange((state: SyncedMatch) => {
      me.list.read(state, me.seat);
      if (state.moves > moves) {
        moves = state.moves;
        // The first change after the move was sent is that move (a rules step scheduled before it may come first:
        // the server's own count of moves is the one the figures use; this is the latency's sample).
        if (inFlight) {
          if (tally.measuring) {
            tally.moves++;
            tally.latencies.push(performance.now() - inFlight.sentAt);
          }
          inFlight = null;
        }
      }
      go();
    });
    room.onMessage("rejected", (m: { code: string }) => {
      tally.rejected++;
      tally.rejectedCodes[m.code] = (tally.rejectedCodes[m.code] ?? 0) + 1;
      const settled = () => {
        if (inFlight?.by === me) inFlight = null;
        go();
      };
      // Over the server's rate, a move sent at once would be dropped unanswered and the match would wait forever.
      whenMaySendAgain(m.code, settled);
    });
    room.onMessage("events", () => undefined);
    room.onMessage("seat", () => undefined);
    // The server stopping at the end of a run tells every seated client so (the SDK would log each one unheard).
    room.onMessage("server-going", () => undefined);
    room.onMessage("finished", () => {
      if (done) return;
      done = true;
      if (tally.measuring) tally.finished++;
      Promise.all(rooms.map((r) => r.leave().catch(() => undefined))).then(onDone);
    });
    room
      .request("sync", {})
      .then((hello: { seat: number | null }) => {
        me.seat = hello.seat;
        me.list.read(room.state as SyncedMatch, me.seat);
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
