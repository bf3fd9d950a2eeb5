/**
 * The log is kept by the server for the whole match: a player who reconnects, the same player in a second
 * tab and a spectator who comes in mid-match each get the whole log so far in the "sync" reply, equal to what a
 * client that was there all along collected for the same seat; no one gets another seat's private events.
 */
import { cutNetwork, sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ graceSeconds: 30, botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/** The seat's move: a draw while one is allowed (a private "You draw ..." event), else a card played. */
async function move(p: Player, others: readonly Player[]) {
  const moves = p.room.state.moves;
  p.send("act", p.legal().find((a: { type: string }) => a.type === "draw") ?? p.legal()[0]);
  for (const o of [p, ...others]) await o.until(() => o.room.state.moves > moves, "the move to land everywhere");
}

const texts = (log: readonly { text: string }[]) => log.map((e) => e.text);

test("a reconnect, a second tab and a late spectator each get the whole log, with no other seat's private text", async () => {
  const ga = await guest(server, "Ada");
  const gb = await guest(server, "Ben");
  const gw = await guest(server, "Wes");
  const a = await track(
    await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2, options: { rounds: 4 } }),
  );
  // A spectator there from before the start: what a spectator who was there all along collects.
  const watcher = await track(await sdk(server.url).joinById(a.room.roomId, { token: gw.token, spectate: true }));
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "A's turn");
  await a.until(() => a.got.events.length > 0, "the start in A's log");

  for (let i = 0; i < 3; i++) {
    await move(a, [b, watcher]);
    await b.until(() => b.legal().length > 0, "B's turn");
    await move(b, [a, watcher]);
    await a.until(() => a.legal().length > 0, "A's turn");
  }
  const aPrivate = a.got.events.filter((e) => e.text.startsWith("You draw"));
  const bPrivate = b.got.events.filter((e) => e.text.startsWith("You draw"));
  expect(aPrivate.length).toBeGreaterThan(0);
  expect(bPrivate.length).toBeGreaterThan(0);
  await watcher.until(() => watcher.got.events.length === b.got.events.length - bPrivate.length, "the watcher's log");

  // A spectator coming in mid-match: the whole public log, as the one there all along has it.
  const gl = await guest(server, "Lou");
  const late = await track(await sdk(server.url).joinById(a.room.roomId, { token: gl.token, spectate: true }));
  expect(late.got.log.length).toBeGreaterThan(6);
  expect(late.got.log).toEqual(watcher.got.events);
  expect(late.got.log[0].kind).toBe("started");

  // A's page reloads: a new client with the stored reconnection token gets A's own log, private events included.
  const stored = a.room.reconnectionToken;
  a.room.reconnection.enabled = false;
  cutNetwork(a);
  await b.until(() => b.room.state.seats[0].connected === false, "B sees A dropped");
  const again = await track(await sdk(server.url).reconnect(stored));
  expect(again.mySeat()).toBe(0);
  expect(again.got.log).toEqual(a.got.events);

  // One more move each, then A opens a second tab: its log is the first tab's, and what came after it.
  await move(again, [b, watcher, late]);
  await b.until(() => b.legal().length > 0, "B's turn");
  await move(b, [again, watcher, late]);
  const tab2 = await track(await sdk(server.url).joinById(a.room.roomId, { token: ga.token }));
  expect(tab2.mySeat()).toBe(0);
  expect(tab2.got.log).toEqual([...again.got.log, ...again.got.events]);
  // And B's own log, asked for again, is what B collected.
  const hello = await b.room.request("sync", {});
  expect(hello.log).toEqual(b.got.events);

  // Hidden information: a seat's private text is in its own log only.
  const seen = {
    a: texts(tab2.got.log),
    b: texts(hello.log),
    late: texts(late.got.log),
    watcher: texts(watcher.got.events),
  };
  for (const e of aPrivate) {
    expect(seen.a).toContain(e.text);
    expect(seen.b).not.toContain(e.text);
    expect(seen.late).not.toContain(e.text);
  }
  for (const e of bPrivate) {
    expect(seen.b).toContain(e.text);
    expect(seen.a).not.toContain(e.text);
    expect(seen.late).not.toContain(e.text);
    expect(seen.watcher).not.toContain(e.text);
  }
  for (const p of [tab2, b, watcher, late]) await p.room.leave();
}, 60_000);
