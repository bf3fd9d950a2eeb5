/**
 * One joined match room: the latest state, seat and legal actions, the event log, and
 * subscriptions for the page. Handlers are registered as soon as the room is joined so no
 * early message is lost; the page reads the cached values when it mounts.
 *
 * Where the game allows it, one person holds several seats (docs/wire-contract.md): the session keeps every held
 * seat's legal list and the seat it acts for (./acting.ts), which the page shows and the person may change.
 *
 * A move's patch comes just before its `legal` list (docs/wire-contract.md): the patch drops the list of the move
 * before it, and the page waits for the new one (`awaitingLegal`) rather than show the move with no list or an old one.
 */
import type { Room } from "@colyseus/sdk";
import { forgetReconnection, rememberReconnection } from "./tokens.js";
import { Acting } from "./acting.js";
import type {
  ChatLine,
  Finished,
  LogEvent,
  Rejection,
  RoomState,
  SeatMessage,
  ServerGoing,
  SyncReply,
  LegalMessage,
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

/**
 * How long a page waits, after a move's patch, for the `legal` list that follows it before it draws without one. The
 * room sends both in one socket write, so the list comes at once; this only keeps a page from waiting on a list that
 * never comes.
 */
export const LEGAL_WAIT_MS = 1000;

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
  droppedAt: number | null = null;
  leftFor: SessionEvents["left"] | null = null;
  private listeners = new Map<keyof SessionEvents, Set<(p: unknown) => void>>();
  private leaving = false;
  /** When a move's patch dropped the list of the move before it, until the move's own list came. */
  private listDroppedAt: number | null = null;

  constructor(
    readonly room: Room,
    readonly spectator: boolean,
  ) {
    this.roomId = room.roomId;
    tuneReconnection(room);
    rememberReconnection(room.roomId, room.reconnectionToken, spectator);

    room.onStateChange((s: { toJSON(): unknown }) => {
      const last = this.state;
      this.state = s.toJSON() as RoomState;
      // A move's patch comes just before its `legal` list: until that arrives, the list held is the last move's.
      const dropped = last !== null && this.state.moves !== last.moves && this.acting.moved();
      if (dropped) {
        this.legal = [];
        this.listDroppedAt = Date.now();
      }
      this.adoptRecordedOutcome(this.state);
      this.emit("state", this.state);
      if (dropped) this.emit("legal", this.legal);
    });
    room.onMessage("seat", (m: SeatMessage) => {
      this.seat = m;
      this.acting.hold(m);
      this.emit("seat", m);
    });
    room.onMessage("legal", (m: LegalMessage) => this.adoptLegal(m));
    room.onMessage("rejected", (m: Rejection) => {
      this.lastRejection = m;
      this.emit("rejected", m);
    });
    room.onMessage("events", (m: { events?: LogEvent[] }) => {
      const events = m.events ?? [];
      this.log.push(...events);
      this.emit("events", events);
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
    room.onMessage("server-going", (m: ServerGoing) => this.emit("going", m));
    room.onMessage("finished", (m: Finished) => {
      this.finished = m;
      this.acting.legal({ actions: [] });
      this.legal = [];
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
      const r = (await this.room.request("sync", {})) as SyncReply;
      this.log = [...r.log];
      this.emit("log", this.log);
      const synced = r.chat ?? [];
      this.chat = [...synced, ...this.chat.filter((l) => !synced.some((x) => x.n === l.n))].sort((a, b) => a.n - b.n);
      this.emit("chat", this.chat);
      this.seat = { seat: r.seat, matchId: r.matchId, spectator: r.spectator, seats: r.seats };
      this.acting.hold(this.seat);
      this.emit("seat", this.seat);
      this.adoptLegal(r);
    } catch {
      // the connection closed first; the "left" or "drop" handlers report it
    }
  }

  /** A finished room keeps its outcome in the state, so a late or reloaded page still gets its end screen. */
  private adoptRecordedOutcome(s: RoomState): void {
    if (this.finished || s.status !== "finished" || !s.outcome) return;
    try {
      this.finished = { matchId: s.matchId, outcome: JSON.parse(s.outcome) as Finished["outcome"] };
      this.legal = [];
      forgetReconnection(this.roomId);
      this.emit("finished", this.finished);
    } catch {
      // not JSON: wait for the "finished" message
    }
  }

  /** The legal lists of every held seat; the page shows the one of the seat it acts for. */
  private adoptLegal(m: LegalMessage): void {
    this.listDroppedAt = null;
    this.acting.legal(m);
    this.legal = this.acting.current();
    this.emit("legal", this.legal);
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

  /**
   * A move's patch came and the `legal` list that follows it has not yet (for at most LEGAL_WAIT_MS): a page draws
   * the two together when the list comes, so no frame shows the move without its list.
   */
  get awaitingLegal(): boolean {
    return this.listDroppedAt !== null && !this.finished && Date.now() - this.listDroppedAt < LEGAL_WAIT_MS;
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

  /** Sends an action for the seat I act for (named in the message when I hold several). */
  act(action: unknown): void {
    const seat = this.acting.seat;
    const own = action !== null && typeof action === "object" && !Array.isArray(action);
    this.room.send("act", own && this.acting.held.length > 1 && seat !== null ? { ...action, seat } : action);
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
    void this.room.leave(false);
  }
}
