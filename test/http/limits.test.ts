/**
 * Limits, on the real server with real clients: HTTP errors are JSON with a code and a reason
 * and no stack or path; guests per address per minute; failed joins by code per address; tables per player; every
 * message type rate-limited, a flood told once a second; a rejection echoes only a short excerpt; a client that
 * does not read its socket is cut off; a port that is taken stops the server at once, and so does a second server in
 * one process; /metrics counts as it goes.
 */
import { spawn } from "node:child_process";
import { matchMaker } from "@colyseus/core";
import net from "node:net";
import path from "node:path";
import { echoOf, MAX_ECHO_CHARS } from "@tabletop/server/room/codes.js";
import { guest, startTestServer, TEST_DATABASE_URL, type TestServer } from "../helpers/server.js";
import { joinAs, sdk, track } from "../helpers/clients.js";
import { REPO_ROOT } from "../setup/services.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    guestsPerMinute: GUEST_CAP,
    codeTriesPerMinute: 3,
    tablesPerPlayer: 2,
    rateLimitPerSecond: RATE,
    rateLimitBurst: BURST,
  });
});
afterAll(async () => {
  await server.close();
});

/** The file's server's message rate: a second's worth, and at once. */
const RATE = 5;
const BURST = 10;

/** One server for the file (two in one process do not shut down cleanly), so its guests are counted here. */
const GUEST_CAP = 12;
let guestsMade = 0;
const newGuest = (name: string) => (guestsMade++, guest(server, name));
const join = (name: string, how: Parameters<typeof joinAs>[2]) => (guestsMade++, joinAs(server, name, how));

/** A body carries no stack trace, no file path and no HTML. */
function expectClean(body: string): void {
  expect(body).not.toMatch(/<html|<pre>|\bat [\w.<>]+ \(|node_modules|\/work\/|file:\/\//i);
}

test("HTTP errors are JSON with a code and a reason, never a stack or a path: a 1 MB name, invalid JSON, an unknown /api path", async () => {
  const post = (body: string) =>
    fetch(`${server.url}/api/guests`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const huge = await post(JSON.stringify({ name: "x".repeat(1_000_000) }));
  const hugeText = await huge.text();
  expect(huge.status).toBe(413);
  expect(JSON.parse(hugeText)).toMatchObject({ code: "TOO_LARGE", reason: expect.stringContaining("bytes") });
  expectClean(hugeText);

  const bad = await post("{not json");
  const badText = await bad.text();
  expect(bad.status).toBe(400);
  expect(JSON.parse(badText)).toEqual({ code: "BAD_JSON", reason: "The request body is not valid JSON." });
  expectClean(badText);

  const missing = await fetch(`${server.url}/api/nothing-here`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
});

test("a player sits at most TABLES_PER_PLAYER tables at once; leaving one before its start frees a place", async () => {
  const g = await newGuest("Busy");
  const c = sdk(server.url);
  const a = await track(await c.create("fixture-cards", { token: g.token, seats: 2 }));
  const b = await track(await c.create("fixture-cards", { token: g.token, seats: 2 }));
  const third = await c
    .create("fixture-cards", { token: g.token, seats: 2 })
    .then(() => "joined")
    .catch((e: Error) => e.message);
  expect(third).toMatch(/You hold 2 tables already .*, the most one player may hold at once/);
  await a.room.leave();
  // The client hears its socket close before the room has necessarily handled the leave: wait for the room.
  const left = () => !((matchMaker.getLocalRoomById(a.room.roomId)?.clients.length ?? 0) > 0);
  for (let i = 0; i < 1000 && !left(); i++) await new Promise((r) => setTimeout(r, 10));
  const again = await track(await sdk(server.url).create("fixture-cards", { token: g.token, seats: 2 }));
  expect(again.mySeat()).toBe(0);
  await b.room.leave();
  await again.room.leave();
});

test("tables opened over HTTP and never joined count against TABLES_PER_PLAYER until their reserved seat is taken or lapses", async () => {
  const g = await newGuest("Opener");
  const open = () =>
    fetch(`${server.url}/matchmake/create/fixture-cards`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: g.token, seats: 2 }),
    });
  const first = await open();
  expect(first.status).toBe(200);
  const reservation = await first.json();
  expect((await open()).status).toBe(200);
  // No socket was ever opened: the two reserved tables are the player's two.
  const third = await open();
  expect(third.status).toBe(429);
  expect((await third.json()).reason).toMatch(/You hold 2 tables already .*, the most one player may hold at once/);
  // Taking the reserved seat of one of them sits the player there: still two tables, not three.
  const seated = await track(await sdk(server.url).consumeSeatReservation(reservation));
  expect(seated.mySeat()).toBe(0);
  expect((await open()).status).toBe(429);
  // The other reservation lapses with its seat (Colyseus's 15 s), and its room closes: one place is free again.
  await new Promise((r) => setTimeout(r, 16_000));
  expect((await open()).status).toBe(200);
  expect((await open()).status).toBe(429);
  await seated.room.leave();
  const left = () => !((matchMaker.getLocalRoomById(seated.room.roomId)?.clients.length ?? 0) > 0);
  for (let i = 0; i < 1000 && !left(); i++) await new Promise((r) => setTimeout(r, 10));
  expect((await open()).status).toBe(200);
}, 60_000);

test("every message type is rate-limited: a flood of sync requests is dropped past the burst and told once a second", async () => {
  const p = await join("Flooder", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
  const metric = async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    return Number(/tabletop_rejections_total\{code="RATE_LIMITED"\} (\d+)/.exec(text)?.[1] ?? 0);
  };
  const before = await metric();
  const sentAt = Date.now();
  const [syncs, unknown] = [200, 50];
  for (let i = 0; i < syncs; i++) p.send("sync", {});
  for (let i = 0; i < unknown; i++) p.send("leave-not-a-type", {});
  await p.until(() => p.got.rejected.some((r) => r.code === "RATE_LIMITED"), "the rate limit");
  // The server has taken the whole flood when its count of dropped messages has not grown for a second. The time
  // until then bounds what the bucket refilled meanwhile, on a loaded machine too: a busy server may take the flood
  // over more than one tick. On an idle one the flood takes a few milliseconds and none is refilled.
  let dropped = (await metric()) - before;
  let lastGrewAt = Date.now();
  while (Date.now() - lastGrewAt < 1000) {
    await new Promise((r) => setTimeout(r, 20));
    const now = (await metric()) - before;
    if (now > dropped) [dropped, lastGrewAt] = [now, Date.now()];
  }
  const took = (lastGrewAt - sentAt) / 1000;
  const refilled = Math.ceil(RATE * took);
  // At most the burst (less the join's own sync) and what was refilled got through, the other 240 or so were
  // dropped; and the client was told once a second at most, not once a message.
  const through = syncs + unknown - dropped;
  expect(through).toBeGreaterThanOrEqual(BURST - 1);
  expect(through).toBeLessThanOrEqual(BURST + refilled);
  const told = p.got.rejected.filter((r) => r.code === "RATE_LIMITED").length;
  expect(told).toBeGreaterThanOrEqual(1);
  expect(told).toBeLessThanOrEqual(1 + Math.floor(took));
  expect(p.got.rejected.filter((r) => r.code === "UNKNOWN_MESSAGE").length).toBeLessThanOrEqual(BURST + refilled);
  await p.room.leave();
});

test("a client that does not read its socket is cut off once its unsent data passes SEND_BUFFER_KB; its seat waits for a reconnect", async () => {
  const p = await join("Sleeper", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
  const transport = server.platform.transport;
  const [ws] = [...(transport as unknown as { wss: { clients: Set<object> } }).wss.clients];
  // The kernel's socket buffers hide a slow reader for megabytes; the bound is on what ws holds beyond them.
  Object.defineProperty(ws, "bufferedAmount", { get: () => 2 * 1024 * 1024 });
  // The test reconnects by hand at the end (a seat held for the grace window keeps its timer, and the process, alive).
  p.room.reconnection.enabled = false;
  const token = p.room.reconnectionToken;
  const closed = new Promise<number>((resolve) => p.room.onLeave((code) => resolve(code)));
  transport.cutOffSlowReaders();
  expect(await closed).not.toBe(4000);
  // For the room it is a drop like any other: the seat is held for the reconnect grace.
  const room = matchMaker.getLocalRoomById(p.room.roomId) as unknown as {
    state: { seats: { connected: boolean; reconnectDeadline: number; occupied: boolean }[] };
  };
  for (let i = 0; i < 1000 && room.state.seats[0].connected; i++) await new Promise((r) => setTimeout(r, 10));
  expect(room.state.seats[0]).toMatchObject({ occupied: true, connected: false });
  expect(room.state.seats[0].reconnectDeadline).toBeGreaterThan(Date.now());
  const back = await sdk(server.url).reconnect(token);
  expect(room.state.seats[0].connected).toBe(true);
  await back.leave();
  const text = await (await fetch(`${server.url}/metrics`)).text();
  expect(text).toMatch(/tabletop_slow_readers_cut_off_total 1/);
});

test("a rejection echoes an action only when it is short; a long one is an excerpt", () => {
  const short = { type: "play", card: 3 };
  expect(echoOf(short)).toEqual(short);
  const long = { type: "play", junk: "x".repeat(60_000) };
  const echoed = echoOf(long) as string;
  expect(typeof echoed).toBe("string");
  expect(echoed.length).toBeLessThanOrEqual(MAX_ECHO_CHARS);
  expect(echoed.startsWith('{"type":"play"')).toBe(true);
  expect(echoOf(null)).toBeNull();
});

test("a server whose port is taken exits at once with a clear message", async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  // Run without blocking this process: the file's own server goes on serving (and writing) meanwhile. A blocked event
  // loop would fire its store's write timeouts late, all at once, and the next test would find it degraded.
  const run = await new Promise<{ status: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "server/dist/main.js")], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: TEST_DATABASE_URL,
        LOG_LEVEL: "info",
      },
      timeout: 30_000,
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    child.on("close", (status, signal) => resolve({ status, signal, output }));
  });
  blocker.close();
  expect(run.signal).toBeNull();
  expect(run.status).toBe(1);
  expect(run.output).toContain(`Port ${port} on 127.0.0.1 is taken`);
});

test("a second server in the same process is refused with the reason (one matchmaker a process), and the first goes on", async () => {
  await expect(startTestServer()).rejects.toThrow(/already running in this process/);
  const health = await fetch(`${server.url}/healthz`);
  expect({ status: health.status, body: await health.json() }).toMatchObject({ status: 200 });
});

// After the slow reader: it leaves this address (every client here) past its cap on code tries for the minute, and
// a reconnect by HTTP (the slow reader's) counts against the same cap.
test("join-code guesses: after CODE_TRIES_PER_MIN failed joins by code, an address is refused (429) even with a right code", async () => {
  const host = await join("Hal", (c, token) => c.create("fixture-cards", { token, seats: 2, private: true }));
  const code = host.room.roomId;
  const g = await newGuest("Guesser");
  const reasons: string[] = [];
  for (const wrong of ["AAAAAA", "BBBBBB", "CCCCCC"]) {
    await sdk(server.url)
      .joinById(wrong, { token: g.token })
      .then(() => reasons.push("joined"))
      .catch((e: Error) => reasons.push(e.message));
  }
  expect(reasons.every((r) => r !== "joined" && !/Too many failed joins/.test(r))).toBe(true);
  const blocked = await sdk(server.url)
    .joinById(code, { token: g.token })
    .then(() => "joined")
    .catch((e: Error) => e.message);
  expect(blocked).toMatch(/Too many failed joins by code: at most 3 a minute/);
  await host.room.leave();
});

test("an address creates at most GUESTS_PER_MIN guests a minute; the next is 429 with Retry-After and the reason", async () => {
  // Refused bodies (the first test's) never reach the route, so they create no guest.
  const made = [];
  let refused: Response | null = null;
  for (let i = 0; i < GUEST_CAP + 2 && !refused; i++) {
    const r = await fetch(`${server.url}/api/guests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `G${i}` }),
    });
    if (r.status === 201) made.push(await r.json());
    else refused = r;
  }
  expect(guestsMade + made.length).toBe(GUEST_CAP);
  expect(refused!.status).toBe(429);
  expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await refused!.json()).toMatchObject({
    code: "TOO_MANY_GUESTS",
    reason: expect.stringContaining(`${GUEST_CAP} guests`),
  });
});
