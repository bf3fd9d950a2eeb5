/**
 * The seats of one table, kept together: each synced seat (occupied, name, connected, bot, stand-in, reconnect
 * deadline), who holds it (./seating.ts), and the tables each player sits at in this process (./tablesHeld.ts).
 * Every change of a seat goes through here, so a synced seat and its holder never disagree. The room decides when
 * a seat changes (a join, a drop, the host's bots...) and what it tells the clients; this says how the seat changes.
 */
import type { SeatRecord } from "../store/types.js";
import { seatBot } from "./listing.js";
import { Seating } from "./seating.js";
import type { MatchState } from "./state.js";
import type { TablesHeld } from "./tablesHeld.js";

export class TableSeats {
  readonly seating: Seating;

  /** `roomId` is read at each change: a private table takes its code as its id after it opened. */
  constructor(
    private readonly state: MatchState,
    private readonly tables: TablesHeld,
    private readonly roomId: () => string,
  ) {
    this.seating = new Seating(state.seats.length);
  }

  /** Every seat this connection holds ([] for a spectator). */
  ofSession(sessionId: string): number[] {
    return this.seating.seatsOfSession(sessionId);
  }

  /** Every seat this player holds, connected or not. */
  ofPlayer(playerId: string): number[] {
    return this.seating.seatsOfPlayer(playerId);
  }

  playerOf(seat: number): string | null {
    return this.seating.holders[seat]?.playerId ?? null;
  }

  /** The connection in the seat, if any. */
  sessionOf(seat: number): string | null {
    return this.seating.holders[seat]?.sessionId ?? null;
  }

  /** A bot plays the seat: one seated as a bot, or one standing in for a player who is away. */
  isBot(seat: number): boolean {
    const s = this.state.seats[seat];
    return s.bot || s.standIn;
  }

  isFull(): boolean {
    return this.state.seats.every((s) => s.occupied);
  }

  /** The first open seat, or -1. */
  firstOpen(): number {
    return this.state.seats.findIndex((s) => !s.occupied);
  }

  /** A free seat taken by a person (a join, or one more seat of theirs). */
  occupy(seat: number, playerId: string | null, name: string, sessionId: string): void {
    const s = this.state.seats[seat];
    s.occupied = true;
    s.connected = true;
    s.name = name;
    s.playerId = playerId ?? "";
    this.seating.holders[seat] = { playerId, sessionId };
    if (playerId) this.tables.sit(playerId, this.roomId());
  }

  /** A seat free again before the start; the host is the first person still seated. */
  vacate(seat: number): void {
    const s = this.state.seats[seat];
    const { playerId } = this.seating.holders[seat];
    this.seating.holders[seat] = { playerId: null, sessionId: null };
    if (playerId && this.seating.seatsOfPlayer(playerId).length === 0) this.tables.stand(playerId, this.roomId());
    s.occupied = false;
    s.connected = false;
    s.name = "";
    s.playerId = "";
    const firstHuman = this.state.seats.findIndex((x) => x.occupied && !x.bot);
    this.state.hostSeat = firstHuman < 0 ? 0 : firstHuman;
  }

  /** The host seats a bot (or the table is opened with bots). */
  seatBot(seat: number): void {
    seatBot(this.state.seats[seat], seat);
  }

  /** The host takes a bot away: its seat is open again. */
  unseatBot(seat: number): void {
    const s = this.state.seats[seat];
    s.occupied = false;
    s.bot = false;
    s.connected = false;
    s.name = "";
  }

  /**
   * A player's seats back under this connection (a reconnect, or a second tab taking them over). Returns the other
   * connections that held them: the newer connection takes the seats, and the room lets the older ones go.
   */
  reclaim(held: readonly number[], sessionId: string): string[] {
    const others: string[] = [];
    for (const seat of held) {
      const old = this.seating.holders[seat].sessionId;
      if (old && old !== sessionId && !others.includes(old)) others.push(old);
      this.seating.holders[seat].sessionId = sessionId;
      const s = this.state.seats[seat];
      s.connected = true;
      s.standIn = false;
      s.reconnectDeadline = 0;
    }
    return others;
  }

  /** The connection dropped: the seats wait for it until `deadline` (ms since the epoch). */
  drop(held: readonly number[], deadline: number): void {
    for (const seat of held) {
      const s = this.state.seats[seat];
      s.connected = false;
      s.reconnectDeadline = deadline;
    }
  }

  /**
   * The connection left for good (or its grace closed): before the start its seats are free again; in play a bot
   * stands in until the player comes back.
   */
  leave(held: readonly number[]): void {
    for (const seat of held) {
      const s = this.state.seats[seat];
      this.seating.holders[seat].sessionId = null;
      s.connected = false;
      s.reconnectDeadline = 0;
      if (this.state.status === "waiting") this.vacate(seat);
      else if (this.state.status === "playing") s.standIn = true;
    }
  }

  /** A stored match's seats, as it is reopened (./resume.ts): each player's seat waits for them until `deadline`. */
  restore(stored: readonly SeatRecord[], deadline: number): void {
    for (const r of stored) {
      const seat = this.state.seats[r.seat];
      seat.occupied = true;
      seat.bot = r.bot;
      seat.name = r.name;
      seat.playerId = r.bot ? "" : (r.playerId ?? "");
      seat.connected = r.bot;
      if (r.bot || !r.playerId) continue;
      seat.reconnectDeadline = deadline;
      this.seating.holders[r.seat] = { playerId: r.playerId, sessionId: null };
      this.tables.sit(r.playerId, this.roomId());
    }
    this.state.hostSeat = Math.max(0, this.firstPlayerSeat());
  }

  /** A reopened match's grace is over: a bot stands in for every player not back. */
  standInForAbsent(): void {
    for (const [i, h] of this.seating.holders.entries()) {
      const s = this.state.seats[i];
      if (h.playerId === null || h.sessionId !== null || s.standIn) continue;
      s.standIn = true;
      s.reconnectDeadline = 0;
    }
  }

  /** The host starts with the seats present: empty seats are removed, the rest keep their order and are numbered anew. */
  keepPresent(): void {
    const { state } = this;
    const keep = state.seats.map((s, i) => (s.occupied ? i : -1)).filter((i) => i >= 0);
    this.seating.compact(keep);
    for (let i = state.seats.length - 1; i >= 0; i--) if (!state.seats[i].occupied) state.seats.splice(i, 1);
    state.seats.forEach((s, i) => {
      s.index = i;
    });
    state.tableSize = state.seats.length;
    state.hostSeat = this.firstPlayerSeat();
  }

  /** The match is over (or its room gone): its players no longer sit at this table. */
  standAll(): void {
    for (const h of this.seating.holders) if (h.playerId) this.tables.stand(h.playerId, this.roomId());
  }

  private firstPlayerSeat(): number {
    return this.seating.holders.findIndex((h) => h.playerId !== null);
  }
}
