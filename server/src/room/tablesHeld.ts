/**
 * The tables each player holds in this process, so that one player holds at most TABLES_PER_PLAYER at once: a seat at
 * a table whose match has not ended (held or waiting to be reclaimed), and a table the player opened whose seat is
 * reserved for them and not yet joined (`POST /matchmake/create` without connecting), until the reservation ends. So
 * the cap holds however the tables are made. With several processes each counts its own rooms.
 */
export class TablesHeld {
  private readonly byPlayer = new Map<string, Set<string>>();
  /** Tables a player opened and has not sat at yet: room id → when its reserved seat lapses (ms since the epoch). */
  private readonly reserved = new Map<string, Map<string, number>>();

  constructor(readonly max: number) {}

  /** Whether `playerId` may take a seat at `roomId` (already holding it, or under the cap). */
  maySit(playerId: string, roomId: string, now = Date.now()): boolean {
    return this.holds(playerId, roomId, now) || this.count(playerId, now) < this.max;
  }

  /** Whether `playerId` may open one more table. */
  mayOpen(playerId: string, now = Date.now()): boolean {
    return this.count(playerId, now) < this.max;
  }

  /** The tables `playerId` holds: seats, and tables opened for them whose reservation has not lapsed. */
  count(playerId: string, now = Date.now()): number {
    const seated = this.byPlayer.get(playerId);
    let n = seated?.size ?? 0;
    for (const roomId of this.liveReservations(playerId, now)) if (!seated?.has(roomId)) n++;
    return n;
  }

  /** Why a player over the cap is refused a table. */
  refusal(playerId: string): string {
    return `You hold ${this.count(playerId)} tables already (seats, and tables you opened and have not joined yet), the most one player may hold at once: finish or leave one first.`;
  }

  /** `playerId` opened `roomId`; its seat is reserved for them until `until`. */
  reserve(playerId: string, roomId: string, until: number): void {
    let mine = this.reserved.get(playerId);
    if (!mine) this.reserved.set(playerId, (mine = new Map()));
    mine.set(roomId, until);
  }

  /** The reservation is over (the player sat down, or the room is gone). */
  unreserve(playerId: string, roomId: string): void {
    const mine = this.reserved.get(playerId);
    if (!mine) return;
    mine.delete(roomId);
    if (mine.size === 0) this.reserved.delete(playerId);
  }

  sit(playerId: string, roomId: string): void {
    let rooms = this.byPlayer.get(playerId);
    if (!rooms) this.byPlayer.set(playerId, (rooms = new Set()));
    rooms.add(roomId);
    this.unreserve(playerId, roomId);
  }

  stand(playerId: string, roomId: string): void {
    const rooms = this.byPlayer.get(playerId);
    if (!rooms) return;
    rooms.delete(roomId);
    if (rooms.size === 0) this.byPlayer.delete(playerId);
  }

  private holds(playerId: string, roomId: string, now: number): boolean {
    return !!this.byPlayer.get(playerId)?.has(roomId) || this.liveReservations(playerId, now).includes(roomId);
  }

  /** The rooms reserved for `playerId` that have not lapsed (the lapsed ones are forgotten). */
  private liveReservations(playerId: string, now: number): string[] {
    const mine = this.reserved.get(playerId);
    if (!mine) return [];
    for (const [roomId, until] of mine) if (until <= now) this.unreserve(playerId, roomId);
    return [...mine.keys()];
  }
}
