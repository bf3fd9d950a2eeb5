/**
 * Builds the whole server: Express routes and Colyseus rooms on one port, the match store,
 * identity, metrics. `main.ts` runs it for real; tests start it on a free port.
 */
import "./polyfill.js";
import http from "node:http";
import { LobbyRoom, LocalPresence, matchMaker, Server } from "@colyseus/core";
import { BoundedTransport } from "./colyseus/boundedTransport.js";
import { BadFrames } from "./colyseus/badFrames.js";
import { colyseusLogger } from "./colyseusLog.js";
import { ConnectionBuckets } from "./room/rateLimit.js";
import { RedisPresence } from "@colyseus/redis-presence";
import { RedisDriver } from "@colyseus/redis-driver";
import type { Logger } from "pino";
import type { Config } from "./config.js";
import { openStore } from "./store/index.js";
import type { MatchStore } from "./store/types.js";
import { createTokens } from "./identity/tokens.js";
import { Identities } from "./identity/identities.js";
import { loadOrCreateSecret, loadOrCreateServerId } from "./identity/secret.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { defineGameRoom } from "./room/register.js";
import { games } from "@tabletop/shared";
import type { GameRoomDef } from "./room/gameDef.js";
import { guestsRouter } from "./http/guests.js";
import { guestIdentityRouter } from "./http/guestIdentity.js";
import { matchesRouter } from "./http/matches.js";
import { ratingsRouter } from "./http/ratings.js";
import { recordsRouter } from "./http/records.js";
import { healthRouter } from "./http/health.js";
import { gamesRouter } from "./http/games.js";
import { clientRouter } from "./http/client.js";
import { monitorRouter } from "./http/monitor.js";
import { jsonErrors, notFound } from "./http/errors.js";
import { PerAddress, sharedCounts } from "./http/perAddress.js";
import { openFrontDoor } from "./http/frontDoor.js";
import { TablesHeld } from "./room/tablesHeld.js";
import { ResumeTickets } from "./room/resume.js";
import { Resumer } from "./room/resumer.js";
import { continueRouter } from "./http/continue.js";
import { MatchOpenLock, ServerLiveness } from "./room/serverLiveness.js";
import { lockDataDir, type DataDirLock } from "./dataDirLock.js";
import { checkPortFree, portTaken } from "./portCheck.js";

export interface PlatformOptions {
  config: Config;
  log: Logger;
  /** Test-only games (fixtures); production runs the shared registry's games only. */
  extraGames?: GameRoomDef[];
  /** An already-open store (tests); otherwise one is opened from the config. */
  store?: MatchStore;
  /** Defines extra, non-game rooms (the benchmark's bare echo room). */
  defineRooms?: (server: Server) => void;
}

export interface Platform {
  port: number;
  store: MatchStore;
  /** The WebSocket transport (its slow-reader bound: BoundedTransport). */
  transport: BoundedTransport;
  /** This server's id on the matches it plays. */
  serverId: string;
  /** The process's metrics (what /metrics serves). */
  metrics: Metrics;
  /** Done when the matches this server had in play before it stopped are reopened (how many). */
  resumed: Promise<number>;
  close(): Promise<void>;
}

/** The largest WebSocket message a client may send. */
const MAX_PAYLOAD = 64 * 1024;

/**
 * Listens on the configured port, or fails at once: a port that is taken is an error the caller sees (main.ts exits
 * with it, so a supervisor restarts the server), not an uncaught event that leaves a server alive without a port.
 */
function listenOrFail(server: Server, httpServer: http.Server, config: Config): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (e: NodeJS.ErrnoException) =>
      reject(e.code === "EADDRINUSE" ? portTaken(config.port, config.host) : e);
    httpServer.once("error", failed);
    server.listen(config.port, config.host).then(() => {
      httpServer.off("error", failed);
      resolve();
    }, reject);
  });
}

/**
 * Colyseus's matchmaker is one per process (its rooms, presence, driver and timers live in module state): a second
 * platform started beside a live one would take it over, and the first one's timers would never stop.
 */
let live = false;

export async function startPlatform(opts: PlatformOptions): Promise<Platform> {
  if (live) throw new Error("A server is already running in this process: close it before starting another.");
  live = true;
  let lock: DataDirLock | undefined;
  try {
    // Before anything is started or read: a data folder another server uses, or a port that is taken, stops this one
    // at once, having touched nothing.
    lock = lockDataDir(opts.config.dataDir);
    await checkPortFree(opts.config.port, opts.config.host);
    return await start(opts, lock);
  } catch (e) {
    lock?.release();
    live = false;
    throw e;
  }
}

async function start(opts: PlatformOptions, lock: DataDirLock): Promise<Platform> {
  const { config, log } = opts;
  const store =
    opts.store ?? (await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: log }));
  await store.start();
  const tokens = createTokens(await loadOrCreateSecret(config.tokenSecret, config.dataDir, config.tokenSecretFile));
  const identities = new Identities(tokens, store, log);
  const serverId = await loadOrCreateServerId(config.serverId, config.dataDir);
  const metrics = createMetrics(store);
  const defs = [...Object.values(games), ...(opts.extraGames ?? [])];
  const redis = config.redisUrl;
  // Shared between processes with Redis (the lobby, matchmaking, which servers are alive), else this process's own.
  const presence = redis ? new RedisPresence(redis) : new LocalPresence();
  // The per-address caps: one count for all the processes behind one address with Redis, else this process's own.
  const counts = redis ? sharedCounts(redis, config.redisKeyPrefix, log) : undefined;
  const perAddress = (name: string, perMinute: number) =>
    new PerAddress(perMinute, config.trustProxy, counts && { counts, name });
  const liveness = new ServerLiveness(presence, serverId);
  const resumes = new ResumeTickets();
  const resumer = new Resumer(
    store,
    resumes,
    serverId,
    new Set(defs.map((d) => d.engine.game)),
    log,
    liveness,
    new MatchOpenLock(presence),
  );
  const lifecycle = { stopping: false };
  // Failed tries at codes and ids, counted by the matchmaking and the match routes alike (http/joinCodeGuard.ts).
  const codeTries = perAddress("code-tries", config.codeTriesPerMinute);
  const rooms = new Set<{ goingAway(reason: string): void }>();

  // The transport owns the Express app on this server (getExpressApp); we only add routes to it.
  const httpServer = http.createServer();
  // Every message a connection sends counts against its bucket: the ones its room reads and the ones no one can.
  const buckets = new ConnectionBuckets(config.rateLimitPerSecond, config.rateLimitBurst);
  const frames = new BadFrames(buckets, log, metrics);
  const transport = new BoundedTransport(
    { server: httpServer, maxPayload: MAX_PAYLOAD },
    config.sendBufferBytes,
    (bytes) => {
      metrics.slowReadersCutOff.inc();
      log.warn({ bufferedBytes: bytes }, "a client that does not read its socket was cut off");
    },
    frames,
  );
  const server = new Server({
    transport,
    logger: colyseusLogger(log, frames),
    presence,
    driver: redis ? new RedisDriver(redis) : undefined,
    publicAddress: config.publicAddress,
    // A table opens in the process that was asked (behind a proxy, requests spread the tables): a resumed match's
    // one-use ticket (room/resume.ts) is known to this process only.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    gracefullyShutdown: false,
    greet: false,
    express: (a) => {
      a.disable("x-powered-by");
      // The API's answers change from one moment to the next (a match in play, paused, ended): never from a cache.
      a.use("/api", (_req, res, next) => {
        res.set("Cache-Control", "no-store");
        next();
      });
      a.use(guestsRouter(tokens, store, log, perAddress("guests", config.guestsPerMinute)));
      a.use(guestIdentityRouter(identities));
      a.use(matchesRouter(store, identities, codeTries));
      a.use(continueRouter(store, identities, resumer, codeTries));
      a.use(
        ratingsRouter(
          store,
          identities,
          defs.map((d) => d.engine.game),
        ),
      );
      a.use(
        recordsRouter(
          store,
          identities,
          defs.map((d) => d.engine.game),
        ),
      );
      a.use(healthRouter(store, metrics));
      a.use(gamesRouter(defs));
      a.use(monitorRouter(config.monitorPassword));
      a.use(clientRouter(config.clientDir));
      a.use(notFound);
      a.use(jsonErrors(log));
    },
  });
  server.define("lobby", LobbyRoom);
  const deps = {
    store,
    identities,
    log,
    metrics,
    settings: {
      reconnectGraceSeconds: config.reconnectGraceSeconds,
      botDelayMs: config.botDelayMs,
      rulesStepMs: config.rulesStepMs,
      maxSpectators: config.maxSpectators,
      rateLimitPerSecond: config.rateLimitPerSecond,
      allowClientSeeds: config.allowClientSeeds,
    },
    buckets,
    tables: new TablesHeld(config.tablesPerPlayer),
    serverId,
    resumes,
    lifecycle,
    rooms,
  };
  for (const def of defs) defineGameRoom(server, def, deps);
  opts.defineRooms?.(server);

  await listenOrFail(server, httpServer, config).catch(async (e: unknown) => {
    if (!opts.store) await store.close().catch(() => undefined);
    await counts?.close();
    throw e;
  });
  openFrontDoor(httpServer, {
    identities,
    withToken: new Set(defs.map((d) => d.engine.game)),
    guesses: codeTries,
    log,
  });
  await liveness.start();
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ port, games: defs.map((d) => d.engine.game), db: store.backend, serverId }, "listening");
  // In the background: the server answers while the store drains a previous run's outbox and the matches reopen.
  const resumed = resumer.resumeOwn().catch((e: unknown) => {
    log.error({ err: e }, "could not look for matches to resume");
    return 0;
  });

  return {
    port,
    store,
    transport,
    serverId,
    metrics,
    resumed,
    async close() {
      // No new tables from here on; every match room tells its players and lets them go: their pages join again on
      // their own, and the matches (paused as the rooms close) go on wherever they reach.
      lifecycle.stopping = true;
      liveness.stop();
      for (const room of rooms) room.goingAway("The server is restarting; your seat is kept.");
      try {
        await server.gracefullyShutdown(false);
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        if (!opts.store) await store.close();
        await counts?.close();
      } finally {
        lock.release();
        live = false;
      }
    },
  };
}
