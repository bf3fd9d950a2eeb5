/**
 * The usual browser-test file: the client built with the test fixtures, one server with the fixture game and one
 * Chromium for several players, started before the file's tests and closed after them.
 */
import { buildClient, launchBrowserPool, type BrowserPool } from "./browser.js";
import { startTestServer, type TestServer, type TestServerOptions } from "./server.js";

export interface E2e {
  readonly server: TestServer;
  readonly pool: BrowserPool;
}

/** Registers the file's beforeAll/afterAll; `name` names the client's build folder; `options` change the server's. */
export function fixtureBrowserTests(name: string, options: TestServerOptions = {}): E2e {
  let server: TestServer | undefined;
  let pool: BrowserPool | undefined;
  beforeAll(async () => {
    const clientDir = buildClient(`dist-test-${name}`, true);
    server = await startTestServer({ withFixture: true, clientDir, botDelayMs: 50, ...options });
    pool = await launchBrowserPool();
  }, 90_000);
  afterAll(async () => {
    await pool?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get pool() {
      return pool!;
    },
  };
}
