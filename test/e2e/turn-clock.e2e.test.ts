/**
 * Time per move in headless Chromium (clocks): the lobby's form offers it, the table says it and counts
 * down the time left (its banner has its row in the page, so the board does not move when it shows), and when mine
 * runs out the page tells me that a bot played my turn.
 */
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { guest } from "../helpers/server.js";
import { sdk, track } from "../helpers/clients.js";

const t = fixtureBrowserTests("turn-clock");

test("the form sets a time per move; the table counts it down; when it runs out, a bot moves and I am told", async () => {
  const page = (await t.pool.player()).page;
  await enterLobby(page, t.server.url, "Tia");
  await page.getByTestId("game-select").selectOption("fixture-cards");
  await page.getByTestId("seats-input").fill("2");
  await page.getByTestId("bots-input").fill("0");
  await page.getByTestId("turn-seconds").selectOption("60");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/#\/room\//);
  const roomId = new URL(page.url()).hash.replace("#/room/", "");
  await page.getByTestId("room-status").getByText("1 minute per move").waitFor();

  // A second player sits down over the SDK; the match starts and it is my move, with a minute to make it.
  const other = await guest(t.server, "Oz");
  const oz = await track(await sdk(t.server.url).joinById(roomId, { token: other.token }));
  await page
    .getByTestId("turn-clock")
    .getByText(/Your time to move: 0:5\d, then a bot plays your turn\./)
    .waitFor();
  await oz.room.leave();

  // A table with a short time per move, opened over the SDK for my own identity: my time runs out.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("tabletop:identity")!).token as string);
  const mine = await sdk(t.server.url).create("fixture-cards", { token, seats: 2, turnSeconds: 3 });
  const id = mine.roomId;
  // The page takes the seat over from that connection (the same player), as a second tab would.
  await page.goto(`${t.server.url}/#/room/${id}`);
  await page.waitForFunction(
    (room) => window.__tabletop?.page === "game" && window.__tabletop.roomId === room && window.__tabletop.mySeat === 0,
    id,
  );
  // The clock's banner has its row in the page before it shows: the board does not move when it comes.
  const frameTop = () => page.locator(".table-frame").evaluate((e) => e.getBoundingClientRect().top);
  const before = await frameTop();
  const rival = await track(await sdk(t.server.url).joinById(id, { token: (await guest(t.server, "Rex")).token }));
  await page
    .getByTestId("turn-clock")
    .getByText(/Your time to move/)
    .waitFor();
  expect(await frameTop()).toBe(before);
  await page.getByTestId("timed-out").waitFor({ timeout: 10_000 });
  expect(await page.getByTestId("timed-out").textContent()).toBe(
    "Your time to move ran out: a bot played the rest of your turn.",
  );
  expect(await page.evaluate(() => window.__tabletop?.view?.played?.[0]?.length)).toBe(1);
  await rival.room.leave();
}, 90_000);
