/**
 * A private table can be watched with its code once it has started ("No dead ends"), in headless Chromium:
 * two players sit at a private table and start; a third person types the code in the lobby and comes in as a
 * spectator, not refused.
 */
import { buildClient, launchBrowserPool, enterLobby, type BrowserPool } from "../helpers/browser.js";
import { sdk, track } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-private-watch", true);
  server = await startTestServer({ withFixture: true, clientDir });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await server?.close();
});

test("the code of a private table that has started lets a third person watch it", async () => {
  const a = await guest(server, "Ana");
  const b = await guest(server, "Bea");
  const host = await track(
    await sdk(server.url).create("fixture-cards", { token: a.token, seats: 2, private: true, options: { rounds: 3 } }),
  );
  const code = host.room.roomId;
  const second = await track(await sdk(server.url).joinById(code, { token: b.token, code }));
  await host.until(() => host.room.state.status === "playing", "the start");
  try {
    const { page } = await pool.player();
    await enterLobby(page, server.url, "Cleo");
    await page.getByTestId("code-input").fill(code.toLowerCase());
    await page.getByTestId("join-code").click();
    await page.waitForURL(new RegExp(`#/room/${code}$`));
    await page.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.status === "playing");
    expect(await page.evaluate(() => window.__tabletop!.mySeat)).toBeNull();
    expect(await page.getByTestId("leave").textContent()).toBe("Stop watching");
  } finally {
    await host.room.leave(true);
    await second.room.leave(true);
  }
}, 90_000);
