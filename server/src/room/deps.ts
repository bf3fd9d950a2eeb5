/** What every match room needs from the process, injected once per room type. */
import type { Logger } from "pino";
import type { MatchStore } from "../store/types.js";
import type { Identities } from "../identity/identities.js";
import type { Metrics } from "../metrics.js";
import type { TablesHeld } from "./tablesHeld.js";
import type { ConnectionBuckets } from "./rateLimit.js";
import type { ResumeTickets } from "./resume.js";

interface RoomSettings {
  reconnectGraceSeconds: number;
  botDelayMs: number;
  rulesStepMs: number;
  maxSpectators: number;
  rateLimitPerSecond: number;
  allowClientSeeds: boolean;
}

export interface RoomDeps {
  store: MatchStore;
  /** Who a join token names, if its device is still signed in. */
  identities: Identities;
  log: Logger;
  metrics: Metrics;
  settings: RoomSettings;
  /** Each connection's message bucket (RATE_LIMIT_PER_S, RATE_LIMIT_BURST), shared with the transport's bad frames. */
  buckets: ConnectionBuckets;
  /** The tables each player holds: seats, and tables opened and not yet joined (TABLES_PER_PLAYER). */
  tables: TablesHeld;
  /** This server's id, written on the matches it plays (it resumes them after a restart). */
  serverId: string;
  /** The tickets that let a room rebuild a stored match in play (./resume.ts). */
  resumes: ResumeTickets;
  /** Set once the server is stopping: no new table is opened, and the rooms say so to their clients. */
  lifecycle: { stopping: boolean };
  /** The match rooms open in this process (the server tells them when it stops). */
  rooms: Set<{ goingAway(reason: string): void }>;
}
