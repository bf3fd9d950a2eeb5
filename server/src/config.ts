/** Every setting the server reads from the environment, with its default (see README "Configuration"). */
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  /** Postgres URL; when empty the embedded PGlite runs in a child process on DATA_DIR. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** This server's id on the matches it plays (it resumes its own after a restart); generated once in DATA_DIR. */
  serverId: string | undefined;
  /** HMAC secret for guest tokens; when empty it is generated once and kept in DATA_DIR. */
  tokenSecret: string | undefined;
  reconnectGraceSeconds: number;
  /**
   * Pause before a bot acts, so people can follow its moves: short enough that three Xorlosch bots' turns (about
   * 14 moves) take under 3 s (docs/benchmark.md, "How long a person waits on the pace").
   */
  botDelayMs: number;
  /**
   * Pause before each step the rules take by themselves (an enemy activation, an event), so people can follow: long
   * enough for a figure's walk (client/src/table/tween.ts), short enough for an enemy phase under 10 s.
   */
  rulesStepMs: number;
  redisUrl: string | undefined;
  /** Prefix of this server's own keys in Redis (the per-address counts), the same for every process behind one address. */
  redisKeyPrefix: string;
  publicAddress: string | undefined;
  /** Behind our own proxy: per-address limits read the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where the token secret is kept when TOKEN_SECRET is not set (shared by the processes behind one address). */
  tokenSecretFile: string | undefined;
  clientDir: string;
  logLevel: string;
  maxSpectators: number;
  /** Messages a client may send per second (sustained) and in a burst. */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  /** Password for the /colyseus monitor; the monitor is off when empty. */
  monitorPassword: string | undefined;
  /** Lets a room creator fix the match seed (`seed` join option): for tests and demos, never in production. */
  allowClientSeeds: boolean;
  /** Guest identities one address may create per minute. */
  guestsPerMinute: number;
  /** Private-room join attempts (codes tried) one address may make per minute. */
  codeTriesPerMinute: number;
  /** Tables (rooms) one player may sit at at once. */
  tablesPerPlayer: number;
  /** A client whose unsent data passes this many bytes (it does not read its socket) is disconnected. */
  sendBufferBytes: number;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

const str = (env: NodeJS.ProcessEnv, name: string) => (env[name] && env[name] !== "" ? env[name] : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return {
    port: int(env, "PORT", 2567),
    host: env.HOST || "0.0.0.0",
    databaseUrl: str(env, "DATABASE_URL"),
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    tokenSecret: str(env, "TOKEN_SECRET"),
    serverId: str(env, "SERVER_ID"),
    reconnectGraceSeconds: int(env, "RECONNECT_GRACE_S", 60),
    botDelayMs: int(env, "BOT_DELAY_MS", 150),
    rulesStepMs: int(env, "RULES_STEP_MS", 450),
    redisUrl: str(env, "REDIS_URL"),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || "tabletop:",
    publicAddress: str(env, "PUBLIC_ADDRESS"),
    trustProxy: env.TRUST_PROXY === "1",
    tokenSecretFile: env.TOKEN_SECRET_FILE ? path.resolve(cwd, env.TOKEN_SECRET_FILE) : undefined,
    clientDir: path.resolve(cwd, env.CLIENT_DIR || "client/dist"),
    logLevel: env.LOG_LEVEL || "info",
    maxSpectators: int(env, "MAX_SPECTATORS", 32),
    rateLimitPerSecond: int(env, "RATE_LIMIT_PER_S", 20),
    rateLimitBurst: int(env, "RATE_LIMIT_BURST", 40),
    guestsPerMinute: int(env, "GUESTS_PER_MIN", 30),
    codeTriesPerMinute: int(env, "CODE_TRIES_PER_MIN", 30),
    tablesPerPlayer: int(env, "TABLES_PER_PLAYER", 8),
    sendBufferBytes: int(env, "SEND_BUFFER_KB", 1024) * 1024,
    monitorPassword: str(env, "MONITOR_PASSWORD"),
    allowClientSeeds: env.ALLOW_CLIENT_SEEDS === "1",
  };
}
