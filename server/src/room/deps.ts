/** What every match room needs from the process, injected once per room type. */
import type { Logger } from "pino";
import type { MatchStore } from "../store/types.js";
import type { Tokens } from "../identity/tokens.js";
import type { Metrics } from "../metrics.js";
import type { TablesHeld } from "./tablesHeld.js";

interface RoomSettings {
  reconnectGraceSeconds: number;
  botDelayMs: number;
  rulesStepMs: number;
  maxSpectators: number;
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  allowClientSeeds: boolean;
}

export interface RoomDeps {
  store: MatchStore;
  tokens: Tokens;
  log: Logger;
  metrics: Metrics;
  settings: RoomSettings;
  /** The tables each player sits at (TABLES_PER_PLAYER). */
  tables: TablesHeld;
}
