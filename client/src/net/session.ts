/**
 * One joined match room: the latest state, seat and legal actions, the event log, and
 * subscriptions for the page. Handlers are registered as soon as the room is joined so no
 * early message is lost; the page reads the cached values when it mounts.
 */
import type { Room } from "@colyseus/sdk";
import { forgetLog, loadLog, saveLog } from "./log-store";
import { forgetReconnection, rememberReconnection } from "./tokens";
import type { Finished, LogEvent, Rejection, RoomState, SeatMessage } from "./types";

export interface SessionEvents {
  state: RoomState;
  seat: SeatMessage;
  legal: unknown[];
  rejected: Rejection;
  events: LogEvent[];
  finished: Finished;
  /** The connection dropped; the SDK is reconnecting. */
  drop: { at: number };
  reconnect: undefined;
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
  legal: unknown[] = [];
  log: LogEvent[] = [];
  lastRejection: Rejection | null = null;
  finished: Finished | null = null;
  droppedAt: number | null = null;
  leftFor: SessionEvents["left"] | null = null;
  private listeners = new Map<keyof SessionEvents, Set<(p: unknown) => void>>();
  private leaving = false;

  constructor(
    readonly room: Room,
    readonly spectator: boolean,
  ) {
    this.roomId = room.roomId;
    this.log = loadLog(this.roomId);
    tuneReconnection(room);
    rememberReconnection(room.roomId, room.reconnectionToken, spectator);

    room.onStateChange((s: { toJSON(): unknown }) => {
      this.state = s.toJSON() as RoomState;
      this.adoptRecordedOutcome(this.state);
      this.emit("state", this.state);
    });
    room.onMessage("seat", (m: SeatMessage) => {
      this.seat = m;
      this.emit("seat", m);
    });
    room.onMessage("legal", (m: { actions?: unknown[] }) => {
      this.legal = m.actions ?? [];
      this.emit("legal", this.legal);
    });
    room.onMessage("rejected", (m: Rejection) => {
      this.lastRejection = m;
      this.emit("rejected", m);
    });
    room.onMessage("events", (m: { events?: LogEvent[] }) => {
      const events = m.events ?? [];
      this.log.push(...events);
      saveLog(this.roomId, this.log);
      this.emit("events", events);
    });
    room.onMessage("finished", (m: Finished) => {
      this.finished = m;
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
   * Asks the room for my seat and legal actions. The room answers this request once the
   * handlers above are in place, so nothing sent during the join is missed.
   */
  async sync(): Promise<void> {
    try {
      const r = (await this.room.request("sync", {})) as SeatMessage & { actions?: unknown[] };
      this.seat = { seat: r.seat, matchId: r.matchId, spectator: r.spectator };
      this.legal = r.actions ?? [];
      this.emit("seat", this.seat);
      this.emit("legal", this.legal);
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

  /** My seat in the synced state, if I hold one. */
  get mySeat(): number | null {
    return this.seat?.seat ?? null;
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

  act(action: unknown): void {
    this.room.send("act", action);
  }

  start(): void {
    this.room.send("start");
  }

  /** Leaves for good: the server frees (or hands to a bot) the seat. */
  async leave(): Promise<void> {
    this.leaving = true;
    forgetReconnection(this.roomId);
    forgetLog(this.roomId);
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
