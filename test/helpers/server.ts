/** Starts the real server (Express + Colyseus + store) on a free port for a test file. */
import "@tabletop/server/polyfill.js";
import type { Server } from "@colyseus/core";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "@tabletop/server/config.js";
import { createLogger } from "@tabletop/server/log.js";
import { startPlatform, type Platform } from "@tabletop/server/platform.js";
import type { MatchStore } from "@tabletop/server/store/types.js";
import { fixtureGame } from "../fixtures/fixture-cards/engine.js";
import { testDatabaseUrl } from "../setup/services.js";

/** The tests' database: DATABASE_URL, or the embedded one the global setup started (../setup/services.ts). */
export const TEST_DATABASE_URL = testDatabaseUrl();

export interface TestServerOptions {
  withFixture?: boolean;
  clientDir?: string;
  graceSeconds?: number;
  botDelayMs?: number;
  rulesStepMs?: number;
  databaseUrl?: string;
  store?: MatchStore;
  rateLimitPerSecond?: number;
  rateLimitBurst?: number;
  monitorPassword?: string;
  redisUrl?: string;
  allowClientSeeds?: boolean;
  /** Per-address and per-player caps; the tests' clients all come from 127.0.0.1, so they are high unless given. */
  guestsPerMinute?: number;
  codeTriesPerMinute?: number;
  tablesPerPlayer?: number;
  sendBufferBytes?: number;
  /** The data folder (outbox, embedded database); a fresh temporary one by default. */
  dataDir?: string;
  /** More rooms beside the games' (the benchmark's echo rooms). */
  defineRooms?: (server: Server) => void;
}

export interface TestServer {
  url: string;
  wsUrl: string;
  port: number;
  platform: Platform;
  close(): Promise<void>;
}

export async function startTestServer(o: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = o.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "tabletop-test-"));
  const base = loadConfig({}, process.cwd());
  const config: Config = {
    ...base,
    port: 0,
    host: "127.0.0.1",
    databaseUrl: o.databaseUrl ?? TEST_DATABASE_URL,
    dataDir,
    tokenSecret: "test-secret-test-secret-test-secret",
    reconnectGraceSeconds: o.graceSeconds ?? 60,
    botDelayMs: o.botDelayMs ?? 0,
    rulesStepMs: o.rulesStepMs ?? 0,
    clientDir: o.clientDir ?? path.join(dataDir, "no-client"),
    logLevel: process.env.TEST_LOG_LEVEL || "silent",
    rateLimitPerSecond: o.rateLimitPerSecond ?? base.rateLimitPerSecond,
    rateLimitBurst: o.rateLimitBurst ?? base.rateLimitBurst,
    monitorPassword: o.monitorPassword,
    redisUrl: o.redisUrl,
    allowClientSeeds: o.allowClientSeeds ?? true,
    guestsPerMinute: o.guestsPerMinute ?? 1_000_000,
    codeTriesPerMinute: o.codeTriesPerMinute ?? 1_000_000,
    tablesPerPlayer: o.tablesPerPlayer ?? 1000,
    sendBufferBytes: o.sendBufferBytes ?? base.sendBufferBytes,
  };
  const removeDataDir = () => {
    // A folder this helper made is the test's own; one the test passed in may be reused after close.
    if (o.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  const platform = await startPlatform({
    config,
    log: createLogger(config.logLevel),
    extraGames: o.withFixture === false ? [] : [fixtureGame],
    store: o.store,
    defineRooms: o.defineRooms,
  }).catch((e: unknown) => {
    removeDataDir();
    throw e;
  });
  const url = `http://127.0.0.1:${platform.port}`;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${platform.port}`,
    port: platform.port,
    platform,
    close: async () => {
      await platform.close();
      removeDataDir();
    },
  };
}

/** POST /api/guests. */
export async function guest(
  server: { url: string },
  name: string,
): Promise<{ playerId: string; name: string; token: string }> {
  const res = await fetch(`${server.url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`guest: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ playerId: string; name: string; token: string }>;
}
