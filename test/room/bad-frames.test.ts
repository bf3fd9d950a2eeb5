/**
 * Frames the server cannot read, on a real server process with a raw `ws` client: they count against
 * the connection's limit, the log gets a line per connection per interval rather than a stack trace per frame, and a
 * connection that keeps sending them is closed with BAD_MESSAGES and the reason. Every line the process writes (its
 * logger's and anything on stderr) is counted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import { Protocol } from "@colyseus/core";
import { CloseCodes } from "@tabletop/shared";
import { BAD_FRAMES_REASON, BAD_FRAMES_TO_CLOSE } from "@tabletop/server/colyseus/badFrames.js";
import { guest } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "tabletop-bad-frames-"));
  // The shipped rate limit: 20 messages a second, 40 at once.
  server = await startServerProcess({
    port: await freePort(),
    dataDir,
    env: { RATE_LIMIT_PER_S: "20", RATE_LIMIT_BURST: "40" },
  });
}, 60_000);
afterAll(async () => {
  await server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A raw socket on a seat reserved at a new table (what the SDK would open), and every frame it receives. */
async function rawSeat(): Promise<{
  ws: WebSocket;
  received: Buffer[];
  closed: Promise<{ code: number; reason: string }>;
}> {
  const { token } = await guest(server, "Raw");
  const res = await fetch(`${server.url}/matchmake/create/xorlosch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, seats: 2 }),
  });
  const seat = (await res.json()) as { roomId: string; processId: string; sessionId: string };
  const ws = new WebSocket(
    `ws://127.0.0.1:${server.port}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`,
  );
  const received: Buffer[] = [];
  ws.on("message", (data: Buffer) => received.push(data));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  // The room's join handshake, acknowledged as the SDK does: from then on the room's answers are sent, not held.
  await until(() => received.length > 0, "the join handshake");
  ws.send(Buffer.from([Protocol.JOIN_ROOM]));
  return { ws, received, closed };
}

async function until(done: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** What the process writes from now on: its logger's lines (stdout), stderr, and how many lines in all. */
function written() {
  const [logs, stderr] = [server.logs.length, server.stderr().length];
  return () => {
    const out = { logs: server.logs.slice(logs), stderr: server.stderr().slice(stderr) };
    return { ...out, lines: out.logs.length + out.stderr.split("\n").filter(Boolean).length };
  };
}

/** A request frame (Colyseus's ROOM_REQUEST) whose body is not msgpack: Colyseus answers it with an error. */
const BAD_REQUEST = Buffer.from([0x15, 0x01, 0x02, 0x03, 0x04]);
/** A frame of no kind a client sends. */
const NO_KIND = Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04]);
/** A data frame (ROOM_DATA) whose body is not msgpack. */
const BAD_DATA = Buffer.from([0x0d, 0x01, 0x02, 0x03, 0x04]);

test("5,000 frames the server cannot read: a few log lines, no stack trace, and the connection closed with the reason", async () => {
  const { ws, closed } = await rawSeat();
  const since = written();
  for (let i = 0; i < 5000; i++) ws.send(i % 2 ? BAD_REQUEST : NO_KIND);
  expect(await closed).toEqual({ code: CloseCodes.BAD_MESSAGES, reason: BAD_FRAMES_REASON });
  await until(() => since().logs.length >= 2, "the lines about it");
  // Whatever the server still had to read is read by now, and logged if it were.
  await new Promise((r) => setTimeout(r, 500));
  const out = since();
  expect(out.stderr).toBe("");
  expect(out.logs.map((l) => [l.msg, l.badFrames])).toEqual([
    ["a client sent frames the server cannot read", 1],
    ["a client that kept sending frames the server cannot read was cut off", BAD_FRAMES_TO_CLOSE],
  ]);
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  const counted = Number(/tabletop_rejections_total\{code="UNREADABLE_FRAME"\} (\d+)/.exec(metrics)?.[1]);
  expect(counted).toBe(BAD_FRAMES_TO_CLOSE);
});

test("a few bad frames are logged once and answered, and the connection goes on", async () => {
  const { ws, received } = await rawSeat();
  const since = written();
  const count = (kind: number) => received.filter((f) => f[0] === kind).length;
  for (let i = 0; i < 3; i++) ws.send(BAD_REQUEST);
  // Each request is answered (with an error), so the server has read all three when the third answer is here.
  await until(() => count(Protocol.ROOM_RESPONSE) === 3, "the answers to the three requests");
  ws.send(Buffer.from([Protocol.PING]));
  await until(() => count(Protocol.PING) === 1, "the answer to a ping");
  expect(ws.readyState).toBe(WebSocket.OPEN);
  await until(() => since().logs.length >= 1, "the line about them");
  await new Promise((r) => setTimeout(r, 500));
  const out = since();
  expect(out.stderr).toBe("");
  expect(out.logs.map((l) => [l.msg, l.badFrames])).toEqual([["a client sent frames the server cannot read", 1]]);
  ws.close();
});

test("data frames the server cannot read: the connection is closed at the first, and what follows is not read", async () => {
  const { ws, closed } = await rawSeat();
  const since = written();
  for (let i = 0; i < 5000; i++) ws.send(BAD_DATA);
  expect((await closed).code).not.toBe(1000);
  await until(() => since().logs.length >= 1, "the line about them");
  await new Promise((r) => setTimeout(r, 500));
  const out = since();
  expect(out.stderr).toBe("");
  expect(out.logs.map((l) => [l.msg, l.badFrames])).toEqual([["a client sent frames the server cannot read", 1]]);
});

test("bad frames take from the connection's message bucket: one sent past the rate closes the connection at once", async () => {
  const { ws, closed } = await rawSeat();
  // A "sync" message (ROOM_DATA, its type as a short string), 50 of them: past the burst of 40.
  const sync = Buffer.from([Protocol.ROOM_DATA, 0xa4, ...Buffer.from("sync")]);
  for (let i = 0; i < 50; i++) ws.send(sync);
  ws.send(BAD_REQUEST);
  expect(await closed).toEqual({ code: CloseCodes.BAD_MESSAGES, reason: BAD_FRAMES_REASON });
  const cutOff = await server.logged(
    "a client that kept sending frames the server cannot read was cut off",
    (l) => l.overRate === true,
  );
  expect(cutOff).toMatchObject({ badFrames: 1, overRate: true });
});
