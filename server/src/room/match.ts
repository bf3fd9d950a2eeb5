/**
 * The match at one table: the rules' state, the move count, the match's log, the views the state was last
 * projected from, and every step that moves the match on. A client's action (`act`), a bot's move, the rules' own
 * step and a clock running out all go the same way (`play`): the engine checks the action, the store records it,
 * and only then does the match move on and the table hear of it (`publish`). The room around it (./MatchRoom.ts)
 * keeps the rest: joining, seating, chat, the match's record at its start, the room's lifecycle.
 *
 * A plain object of its own, not the Colyseus room, for speed as well as for size: V8 keeps every room object in
 * dictionary mode (Colyseus's Room.__init redefines five of its data properties as accessors), so each `this.…`
 * read on the room is a hash lookup, while here, where every field is set in the constructor, it is a load at a
 * fixed place. A move reads a few dozen of them.
 */
import type { Client } from "@colyseus/core";
import {
  rngFromSeed,
  nextFloat,
  seatsWaitedOn,
  viewerOf,
  count,
  PACES,
  RULES_SEAT,
  type GameEvent,
  type Outcome,
  type RngState,
} from "@tabletop/shared";
import type { GameRoomDef } from "./gameDef.js";
import type { RoomDeps } from "./deps.js";
import type { MatchState } from "./state.js";
import { RoomCodes } from "./codes.js";
import { checkActMessage } from "./actMessage.js";
import { MatchLog } from "./matchLog.js";
import type { TableSeats } from "./tableSeats.js";
import { chooseBotAction } from "./botTurn.js";
import { SkipToTurn } from "./skipToTurn.js";
import { corked } from "../colyseus/corked.js";
import { sendEvents, sendRejected, type Table } from "./tableMessages.js";
import { SeatLists, type LegalFor } from "./seatLists.js";
import type { RoomTimers } from "./timers.js";
import type { TaskQueue } from "./taskQueue.js";
import { TableClocks, type ClockedTable } from "./tableClocks.js";
import { TurnTakeover } from "./turnTakeover.js";
import { projectMatch, type Projected } from "./projection.js";
import { UnstorableError } from "../store/storable.js";
import type { Rebuilt } from "./resume.js";
import { crashPoint } from "../crashPoints.js";
import { endOfMatch } from "./endOfMatch.js";

/** How long a finished room stays open for its end screen. */
const FINISHED_LINGER_MS = 5 * 60_000;

/** What the match uses of its room, handed over once when the table opens. */
export interface MatchRoomParts {
  readonly def: GameRoomDef;
  readonly deps: RoomDeps;
  readonly state: MatchState;
  readonly seats: TableSeats;
  readonly table: Table;
  readonly timers: RoomTimers;
  readonly tasks: TaskQueue;
  /** The match's seed: the bots draw from a stream of their own made from it. */
  readonly seed: string;
  /** Sends the patch now (Colyseus's broadcastPatch). */
  patch(): void;
  /** The table's listing in the lobby is out of date. */
  listingChanged(): void;
  /** Closes the room: its end screen has lingered long enough. */
  close(): void;
  /** The room's id, for the logs (a private table takes its code as its id after it opened). */
  roomId(): string;
}

export class Match {
  /** The rules' state (null before the start). */
  gameState: unknown = null;
  /** The actions recorded so far: the next one is recorded as seq + 1. */
  seq = 0;
  /** The whole match's log, sent whole with every "sync" reply (./matchLog.ts). */
  readonly log = new MatchLog();
  /** Each seat's legal list as the state carries it, and when it last changed (./seatLists.ts). */
  private readonly lists = new SeatLists();
  private readonly def: GameRoomDef;
  private readonly deps: RoomDeps;
  private readonly state: MatchState;
  private readonly seats: TableSeats;
  private readonly table: Table;
  private readonly timers: RoomTimers;
  private readonly tasks: TaskQueue;
  private readonly room: MatchRoomParts;
  /** The response time, the time per move and the time banks (./tableClocks.ts). */
  private readonly clocks: TableClocks;
  /** Seats whose clock ran out, played by the bot for the rest of their turn. */
  private readonly takeover = new TurnTakeover();
  /** The views the state was last projected from (undefined before the start). */
  private projected: Projected | undefined = undefined;
  /** This match's view function (Engine.viewer): its caches serve this match's successive states. */
  private viewOf: ((game: unknown, seat: number | null) => unknown) | undefined = undefined;
  private botRng: RngState;
  /** A bot's move or a rules step is scheduled. */
  private autoPending = false;
  /** The scheduled move's number: a move scheduled again (a skip) leaves the older timer nothing to do. */
  private autoGen = 0;
  /** The players' asks to skip to their turn (./skipToTurn.ts). */
  private readonly skips: SkipToTurn;

  constructor(room: MatchRoomParts) {
    this.room = room;
    this.def = room.def;
    this.deps = room.deps;
    this.state = room.state;
    this.seats = room.seats;
    this.table = room.table;
    this.timers = room.timers;
    this.tasks = room.tasks;
    this.botRng = rngFromSeed(`${room.seed}:bots`);
    this.skips = new SkipToTurn(room.state, room.seats);
    this.clocks = new TableClocks(room.timers, {
      responseUp: (opened) => this.tasks.add(() => this.timeUp(opened)),
      turnUp: (seats, reason) => this.tasks.add(() => this.turnUp(seats, reason)),
    });
    this.clocks.openBanks(room.state.seats.length, room.state.bankSeconds * 1000, room.state.turnSeconds * 1000);
  }

  /** The match begins from the rules' setup: everyone sees the table, with each seat's first legal list. */
  begin(gameState: unknown) {
    const { state } = this;
    this.gameState = gameState;
    this.project();
    state.status = "playing";
    this.writeLists();
    this.deps.metrics.matchesStarted.inc({ game: this.def.engine.game });
    this.deps.metrics.matchesInPlay.inc({ game: this.def.engine.game });
    this.announce([{ kind: "started", text: `The match begins with ${count(state.seats.length, "seat")}.` }]);
    this.room.patch();
    this.room.listingChanged();
    this.followClocks();
    this.scheduleAuto();
  }

  /** The match as rebuilt from its stored log (./resume.ts), in play again; `carryOn` then moves it on. */
  resume(rebuilt: Extract<Rebuilt, { ok: true }>, seed: string) {
    // Bot moves after the restart draw from a stream of their own: the log, not the bots, makes the match replay.
    this.botRng = rngFromSeed(`${seed}:bots:${rebuilt.seq}`);
    this.gameState = rebuilt.state;
    this.seq = rebuilt.seq;
    this.state.moves = this.seq;
    this.log.add(rebuilt.events);
    this.project();
    this.state.status = "playing";
    this.writeLists();
  }

  /** After a resume: the end if the log already ended the match, else the clocks and what moves next. */
  carryOn() {
    const outcome = this.def.engine.outcome(this.gameState);
    if (outcome) this.tasks.add(() => this.finish(outcome));
    this.followClocks();
    this.scheduleAuto();
  }

  /**
   * A client's action: the room's checks (seat, status, size, version), then the engine reads it, then it is played.
   * An action chosen at an older version (`at`) from a list the seat no longer has is a race, not a fault: it is
   * refused as STALE, whatever the rules would say of it now, and never applied (docs/wire-contract.md).
   */
  async act(client: Client, message: unknown) {
    const { state } = this;
    const check = checkActMessage(message, this.seats.ofSession(client.sessionId), state.status, state.moves);
    if (!check.ok) return this.reject(client, check.code, check.reason);
    const read = this.def.engine.readAction(check.action);
    if (!read.ok) return this.reject(client, read.code, read.reason);
    if (check.at !== undefined && this.lists.changedSince(check.seat, check.at))
      return this.reject(
        client,
        RoomCodes.STALE,
        `The table moved on after move ${check.at} and this seat's choices changed (the match is at move ${state.moves}), so the action was not made.`,
        read.action,
      );
    this.takeover.release(check.seat);
    await this.play(check.seat, read.action, client);
  }

  /** "Skip to my turn" (./skipToTurn.ts): once every person has asked, the paced steps play at once. */
  skip(client: Client) {
    const answer = this.skips.ask(this.seats.ofSession(client.sessionId), this.deciding());
    if (!answer.ok) return this.reject(client, answer.code, answer.reason);
    this.room.patch();
    // The step waiting out the pace is scheduled again at once (./skipToTurn.ts); its older timer finds nothing to do.
    if (this.skips.rushing) this.autoPending = false;
    this.scheduleAuto();
  }

  /** The seats the game waits on whose person decides now (not a bot playing for them). */
  private deciding(): number[] {
    if (this.state.status !== "playing") return [];
    return seatsWaitedOn(this.def.engine, this.gameState, this.state.seats.length).filter((i) => !this.botPlays(i));
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
    const ended = this.publish(events);
    if (ended) await ended;
    if (this.rulesStepDelay() === 0 && this.rulesStep() !== null) await this.playRulesSteps();
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
   * After a change of the match: the events, then the patch with the new view and each seat's legal list, the
   * clocks. The events come first so that a client holds them until the patch of the version they lead to and shows
   * both at once. When the match ended, answers its end (`ended`) for the caller to wait on; a move that did not end
   * it is published at once, with no promise to wait for. The caller schedules what moves next (`scheduleAuto`).
   */
  private publish(events: GameEvent[]): Promise<void> | undefined {
    const { engine } = this.def;
    const outcome = engine.outcome(this.gameState);
    if (this.takeover.any)
      this.takeover.settle(
        engine.currentTurn?.(this.gameState) ?? null,
        seatsWaitedOn(engine, this.gameState, this.state.seats.length),
      );
    corked(this.table.clients, () => {
      this.project();
      this.writeLists();
      // The clocks' new deadlines go in the move's own patch (on a clocked table every move restarts one).
      if (!outcome) this.clocks.follow(this.clockedTable());
      this.announce(events);
      this.room.patch();
    });
    return outcome ? this.ended(outcome) : undefined;
  }

  /** The match ended: it is recorded as finished (every seat's list emptied with it) and the clocks stop. */
  private async ended(outcome: Outcome) {
    await this.finish(outcome);
    this.followClocks();
  }

  /** Starts, restarts or stops the table's clocks after a change (./tableClocks.ts), and patches what changed. */
  private followClocks() {
    if (this.clocks.follow(this.clockedTable())) this.room.patch();
  }

  /** The table as its clocks read it. */
  private clockedTable(): ClockedTable {
    const { def, gameState, state, seq } = this;
    return { engine: def.engine, gameState, state, seq, isBotSeat: (i) => this.botPlays(i) };
  }

  /**
   * A clock ran out: the bot plays the rest of the turn of each of `seats` the game still waits on (./turnTakeover.ts),
   * and its player is told `reason`.
   */
  private turnUp(seats: readonly number[], reason: string) {
    const { engine } = this.def;
    if (this.state.status !== "playing") return;
    const waited = seatsWaitedOn(engine, this.gameState, this.state.seats.length);
    for (const seat of seats) {
      if (this.seats.isBot(seat) || !waited.includes(seat)) continue;
      this.takeover.take(seat, engine.currentTurn?.(this.gameState) ?? null);
      for (const c of this.table.clients)
        if (this.seats.ofSession(c.sessionId).includes(seat)) c.send("timed-out", { seat, reason });
      this.deps.log.info({ room: this.room.roomId(), seat }, "a clock ran out: a bot plays the rest of the turn");
    }
    this.followClocks();
    this.scheduleAuto();
  }

  /** Whether a bot plays `seat` now: a bot's seat, a stand-in's, or a person's whose clock ran out this turn. */
  private botPlays(seat: number): boolean {
    return this.seats.isBot(seat) || this.takeover.holds(seat);
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
        { err: e, room: this.room.roomId(), seq: this.seq + 1 },
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
    state.paced = false;
    this.skips.settle(null);
    this.writeLists();
    this.seats.standAll();
    this.deps.metrics.matchesInPlay.dec({ game: this.def.engine.game });
    state.outcome = JSON.stringify(outcome);
    this.room.patch();
    const ending = {
      matchId: state.matchId,
      game: this.def.engine.game,
      gameState: this.gameState,
      rated: state.rated,
      left: state.seats.map((s) => s.standIn),
    };
    await this.deps.store.finishMatch(endOfMatch(ending, outcome, new Date()));
    this.deps.metrics.matchesFinished.inc({ game: this.def.engine.game });
    this.table.broadcast("finished", { matchId: state.matchId, outcome });
    this.room.listingChanged();
    this.timers.after(FINISHED_LINGER_MS, () => this.room.close());
  }

  // ---- moves nobody at the table makes: the rules' own steps, bots -------------------------

  /** The rules' own next step, if they have one (Engine.next). */
  private rulesStep(): unknown {
    return this.def.engine.next ? this.def.engine.next(this.gameState) : null;
  }

  /**
   * Schedules the next move that makes itself: the rules' own step (after RULES_STEP_MS, so people can follow it),
   * else a bot's move for a seat the game waits on (after BOT_DELAY_MS); at once while every person at the table has
   * asked to skip to their turn. One at a time; each move schedules the next. The state's `paced` says whether a
   * move is waiting out the pace, and an ask to skip ends once its person decides; either change is patched.
   */
  scheduleAuto() {
    if (this.autoPending) return;
    const delay = this.state.status === "playing" ? this.autoDelay() : null;
    const settled = this.skips.settle(() => this.deciding());
    const paced = delay !== null && delay > 0;
    if (settled || this.state.paced !== paced) {
      this.state.paced = paced;
      this.room.patch();
    }
    if (delay === null) return;
    this.autoPending = true;
    const gen = ++this.autoGen;
    this.timers.after(delay, () => this.tasks.add(() => (gen === this.autoGen ? this.autoStep() : undefined)));
  }

  /** The pause before the move that makes itself next, or null when none is due (a person decides, or nobody). */
  private autoDelay(): number | null {
    if (this.rulesStep() !== null) return this.rulesStepDelay();
    if (!this.takeover.any && !this.state.seats.some((s) => s.bot || s.standIn)) return null;
    const waited = seatsWaitedOn(this.def.engine, this.gameState, this.state.seats.length);
    if (!waited.some((i) => this.botPlays(i))) return null;
    return this.skips.rushing ? 0 : this.deps.settings.botDelayMs;
  }

  /** The pause before the rules' next step: RULES_STEP_MS at the table's pace, none while the table skips ahead. */
  rulesStepDelay(): number {
    if (this.skips.rushing) return 0;
    return Math.round(this.deps.settings.rulesStepMs * PACES[this.state.pace]);
  }

  private async autoStep() {
    this.autoPending = false;
    if (this.state.status !== "playing") return;
    const step = this.rulesStep();
    if (step !== null) return this.play(RULES_SEAT, step, null);
    const { engine } = this.def;
    const bot = this.def.bots[this.def.defaultBot];
    const seat = seatsWaitedOn(engine, this.gameState, this.state.seats.length).find((i) => this.botPlays(i));
    if (seat === undefined) return;
    let r: number;
    [r, this.botRng] = nextFloat(this.botRng);
    const choice = chooseBotAction(engine, bot, this.gameState, seat, r);
    if (!choice) return;
    if (choice.fallback) this.deps.log.error({ room: this.room.roomId(), seat }, choice.fallback);
    await this.play(seat, choice.action, null);
  }

  // ---- what the table is sent ------------------------------------------------------------

  /** The synced state from the rules' state: the public view and each seat's (./projection.ts). */
  private project() {
    if (this.gameState === null) return;
    this.viewOf ??= viewerOf(this.def.engine);
    this.projected = projectMatch(this.def.engine, this.state, this.gameState, this.projected, this.viewOf);
    for (const seat of this.projected.regrown) {
      const holder = this.seats.sessionOf(seat);
      for (const c of this.table.clients) if (c.sessionId === holder) c.view?.add(this.state.seats[seat]);
    }
  }

  /** A seat's legal actions now: the engine's list while the match is in play. */
  private readonly legalFor: LegalFor = (seat) =>
    this.state.status === "playing" ? this.def.engine.legal(this.gameState, seat) : [];

  /** Each seat's list as it stands now into the state, for the next patch (./seatLists.ts). */
  private writeLists() {
    this.lists.write(this.state, this.legalFor, this.state.moves);
  }

  /** Logs the events and sends each client those it may see, stamped with the version they lead to. */
  private announce(events: GameEvent[]) {
    if (events.length === 0) return;
    this.log.add(events);
    sendEvents(this.table, events, this.state.moves);
  }

  private reject(client: Client, code: string, reason: string, action: unknown = null) {
    sendRejected(client, this.deps.metrics, code, reason, action);
  }
}
