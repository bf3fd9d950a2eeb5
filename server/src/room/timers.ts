/**
 * The room's own timers (a bot's thinking delay, a rules step's pause, the end-screen linger), on the process clock.
 *
 * Colyseus's room clock only advances when the room ticks, and a match room ticks rarely: it sends each patch
 * itself right after a change, so the periodic patch is a slow safety net (./safetyPatch.ts). These
 * timers therefore run on setTimeout. When the room is disposed they are cleared, and any timer asked for after
 * that (by a task that was already queued) is never set: a disposed room must not keep its process alive.
 */
export class RoomTimers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private stopped = false;

  after(ms: number, fn: () => void): void {
    if (this.stopped) return;
    const t = setTimeout(() => {
      this.pending.delete(t);
      fn();
    }, ms);
    this.pending.add(t);
  }

  /** Clears every pending timer and refuses new ones (the room is gone). */
  stop(): void {
    this.stopped = true;
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
