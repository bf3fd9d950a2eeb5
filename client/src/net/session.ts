/**
 * One joined match room: the latest state, seat and legal actions, the event log, and
 * subscriptions for the page. Handlers are registered as soon as the room is joined so no
 * early message is lost; the page reads the cached values when it mounts.
 *
 * Where the game allows it, one person holds several seats (docs/wire-contract.md): the session keeps every held
 * seat's legal list and the seat it acts for (./acting.ts), which the page shows and the person may change.
 *
 * One version of the match at a time (docs/wire-contract.md, "One message per move"): a seat's legal list comes in
 * the same patch as the state it belongs to, so the session never holds a state with another state's list; a move's
 * `events` come stamped with the version they lead to and are held until the state reaches it; an action is sent with
 * the version its list was drawn at (`act`), and the room's `STALE` refusal of one that lost a race is no fault to
 * show: the new state it lost to is already here.
 */
import type { Room } from "@colyseus/sdk";
import { STALE, actAt } from "@tabletop/shared";
import { forgetReconnection, rememberReconnection } from "./tokens.js";
import { Acting } from "./acting.js";
import type {
  ChatLine,
  EventsMessage,
  Finished,
  LogEvent,
  Rejection,
  RoomState,
  SeatMessage,
  PlayAgainMessage,
  ServerGoing,
  SyncReply,
} from "./types.js";

export interface SessionEvents {
  state: RoomState;
  seat: SeatMessage;
  legal: unknown[];
  rejected: Rejection;
  events: LogEvent[];
  /** The whole log so far, from the server (a join, a reconnect): it replaces the one shown. */
  log: LogEvent[];
  finished: Finished;
  /** Where the follow-up table is, once a player at this finished table asked to play again. */
  playAgain: PlayAgainMessage;
  /** The chat this page reads changed (a new line, or the whole chat after a join): every line so far. */
  chat: ChatLine[];
  /** The connection dropped; the SDK is reconnecting. */
  drop: { at: number };
  reconnect: undefined;
  /** My time per move ran out: a bot moved for me. */
  timedOut: { seat: number; reason: string };
  /** The server is stopping (a redeploy): the page will join again on its own. */
  going: ServerGoing;
  /** The room is gone for good (left, kicked, or reconnection failed). */
  left: { code: number; reason?: string; consented: boolean };
}

type Listener<K extends keyof SessionEvents> = (payload: SessionEvents[K]) => void;

/** Automatic reconnection: retry for a little over the server's default 60 s grace window. */
function tuneReconnection(room: Room): void {
  room.reconnection.minUptime = 0;
  room.reconnection.maxRetries = 30;
  room.reconnection.minDelay = 250;
  room.reconnection.maxDelay = 3000;
}

export class GameSession {
  readonly roomId: string;
  state: RoomState | null = null;
  seat: SeatMessage | null = null;
  /** The legal list of the seat this page acts for, of the state held (`state.moves`). */
  legal: unknown[] = [];
  /** The held seats and their legal lists, and the seat this page acts for. */
  readonly acting = new Acting();
  log: LogEvent[] = [];
  /** The chat this page reads (the table's, and the spectators' for a spectator). */
  chat: ChatLine[] = [];
  lastRejection: Rejection | null = null;
  /** When my time per move last ran out, and what the server said. */
  timedOut: { reason: string; at: number } | null = null;
  finished: Finished | null = null;
  /**
   * The follow-up table, once a player asked to play again (every player hears of it, one who comes back later in
   * the `sync` answer; nobody is moved).
   */
  followUp: PlayAgainMessage | null = null;
  droppedAt: number | null = null;
  leftFor: SessionEvents["left"] | null = null;
  private listeners = new Map<keyof SessionEvents, Set<(p: unknown) => void>>();
  private leaving = false;
  /** Events of a version the state has not reached yet, held until its patch comes. */
  private ahead: EventsMessage[] = [];
  /** While a "sync" is asked: every `events` message since, which the answer's log may not hold yet. */
  private sinceSync: EventsMessage[] | null = null;

  constructor(
    readonly room: Room,
    readonly spectator: boolean,
  ) {
    this.roomId = room.roomId;
    tuneReconnection(room);
    rememberReconnection(room.roomId, room.reconnectionToken, spectator);

    room.onStateChange((s: { toJSON(): unknown }) => {
      this.state = s.toJSON() as RoomState;
      const listed = this.readLegal();
      // The log reaches this version with the board: the events held for it go in before the page hears of either.
      this.logUpTo(this.state.moves);
      this.adoptRecordedOutcome(this.state);
      this.emit("state", this.state);
      if (listed) this.emit("legal", this.legal);
    });
    room.onMessage("seat", (m: SeatMessage) => {
      this.seat = m;
      this.acting.hold(m);
      // The seat's list is read before anyone hears of the seat: a page never holds a seat without its list.
      const listed = this.readLegal();
      this.emit("seat", m);
      if (listed) this.emit("legal", this.legal);
    });
    room.onMessage("rejected", (m: Rejection) => {
      // A race lost to another seat's move: the state that move made is already here, and is drawn.
      if (m.code === STALE) return;
      this.lastRejection = m;
      this.emit("rejected", m);
    });
    room.onMessage("events", (m: Partial<EventsMessage>) => {
      const events = m.events ?? [];
      this.sinceSync?.push({ at: typeof m.at === "number" ? m.at : Number.MAX_SAFE_INTEGER, events });
      if (typeof m.at === "number" && m.at > (this.state?.moves ?? -1)) this.ahead.push({ at: m.at, events });
      else this.addToLog(events);
    });
    room.onMessage("chat", (m: ChatLine) => {
      if (this.chat.some((l) => l.n === m.n)) return;
      this.chat.push(m);
      this.emit("chat", this.chat);
    });
    room.onMessage("timed-out", (m: { seat: number; reason: string }) => {
      this.timedOut = { reason: m.reason, at: Date.now() };
      this.emit("timedOut", m);
    });
    room.onMessage("play-again", (m: PlayAgainMessage) => {
      this.followUp = m;
      this.emit("playAgain", m);
    });
    room.onMessage("server-going", (m: ServerGoing) => this.emit("going", m));
    room.onMessage("finished", (m: Finished) => {
      this.finished = m;
      forgetReconnection(this.roomId);
      this.emit("finished", m);
    });
    room.onDrop(() => {
      this.droppedAt = Date.now();
      this.emit("drop", { at: this.droppedAt });
    });
    room.onReconnect(() => {
      this.droppedAt = null;
      rememberReconnection(this.roomId, room.reconnectionToken, spectator);
      this.emit("reconnect", undefined);
      void this.sync();
    });
    room.onLeave((code: number, reason?: string) => {
      const consented = this.leaving;
      if (consented || this.finished) forgetReconnection(this.roomId);
      this.droppedAt = null;
      this.leftFor = { code, reason, consented };
      this.emit("left", this.leftFor);
    });
  }

  /**
   * Asks the room for my seat, legal actions and the match's whole log (kept by the server, so a reload, a second
   * tab or a spectator sees the match from its start). The room answers this request once the handlers above are in
   * place, so nothing sent during the join is missed; the `events` that arrived before the answer are in its log,
   * and those after it are new.
   */
  async sync(): Promise<void> {
    try {
      this.sinceSync = [];
      const r = (await this.room.request("sync", {})) as SyncReply;
      // The reply's log holds every event up to its version, those held for a coming patch too; the events of later
      // versions may have come (and been logged or held) before this line runs, and are kept.
      const later = this.sinceSync.filter((m) => m.at > r.at);
      this.sinceSync = null;
      this.ahead = later.filter((m) => m.at > (this.state?.moves ?? -1));
      this.log = [...r.log, ...later.filter((m) => !this.ahead.includes(m)).flatMap((m) => m.events)];
      this.emit("log", this.log);
      const synced = r.chat ?? [];
      this.chat = [...synced, ...this.chat.filter((l) => !synced.some((x) => x.n === l.n))].sort((a, b) => a.n - b.n);
      this.emit("chat", this.chat);
      // A player back at a finished table after another set up the next one: the offer is theirs too.
      if (r.playAgain && !this.followUp) {
        this.followUp = r.playAgain;
        this.emit("playAgain", r.playAgain);
      }
      this.seat = { seat: r.seat, matchId: r.matchId, spectator: r.spectator, seats: r.seats };
      this.acting.hold(this.seat);
      this.readLegal();
      this.emit("seat", this.seat);
      this.emit("legal", this.legal);
    } catch {
      // the connection closed first; the "left" or "drop" handlers report it
      this.sinceSync = null;
    }
  }

  /** A finished room keeps its outcome in the state, so a late or reloaded page still gets its end screen. */
  private adoptRecordedOutcome(s: RoomState): void {
    if (this.finished || s.status !== "finished" || !s.outcome) return;
    try {
      this.finished = { matchId: s.matchId, outcome: JSON.parse(s.outcome) as Finished["outcome"] };
      forgetReconnection(this.roomId);
      this.emit("finished", this.finished);
    } catch {
      // not JSON: wait for the "finished" message
    }
  }

  /**
   * The legal lists of every held seat, from the state held (they came in its patch); the page shows the one of the
   * seat it acts for. Answers whether they changed.
   */
  private readLegal(): boolean {
    if (!this.state) return false;
    const changed = this.acting.legal(this.state);
    this.legal = this.acting.current();
    return changed;
  }

  /** The events held for versions up to `moves` go into the log, in the order they came. */
  private logUpTo(moves: number): void {
    if (this.ahead.length === 0) return;
    const due = this.ahead.filter((m) => m.at <= moves);
    this.ahead = this.ahead.filter((m) => m.at > moves);
    for (const m of due) this.addToLog(m.events);
  }

  private addToLog(events: LogEvent[]): void {
    this.log.push(...events);
    this.emit("events", events);
  }

  /** The seat this page acts for (the first held, or the one the person chose), if I hold one. */
  get mySeat(): number | null {
    return this.acting.seat;
  }

  /** Every seat I hold, in seat order. */
  get heldSeats(): number[] {
    return this.acting.held;
  }

  /** Acts for another of my seats from now on. */
  actFor(seat: number): void {
    if (!this.acting.choose(seat)) return;
    this.legal = this.acting.current();
    this.emit("legal", this.legal);
  }

  /** The version of the match the legal list is of: the move count of the state held. */
  get legalAt(): number {
    return this.state?.moves ?? 0;
  }

  get connected(): boolean {
    return this.droppedAt === null && this.leftFor === null;
  }

  on<K extends keyof SessionEvents>(event: K, cb: Listener<K>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as (p: unknown) => void);
    return () => set.delete(cb as (p: unknown) => void);
  }

  private emit<K extends keyof SessionEvents>(event: K, payload: SessionEvents[K]): void {
    for (const cb of this.listeners.get(event) ?? []) cb(payload);
  }

  /** Says something at the table (to the spectators, for a spectator). */
  say(text: string): void {
    this.room.send("chat", { text });
  }

  /**
   * Sends an action for the seat I act for (named in the message when I hold several), chosen from the list of
   * version `at` (the `legalAt` of the list it was drawn from: a frame drawn earlier may still be on screen).
   */
  act(action: unknown, at: number): void {
    const seat = this.acting.seat;
    const own = action !== null && typeof action === "object" && !Array.isArray(action);
    this.room.send(
      "act",
      actAt(own && this.acting.held.length > 1 && seat !== null ? { ...action, seat } : action, at),
    );
  }

  start(): void {
    this.room.send("start");
  }

  /** One more seat at this table, before the start, where the game allows several per person. */
  takeSeat(): void {
    this.room.send("take-seat");
  }

  releaseSeat(seat: number): void {
    this.room.send("release-seat", { seat });
  }

  /** The host seats a bot in the first open seat, before the start. */
  addBot(): void {
    this.room.send("add-bot");
  }

  /** Asks that the bots' moves and the rules' steps play at once until my turn (once everyone at the table asks). */
  skip(): void {
    this.room.send("skip");
  }

  /** Asks for the follow-up table of this finished one (the answer is the `playAgain` event). */
  playAgain(): void {
    this.room.send("play-again");
  }

  /** The host takes the bot at `seat` away, before the start. */
  removeBot(seat: number): void {
    this.room.send("remove-bot", { seat });
  }

  /** Leaves for good: the server frees (or hands to a bot) the seat. */
  async leave(): Promise<void> {
    this.leaving = true;
    forgetReconnection(this.roomId);
    if (this.leftFor) return;
    try {
      this.room.send("leave");
    } catch {
      // the socket is already closed; leaving below still cleans up
    }
    await this.room.leave(true);
  }

  /** Closes the socket without giving up the seat (page navigation); reload can come back. */
  detach(): void {
    this.room.removeAllListeners();
    // The page no longer reads this room, but its socket is open until the leave is through, and what the room sends
    // meanwhile needs a handler, or the SDK prints a warning for it.
    this.room.onMessage("*", () => {});
    void this.room.leave(false);
  }
}
