/**
 * A cap on how often one network address may do something, per minute (a one-minute window per address, from its
 * first use). The counts are kept by rate-limiter-flexible, the well-kept library for this: in Redis when the
 * processes behind one address share it (REDIS_URL), so that N processes give one limit and not N, and in this
 * process's memory otherwise (its memory limiter, whose counts are swept when their minute is over). While Redis is
 * unreachable each process counts in its own memory (the library's insurance limiter) rather than refusing everyone.
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

const WINDOW_SECONDS = 60;

/** Where the processes behind one address keep their counts: one Redis, under one key prefix. */
export interface SharedCounts {
  redis: Redis;
  /** Prefix of every key (REDIS_KEY_PREFIX): the processes behind one address use the same, other runs another. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * A Redis connection for the counts. Commands fail at once while it is down (no offline queue), so a request never
 * waits for Redis: the memory insurance answers. One warning per outage.
 */
export function sharedCounts(url: string, prefix: string, log: Logger): SharedCounts {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, "per-address limits: Redis unreachable; each process counts on its own meanwhile");
  });
  redis.on("ready", () => (down = false));
  return {
    redis,
    prefix,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export class PerAddress {
  private readonly limiter: RateLimiterAbstract;

  /**
   * `trustProxy`: the server runs behind our own proxy (TRUST_PROXY=1), which names each client's address. `shared`:
   * the counts the processes share, if any, and this cap's name among them (its keys' prefix).
   */
  constructor(
    readonly perMinute: number,
    private readonly trustProxy = false,
    shared?: { counts: SharedCounts; name: string },
  ) {
    const window = { points: perMinute, duration: WINDOW_SECONDS };
    const memory = new RateLimiterMemory(window);
    this.limiter = shared
      ? new RateLimiterRedis({
          ...window,
          storeClient: shared.counts.redis,
          keyPrefix: `${shared.counts.prefix}${shared.name}`,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** The address `req` counts against. */
  of(req: Request): string {
    return addressOf(req, this.trustProxy);
  }

  /** Counts one use by `address`; false when it is over its cap for this minute. */
  async take(address: string): Promise<boolean> {
    try {
      await this.limiter.consume(address);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }

  /** Whether `address` has a use left this minute (without counting one). */
  async canTake(address: string): Promise<boolean> {
    const used = await this.limiter.get(address);
    return !used || used.consumedPoints < this.perMinute;
  }

  /** Seconds until `address`'s window starts again (0 when it has none). */
  async retryAfter(address: string): Promise<number> {
    const used = await this.limiter.get(address);
    return used ? Math.max(1, Math.ceil(used.msBeforeNext / 1000)) : 0;
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
