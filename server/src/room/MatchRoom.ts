/**
 * The generic match room: everything that is not a rule. Joining, auth, message validation, persistence,
 * reconnection, bots and spectators live here, with how each seat changes in ./tableSeats.ts; the rules live
 * in the game's engine (shared/) and the room only asks it `readAction`, `legal`, `apply`, `next`, `view` and
 * `outcome`. A game plugs in through its registry entry (shared/src/games.ts; ./gameDef.ts and ./register.ts).
 */
import { randomUUID } from "node:crypto";
import { Room, ServerError, type Client, type Serializer } from "@colyseus/core";
import { StateView, type Schema } from "@colyseus/schema";
import {
  rngFromSeed,
  nextFloat,
  seatsWaitedOn,
  viewerOf,
  CloseCodes,
  count,
  plural,
  PACES,
  isPace,
  RULES_SEAT,
  type GameEvent,
  type ListingMetadata,
  type Outcome,
  type RngState,
  type ServerGoing,
  type SyncReply,
  type ChatLine,
} from "@tabletop/shared";
import type { GameRoomDef } from "./gameDef.js";
import type { RoomDeps } from "./deps.js";
import { matchStateFor, type MatchState, type MatchStateClasses } from "./state.js";
import { JoinOptions, describeZodError } from "./joinOptions.js";
import { readTableRequest } from "./tableRequest.js";
import { listingOf } from "./listing.js";
import { TokenBucket } from "./rateLimit.js";
import { RoomCodes, echoOf } from "./codes.js";
import { checkActMessage } from "./actMessage.js";
import { newJoinCode } from "./privateCode.js";
import { MatchLog } from "./matchLog.js";
import { readsLine, TableChat } from "./chat.js";
import { botToAdd, botToRemove, seatToRelease, seatToTake } from "./seating.js";
import { TableSeats } from "./tableSeats.js";
import { chooseBotAction } from "./botTurn.js";
import { corked } from "./corked.js";
import {
  legalMessage,
  seatMessage,
  sendEvents,
  sendLegal,
  sendLegalToAll,
  type LegalFor,
  type Table,
} from "./tableMessages.js";
import { RoomTimers } from "./timers.js";
import { DEFAULT_RESPONSE_SECONDS } from "./responseClock.js";
import { TableClocks, type ClockedTable } from "./tableClocks.js";
import { projectMatch, type Projected } from "./projection.js";
import { dropViewChangesWithFullState } from "./viewSafeSerializer.js";
import { withSharedBuffers } from "./sharedEncodeBuffers.js";
import type { Identity } from "../identity/tokens.js";
import { UnstorableError } from "../store/storable.js";
import type { MatchDetail, TableSettings } from "../store/types.js";
import { rebuildMatch, UNRESUMABLE } from "./resume.js";
import { crashPoint } from "../crashPoints.js";

/** How long a finished room stays open for its end screen. */
const FINISHED_LINGER_MS = 5 * 60_000;
/**
 * The periodic patch is only a safety net: the room sends the patch itself right after every change (a move, a
 * join, a drop...). Colyseus's default of 50 ms costs every idle room 20 wake-ups a second, which at a thousand
 * matches is a large share of the server's CPU.
 */
const SAFETY_PATCH_MS = 1000;

export abstract class MatchRoom extends Room<{ state: MatchState }> {
  protected abstract readonly def: GameRoomDef;
  protected abstract readonly deps: RoomDeps;
  protected abstract readonly classes: MatchStateClasses<Schema, Schema>;

  private seats!: TableSeats;
  /** The clients and who holds which seat, as ./tableMessages.ts sends to them. */
  private table!: Table;
  private gameState: unknown = null;
  private seq = 0;
  /** The views the state was last projected from (undefined before the start). */
  private projected: Projected | undefined;
  /** This match's view function (Engine.viewer): its caches serve this match's successive states. */
  private viewOf: ((game: unknown, seat: number | null) => unknown) | undefined;
  private seed = "";
  private options: unknown;
  private isPrivate = false;
  private quickKey = "";
  private botRng: RngState = rngFromSeed("bots");
  /** A bot's move or a rules step is scheduled. */
  private autoPending = false;
  /** The match's record is being written before the start (startMatch). */
  private starting = false;
  private buckets = new Map<string, TokenBucket>();
  private timers = new RoomTimers();
  /** The response time, the time per move and the time banks (./tableClocks.ts). */
  private clocks = new TableClocks(this.timers, {
    responseUp: (opened) => this.enqueue(() => this.timeUp(opened)),
    turnUp: (seats, reason) => this.enqueue(() => this.turnUp(seats, reason)),
  });
  /** The whole match's log, sent whole with every "sync" reply (./matchLog.ts). */
  private log = new MatchLog();
  /** Talk at the table (./chat.ts); lines said before the start are stored with the match once it exists. */
  private chat = new TableChat();
  /** Every mutation runs in order through this chain, so an action is checked against the state it applies to. */
  private chain: Promise<void> = Promise.resolve();

  // ---- lifecycle ------------------------------------------------------------------------

  override async onCreate(raw: unknown) {
    const resumed = this.deps.resumes.take(raw);
    if (resumed) return this.reopen(resumed);
    if (this.deps.lifecycle.stopping)
      throw new ServerError(503, "This server is restarting and opens no new tables: try again in a moment.");
    const ask = readTableRequest(raw, this.def.engine, this.deps.settings.allowClientSeeds);
    this.quickKey = ask.quickKey;
    const state = this.openTable(ask.seed, ask.options, ask.tableSize, ask.isPrivate, ask.table);
    state.matchId = randomUUID();
    for (let i = ask.tableSize - ask.bots; i < ask.tableSize; i++) this.seats.seatBot(i);
    if (this.isPrivate) {
      this.roomId = newJoinCode();
      state.code = this.roomId;
      await this.setPrivate(true);
    }
    this.metadata = this.listing();
    this.registerMessages();
    this.deps.rooms.add(this);
  }

  /** Colyseus makes the room's serializer when the state is set; this one shares the encode buffers. */
  override setSerializer(serializer: Serializer<MatchState>): void {
    super.setSerializer(withSharedBuffers(serializer));
  }

  /** The room's table before anyone sits: seed, options, size, privacy and the table's own settings. */
  private openTable(seed: string, options: unknown, tableSize: number, isPrivate: boolean, table: TableSettings) {
    this.options = options;
    this.seed = seed;
    this.botRng = rngFromSeed(`${seed}:bots`);
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
    this.clocks.openBanks(tableSize, state.bankSeconds * 1000);
    for (let i = 0; i < tableSize; i++) {
      const seat = new this.classes.Seat();
      seat.index = i;
      seat.bankLeft = state.bankSeconds * 1000;
      state.seats.push(seat);
    }
    this.seats = new TableSeats(state, this.deps.tables, () => this.roomId);
    this.table = {
      clients: this.clients,
      seats: this.seats,
      broadcast: (type, message) => this.broadcast(type, message),
    };
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
    // Bot moves after the restart draw from a stream of their own: the log, not the bots, makes the match replay.
    this.botRng = rngFromSeed(`${match.seed}:bots:${rebuilt.seq}`);
    this.gameState = rebuilt.state;
    this.seq = rebuilt.seq;
    state.moves = this.seq;
    this.log.add(rebuilt.events);
    this.chat = new TableChat(match.chat);
    this.project();
    state.status = "playing";
    // Flushed now, while nobody is in: the first to join gets the whole state, and the changes that built it must
    // not reach them a second time in the next patch (a list would hold each of its items twice).
    this.broadcastPatch();
    this.deps.metrics.matchesInPlay.inc({ game: engine.game });
    this.deps.metrics.resumes.inc({ game: engine.game });
    this.deps.store
      .setRoom(match.id, { roomId: this.roomId, serverId: this.deps.serverId })
      .catch((e) => this.deps.log.error({ err: e, match: match.id }, "could not record the resumed match's room"));
    this.deps.log.info({ room: this.roomId, match: match.id, moves: this.seq }, "match resumed");
    // Kept open with nobody in it until the players had their grace to come back.
    this.autoDispose = false;
    this.timers.after(this.deps.settings.reconnectGraceSeconds * 1000, () => this.enqueue(() => this.graceOver()));
    this.metadata = this.listing();
    this.registerMessages();
    this.deps.rooms.add(this);
    const outcome = engine.outcome(this.gameState);
    if (outcome) this.enqueue(() => this.finish(outcome));
    this.followClocks();
    this.scheduleAuto();
  }

  /** A resumed room's grace is over: a bot stands in for every player not back, and an empty room may close. */
  private graceOver() {
    this.seats.standInForAbsent();
    this.autoDispose = true;
    this.broadcastPatch();
    this.scheduleAuto();
  }

  /** Token check before any room is created or joined (a join without a valid token is refused). */
  static authenticate(deps: RoomDeps, options: unknown): Identity {
    const parsed = JoinOptions.safeParse(options);
    if (!parsed.success) throw new ServerError(400, `Invalid join options: ${describeZodError(parsed.error)}`);
    const v = deps.tokens.verify(parsed.data.token);
    if (!v.ok) throw new ServerError(401, v.reason);
    return v.identity;
  }

  override onJoin(client: Client, raw: JoinOptions, auth: Identity) {
    const state = this.state;
    client.view = new StateView();
    this.buckets.set(
      client.sessionId,
      new TokenBucket(this.deps.settings.rateLimitPerSecond, this.deps.settings.rateLimitBurst),
    );

    if (raw.spectate) return;
    let held = this.seats.ofPlayer(auth.playerId);
    if (held.length) {
      this.reclaim(held, client);
    } else {
      if (state.status !== "waiting") throw new ServerError(409, "The match has already started: join as a spectator.");
      const seat = this.seats.firstOpen();
      if (seat < 0) throw new ServerError(409, "The table is full: join as a spectator.");
      const { tables } = this.deps;
      if (!tables.maySit(auth.playerId, this.roomId))
        throw new ServerError(
          429,
          `You sit at ${tables.count(auth.playerId)} tables already, the most one player may hold at once: finish or leave one first.`,
        );
      this.seats.occupy(seat, auth.playerId, auth.name, client.sessionId);
      if (!state.seats.some((x, i) => i !== seat && x.occupied && !x.bot)) state.hostSeat = seat;
      this.deps.store
        .upsertPlayer({ id: auth.playerId, name: auth.name })
        .catch((e) => this.deps.log.warn({ err: e }, "upsertPlayer failed"));
      held = [seat];
    }
    for (const seat of held) client.view.add(state.seats[seat]);
    // The client learns its seat and legal actions with a "sync" request once its handlers are set; the others
    // see the seat taken at once.
    this.broadcastPatch();
    this.updateListing();
    if (state.status === "waiting" && this.seats.isFull()) this.enqueue(() => this.startMatch());
  }

  override onDrop(client: Client) {
    const held = this.seats.ofSession(client.sessionId);
    if (held.length === 0 || this.state.status === "finished") return;
    this.seats.drop(held, Date.now() + this.deps.settings.reconnectGraceSeconds * 1000);
    this.broadcastPatch();
    // Not awaited: Colyseus calls onLeave when the window closes without a reconnect. It also rejects
    // when the room is disposed first (a shutdown), which is no error here.
    this.allowReconnection(client, this.deps.settings.reconnectGraceSeconds).catch(() => undefined);
  }

  override onReconnect(client: Client) {
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
    sendLegal(client, held, this.legalFor);
  }

  override onLeave(client: Client, code?: number) {
    this.buckets.delete(client.sessionId);
    const held = this.seats.ofSession(client.sessionId);
    if (held.length === 0) return;
    // Left for good, or the grace window closed: before the start the seats are free again; in play a bot plays
    // them until the player comes back.
    this.seats.leave(held);
    // The server is stopping: nobody stands in, the match is paused as it is and goes on where the players go.
    if (this.state.status === "playing" && !this.deps.lifecycle.stopping) {
      this.deps.log.info({ room: this.roomId, seats: held, consented: code === CloseCodes.CONSENTED }, "bot stands in");
      this.scheduleAuto();
    }
    this.broadcastPatch();
    this.updateListing();
  }

  override async onDispose() {
    // No new timers or tasks from here on; the task under way (a move being written) ends first, so the match is
    // recorded as it stands.
    this.timers.stop();
    this.deps.rooms.delete(this);
    await this.chain;
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
      this.guarded(client, () => this.enqueue(() => this.act(client, message))),
    );
    this.onMessage("start", (client) => this.guarded(client, () => this.enqueue(() => this.hostStart(client))));
    // Where the game allows it, one person holds several seats: taken and given back at the table before the start.
    this.onMessage("take-seat", (client) => this.guarded(client, () => this.enqueue(() => this.takeSeat(client))));
    this.onMessage("release-seat", (client, message) =>
      this.guarded(client, () => this.enqueue(() => this.releaseSeat(client, message))),
    );
    // The host seats bots at a table nobody else comes to, or takes them away, before the start.
    this.onMessage("add-bot", (client) => this.guarded(client, () => this.enqueue(() => this.addBot(client))));
    this.onMessage("remove-bot", (client, message) =>
      this.guarded(client, () => this.enqueue(() => this.removeBot(client, message))),
    );
    this.onMessage("chat", (client, message) => this.guarded(client, () => this.say(client, message)));
    this.onMessage("leave", (client) => this.guarded(client, () => client.leave(CloseCodes.CONSENTED)));
    // A client asks once its handlers are set up: what arrived during the join may have found none.
    // Answered in turn, after the tasks already queued (a start writing its match): the reply says what they did.
    this.onMessage("sync", (client) => this.guarded(client, () => this.inTurn(() => this.syncReply(client))));
    this.onMessage("*", (client, type) =>
      this.guarded(client, () =>
        this.reject(
          client,
          RoomCodes.UNKNOWN_MESSAGE,
          `Unknown message type ${JSON.stringify(String(type).slice(0, 24))}: send "act", "chat", "start", "take-seat", "release-seat", "add-bot", "remove-bot" or "leave".`,
        ),
      ),
    );
  }

  /**
   * Rate limit first, for every message type, so a flood costs the room almost nothing: a message over the rate is
   * dropped, and the client is told so at most once a second (a flood is not answered message for message).
   */
  private guarded<T>(client: Client, run: () => T): T | undefined {
    const bucket = this.buckets.get(client.sessionId);
    if (bucket && !bucket.take()) {
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

  /** A client's action: the room's checks (seat, status, size), then the engine reads it, then it is played. */
  private async act(client: Client, message: unknown) {
    const check = checkActMessage(message, this.seats.ofSession(client.sessionId), this.state.status);
    if (!check.ok) return this.reject(client, check.code, check.reason);
    const read = this.def.engine.readAction(message);
    if (!read.ok) return this.reject(client, read.code, read.reason);
    await this.play(check.seat, read.action, client);
  }

  /** One more seat for a person who holds one, where the game allows it; a full table starts. */
  private takeSeat(client: Client) {
    const { state } = this;
    const held = this.seats.ofSession(client.sessionId);
    const r = seatToTake(held, this.seats.firstOpen(), state.seatsPerPlayer, state.status);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    this.seats.occupy(r.seat, this.seats.playerOf(held[0]), state.seats[held[0]].name, client.sessionId);
    client.view?.add(state.seats[r.seat]);
    client.send("seat", seatMessage(this.seats.ofSession(client.sessionId), this.state.matchId));
    this.broadcastPatch();
    this.updateListing();
    if (this.seats.isFull()) return this.startMatch();
  }

  /** Gives back one of several seats before the start. */
  private releaseSeat(client: Client, message: unknown) {
    const held = this.seats.ofSession(client.sessionId);
    const wanted = typeof message === "object" && message !== null ? (message as { seat?: unknown }).seat : undefined;
    const r = seatToRelease(held, wanted, this.state.status);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    this.seats.vacate(r.seat);
    client.view?.remove(this.state.seats[r.seat]);
    client.send("seat", seatMessage(this.seats.ofSession(client.sessionId), this.state.matchId));
    this.broadcastPatch();
    this.updateListing();
  }

  private isHost(client: Client) {
    return this.seats.ofSession(client.sessionId).includes(this.state.hostSeat);
  }

  /** The host seats a bot in the first open seat; a full table starts. */
  private addBot(client: Client) {
    const { state } = this;
    const r = botToAdd(this.isHost(client), this.seats.firstOpen(), state.status);
    if (!r.ok) return this.reject(client, r.code, r.reason);
    this.seats.seatBot(r.seat);
    this.broadcastPatch();
    this.updateListing();
    if (this.seats.isFull()) return this.startMatch();
  }

  /** The host takes a bot away: its seat is open again. */
  private removeBot(client: Client, message: unknown) {
    const { state } = this;
    const wanted = typeof message === "object" && message !== null ? (message as { seat?: unknown }).seat : undefined;
    const r = botToRemove(
      this.isHost(client),
      wanted,
      state.seats.map((s) => s.bot),
      state.status,
    );
    if (!r.ok) return this.reject(client, r.code, r.reason);
    this.seats.unseatBot(r.seat);
    this.broadcastPatch();
    this.updateListing();
  }

  private async hostStart(client: Client) {
    const held = this.seats.ofSession(client.sessionId);
    const { state } = this;
    if (state.status !== "waiting")
      return this.reject(client, RoomCodes.ALREADY_STARTED, "The match has already started.");
    if (!held.includes(state.hostSeat))
      return this.reject(client, RoomCodes.NOT_HOST, "Only the host starts the match.");
    const present = state.seats.filter((s) => s.occupied).length;
    const { min } = this.def.engine.seats;
    if (present < min)
      return this.reject(
        client,
        RoomCodes.NOT_ENOUGH_PLAYERS,
        `${this.def.engine.game} needs at least ${count(min, "seat")} filled; ${present} ${plural(present, "is", "are")}.`,
      );
    // Start with the seats present: empty seats are removed and the rest keep their order.
    this.seats.keepPresent();
    for (const c of this.clients) {
      const seats = this.seats.ofSession(c.sessionId);
      if (seats.length) c.send("seat", seatMessage(seats, this.state.matchId));
    }
    await this.startMatch();
  }

  // ---- the match ----------------------------------------------------------------------

  private async startMatch() {
    const { state } = this;
    if (state.status !== "waiting" || this.starting) return;
    this.starting = true;
    const { engine } = this.def;
    this.gameState = engine.setup(this.seed, state.seats.length, this.options);
    // Awaited: a match its players see begin is in the store (or safe in the outbox while the database is out), so
    // a crash from then on resumes it. Its actions follow it in the store's order.
    await this.deps.store
      .createMatch({
        id: state.matchId,
        game: engine.game,
        seed: this.seed,
        options: this.options,
        engineVersion: engine.version,
        private: this.isPrivate,
        roomId: this.roomId,
        serverId: this.deps.serverId,
        table: {
          pace: state.pace,
          responseSeconds: state.responseSeconds,
          turnSeconds: state.turnSeconds,
          bankSeconds: state.bankSeconds,
        },
        createdAt: new Date(),
        seats: state.seats.map((s, i) => ({
          seat: i,
          playerId: this.seats.playerOf(i),
          name: s.name,
          bot: s.bot,
        })),
      })
      .catch((e) => this.deps.log.error({ err: e, match: state.matchId }, "the store refused the new match"));
    if (this.timers.isStopped) return;
    for (const line of this.chat.for(true)) this.storeChat(line);
    this.project();
    state.status = "playing";
    this.deps.metrics.matchesStarted.inc({ game: engine.game });
    this.deps.metrics.matchesInPlay.inc({ game: engine.game });
    this.broadcastPatch();
    this.announce([{ kind: "started", text: `The match begins with ${count(state.seats.length, "seat")}.` }]);
    sendLegalToAll(this.table, this.legalFor);
    this.updateListing();
    this.followClocks();
    this.scheduleAuto();
  }

  /**
   * Plays an action as the engine read it (`advance`), and sends the table where it led (`publish`). With no pause
   * between the rules' own steps (RULES_STEP_MS 0) nobody could follow them one by one: the steps that follow the
   * action are played at once, each checked and recorded as any action, and the table is sent where they lead once,
   * with every step's events.
   */
  private async play(seat: number, action: unknown, client: Client | null) {
    const events = await this.advance(seat, action, client);
    if (!events) return;
    await this.publish(events);
    if (this.rulesStepDelay() === 0) await this.playRulesSteps();
    this.scheduleAuto();
  }

  /** The rules' steps due now, one after another, then one `publish` for them all. */
  private async playRulesSteps() {
    let events: GameEvent[] = [];
    let played = 0;
    for (let step = this.rulesStep(); step !== null; step = this.rulesStep()) {
      if (this.def.engine.outcome(this.gameState)) break;
      const more = await this.advance(RULES_SEAT, step, null);
      if (!more) break;
      events = events.concat(more);
      played++;
    }
    if (played) await this.publish(events);
  }

  /**
   * The engine checks the action, the log records it (written, or safe in the outbox while the database is down),
   * and only then does the match move on. An action the log could not record is refused and not applied, so the log
   * and the match never part. Answers with the action's events, or null when it was not played (the client, if any,
   * is told why).
   */
  private async advance(seat: number, action: unknown, client: Client | null): Promise<GameEvent[] | null> {
    const { engine } = this.def;
    let result;
    try {
      result = engine.apply(this.gameState, seat, action);
    } catch (e) {
      this.deps.log.error({ err: e, game: engine.game, action }, "engine threw");
      if (client)
        this.reject(
          client,
          RoomCodes.ENGINE_ERROR,
          "The server could not check this action; it was not applied.",
          action,
        );
      return null;
    }
    if (!result.ok) {
      if (client) this.reject(client, result.code, result.reason, action);
      else
        this.deps.log.error(
          { seat, action, code: result.code },
          seat === RULES_SEAT ? "the rules refused their own step" : "a bot chose an illegal action",
        );
      return null;
    }
    const refused = await this.record(seat, action);
    crashPoint("after-append");
    if (refused) {
      if (client) this.reject(client, refused.code, refused.reason, action);
      else this.scheduleAuto();
      return null;
    }
    this.gameState = result.state;
    this.state.moves = this.seq;
    this.deps.metrics.moves.inc({ game: engine.game, by: seat === RULES_SEAT ? "rules" : client ? "player" : "bot" });
    return result.events;
  }

  /**
   * After a change of the match: the patch, the events, each seat's `legal` list, the clocks; the end if it ended.
   * The caller schedules what moves next (`scheduleAuto`).
   */
  private async publish(events: GameEvent[]) {
    const outcome = this.def.engine.outcome(this.gameState);
    corked(this.clients, () => {
      this.project();
      // The clocks' new deadlines go in the move's own patch (on a clocked table every move restarts one).
      if (!outcome) this.clocks.follow(this.clockedTable());
      this.broadcastPatch();
      this.announce(events);
      if (!outcome) sendLegalToAll(this.table, this.legalFor);
    });
    if (outcome) {
      await this.finish(outcome);
      sendLegalToAll(this.table, this.legalFor);
      this.followClocks();
    }
  }

  /** Starts, restarts or stops the table's clocks after a change (./tableClocks.ts), and patches what changed. */
  private followClocks() {
    if (this.clocks.follow(this.clockedTable())) this.broadcastPatch();
  }

  /** The table as its clocks read it. */
  private clockedTable(): ClockedTable {
    const { def, gameState, state, seq } = this;
    return { engine: def.engine, gameState, state, seq, isBotSeat: (i) => this.seats.isBot(i) };
  }

  /** A clock ran out: a bot moves for each of `seats` the game still waits on, and its player is told `reason`. */
  private async turnUp(seats: readonly number[], reason: string) {
    const { engine } = this.def;
    const bot = this.def.bots[this.def.defaultBot];
    for (const seat of seats) {
      if (this.state.status !== "playing" || this.seats.isBot(seat)) continue;
      if (!seatsWaitedOn(engine, this.gameState, this.state.seats.length).includes(seat)) continue;
      let r: number;
      [r, this.botRng] = nextFloat(this.botRng);
      const choice = chooseBotAction(engine, bot, this.gameState, seat, r);
      if (!choice) continue;
      for (const c of this.clients)
        if (this.seats.ofSession(c.sessionId).includes(seat)) c.send("timed-out", { seat, reason });
      this.deps.log.info({ room: this.roomId, seat }, "a clock ran out: a bot moved");
      await this.play(seat, choice.action, null);
    }
  }

  /** The response time is up: the window's timeout action (a pass) for every seat it still waits on. */
  private async timeUp(opened: number) {
    const { engine } = this.def;
    for (;;) {
      const open = this.state.status === "playing" ? engine.responseWindow?.(this.gameState) : null;
      if (!open || open.opened !== opened || open.seats.length === 0) return;
      const before = this.seq;
      await this.play(open.seats[0], open.onTimeout, null);
      if (this.seq === before) return; // refused or not recorded: the clock is not run again here
    }
  }

  /** Appends the action to the log as seq + 1; on success the seq moves on, otherwise why it was refused. */
  private async record(seat: number, action: unknown): Promise<{ code: string; reason: string } | null> {
    try {
      await this.deps.store.appendAction({
        matchId: this.state.matchId,
        seq: this.seq + 1,
        seat,
        action,
        at: new Date(),
      });
    } catch (e) {
      this.deps.log.error(
        { err: e, room: this.roomId, seq: this.seq + 1 },
        "the store refused an action; it was not applied",
      );
      if (e instanceof UnstorableError)
        return {
          code: RoomCodes.UNSTORABLE,
          reason: `This action cannot be recorded (${e.message.replace(/^store: /, "")}), so it was not made.`,
        };
      return { code: RoomCodes.STORE_ERROR, reason: "The move could not be recorded, so it was not made. Try again." };
    }
    this.seq += 1;
    return null;
  }

  private async finish(outcome: Outcome) {
    const { state } = this;
    state.status = "finished";
    this.seats.standAll();
    this.deps.metrics.matchesInPlay.dec({ game: this.def.engine.game });
    state.outcome = JSON.stringify(outcome);
    this.broadcastPatch();
    await this.deps.store.finishMatch({
      matchId: state.matchId,
      outcome,
      results: outcome.results,
      finishedAt: new Date(),
      status: "finished",
    });
    this.deps.metrics.matchesFinished.inc({ game: this.def.engine.game });
    this.broadcast("finished", { matchId: state.matchId, outcome });
    this.updateListing();
    this.timers.after(FINISHED_LINGER_MS, () => {
      this.disconnect().catch(() => undefined);
    });
  }

  // ---- moves nobody at the table makes: the rules' own steps, bots -------------------------

  /** The rules' own next step, if they have one (Engine.next). */
  private rulesStep(): unknown {
    return this.def.engine.next ? this.def.engine.next(this.gameState) : null;
  }

  /**
   * Schedules the next move that makes itself: the rules' own step (after RULES_STEP_MS, so people can follow it),
   * else a bot's move for a seat the game waits on (after BOT_DELAY_MS). One at a time; each move schedules the next.
   */
  private scheduleAuto() {
    if (this.autoPending || this.state.status !== "playing") return;
    let delay: number;
    if (this.rulesStep() !== null) delay = this.rulesStepDelay();
    else {
      if (!this.state.seats.some((s) => s.bot || s.standIn)) return;
      const waited = seatsWaitedOn(this.def.engine, this.gameState, this.state.seats.length);
      if (!waited.some((i) => this.seats.isBot(i))) return;
      delay = this.deps.settings.botDelayMs;
    }
    this.autoPending = true;
    this.timers.after(delay, () => this.enqueue(() => this.autoStep()));
  }

  /** The pause before the rules' next step: RULES_STEP_MS at the table's pace. */
  rulesStepDelay(): number {
    return Math.round(this.deps.settings.rulesStepMs * PACES[this.state.pace]);
  }

  private async autoStep() {
    this.autoPending = false;
    if (this.state.status !== "playing") return;
    const step = this.rulesStep();
    if (step !== null) return this.play(RULES_SEAT, step, null);
    const { engine } = this.def;
    const bot = this.def.bots[this.def.defaultBot];
    const seat = seatsWaitedOn(engine, this.gameState, this.state.seats.length).find((i) => this.seats.isBot(i));
    if (seat === undefined) return;
    let r: number;
    [r, this.botRng] = nextFloat(this.botRng);
    const choice = chooseBotAction(engine, bot, this.gameState, seat, r);
    if (!choice) return;
    if (choice.fallback) this.deps.log.error({ room: this.roomId, seat }, choice.fallback);
    await this.play(seat, choice.action, null);
  }

  // ---- helpers ------------------------------------------------------------------------

  private enqueue(task: () => Promise<void> | void) {
    this.chain = this.chain
      .then(() => (this.timers.isStopped ? undefined : task()))
      .catch((e) => {
        this.deps.log.error({ err: e, room: this.roomId }, "room task failed");
      });
  }

  /** `answer()` once the tasks queued before it have run. */
  private inTurn<T>(answer: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.enqueue(() => {
        try {
          resolve(answer());
        } catch (e) {
          reject(e);
        }
      }),
    );
  }

  /** A player's seats back under this connection (a reconnect, or a second tab taking them over). */
  private reclaim(held: readonly number[], client: Client) {
    this.deps.metrics.reconnects.inc({ game: this.def.engine.game });
    for (const old of this.seats.reclaim(held, client.sessionId))
      this.clients
        .find((c) => c.sessionId === old)
        ?.leave(CloseCodes.TAKEN_OVER, "Your seat was taken over by a newer connection.");
    this.broadcastPatch();
  }

  private project() {
    if (this.gameState === null) return;
    this.viewOf ??= viewerOf(this.def.engine);
    this.projected = projectMatch(this.def.engine, this.state, this.gameState, this.projected, this.viewOf);
    for (const seat of this.projected.regrown) {
      const holder = this.seats.sessionOf(seat);
      for (const c of this.clients) if (c.sessionId === holder) c.view?.add(this.state.seats[seat]);
    }
  }

  private syncReply(client: Client): SyncReply {
    const held = this.seats.ofSession(client.sessionId);
    return {
      ...seatMessage(held, this.state.matchId),
      ...legalMessage(held, this.legalFor),
      log: this.log.for(held),
      chat: this.chat.for(!held.length),
    };
  }

  /** A chat line (./chat.ts): a player's to everyone at the table, a spectator's to the spectators. */
  private say(client: Client, message: unknown) {
    const { playerId, name } = client.auth as Identity;
    const held = this.seats.ofSession(client.sessionId);
    const said = this.chat.say({ seat: held[0] ?? null, playerId, name }, message, this.seq);
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

  /** A seat's legal actions now: the engine's list while the match is in play. */
  private readonly legalFor: LegalFor = (seat) =>
    this.state.status === "playing" ? this.def.engine.legal(this.gameState, seat) : [];

  /** Logs the events and sends each client those it may see (./tableMessages.ts). */
  private announce(events: GameEvent[]) {
    if (events.length === 0) return;
    this.log.add(events);
    sendEvents(this.table, events);
  }

  /** Refuses a client's message; `action` is the action as the engine read it, never the raw message. */
  /** A rejection echoes the action only when it is short (MAX_ECHO_CHARS of JSON); a long one is cut to an excerpt. */
  private reject(client: Client, code: string, reason: string, action: unknown = null) {
    this.deps.metrics.rejections.inc({ code });
    client.send("rejected", { code, reason, action: echoOf(action) });
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
