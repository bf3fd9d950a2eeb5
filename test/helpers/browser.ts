/**
 * Headless Chromium driven by playwright-core, and the client build the browser tests load. Which Chromium, and its
 * flags, are found in one place beside the feel benchmark that drives it too (bench/src/chromium.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "@tabletop/bench/chromium.js";
import { startTcpProxy } from "./tcp-proxy.js";

/**
 * What the client exposes on `window.__tabletop` (client/src/ui/debug.ts). Declared here once
 * for every browser test; `view` and `legal` are the game's own types, so a test casts them
 * (e.g. `window.__tabletop!.view as XorView`) instead of declaring the global again.
 */
interface TabletopHook<V = any, A = any> {
  page: string;
  roomId?: string;
  matchId?: string;
  status?: string;
  mySeat?: number | null;
  steps?: number;
  view?: V;
  legal?: A[];
  /** The version of the match the view and the legal list are of (its `moves` count). */
  moves?: number;
  targets?: () => { id: string; action: unknown; x: number; y: number; width: number; height: number }[];
  send?: (type: string, payload?: unknown) => void;
  /** Draws the table page again from the session as it is (tests: a click must survive a redraw under it). */
  redraw?: () => void;
}

declare global {
  interface Window {
    __tabletop?: TabletopHook;
  }
}

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
const CLIENT = path.join(REPO, "client");

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser profile (its own --user-data-dir) with one page. */
export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "tabletop-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Chromium for several players: each `player()` is its own context (own storage, so its
 * own guest identity). Playwright gives the browser a fresh temporary profile.
 */
export interface BrowserPool {
  browser: Browser;
  player(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function launchBrowserPool(viewport = { width: 1280, height: 800 }): Promise<BrowserPool> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  return {
    browser,
    async player() {
      const context = await browser.newContext({ viewport });
      return { context, page: await context.newPage() };
    },
    close: () => browser.close(),
  };
}

/**
 * Builds the client with Vite into `outDir` (relative to client/); `fixtures` compiles in the test-only games.
 * In a test run the build is made once per kind (with or without the fixtures) into the run's own folder that the
 * global setup names (TEST_CLIENT_BUILDS), and every browser test file of the run serves that one: the builds are
 * the same, and each took seconds. When TEST_PRODUCTION_CLIENT names a production build already made (CI sets it to
 * client/dist, which its `npm run build` has just made the same way), the tests serve that one instead.
 */
export function buildClient(outDir: string, fixtures: boolean): string {
  const made = process.env.TEST_PRODUCTION_CLIENT;
  if (!fixtures && made) return path.resolve(made);
  const runBuilds = process.env.TEST_CLIENT_BUILDS;
  const dir = runBuilds
    ? path.join(runBuilds, fixtures ? "with-fixtures" : "production")
    : path.resolve(CLIENT, outDir);
  if (runBuilds && existsSync(path.join(dir, "index.html"))) return dir;
  const env = { ...process.env };
  if (fixtures) env.VITE_FIXTURES = "1";
  else delete env.VITE_FIXTURES;
  execFileSync(
    process.execPath,
    [
      path.join(REPO, "node_modules/vite/bin/vite.js"),
      "build",
      "--outDir",
      dir,
      "--emptyOutDir",
      "--logLevel",
      "warn",
      ...(fixtures ? ["--mode", "test"] : []),
    ],
    {
      cwd: CLIENT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return dir;
}

/** Opens the lobby and saves a guest name, as a person would before anything else. */
export async function enterLobby(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/#/`);
  await page.getByTestId("name-input").fill(name);
  await page.getByTestId("save-name").click();
  await page.getByText(`Playing as ${name}.`).waitFor();
}

/** A player's own network link to the server (see networkLink). */
export interface NetworkLink {
  /** The server's address through this link: the pages of this player go here. */
  url: string;
  /** The network drops: every open connection is cut and new ones are refused. */
  drop(): Promise<void>;
  /** The network is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy a player's pages reach the server through, so a test can drop that player's network and bring it
 * back. Chromium's offline emulation (`context.setOffline`) is not enough: in a network namespace with only the
 * loopback interface it leaves a localhost WebSocket open.
 */
export async function networkLink(server: { port: number }): Promise<NetworkLink> {
  const proxy = await startTcpProxy({ targetHost: "127.0.0.1", targetPort: server.port });
  return {
    url: `http://127.0.0.1:${proxy.port}`,
    drop: () => proxy.cut(),
    restore: () => proxy.restore(),
    close: () => proxy.close(),
  };
}
