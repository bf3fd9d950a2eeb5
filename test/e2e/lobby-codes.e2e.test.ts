/**
 * The lobby past CODE_TRIES_PER_MIN wrong join codes, in headless Chromium: it says to wait, in words. A file of its
 * own, so its server (a cap of 2 tries a minute) is the only one in the test process (two platforms in one process
 * do not shut down cleanly).
 */
import { buildClient, launchBrowserPool, enterLobby, type BrowserPool } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let strict: TestServer;
let pool: BrowserPool;

beforeAll(async () => {
  const clientDir = buildClient("dist-test-lobby-codes", true);
  strict = await startTestServer({ withFixture: true, clientDir, codeTriesPerMinute: 2 });
  pool = await launchBrowserPool();
}, 90_000);

afterAll(async () => {
  await pool?.close();
  await strict?.close();
});

test("past CODE_TRIES_PER_MIN wrong codes the lobby says to wait, in words", async () => {
  const { page } = await pool.player();
  await enterLobby(page, strict.url, "Gus");
  /** The click hides the last message at once, so the one shown next is this code's. */
  const tryCode = async (code: string) => {
    await page.getByTestId("code-input").fill(code);
    await page.getByTestId("join-code").click();
    await page.getByTestId("lobby-error").waitFor({ state: "visible" });
    return (await page.getByTestId("lobby-error").textContent())!;
  };
  expect(await tryCode("AAAAA1")).toContain("No open table has the code AAAAA1.");
  expect(await tryCode("AAAAA2")).toContain("No open table has the code AAAAA2.");
  const blocked = await tryCode("AAAAA3");
  expect(blocked).toMatch(
    /^Too many failed joins by code: at most 2 a minute from one address\. Wait \d+ s, then try again\.$/,
  );
}, 60_000);
