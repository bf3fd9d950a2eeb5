/** The players see how many people watch their table (`watching` in the synced state). */
import { cutNetwork, joinAs, sdk, track, type Player } from "../helpers/clients.js";
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

test("a spectator whose connection drops is not counted, and comes back with the reconnection token", async () => {
  const a = await seated("Cleo", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
  const b = await seated("Dan", (c, token) => c.joinById(a.room.roomId, { token }));
  await a.until(() => a.room.state.status === "playing", "start");
  const w = await seated("Watcher", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
  await a.until(() => a.room.state.watching === 1, "one watching");
  // A reload: the page's socket closes without a leave, and the new page reconnects with the stored token.
  w.room.reconnection.enabled = false;
  const token = w.room.reconnectionToken;
  cutNetwork(w);
  await a.until(() => a.room.state.watching === 0, "nobody watching while the spectator is away");
  const back = await track(await sdk(server.url).reconnect(token));
  await a.until(() => a.room.state.watching === 1, "watching again");
  expect(back.got.seat[0]).toMatchObject({ seat: null, spectator: true });
  await back.room.leave();
  await a.until(() => a.room.state.watching === 0, "nobody watching after the spectator left");
  await a.room.leave();
  await b.room.leave();
});
