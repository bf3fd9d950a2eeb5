/**
 * One match of `--faults`: every seat played by a scripted client picking from `legal`, and each client keeps what
 * it saw, so that the store can be checked against it afterwards (./faultChecks.ts): the move it saw acknowledged
 * at each seq, and the match's move count when it finished.
 *
 * One move is in flight per match, not per client (./drivers.ts lets each seat send): where two seats may act at
 * once (a Xorlosch response window) a client cannot tell from the patch whose move landed, and a move the client
 * took for its own would be checked against another seat's. A client sends only from the legal list of the latest
 * state it knows of (its seat's list comes in that state's patch), with the version it chose at (`at`).
 *
 * A client can be dropped (`drop()`): its socket is cut without a goodbye, as a network drop does, and after a short
 * wait it comes back with the SDK's reconnection token (`client.reconnect`), within the server's reconnect grace,
 * and plays on. The SDK's own automatic reconnection is off, so that every reconnection is one the run made and
 * counted.
 */
import { Client, type Room } from "@colyseus/sdk";
import { actAt } from "@tabletop/shared";
import { HeldList, type StateClass, type SyncedMatch } from "./drivers.js";
import type { DropOutcome, FaultTally } from "./faultTally.js";
import { sleep } from "./retries.js";
import { whenMaySendAgain } from "@tabletop/server/testing";

/** What the clients of one match saw. */
export interface MatchRecord {
  matchId: string;
  roomId: string;
  /** seq → the move a client saw acknowledged there (its own move, the very next one after it sent). */
  acked: Map<number, { seat: number; action: unknown }>;
  /** Moves a client saw acknowledged when other moves landed with it, so that their seq cannot be told. */
  ackedUnplaced: number;
  /** Moves sent whose acknowledgement the client never saw (its socket was cut first). */
  unacknowledged: number;
  /** The most moves any of its clients saw. */
  moves: number;
  /** The match's move count in the state when it finished; null while in play. */
  finishedMoves: number | null;
  drops: number;
  /** Reconnections after which the client saw the match go on (a move, or its end). */
  resumedAfterDrop: number;
  /** What each client is waiting for now: read when a match did not finish, to tell where it stalled. */
  clientsNow(): ClientNow[];
}

/** One client of a match as it stands: what it has seen, and what holds it from sending. */
export interface ClientNow {
  seat: number | null;
  seenMoves: number;
  /** Actions in its latest legal list, and the move count that list is for. */
  legal: number;
  legalAt: number;
  /** It holds the match's one move in flight. */
  mover: boolean;
  inFlight: boolean;
  away: boolean;
  resuming: boolean;
  unresolved: boolean;
  done: boolean;
}

/** A client the fault plan may drop: seated in a match in play, connected, and (back from a drop) seen it go on. */
export interface Droppable {
  readonly record: MatchRecord;
  drop(): Promise<void>;
}

interface Setup {
  url: string;
  game: string;
  State: StateClass;
  seats: number;
  options: unknown;
  tokens: string[];
  tally: FaultTally;
  /** Clients that may be dropped now (the run's fault plan picks from it). */
  droppable: Set<Droppable>;
  onDone: (record: MatchRecord) => void;
}

/** How long a dropped client stays away before it reconnects: well within the server's reconnect grace. */
const AWAY_MS = { min: 200, max: 2000 };
/** Tries, 0.5 s, 1 s, 1.5 s ... apart: about 15 s in all, well within the reconnect grace. A busy server may not yet
 * have seen the drop (its token is then refused as unknown). */
const RECONNECT_TRIES = 8;

/** Starts a match: creates the room with the first token, the other seats join it; the last join starts it. */
export async function startFaultMatch(s: Setup): Promise<MatchRecord> {
  const match = new FaultMatch(s);
  const first = await new Client(s.url).create(
    s.game,
    { token: s.tokens[0], seats: s.seats, options: s.options },
    s.State,
  );
  match.record.roomId = first.roomId;
  match.seat(first);
  for (let i = 1; i < s.seats; i++)
    match.seat(await new Client(s.url).joinById(first.roomId, { token: s.tokens[i] }, s.State));
  return match.record;
}

/** The match's clients, and which of them has the match's one move in flight. */
class FaultMatch {
  readonly record: MatchRecord = {
    matchId: "",
    roomId: "",
    acked: new Map(),
    ackedUnplaced: 0,
    unacknowledged: 0,
    moves: 0,
    finishedMoves: null,
    drops: 0,
    resumedAfterDrop: 0,
    clientsNow: () => this.players.map((p) => p.now()),
  };
  private readonly players: SeatPlayer[] = [];
  private readonly askedAt = performance.now();
  private setUp = false;
  /** The client whose move is in flight, or whose move was in flight when it was dropped and is not known of yet. */
  mover: SeatPlayer | null = null;

  constructor(readonly s: Setup) {}

  seat(room: Room): void {
    this.players.push(new SeatPlayer(this, room));
  }

  firstMove(): void {
    if (this.setUp) return;
    this.setUp = true;
    this.s.tally.setup(performance.now() - this.askedAt);
  }

  /** A client saw the match at `moves`. A dropped client's move in flight has landed once the match moves on. */
  sawMoves(moves: number): void {
    if (moves <= this.record.moves) return;
    this.record.moves = moves;
    if (this.mover?.unresolved) this.release(this.mover);
  }

  /** `p`'s move is settled: another client may send. */
  release(p: SeatPlayer): void {
    if (this.mover !== p) return;
    this.mover = null;
    p.unresolved = false;
    for (const other of this.players) other.go();
  }

  finished(moves: number): void {
    if (this.record.finishedMoves !== null) return;
    this.record.finishedMoves = moves;
    this.s.tally.matchFinished();
    Promise.all(this.players.map((p) => p.leave())).then(() => this.s.onDone(this.record));
  }
}

/**
 * How long a dropped client's move in flight may take to land after the client is back, before the match goes on
 * without it (it may never have reached the server). Longer than the store's first write timeout (3 s), which a move
 * sent as the database stops answering waits out.
 */
const SETTLE_MS = 10_000;

class SeatPlayer implements Droppable {
  private room!: Room;
  private seat: number | null = null;
  /** Its seat's legal list, and the move count it is for. */
  private list = new HeldList();
  private inFlight: { action: unknown; atMoves: number; sentAt: number } | null = null;
  private seenMoves = 0;
  private away = false;
  private done = false;
  /** Back from a drop, and the match not yet seen going on since. */
  private resuming = false;
  /** Dropped with a move in flight that has not been seen landing (the match waits for it). */
  unresolved = false;

  constructor(
    private readonly m: FaultMatch,
    room: Room,
  ) {
    this.attach(room);
  }

  get record(): MatchRecord {
    return this.m.record;
  }

  /** Cuts the socket, stays away a moment, then comes back with the reconnection token and plays on. */
  async drop(): Promise<void> {
    const { tally, droppable } = this.m.s;
    droppable.delete(this);
    this.away = true;
    const drop: DropOutcome = {
      phase: tally.phase,
      moveInFlight: this.inFlight !== null,
      outcome: "did not come back",
      ms: null,
      errors: [],
    };
    tally.drops.push(drop);
    if (this.inFlight) {
      this.record.unacknowledged++;
      this.unresolved = true;
    }
    this.inFlight = null;
    this.list = new HeldList();
    const token = this.room.reconnectionToken;
    const ws = (
      this.room.connection.transport as unknown as { ws: { terminate?: () => void; close(code: number): void } }
    ).ws;
    if (ws.terminate) ws.terminate();
    else ws.close(4999);
    this.record.drops++;
    tally.reconnectsTried++;
    await sleep(AWAY_MS.min + Math.random() * (AWAY_MS.max - AWAY_MS.min));
    const t0 = performance.now();
    try {
      for (let attempt = 1; attempt <= RECONNECT_TRIES && !this.done; attempt++) {
        try {
          // Not given up on when slow: an attempt abandoned that succeeds later would hold the seat, connected,
          // with nobody playing it (no bot stands in for a connected seat), and spend the token.
          const room = await new Client(this.m.s.url).reconnect(token, this.m.s.State);
          drop.ms = Math.round(performance.now() - t0);
          if (this.done) {
            // The match ended while this attempt was under way: there is nothing to go on with, and it leaves as
            // the others did.
            tally.reconnectsNotNeeded++;
            drop.outcome = "its match ended meanwhile";
            room.leave().catch(() => undefined);
            return;
          }
          tally.reconnectsSucceeded++;
          drop.outcome = "back";
          tally.reconnectMs.push(drop.ms);
          this.away = false;
          this.resuming = true;
          this.attach(room);
          return;
        } catch (e) {
          const why = (e as Error).message;
          tally.reconnectFailures[why] = (tally.reconnectFailures[why] ?? 0) + 1;
          drop.errors.push(`${tally.phase}: ${why}`);
          await sleep(500 * attempt);
        }
      }
      if (this.done) {
        tally.reconnectsNotNeeded++;
        drop.outcome = "its match ended meanwhile";
      }
    } finally {
      // Its move may never have reached the server: after a while the others go on regardless.
      if (this.unresolved) setTimeout(() => this.m.release(this), SETTLE_MS);
    }
  }

  now(): ClientNow {
    return {
      seat: this.seat,
      seenMoves: this.seenMoves,
      legal: this.list.actions.length,
      legalAt: this.list.at,
      mover: this.m.mover === this,
      inFlight: this.inFlight !== null,
      away: this.away,
      resuming: this.resuming,
      unresolved: this.unresolved,
      done: this.done,
    };
  }

  /** The match has ended. A client back from a drop saw it go on to its end, though another client may have seen
   * the end first and made every seat leave before this one's own `finished` arrived. */
  leave(): Promise<unknown> {
    this.done = true;
    this.m.s.droppable.delete(this);
    // Away, its room object's socket is already cut: leaving it would wait for an answer that never comes, and hold
    // the match's end (and the run's drain) with it.
    if (this.away) return Promise.resolve();
    this.resumed();
    return this.room.leave().catch(() => undefined);
  }

  private attach(room: Room) {
    this.room = room;
    const { tally } = this.m.s;
    const record = this.record;
    room.reconnection.enabled = false;
    // A client that is away has an old room object whose handlers must not act any more.
    const live = () => this.room === room && !this.away && !this.done;
    // The first state after joining (or coming back) is the whole state, with the moves made meanwhile.
    let first = true;
    room.onStateChange((state: SyncedMatch & { matchId: string }) => {
      if (!live()) return;
      if (!record.matchId && state.matchId) record.matchId = state.matchId;
      const whole = first;
      first = false;
      this.list.read(state, this.seat);
      if (state.moves > this.seenMoves) {
        if (!whole) this.resumed();
        this.seenMoves = state.moves;
        this.m.sawMoves(state.moves);
        const sent = this.inFlight;
        if (sent) {
          this.inFlight = null;
          tally.move(performance.now() - sent.sentAt);
          if (state.moves === sent.atMoves + 1 && this.seat !== null)
            record.acked.set(state.moves, { seat: this.seat, action: sent.action });
          else record.ackedUnplaced++;
          this.m.release(this);
        }
      }
      this.go();
    });
    room.onMessage("rejected", (m: { code: string }) => {
      if (!live()) return;
      this.inFlight = null;
      tally.rejected(m.code);
      // Over the server's rate, a move sent at once would be dropped unanswered and the match would wait forever.
      whenMaySendAgain(m.code, () => this.settled());
    });
    room.onMessage("seat", (m: { seat: number | null }) => {
      if (live()) this.seat = m.seat;
    });
    room.onMessage("events", () => undefined);
    room.onMessage("server-going", () => undefined);
    room.onMessage("finished", () => {
      if (!live()) return;
      this.resumed();
      this.m.finished((room.state as { moves: number }).moves);
    });
    room
      .request("sync", {})
      .then((hello: { seat: number | null }) => {
        if (!live()) return;
        this.seat = hello.seat;
        // Back from a drop, it may be dropped again once it has seen its match go on (resumed), so that each
        // reconnection is judged by what followed it.
        if (!this.resuming) this.droppableAgain();
        this.list.read(room.state as SyncedMatch, this.seat);
        this.go();
      })
      // The run may end (or the client be dropped) while the request is under way.
      .catch(() => undefined);
  }

  /** Its move was refused: another client may send, and so may this one. */
  private settled() {
    this.m.release(this);
    this.go();
  }

  private resumed() {
    if (!this.resuming) return;
    this.resuming = false;
    this.record.resumedAfterDrop++;
    this.droppableAgain();
  }

  private droppableAgain() {
    if (!this.done && !this.away && this.record.finishedMoves === null) this.m.s.droppable.add(this);
  }

  /** Sends a move when this client may: its list is for the latest state, and no other move is in flight. */
  go() {
    // Back from a drop with a move that may still land: sending now, the client could take that move for this one.
    if (this.done || this.away || this.unresolved || this.inFlight || this.list.actions.length === 0) return;
    if (this.list.at !== this.record.moves || (this.m.mover && this.m.mover !== this)) return;
    this.m.firstMove();
    this.m.mover = this;
    const action = this.list.pick();
    this.inFlight = { action, atMoves: this.seenMoves, sentAt: performance.now() };
    this.room.send("act", actAt(action, this.list.at));
  }
}
