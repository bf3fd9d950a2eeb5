/**
 * What the server counted: the match rooms' accepted actions by who made them (a person's seat, a bot, the rules'
 * own steps) and the messages they refused, read from the process's metrics.
 *
 * The benchmark divides the server's CPU by the moves the players made, counted here rather than by its clients. A
 * client counts a move when the match moves on while its own is in flight, and in a game where several seats may act
 * at once (a Xorlosch item, a Dungeon Lite hero's answer) another seat's move ends that wait too: counted by the
 * clients, one move was counted by every seat waiting on one, and the refusals of the moves made stale were not
 * counted at all.
 */
import type { Metrics } from "@tabletop/server/testing";

export interface MoveCounts {
  player: number;
  bot: number;
  rules: number;
  rejected: number;
}

export async function moveCounts(metrics: Pick<Metrics, "moves" | "rejections">): Promise<MoveCounts> {
  const out: MoveCounts = { player: 0, bot: 0, rules: 0, rejected: 0 };
  for (const v of (await metrics.moves.get()).values) {
    const by = v.labels.by;
    if (by === "player" || by === "bot" || by === "rules") out[by] += v.value;
  }
  for (const v of (await metrics.rejections.get()).values) out.rejected += v.value;
  return out;
}

/** The counts made between two readings. */
export function countsSince(before: MoveCounts, after: MoveCounts): MoveCounts {
  return {
    player: after.player - before.player,
    bot: after.bot - before.bot,
    rules: after.rules - before.rules,
    rejected: after.rejected - before.rejected,
  };
}

/**
 * The server's counts, read every `everyMs` while a phase is measured (so the chart's intervals have them too):
 * `latest` is the last reading, `stop()` reads once more and gives what was counted since the start.
 */
export class ServerCounts {
  private latest: MoveCounts;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> = Promise.resolve();

  private constructor(
    private readonly read: () => Promise<MoveCounts>,
    private readonly start: MoveCounts,
  ) {
    this.latest = start;
  }

  static async begin(read: () => Promise<MoveCounts>, everyMs: number): Promise<ServerCounts> {
    const counts = new ServerCounts(read, await read());
    counts.timer = setInterval(() => {
      counts.reading = counts.reading.then(async () => {
        counts.latest = await read();
      });
    }, everyMs);
    return counts;
  }

  /** The players' moves since the start, as last read. */
  get playerMoves(): number {
    return this.latest.player - this.start.player;
  }

  async stop(): Promise<MoveCounts> {
    if (this.timer) clearInterval(this.timer);
    await this.reading;
    this.latest = await this.read();
    return countsSince(this.start, this.latest);
  }
}
