/**
 * A real database outage mid-match: the connection to Postgres is cut by a TCP proxy the test
 * controls. Play goes on, /healthz says degraded, writes are retried, and when the database is
 * back the finished match is there with every action in order. The stored match then replays
 * to the same final state (determinism).
 */
import { replay } from "@tabletop/shared";
import { proxyDatabase, type TcpProxy } from "../helpers/tcp-proxy.js";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, startTestServer, TEST_DATABASE_URL, type TestServer } from "../helpers/server.js";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";

let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  const db = await proxyDatabase(TEST_DATABASE_URL);
  proxy = db.proxy;
  server = await startTestServer({ databaseUrl: db.url });
});
afterAll(async () => {
  await server.close();
  await proxy.close();
});

async function step(p: Player, all: Player[]) {
  const moves = p.room.state.moves;
  p.send("act", p.legal().find((x: any) => x.type === "play") ?? p.legal()[0]);
  await Promise.all(all.map((q) => q.until(() => q.room.state.moves > moves, "the move to reach everyone")));
}

async function health() {
  const res = await fetch(`${server.url}/healthz`);
  return { status: res.status, body: await res.json() };
}

test("play goes on while the database is down, and the finished match is not lost", async () => {
  const ga = await guest(server, "Ann");
  const gb = await guest(server, "Bo");
  const a = await track(
    await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2, options: { rounds: 4 } }),
  );
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "start");
  const players = [a, b];
  const mover = () => players.find((p) => p.legal().length > 0)!;
  await step(mover(), players);
  await step(mover(), players);
  expect((await health()).body.status).toBe("ok");

  await proxy.cut();
  // Moves are still accepted and broadcast during the outage.
  while (a.got.finished.length === 0) {
    await players[0].until(() => players.some((p) => p.legal().length > 0) || a.got.finished.length > 0, "a turn");
    if (a.got.finished.length) break;
    await step(mover(), players);
  }
  const { matchId, outcome } = a.got.finished[0];
  const h = await health();
  expect(h.status).toBe(503);
  expect(h.body.status).toBe("degraded");
  expect(h.body.database.ok).toBe(false);
  expect(h.body.database.pending).toBeGreaterThan(0);
  const down = await fetch(`${server.url}/api/matches/${matchId}`);
  expect(down.status).toBe(503);
  expect((await down.json()).reason).toMatch(/unavailable/);

  await proxy.restore();
  await server.platform.store.flush();
  expect((await health()).body.status).toBe("ok");

  const res = await fetch(`${server.url}/api/matches/${matchId}`);
  expect(res.status).toBe(200);
  const stored = await res.json();
  expect(stored.status).toBe("finished");
  expect(stored.actions.map((x: any) => x.seq)).toEqual(Array.from({ length: a.room.state.moves }, (_, i) => i + 1));
  expect(stored.outcome).toEqual(outcome);

  // Determinism: seed + options + actions rebuild the final state the players saw.
  const final = replay(fixtureEngine, stored.seed, stored.seats.length, stored.options, stored.actions);
  expect(fixtureEngine.outcome(final)).toEqual(outcome);
  expect(viewOf(a, fixtureEngine, null)).toEqual(fixtureEngine.view(final, null));
  await a.room.leave();
  await b.room.leave();
});
