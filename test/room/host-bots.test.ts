/**
 * The host seats bots at a waiting table, or takes them away (no dead ends: a quick-play table nobody
 * else comes to no longer waits forever). Only the host, only before the start; a table filled this way starts.
 */
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

async function refused(p: Player, type: string, payload: unknown, code: string) {
  const before = p.got.rejected.length;
  p.send(type, payload);
  await p.until(() => p.got.rejected.length > before, `the refusal of ${type}`);
  expect(p.got.rejected[p.got.rejected.length - 1]).toMatchObject({ code });
}

test("the host seats a bot and takes it away; nobody else may, and a person is no bot", async () => {
  const a = await guest(server, "Hal");
  const b = await guest(server, "Guest");
  const host = await track(await sdk(server.url).create("xorlosch", { token: a.token, seats: 4 }));
  const other = await track(await sdk(server.url).joinById(host.room.roomId, { token: b.token }));
  await refused(other, "add-bot", undefined, "NOT_HOST");

  host.send("add-bot");
  await host.until(() => host.room.state.seats[2].bot === true, "a bot in the open seat");
  expect(host.room.state.seats[2]).toMatchObject({ occupied: true, name: "Bot 3" });
  await refused(other, "remove-bot", { seat: 2 }, "NOT_HOST");
  await refused(host, "remove-bot", { seat: 1 }, "NOT_A_BOT");
  await refused(host, "remove-bot", { seat: "x".repeat(100) }, "NOT_A_BOT");

  host.send("remove-bot", { seat: 2 });
  await host.until(() => host.room.state.seats[2].occupied === false, "the seat open again");
  expect(host.room.state.seats[2].bot).toBe(false);
  expect(host.room.state.status).toBe("waiting");
  await host.room.leave();
  await other.room.leave();
});

test("a person alone at a quick-play table fills it with bots and the match starts; then no bot is added", async () => {
  const a = await guest(server, "Alone");
  const p = await track(await sdk(server.url).joinOrCreate("xorlosch", { token: a.token, seats: 3, quick: "3:{}" }));
  p.send("add-bot");
  p.send("add-bot");
  await p.until(() => p.room.state.status === "playing", "the start");
  expect(p.room.state.seats.map((s: { bot: boolean }) => s.bot)).toEqual([false, true, true]);
  await refused(p, "add-bot", undefined, "ALREADY_STARTED");
  await p.room.leave();
});
