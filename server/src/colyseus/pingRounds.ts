/**
 * The transport's liveness pings, spread over the ping interval. Colyseus's WebSocket transport pings every client
 * in one loop each interval (3 s): a socket write per client, so a process holding thousands of connections held
 * its event loop for the whole loop every 3 s (with 6,000 clients, 0.2–0.35 s on the benchmark's machine), and every
 * move that came in meanwhile waited that long. Here the interval is cut into SLICES ticks and each tick pings its
 * share of the clients, so the work is the same and no tick holds the loop for long. As before, each client is
 * pinged once per interval, and one that has left `maxRetries` pings unanswered (its `pingCount`, which its pong
 * resets) is terminated instead.
 */

/** A connection as the transport pings it (ws's WebSocket, with Colyseus's count of unanswered pings). */
export interface Pingable {
  pingCount: number;
  ping(cb: (err?: Error) => void): void;
  terminate(): void;
}

/** The ticks one ping interval is cut into. */
export const PING_SLICES = 30;

const noop = () => undefined;

export class PingRounds<C extends Pingable> {
  /** The clients of the current round, as they were when it began, and how many of them have had their turn. */
  private round: C[] = [];
  private done = 0;
  /** The ticks of the current round so far (a round is `slices` ticks: one interval). */
  private tickInRound = 0;

  constructor(
    private readonly clients: ReadonlySet<C>,
    private readonly maxRetries: number,
    private readonly slices = PING_SLICES,
  ) {}

  /** Pings (or terminates) the clients whose turn is this tick: the round's rest, shared over its ticks left. */
  tick(): void {
    if (this.tickInRound === 0) {
      this.round = [...this.clients];
      this.done = 0;
    }
    const ticksLeft = this.slices - this.tickInRound;
    const take = Math.ceil((this.round.length - this.done) / ticksLeft);
    for (const end = this.done + take; this.done < end; this.done++) {
      const client = this.round[this.done];
      if (!this.clients.has(client)) continue; // gone since the round began
      if (client.pingCount >= this.maxRetries) client.terminate();
      else {
        client.pingCount++;
        client.ping(noop);
      }
    }
    this.tickInRound = (this.tickInRound + 1) % this.slices;
    if (this.tickInRound === 0) this.round = [];
  }
}
