/**
 * Time bank per player in headless Chromium (clocks): the lobby's form offers it, the table says it, the
 * seat list shows every player's bank (running down for the seat the game waits on, the others still), and when
 * mine runs out the page tells me that a bot moved for me and my bank shows empty.
 */
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { guest } from "../helpers/server.js";
import { sdk, track } from "../helpers/clients.js";

const t = fixtureBrowserTests("time-bank");

test("the form sets a time bank; the seats show it running for the one to move; empty, a bot moves and I am told", async () => {
  const page = (await t.pool.player()).page;
  await enterLobby(page, t.server.url, "Bea");
  await page.getByTestId("game-select").selectOption("fixture-cards");
  await page.getByTestId("seats-input").fill("2");
  await page.getByTestId("bots-input").fill("0");
  await page.getByTestId("bank-seconds").selectOption("300");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  const roomId = new URL(page.url()).hash.replace("#/room/", "");
  await page.getByTestId("room-status").getByText("a time bank of 5 minutes each").waitFor();
  await page.getByTestId("bank-0").getByText("bank 5:00").waitFor();

  // A second player sits down: the match starts and my bank runs down, the other one's does not.
  const other = await track(await sdk(t.server.url).joinById(roomId, { token: (await guest(t.server, "Oz")).token }));
  await page
    .getByTestId("bank-0")
    .getByText(/^bank 4:5\d$/)
    .waitFor();
  expect(await page.getByTestId("bank-1").textContent()).toBe("bank 5:00");
  await other.room.leave();

  // A table with a 2-second bank, opened over the SDK for my own identity: my bank runs out.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
  const mine = await sdk(t.server.url).create("fixture-cards", { token, seats: 2, bankSeconds: 2 });
  // The page takes the seat over from that connection (the same player), as a second tab would.
  await page.goto(`${t.server.url}/#/room/${mine.roomId}`);
  await page.waitForFunction(
    (room) => window.__tabletop?.page === "game" && window.__tabletop.roomId === room && window.__tabletop.mySeat === 0,
    mine.roomId,
  );
  const rival = await track(
    await sdk(t.server.url).joinById(mine.roomId, { token: (await guest(t.server, "Rex")).token }),
  );
  await page.getByTestId("timed-out").waitFor({ timeout: 10_000 });
  expect(await page.getByTestId("timed-out").textContent()).toBe(
    "Your time bank ran out: a bot played the rest of your turn.",
  );
  expect(await page.evaluate(() => window.__tabletop?.view?.played?.[0]?.length)).toBe(1);
  await page.getByTestId("bank-0").getByText("bank empty").waitFor();
  await rival.room.leave();
}, 90_000);
