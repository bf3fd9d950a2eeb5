/**
 * A cap on how often one network address may do something, per minute (a fixed one-minute window per address).
 * Addresses whose window has passed are swept out, so a flood from many addresses does not grow the map for good.
 */
const WINDOW_MS = 60_000;
/** Sweep the map when it holds more addresses than this. */
const SWEEP_AT = 10_000;

export class PerAddress {
  private readonly windows = new Map<string, { start: number; used: number }>();

  /** `trustProxy`: the server runs behind our own proxy (TRUST_PROXY=1), which names each client's address. */
  constructor(
    readonly perMinute: number,
    private readonly trustProxy = false,
  ) {}

  /** The address `req` counts against. */
  of(req: Request): string {
    return addressOf(req, this.trustProxy);
  }

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

type Request = { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };

/**
 * The address a request or WebSocket upgrade came from: the socket's peer, or, behind our own proxy, the address that
 * proxy put last in X-Forwarded-For (the entries before it are the client's to write, so they are not trusted).
 */
export function addressOf(req: Request, trustProxy = false): string {
  if (trustProxy) {
    const header = req.headers?.["x-forwarded-for"];
    const last = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").pop()?.trim();
    if (last) return last;
  }
  return req.socket?.remoteAddress ?? "?";
}
