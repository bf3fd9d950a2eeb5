import { RoomCodes } from "./codes.js";

/**
 * How often at most a client over its rate is told so (RATE_LIMITED). What it sends in between is dropped unanswered,
 * so a client told must wait this long before it sends again (the benchmark's scripted clients do).
 */
export const RATE_LIMIT_WARN_MS = 1000;

/** A client whose message was refused with `code` may send again: at once, or, over its rate, once the second is out. */
export function whenMaySendAgain(code: string, then: () => void): void {
  if (code === RoomCodes.RATE_LIMITED) setTimeout(then, RATE_LIMIT_WARN_MS);
  else then();
}

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
    if (now - this.lastWarned < RATE_LIMIT_WARN_MS) return false;
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

/**
 * Each connection's bucket: everything a client sends counts against it, the messages its room reads (the room's
 * `guarded`) and the frames no one can read (../colyseus/badFrames.ts). Kept by the connection (a WebSocket), so it goes when
 * the connection goes.
 */
export class ConnectionBuckets {
  private readonly byConnection = new WeakMap<object, TokenBucket>();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {}

  of(connection: object): TokenBucket {
    let bucket = this.byConnection.get(connection);
    if (!bucket) this.byConnection.set(connection, (bucket = new TokenBucket(this.perSecond, this.burst)));
    return bucket;
  }
}
