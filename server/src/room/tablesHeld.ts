/**
 * The tables each player sits at in this process, so that one player holds at most TABLES_PER_PLAYER at once (a
 * seat at a table whose match has not ended, held or waiting to be reclaimed). With several processes each counts
 * its own rooms.
 */
export class TablesHeld {
  private readonly byPlayer = new Map<string, Set<string>>();

  constructor(readonly max: number) {}

  /** Whether `playerId` may take a seat at `roomId` (already seated there, or under the cap). */
  maySit(playerId: string, roomId: string): boolean {
    const rooms = this.byPlayer.get(playerId);
    return !rooms || rooms.has(roomId) || rooms.size < this.max;
  }

  count(playerId: string): number {
    return this.byPlayer.get(playerId)?.size ?? 0;
  }

  sit(playerId: string, roomId: string): void {
    let rooms = this.byPlayer.get(playerId);
    if (!rooms) this.byPlayer.set(playerId, (rooms = new Set()));
    rooms.add(roomId);
  }

  stand(playerId: string, roomId: string): void {
    const rooms = this.byPlayer.get(playerId);
    if (!rooms) return;
    rooms.delete(roomId);
    if (rooms.size === 0) this.byPlayer.delete(playerId);
  }
}
