/**
 * Which of our servers are alive, told through the shared presence (Redis when several processes run): each server
 * keeps a key with a short expiry and renews it while it runs, so a server that crashed (SIGKILL, a lost machine)
 * drops out within `TTL_SECONDS`. A match held by a server that is no longer alive may be reopened by any other.
 *
 * With the in-process presence (one server, no Redis) no other server can be seen: every server is taken as alive,
 * and a match held by another server waits for that server to come back (as before there was a shared presence).
 *
 * The same beat also asks Colyseus to check the processes whose channel is gone, so the room listings of a crashed
 * process leave the lobby within seconds instead of staying until the next process boots.
 */
import { LocalPresence, matchMaker, type Presence } from "@colyseus/core";

/** A server that has not renewed its key for this long is taken as gone. */
export const TTL_SECONDS = 6;
const BEAT_MS = 2_000;
/** How long a match's open lock outlives a holder that died with it. */
const LOCK_SECONDS = 30;
const key = (serverId: string) => `tabletop:server:${serverId}`;

export class ServerLiveness {
  private timer: NodeJS.Timeout | undefined;
  /** Whether other servers can be seen at all (a presence shared between processes). */
  readonly shared: boolean;

  constructor(
    private readonly presence: Presence,
    private readonly serverId: string,
  ) {
    this.shared = !(presence instanceof LocalPresence);
  }

  /** Announces this server and keeps announcing it until `stop`. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      void this.beat().catch(() => undefined);
      if (this.shared) void matchMaker.healthCheckAllProcesses().catch(() => undefined);
    }, BEAT_MS);
    this.timer.unref();
  }

  /**
   * This server is going: it stops renewing its key, which expires on its own. (It lets its matches go as its rooms
   * close, so no server needs to see it gone to reopen them; while its rooms are open they are found as live.)
   */
  stop(): void {
    clearInterval(this.timer);
  }

  /** Whether `serverId` runs now; any server but this one counts as alive when no other server can be seen. */
  async isAlive(serverId: string): Promise<boolean> {
    if (serverId === this.serverId || !this.shared) return true;
    return this.presence.exists(key(serverId));
  }

  private async beat(): Promise<void> {
    await this.presence.setex(key(this.serverId), String(process.pid), TTL_SECONDS);
  }
}

/**
 * One opener at a time for each match, across processes: the opener checks for a live room and creates one while it
 * holds the lock, so two servers never open one match in two rooms. The lock expires on its own if its holder dies.
 */
export class MatchOpenLock {
  constructor(private readonly presence: Presence) {}

  async hold<T>(matchId: string, fn: () => Promise<T>, waitMs = 15_000): Promise<T> {
    const k = `tabletop:opening:${matchId}`;
    const until = Date.now() + waitMs;
    let waited = false;
    while ((await this.presence.incr(k)) !== 1) {
      // A holder that died between taking the lock and setting its expiry must not hold it for good.
      if (!waited) await this.presence.expire(k, LOCK_SECONDS);
      waited = true;
      if (Date.now() > until) throw new Error(`match ${matchId} is being opened elsewhere`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await this.presence.expire(k, LOCK_SECONDS);
    try {
      return await fn();
    } finally {
      await Promise.resolve(this.presence.del(k)).catch(() => undefined);
    }
  }
}
