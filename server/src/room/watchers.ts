/**
 * The spectators of a table: the connections watching it, whose number the room syncs as `watching`, and those whose
 * connection dropped (a reload, the network), who may come back within the reconnect grace and are not counted
 * meanwhile.
 */
export class Watchers {
  private here = new Set<string>();
  private away = new Set<string>();

  /** `counted` hears the number watching after every change. */
  constructor(private readonly counted: (watching: number) => void) {}

  /** A spectator joins. */
  come(sessionId: string): void {
    this.here.add(sessionId);
    this.counted(this.here.size);
  }

  /** The connection dropped: answers whether it was a spectator's (who may come back). */
  drop(sessionId: string): boolean {
    if (!this.here.delete(sessionId)) return false;
    this.away.add(sessionId);
    this.counted(this.here.size);
    return true;
  }

  /** A dropped connection is back: answers whether it is a spectator's (watching again). */
  back(sessionId: string): boolean {
    if (!this.away.delete(sessionId)) return false;
    this.come(sessionId);
    return true;
  }

  /** The connection is gone for good: answers whether it was a spectator's. */
  leave(sessionId: string): boolean {
    if (this.away.delete(sessionId)) return true;
    if (!this.here.delete(sessionId)) return false;
    this.counted(this.here.size);
    return true;
  }
}
