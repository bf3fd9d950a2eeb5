/**
 * The room's own timers (a bot's thinking delay, the end-screen linger), on the process clock.
 *
 * Colyseus's room clock only advances when the room ticks, and a match room ticks rarely: it sends each patch
 * itself right after a change, so the periodic patch is a slow safety net (see MatchRoom's patch rate). These
 * timers therefore run on setTimeout, and the room clears them when it is disposed.
 */
export class RoomTimers {
  private readonly pending = new Set<NodeJS.Timeout>();

  after(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.pending.delete(t);
      fn();
    }, ms);
    this.pending.add(t);
  }

  clearAll(): void {
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }
}
