/**
 * A cap on how often one network address may do something, per minute (a fixed one-minute window per address).
 * Addresses whose window has passed are swept out, so a flood from many addresses does not grow the map for good.
 */
const WINDOW_MS = 60_000;
/** Sweep the map when it holds more addresses than this. */
const SWEEP_AT = 10_000;

export class PerAddress {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(readonly perMinute: number) {}

  /** Counts one use by `address`; false when it is over its cap for this minute. */
  take(address: string, now = Date.now()): boolean {
    let w = this.windows.get(address);
    if (!w || now - w.start >= WINDOW_MS) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      w = { start: now, used: 0 };
      this.windows.set(address, w);
    }
    if (w.used >= this.perMinute) return false;
    w.used++;
    return true;
  }

  /** Whether `address` has a use left this minute (without counting one). */
  canTake(address: string, now = Date.now()): boolean {
    const w = this.windows.get(address);
    return !w || now - w.start >= WINDOW_MS || w.used < this.perMinute;
  }

  /** Seconds until `address`'s window starts again (0 when it has none). */
  retryAfter(address: string, now = Date.now()): number {
    const w = this.windows.get(address);
    return w ? Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)) : 0;
  }

  /** Addresses tracked now (for tests and /metrics). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [address, w] of this.windows) if (now - w.start >= WINDOW_MS) this.windows.delete(address);
  }
}

/** The address a request or WebSocket upgrade came from (the socket's peer; a proxy in front sees one address). */
export const addressOf = (req: { socket?: { remoteAddress?: string } }): string => req.socket?.remoteAddress ?? "?";
