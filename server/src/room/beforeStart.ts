/**
 * The table before the start: a person takes one more seat or gives one back (where the game allows several each),
 * the host seats bots or takes them away and starts the match, and a full table starts by itself. Each message is
 * answered by a refusal with its code (the checks are ./seating.ts) or by the change, patched to everyone. The start
 * writes the match's record and hands the rules' first state to the match (./match.ts).
 */
import type { Client } from "@colyseus/core";
import { count, plural } from "@tabletop/shared";
import type { GameRoomDef } from "./gameDef.js";
import type { RoomDeps } from "./deps.js";
import type { MatchState } from "./state.js";
import type { TableSeats } from "./tableSeats.js";
import type { Match } from "./match.js";
import type { RoomTimers } from "./timers.js";
import { RoomCodes } from "./codes.js";
import { botToAdd, botToRemove, seatToRelease, seatToTake } from "./seating.js";
import { seatMessage, sendRejected } from "./tableMessages.js";

/** What the table before the start uses of its room, handed over once when the table opens. */
export interface BeforeStartParts {
  readonly def: GameRoomDef;
  readonly deps: RoomDeps;
  readonly state: MatchState;
  readonly seats: TableSeats;
  readonly match: Match;
  readonly timers: RoomTimers;
  readonly clients: Iterable<Client>;
  /** The table as it was asked for: its seed, the game's options and whether it is private. */
  readonly seed: string;
  readonly options: unknown;
  readonly isPrivate: boolean;
  /** A daily dungeon's run: its UTC day ("" for any other table; ./dailyTable.ts). */
  readonly daily: string;
  /** The room's id (a private table takes its code as its id after it opened). */
  roomId(): string;
  /** Sends the patch now (Colyseus's broadcastPatch). */
  patch(): void;
  /** The table's listing in the lobby is out of date. */
  listingChanged(): void;
  /** The match's record exists: what was said at the table before is stored with it. */
  recorded(): void;
}

/** The `seat` field of a message such as `release-seat {seat}` (undefined when there is none). */
function seatField(message: unknown): unknown {
  return typeof message === "object" && message !== null ? (message as { seat?: unknown }).seat : undefined;
}

export class BeforeStart {
  /** The match's record is being written (`start`). */
  private starting = false;

  constructor(private readonly parts: BeforeStartParts) {}

  /** One more seat for a person who holds one, where the game allows it; a full table starts. */
  takeSeat(client: Client) {
    const { state, seats } = this.parts;
    const held = seats.ofSession(client.sessionId);
    const r = seatToTake(held, seats.firstOpen(), state.seatsPerPlayer, state.status);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    seats.occupy(r.seat, seats.playerOf(held[0]), state.seats[held[0]].name, client.sessionId);
    client.view?.add(state.seats[r.seat]);
    client.send("seat", seatMessage(seats.ofSession(client.sessionId), state.matchId));
    this.changed();
    if (seats.isFull()) return this.start();
  }

  /** Gives back one of several seats. */
  releaseSeat(client: Client, message: unknown) {
    const { state, seats } = this.parts;
    const held = seats.ofSession(client.sessionId);
    const r = seatToRelease(held, seatField(message), state.status);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    seats.vacate(r.seat);
    client.view?.remove(state.seats[r.seat]);
    client.send("seat", seatMessage(seats.ofSession(client.sessionId), state.matchId));
    this.changed();
  }

  /** The host seats a bot in the first open seat; a full table starts. */
  addBot(client: Client) {
    const { state, seats } = this.parts;
    const r = botToAdd(this.isHost(client), seats.firstOpen(), state.status, state.rated);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    seats.seatBot(r.seat);
    this.changed();
    if (seats.isFull()) return this.start();
  }

  /** The host takes a bot away: its seat is open again. */
  removeBot(client: Client, message: unknown) {
    const { state, seats } = this.parts;
    const bots = state.seats.map((s) => s.bot);
    const r = botToRemove(this.isHost(client), seatField(message), bots, state.status);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    seats.unseatBot(r.seat);
    this.changed();
  }

  /** The host starts the match with the seats present: empty seats are removed and the rest keep their order. */
  async hostStart(client: Client) {
    const { state, seats, def } = this.parts;
    if (state.status !== "waiting")
      return this.reject(client, RoomCodes.ALREADY_STARTED, "The match has already started.");
    if (!this.isHost(client)) return this.reject(client, RoomCodes.NOT_HOST, "Only the host starts the match.");
    const present = state.seats.filter((s) => s.occupied).length;
    const { min } = def.engine.seats;
    if (present < min)
      return this.reject(
        client,
        RoomCodes.NOT_ENOUGH_PLAYERS,
        `${def.engine.game} needs at least ${count(min, "seat")} filled; ${present} ${plural(present, "is", "are")}.`,
      );
    seats.keepPresent();
    for (const c of this.parts.clients) {
      const held = seats.ofSession(c.sessionId);
      if (held.length) c.send("seat", seatMessage(held, state.matchId));
    }
    await this.start();
  }

  /**
   * Starts the match (once): its record is written, then the rules' first state is handed to the match. Awaited: a
   * match its players see begin is in the store (or safe in the outbox while the database is out), so a crash from
   * then on resumes it. Its actions follow it in the store's order.
   */
  async start() {
    const { state, def, deps, seats } = this.parts;
    if (state.status !== "waiting" || this.starting) return;
    this.starting = true;
    const { engine } = def;
    const { seed, options, isPrivate, daily } = this.parts;
    if (daily && !(await this.dailyStarts())) {
      this.starting = false;
      return;
    }
    const gameState = engine.setup(seed, state.seats.length, options);
    await deps.store
      .createMatch({
        id: state.matchId,
        game: engine.game,
        seed,
        options,
        engineVersion: engine.version,
        private: isPrivate,
        roomId: this.parts.roomId(),
        serverId: deps.serverId,
        table: {
          pace: state.pace,
          responseSeconds: state.responseSeconds,
          turnSeconds: state.turnSeconds,
          bankSeconds: state.bankSeconds,
          ...(state.rated ? { rated: true } : {}),
          ...(daily ? { daily } : {}),
        },
        createdAt: new Date(),
        seats: state.seats.map((s, i) => ({ seat: i, playerId: seats.playerOf(i), name: s.name, bot: s.bot })),
      })
      .catch((e) => deps.log.error({ err: e, match: state.matchId }, "the store refused the new match"));
    if (this.parts.timers.isStopped) return;
    this.parts.recorded();
    this.parts.match.begin(gameState);
  }

  /**
   * A daily dungeon's run starts: its attempt becomes final (../store/daily.ts). Not when the attempt passed to a
   * table its player opened later, nor while the database cannot say: everyone at the table is told why.
   */
  private async dailyStarts(): Promise<boolean> {
    const { deps, state, clients } = this.parts;
    let started: boolean;
    try {
      started = await deps.store.startDaily(state.matchId);
    } catch (e) {
      deps.log.error({ err: e, match: state.matchId }, "could not start a daily dungeon run");
      for (const c of clients)
        this.reject(c, RoomCodes.STORE_ERROR, "The daily dungeon could not be started right now; try again.");
      return false;
    }
    if (!started)
      for (const c of clients)
        this.reject(c, RoomCodes.DAILY_PLAYED, "Your attempt at today's dungeon went to another table you opened.");
    return started;
  }

  private isHost(client: Client) {
    return this.parts.seats.ofSession(client.sessionId).includes(this.parts.state.hostSeat);
  }

  /** The seats changed: everyone sees it, and so does the lobby. */
  private changed() {
    this.parts.patch();
    this.parts.listingChanged();
  }

  private reject(client: Client, code: string, reason: string) {
    sendRejected(client, this.parts.deps.metrics, code, reason);
  }
}
