/**
 * History in headless Chromium: its rows are in the order of the times they show. The list runs newest first by
 * when each match began; a match begun first and finished last must not show a later time below an earlier one.
 */
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { sdk, track } from "../helpers/clients.js";

const t = fixtureBrowserTests("history-order");

test("history's rows show the times they are ordered by, newest first", async () => {
  const page = (await t.pool.player()).page;
  await enterLobby(page, t.server.url, "Hal");
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
  const table = async () =>
    track(await sdk(t.server.url).create("fixture-cards", { token, seats: 2, bots: 1, options: { rounds: 1 } }));
  const finish = async (p: Awaited<ReturnType<typeof table>>) => {
    await p.until(() => p.legal().length > 0, "my turn");
    p.send(
      "act",
      p.legal().find((a) => a.type === "play"),
    );
    await p.until(() => p.got.finished[0], "the end");
    await p.room.leave(true);
  };
  // The first match begins, then a second begins and ends, then the first ends: begun first, finished last.
  const first = await table();
  await first.until(() => first.legal().length > 0, "my turn at the first table");
  await finish(await table());
  await finish(first);

  await page.goto(`${t.server.url}/#/history`);
  await page.getByTestId("history-item").nth(1).waitFor();
  const times = await page
    .getByTestId("history-item")
    .locator("time")
    .evaluateAll((ts) => ts.map((e) => Date.parse(e.getAttribute("datetime")!)));
  expect(times).toHaveLength(2);
  expect(times[0]).toBeGreaterThan(times[1]);
}, 60_000);
