/**
 * The generic match room: everything that is not a rule. Joining, auth, message validation, reconnection,
 * spectators and chat live here, with how each seat changes in ./tableSeats.ts; the table before the start (the
 * host's bots, seats taken and given back, the start) is ./beforeStart.ts, and the match in play (its moves, bots,
 * clocks, log and end) is ./match.ts. The rules live in the game's engine (shared/), which
 * the room and the match only ask `readAction`, `legal`, `apply`, `next`, `view` and `outcome`. A game plugs in
 * through its registry entry (shared/src/games.ts; ./gameDef.ts and ./register.ts).
 */
import { randomUUID } from "node:crypto";
import { Room, ServerError, type Client, type Serializer } from "@colyseus/core";
import { StateView, type Schema } from "@colyseus/schema";
import {
  CloseCodes,
  isPace,
  type ListingMetadata,
  type ServerGoing,
  type SyncReply,
  type ChatLine,
} from "@tabletop/shared";
import type { GameRoomDef } from "./gameDef.js";
import type { RoomDeps } from "./deps.js";
import { matchStateFor, type MatchState, type MatchStateClasses } from "./state.js";
import { authenticateJoin, type JoinOptions } from "./joinOptions.js";
import { readTableRequest } from "./tableRequest.js";
import { listingOf } from "./listing.js";
import { RoomCodes } from "./codes.js";
import { newJoinCode } from "./privateCode.js";
import { readsLine, TableChat } from "./chat.js";
import { TableSeats } from "./tableSeats.js";
import { seatMessage, sendRejected } from "./tableMessages.js";
import { RoomTimers } from "./timers.js";
import { TaskQueue } from "./taskQueue.js";
import { Match } from "./match.js";
import { BeforeStart } from "./beforeStart.js";
import { DEFAULT_RESPONSE_SECONDS } from "./responseClock.js";
import { dropViewChangesWithFullState } from "../colyseus/viewSafeSerializer.js";
import { withSharedBuffers } from "../colyseus/sharedEncodeBuffers.js";
import type { Identity } from "../identity/tokens.js";
import type { MatchDetail, TableSettings } from "../store/types.js";
import { rebuildMatch, UNRESUMABLE } from "./resume.js";
import { SAFETY_PATCH_MS } from "./safetyPatch.js";
import { HTTP_ERRORS } from "../http/errors.js";
import { createTable, PlayAgain, sameTable } from "./playAgain.js";
import { Watchers } from "./watchers.js";
import { DAILY_SEALED_REFUSAL, dailyTable } from "./dailyTable.js";
import { sealedDaily } from "../http/disclosure.js";

export abstract class MatchRoom extends Room<{ state: MatchState }> {
  protected abstract readonly def: GameRoomDef;
  protected abstract readonly deps: RoomDeps;
  protected abstract readonly classes: MatchStateClasses<Schema, Schema>;

  private seats!: TableSeats;
  /** The match at this table: its rules' state, moves, bots, clocks and log (./match.ts), made as the table opens. */
  private match!: Match;
  /** The table before the start: the host's bots, seats taken and given back, the start (./beforeStart.ts). */
  private beforeStart!: BeforeStart;
  /** The table's seed, handed to the match and to the start; as secret as the rules' state until the match ends. */
  private seed = "";
  /** A daily dungeon's run: its UTC day, during which nobody watches it (its dungeon is secret); "" otherwise. */
  private daily = "";
  private options: unknown;
  private isPrivate = false;
  private quickKey = "";
  /** The player who opened the table (its seat reserved for them until they join), or null for a reopened match. */
  private opener: string | null = null;
  private timers = new RoomTimers();
  /** Every change of the table runs in turn through this queue: an action is checked against its own state. */
  private tasks = new TaskQueue(this.timers, (e) =>
    this.deps.log.error({ err: e, room: this.roomId }, "room task failed"),
  );
  /** Talk at the table (./chat.ts); lines said before the start are stored with the match once it exists. */
  private chat = new TableChat();
  /** The spectators (./watchers.ts); their number is synced as `watching`. */
  private watchers = new Watchers((watching) => {
    this.state.watching = watching;
    this.broadcastPatch();
  });
  /** Each player's token as they joined, for opening the follow-up table in their name (./playAgain.ts). */
  private tokens = new Map<string, string>();
  private again = new PlayAgain();

  // ---- lifecycle ------------------------------------------------------------------------

  override async onCreate(raw: unknown) {
    const resumed = this.deps.resumes.take(raw);
    if (resumed) return this.reopen(resumed);
    if (this.deps.lifecycle.stopping)
      throw new ServerError(503, "This server is restarting and opens no new tables: try again in a moment.");
    // A table counts for its opener from now on, joined or not: its seat is reserved for them (./tablesHeld.ts).
    const opener = (await MatchRoom.authenticate(this.deps, raw)).playerId;
    const { tables } = this.deps;
    if (!tables.mayOpen(opener)) throw new ServerError(429, tables.refusal(opener));
    const matchId = randomUUID();
    const asked = readTableRequest(raw, this.def.engine, this.deps.settings.allowClientSeeds);
    const ask = await dailyTable(this.deps, this.def.engine.game, asked, opener, matchId);
    this.quickKey = ask.quickKey;
    const state = this.openTable(ask.seed, ask.options, ask.tableSize, ask.isPrivate, ask.table);
    state.matchId = matchId;
    for (let i = ask.tableSize - ask.bots; i < ask.tableSize; i++) this.seats.seatBot(i);
    if (this.isPrivate) {
      this.roomId = newJoinCode();
      state.code = this.roomId;
      await this.setPrivate(true);
    }
    this.metadata = this.listing();
    this.registerMessages();
    this.deps.rooms.add(this);
    this.opener = opener;
    tables.reserve(opener, this.roomId, Date.now() + this.seatReservationTimeout * 1000);
  }

  /** Colyseus makes the room's serializer when the state is set; this one shares the encode buffers. */
  override setSerializer(serializer: Serializer<MatchState>): void {
    super.setSerializer(withSharedBuffers(serializer));
  }

  /** The room's table before anyone sits: seed, options, size, privacy and the table's own settings. */
  private openTable(seed: string, options: unknown, tableSize: number, isPrivate: boolean, table: TableSettings) {
    this.seed = seed;
    this.daily = table.daily ?? "";
    this.options = options;
    this.isPrivate = isPrivate;
    this.maxClients = tableSize + this.deps.settings.maxSpectators;
    const state = new this.classes.State();
    state.status = "waiting";
    state.game = this.def.engine.game;
    state.tableSize = tableSize;
    state.graceSeconds = this.deps.settings.reconnectGraceSeconds;
    state.seatsPerPlayer = Math.max(1, Math.min(tableSize, this.def.seatsPerPlayer ?? 1));
    state.options = JSON.stringify(options);
    state.pace = isPace(table.pace) ? table.pace : "normal";
    state.responseSeconds = table.responseSeconds ?? DEFAULT_RESPONSE_SECONDS;
    state.turnSeconds = table.turnSeconds ?? 0;
    state.bankSeconds = table.bankSeconds ?? 0;
    state.rated = table.rated === true;
    for (let i = 0; i < tableSize; i++) {
      const seat = new this.classes.Seat();
      seat.index = i;
      seat.bankLeft = state.bankSeconds * 1000;
      state.seats.push(seat);
    }
    this.seats = new TableSeats(state, this.deps.tables, () => this.roomId);
    this.match = new Match({
      def: this.def,
      deps: this.deps,
      state,
      seats: this.seats,
      table: { clients: this.clients, seats: this.seats, broadcast: (type, message) => this.broadcast(type, message) },
      timers: this.timers,
      tasks: this.tasks,
      seed,
      patch: () => this.broadcastPatch(),
      listingChanged: () => this.updateListing(),
      close: () => void this.disconnect().catch(() => undefined),
      roomId: () => this.roomId,
    });
    this.beforeStart = new BeforeStart({
      def: this.def,
      deps: this.deps,
      state,
      seats: this.seats,
      match: this.match,
      timers: this.timers,
      clients: this.clients,
      seed,
      options,
      isPrivate,
      daily: table.daily ?? "",
      roomId: () => this.roomId,
      patch: () => this.broadcastPatch(),
      listingChanged: () => this.updateListing(),
      recorded: () => {
        for (const line of this.chat.for(true)) this.storeChat(line);
      },
    });
    this.setState(state);
    dropViewChangesWithFullState(this);
    this.patchRate = SAFETY_PATCH_MS;
    return state;
  }

  /**
   * A match in play reopened from its stored record (./resume.ts): the same match under its old room id, its state
   * rebuilt from the log, every seat kept for its player. Until a player comes back their seat waits as after a
   * drop (the reconnect grace); then a bot stands in, and a room nobody came back to is paused again.
   */
  private async reopen(match: MatchDetail) {
    const { engine } = this.def;
    const rebuilt = rebuildMatch(engine, match);
    if (!rebuilt.ok) throw new ServerError(UNRESUMABLE, `This match cannot be resumed: ${rebuilt.reason}.`);
    const state = this.openTable(match.seed, match.options, match.seats.length, match.private, match.table);
    if (match.roomId) this.roomId = match.roomId;
    if (this.isPrivate) {
      state.code = this.roomId;
      await this.setPrivate(true);
    }
    state.matchId = match.id;
    this.seats.restore(match.seats, Date.now() + this.deps.settings.reconnectGraceSeconds * 1000);
    this.match.resume(rebuilt, match.seed);
    this.chat = new TableChat(match.chat);
    // Flushed now, while nobody is in: the first to join gets the whole state, and the changes that built it must
    // not reach them a second time in the next patch (a list would hold each of its items twice).
    this.broadcastPatch();
    this.deps.metrics.matchesInPlay.inc({ game: engine.game });
    this.deps.metrics.resumes.inc({ game: engine.game });
    this.deps.store
      .setRoom(match.id, { roomId: this.roomId, serverId: this.deps.serverId })
      .catch((e) => this.deps.log.error({ err: e, match: match.id }, "could not record the resumed match's room"));
    this.deps.log.info({ room: this.roomId, match: match.id, moves: this.match.seq }, "match resumed");
    // Kept open with nobody in it until the players had their grace to come back.
    this.autoDispose = false;
    this.timers.after(this.deps.settings.reconnectGraceSeconds * 1000, () => this.tasks.add(() => this.graceOver()));
    this.metadata = this.listing();
    this.registerMessages();
    this.deps.rooms.add(this);
    this.match.carryOn();
  }

  /** A resumed room's grace is over: a bot stands in for every player not back, and an empty room may close. */
  private graceOver() {
    this.seats.standInForAbsent();
    this.autoDispose = true;
    this.broadcastPatch();
    this.match.scheduleAuto();
  }

  /** Token check before any room is created or joined (a join without a valid token is refused). */
  static async authenticate(deps: RoomDeps, options: unknown): Promise<Identity> {
    const who = await authenticateJoin(deps.identities, options);
    if (!who.ok) throw new ServerError(HTTP_ERRORS[who.code], who.reason);
    return who.identity;
  }

  override onJoin(client: Client, raw: JoinOptions, auth: Identity) {
    const state = this.state;
    client.view = new StateView();

    if (raw.spectate && sealedDaily({ table: { daily: this.daily } }))
      throw new ServerError(DAILY_SEALED_REFUSAL, "A run of the daily dungeon cannot be watched until its day ends.");
    if (raw.spectate) return this.watchers.come(client.sessionId);
    this.tokens.set(client.sessionId, raw.token);
    let held = this.seats.ofPlayer(auth.playerId);
    if (held.length) {
      this.reclaim(held, client);
    } else {
      if (state.status !== "waiting") throw new ServerError(409, "The match has already started: join as a spectator.");
      const seat = this.seats.firstOpen();
      if (seat < 0) throw new ServerError(409, "The table is full: join as a spectator.");
      const { tables } = this.deps;
      if (!tables.maySit(auth.playerId, this.roomId)) throw new ServerError(429, tables.refusal(auth.playerId));
      this.seats.occupy(seat, auth.playerId, auth.name, client.sessionId);
      if (!state.seats.some((x, i) => i !== seat && x.occupied && !x.bot)) state.hostSeat = seat;
      this.deps.store
        .upsertPlayer({ id: auth.playerId, name: auth.name })
        .catch((e) => this.deps.log.warn({ err: e }, "upsertPlayer failed"));
      held = [seat];
    }
    for (const seat of held) client.view.add(state.seats[seat]);
    // The client learns its seat with a "sync" request once its handlers are set (its seats' legal lists come with
    // their synced parts); the others see the seat taken at once.
    this.broadcastPatch();
    this.updateListing();
    if (state.status === "waiting" && this.seats.isFull()) this.tasks.add(() => this.beforeStart.start());
  }

  override onDrop(client: Client) {
    // A spectator comes back as a player does, with the reconnection token (a reload asks with it first).
    if (this.watchers.drop(client.sessionId))
      return void this.allowReconnection(client, this.deps.settings.reconnectGraceSeconds).catch(() => undefined);
    const held = this.seats.ofSession(client.sessionId);
    if (held.length === 0) return;
    // At an ended table the room waits the grace too: a player who reloads finds the end and the next table there.
    if (this.state.status === "finished")
      return void this.allowReconnection(client, this.deps.settings.reconnectGraceSeconds).catch(() => undefined);
    this.seats.drop(held, Date.now() + this.deps.settings.reconnectGraceSeconds * 1000);
    this.broadcastPatch();
    // Not awaited: Colyseus calls onLeave when the window closes without a reconnect. It also rejects
    // when the room is disposed first (a shutdown), which is no error here.
    this.allowReconnection(client, this.deps.settings.reconnectGraceSeconds).catch(() => undefined);
  }

  override onReconnect(client: Client) {
    if (this.watchers.back(client.sessionId)) return;
    const held = this.seats.ofSession(client.sessionId);
    if (held.length === 0) return;
    this.reclaim(held, client);
    // Colyseus carries the dropped connection's StateView over to the new one and sends the full state through it:
    // a second view (or adding the seats again) would send the seat's private part twice, and the client would
    // hold each of its lists twice over.
    if (!client.view) {
      client.view = new StateView();
      for (const seat of held) client.view.add(this.state.seats[seat]);
    }
    client.send("seat", seatMessage(held, this.state.matchId));
  }

  override onLeave(client: Client, code?: number) {
    this.tokens.delete(client.sessionId);
    if (this.watchers.leave(client.sessionId)) return;
    const held = this.seats.ofSession(client.sessionId);
    if (held.length === 0) return;
    // Left for good, or the grace window closed: before the start the seats are free again; in play a bot plays
    // them until the player comes back.
    this.seats.leave(held);
    // The server is stopping: nobody stands in, the match is paused as it is and goes on where the players go.
    if (this.state.status === "playing" && !this.deps.lifecycle.stopping) {
      this.deps.log.info({ room: this.roomId, seats: held, consented: code === CloseCodes.CONSENTED }, "bot stands in");
      this.match.scheduleAuto();
    }
    this.broadcastPatch();
    this.updateListing();
  }

  override async onDispose() {
    // No new timers or tasks from here on; the task under way (a move being written) ends first, so the match is
    // recorded as it stands.
    this.timers.stop();
    this.deps.rooms.delete(this);
    if (this.opener) this.deps.tables.unreserve(this.opener, this.roomId);
    await this.tasks.drained();
    // A room whose creation failed (bad options) has no seats.
    this.seats?.standAll();
    if (this.state?.status !== "playing") return;
    this.deps.metrics.matchesInPlay.dec({ game: this.def.engine.game });
    // Everyone left before the end, or the server is stopping (a redeploy): the match is paused, with every action it
    // had, and whichever server a player reaches next reopens it (POST /api/matches/:id/continue).
    await this.deps.store
      .releaseRoom(this.state.matchId, this.deps.serverId)
      .catch((e) => this.deps.log.error({ err: e }, "could not record the paused match"));
  }

  /**
   * The server is stopping: every client is told why and let go with SERVER_GOING (its page joins again on its own,
   * and continues the match on whichever server answers); the match is paused when the room closes.
   */
  goingAway(reason: string) {
    this.broadcast("server-going", { reason } satisfies ServerGoing);
    for (const c of this.clients) c.leave(CloseCodes.SERVER_GOING, reason);
  }

  // ---- messages -----------------------------------------------------------------------

  private registerMessages() {
    this.onMessage("act", (client, message) =>
      this.guarded(client, () => this.tasks.add(() => this.match.act(client, message))),
    );
    // Before the start (./beforeStart.ts): the host starts the match, seats bots at a table nobody else comes to
    // or takes them away, and where the game allows it one person takes several seats and gives them back.
    const before = this.beforeStart;
    this.onMessage("start", (client) => this.guarded(client, () => this.tasks.add(() => before.hostStart(client))));
    this.onMessage("take-seat", (client) => this.guarded(client, () => this.tasks.add(() => before.takeSeat(client))));
    this.onMessage("release-seat", (client, message) =>
      this.guarded(client, () => this.tasks.add(() => before.releaseSeat(client, message))),
    );
    this.onMessage("add-bot", (client) => this.guarded(client, () => this.tasks.add(() => before.addBot(client))));
    this.onMessage("remove-bot", (client, message) =>
      this.guarded(client, () => this.tasks.add(() => before.removeBot(client, message))),
    );
    this.onMessage("chat", (client, message) => this.guarded(client, () => this.say(client, message)));
    // "Skip to my turn" (./skipToTurn.ts): in turn with the moves, so it is judged against the state it meets.
    this.onMessage("skip", (client) => this.guarded(client, () => this.tasks.add(() => this.match.skip(client))));
    this.onMessage("play-again", (client) => this.guarded(client, () => void this.playAgain(client)));
    this.onMessage("leave", (client) => this.guarded(client, () => client.leave(CloseCodes.CONSENTED)));
    // A client asks once its handlers are set up: what arrived during the join may have found none.
    // Answered in turn, after the tasks already queued (a start writing its match): the reply says what they did.
    // Sent as a plain message (no request id), it would be answered into the void: the client is told to ask instead.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- "sync" is a request: Colyseus answers it with what this promise resolves to (the lint reads the "*" overload's void)
    this.onMessage("sync", (client, _message, ctx) =>
      ctx.id === undefined
        ? this.guarded(client, () =>
            this.reject(
              client,
              RoomCodes.SYNC_IS_A_REQUEST,
              '"sync" is a request: ask with room.request("sync"), and its answer is the reply.',
            ),
          )
        : this.guarded(client, () => this.tasks.inTurn(() => this.syncReply(client))),
    );
    this.onMessage("*", (client, type) =>
      this.guarded(client, () =>
        this.reject(
          client,
          RoomCodes.UNKNOWN_MESSAGE,
          `Unknown message type ${JSON.stringify(String(type).slice(0, 24))}: send "act", "chat", "start", "take-seat", "release-seat", "add-bot", "remove-bot", "skip", "play-again" or "leave".`,
        ),
      ),
    );
  }

  /**
   * Rate limit first, for every message type, so a flood costs the room almost nothing: a message over the rate is
   * dropped, and the client is told so at most once a second (a flood is not answered message for message). The
   * bucket is the connection's, which the frames no one can read count against too (../colyseus/badFrames.ts).
   */
  private guarded<T>(client: Client, run: () => T): T | undefined {
    const bucket = this.deps.buckets.of(client.ref);
    if (!bucket.take()) {
      if (bucket.warnDue())
        this.reject(
          client,
          RoomCodes.RATE_LIMITED,
          `Too many messages: at most ${this.deps.settings.rateLimitPerSecond} a second; the ones over it were dropped.`,
        );
      else this.deps.metrics.rejections.inc({ code: RoomCodes.RATE_LIMITED });
      return undefined;
    }
    return run();
  }

  // ---- helpers ------------------------------------------------------------------------

  /** A player's seats back under this connection (a reconnect, or a second tab taking them over). */
  private reclaim(held: readonly number[], client: Client) {
    this.deps.metrics.reconnects.inc({ game: this.def.engine.game });
    for (const old of this.seats.reclaim(held, client.sessionId))
      this.clients
        .find((c) => c.sessionId === old)
        ?.leave(CloseCodes.TAKEN_OVER, "Your seat was taken over by a newer connection.");
    this.broadcastPatch();
  }

  private syncReply(client: Client): SyncReply {
    const held = this.seats.ofSession(client.sessionId);
    // The follow-up table goes to a player of this match alone: a private one's id is its join code.
    const next = held.length > 0 ? this.again.made : null;
    return {
      ...seatMessage(held, this.state.matchId),
      log: this.match.log.for(held),
      at: this.state.moves,
      chat: this.chat.for(!held.length),
      ...(next ? { playAgain: next } : {}),
    };
  }

  /**
   * "Play again" (./playAgain.ts): a player at the finished table asks; the follow-up table is made once, in the
   * name of the first who asked, and every player still here is told where it is.
   */
  private async playAgain(client: Client) {
    if (this.state.status !== "finished")
      return this.reject(client, RoomCodes.NOT_FINISHED, "The match is not over yet: play again once it has ended.");
    const token = this.tokens.get(client.sessionId);
    if (!token || this.seats.ofSession(client.sessionId).length === 0)
      return this.reject(client, RoomCodes.NOT_SEATED, "Only the players of this table can set up the next one.");
    try {
      const next = await this.again.ask(() =>
        createTable(this.def.engine.game, sameTable(this.state, this.options, this.isPrivate, token)),
      );
      for (const c of this.clients) if (this.seats.ofSession(c.sessionId).length > 0) c.send("play-again", next);
    } catch (err) {
      this.reject(client, RoomCodes.PLAY_AGAIN_FAILED, `The next table could not be set up: ${(err as Error).message}`);
    }
  }

  /** A chat line (./chat.ts): a player's to everyone at the table, a spectator's to the spectators. */
  private say(client: Client, message: unknown) {
    const { playerId, name } = client.auth as Identity;
    const held = this.seats.ofSession(client.sessionId);
    const said = this.chat.say({ seat: held[0] ?? null, playerId, name }, message, this.match.seq);
    if (!said.ok) return this.reject(client, said.code, said.reason);
    if (this.state.status !== "waiting") this.storeChat(said.line);
    for (const c of this.clients)
      if (readsLine(this.seats.ofSession(c.sessionId).length === 0, said.line)) c.send("chat", said.line);
  }

  private storeChat(line: ChatLine) {
    this.deps.store
      .appendChat(this.state.matchId, line)
      .catch((e) => this.deps.log.warn({ err: e, match: this.state.matchId }, "a chat line could not be stored"));
  }

  /** Refuses a client's message (./tableMessages.ts). */
  private reject(client: Client, code: string, reason: string) {
    sendRejected(client, this.deps.metrics, code, reason);
  }

  private listing(): ListingMetadata {
    return listingOf(this.state, this.options, this.quickKey);
  }

  private updateListing() {
    this.setMetadata(this.listing()).catch((e) => this.deps.log.warn({ err: e }, "setMetadata failed"));
  }
}

/** Builds the room class of one game: its state classes, its definition and the process's services. */
export function matchRoomFor(def: GameRoomDef, deps: RoomDeps): new () => MatchRoom {
  const classes = matchStateFor(def.engine);
  class GameMatchRoom extends MatchRoom {
    protected readonly def = def;
    protected readonly deps = deps;
    protected readonly classes = classes;
    static override async onAuth(_token: string, options: unknown) {
      return MatchRoom.authenticate(deps, options);
    }
  }
  return GameMatchRoom;
}
