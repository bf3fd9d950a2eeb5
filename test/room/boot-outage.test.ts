/**
 * The server starts while its database is down, with writes from a previous run still in the outbox: it serves
 * play in degraded mode (writes held in the outbox, /healthz 503), and when the database is back the migrations
 * run, the outbox drains, and every match (the old one and the one played meanwhile) is stored whole.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openStore } from "@tabletop/server/store/index.js";
import { joinAs } from "../helpers/clients.js";
import { startTestServer, TEST_DATABASE_URL, type TestServer } from "../helpers/server.js";
import { waitFor } from "../helpers/store.js";
import { proxyDatabase, type TcpProxy } from "../helpers/tcp-proxy.js";
import { newMatch, seats } from "../store/fixtures.js";

let proxy: TcpProxy;
let server: TestServer | undefined;
afterAll(async () => {
  await server?.close();
  await proxy.close();
});

test("starts with the database down and an outbox pending, plays degraded, and drains when the database is back", async () => {
  const db = await proxyDatabase(TEST_DATABASE_URL);
  proxy = db.proxy;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "boot-outage-"));

  // A previous run: its last writes went to the outbox because the database was unreachable.
  await proxy.cut();
  const before = await openStore({
    databaseUrl: db.url,
    dataDir,
    writeTimeoutMs: 500,
    retryMinMs: 50,
    retryMaxMs: 200,
  });
  await before.start();
  const old = newMatch({ seats: seats(null, null) });
  await before.createMatch(old);
  await before.appendAction({ matchId: old.id, seq: 1, seat: 0, action: { type: "draw" }, at: new Date() });
  await before.close();

  // This run boots with the database still down.
  server = await startTestServer({ databaseUrl: db.url, dataDir, botDelayMs: 0 });
  const down = await fetch(`${server.url}/healthz`);
  expect(down.status).toBe(503);
  expect((await down.json()).database).toMatchObject({
    ok: false,
    pending: 2,
    lastError: expect.stringMatching(/ECONNREFUSED|unreachable/),
  });

  const p = await joinAs(server, "Degraded", (c, token) =>
    c.create("fixture-cards", { token, seats: 2, bots: 1, options: { rounds: 1 } }),
  );
  await p.until(() => p.legal().length > 0, "my turn");
  p.send("act", p.legal()[0]);
  const { matchId } = await p.until(() => p.got.finished[0], "the end of the match");

  await proxy.restore();
  await waitFor(async () => (await fetch(`${server!.url}/healthz`)).status === 200, 30_000, "the outbox to drain");
  const played = await server.platform.store.getMatch(matchId);
  expect(played).toMatchObject({ status: "finished", moves: p.room.state.moves });
  const previous = await server.platform.store.getMatch(old.id);
  expect(previous!.actions.map((a) => a.action)).toEqual([{ type: "draw" }]);
  await p.room.leave();
}, 90_000);
