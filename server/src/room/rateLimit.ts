/** A token bucket per client: `perSecond` sustained, `burst` at once. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  private lastWarned = -Infinity;

  /** Whether the client should be told it is over its rate now: at most once a second. */
  warnDue(now = Date.now()): boolean {
    if (now - this.lastWarned < 1000) return false;
    this.lastWarned = now;
    return true;
  }

  /** Takes one token; false when the client is over its rate. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
