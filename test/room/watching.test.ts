/** The players see how many people watch their table (`watching` in the synced state). */
import { joinAs, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const seated = (name: string, how: Parameters<typeof joinAs>[2]): Promise<Player> => joinAs(server, name, how);

test("each spectator who comes and goes changes the count every player sees; players do not count", async () => {
  const a = await seated("Ann", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
  const b = await seated("Bob", (c, token) => c.joinById(a.room.roomId, { token }));
  await a.until(() => a.room.state.status === "playing", "start");
  expect(a.room.state.watching).toBe(0);
  const w1 = await seated("Watcher 1", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
  const w2 = await seated("Watcher 2", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
  await a.until(() => a.room.state.watching === 2, "two watching");
  await b.until(() => b.room.state.watching === 2, "two watching, for the other player");
  await w1.until(() => w1.room.state.watching === 2, "two watching, for a spectator");
  await w1.room.leave();
  await a.until(() => a.room.state.watching === 1, "one watching after a spectator left");
  await w2.room.leave();
  await b.until(() => b.room.state.watching === 0, "nobody watching");
  await a.room.leave();
  await b.room.leave();
});
