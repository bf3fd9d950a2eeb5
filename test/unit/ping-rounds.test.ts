/**
 * The transport's liveness pings, spread over their interval (server/src/colyseus/pingRounds.ts): the same pings as
 * Colyseus's one loop (each client once per interval, the unresponsive terminated), a share of them per tick.
 */
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocket, type WebSocketServer } from "ws";
import { PingRounds, type Pingable } from "@tabletop/server/colyseus/pingRounds.js";
import { BoundedTransport } from "@tabletop/server/colyseus/boundedTransport.js";
import { BadFrames } from "@tabletop/server/colyseus/badFrames.js";
import { ConnectionBuckets } from "@tabletop/server/room/rateLimit.js";
import { createLogger } from "@tabletop/server/log.js";

class FakeClient implements Pingable {
  pingCount = 0;
  pings = 0;
  terminated = false;
  constructor(readonly name: number) {}
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
  }
  /** What the client's pong does (Colyseus's heartbeat). */
  pong(): void {
    this.pingCount = 0;
  }
}

const clientsOf = (n: number) => new Set(Array.from({ length: n }, (_, i) => new FakeClient(i)));

test("each client is pinged once per interval, a share of them each tick: none pinged twice, no tick over its share", () => {
  for (const [n, slices] of [
    [600, 30],
    [31, 30],
    [7, 30],
    [1, 3],
  ]) {
    const clients = clientsOf(n);
    const rounds = new PingRounds(clients, 100, slices);
    for (let round = 1; round <= 3; round++) {
      for (let t = 0; t < slices; t++) {
        const before = [...clients].reduce((s, c) => s + c.pings, 0);
        rounds.tick();
        const sent = [...clients].reduce((s, c) => s + c.pings, 0) - before;
        expect(sent).toBeLessThanOrEqual(Math.ceil(n / slices));
      }
      for (const c of clients) expect(c.pings).toBe(round);
    }
  }
});

test("a client that left is not pinged; one that came during a round is pinged from the next", () => {
  const clients = clientsOf(10);
  const rounds = new PingRounds(clients, 100, 5);
  const [first, , , , , , , , , last] = [...clients];
  clients.delete(last);
  const late = new FakeClient(99);
  rounds.tick();
  clients.add(late);
  for (let t = 1; t < 5; t++) rounds.tick();
  expect([first.pings, last.pings, late.pings]).toEqual([1, 0, 0]);
  for (let t = 0; t < 5; t++) rounds.tick();
  expect([first.pings, last.pings, late.pings]).toEqual([2, 0, 1]);
});

test("a client whose pings go unanswered maxRetries times is terminated at its next turn; one that answers never is", () => {
  const clients = clientsOf(4);
  const [silent, ...answering] = [...clients];
  const rounds = new PingRounds(clients, 2, 3);
  for (let round = 1; round <= 4; round++) {
    for (let t = 0; t < 3; t++) rounds.tick();
    for (const c of answering) c.pong();
    // Pinged in rounds 1 and 2, unanswered both times: terminated in round 3 (and again in 4, still listed here).
    expect(silent.terminated).toBe(round >= 3);
  }
  expect(silent.pings).toBe(2);
  expect(answering.every((c) => !c.terminated && c.pings === 4)).toBe(true);
});

test("over real sockets: the transport pings a client that answers and keeps it; one that never answers is cut off", async () => {
  const server = http.createServer();
  const frames = new BadFrames(new ConnectionBuckets(20, 40), createLogger("silent"));
  const options = { server, pingInterval: 300, pingMaxRetries: 3 };
  const transport = new BoundedTransport(options, 1 << 20, () => undefined, frames);
  // Only the pings are under test: there is no room to join, so each connection gets only what Colyseus's own
  // handler gives it for them (a count of unanswered pings, reset by a pong), and stays (Colyseus would close a
  // connection that names no room after a second).
  const { wss } = transport as unknown as { wss: WebSocketServer };
  wss.removeAllListeners("connection");
  wss.on("connection", (ws: WebSocket & { pingCount: number }) => {
    ws.pingCount = 0;
    ws.on("pong", () => (ws.pingCount = 0));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const answering = new WebSocket(url);
  const silent = new WebSocket(url, { autoPong: false });
  let pingsSeen = 0;
  answering.on("ping", () => pingsSeen++);
  await Promise.all([once(answering, "open"), once(silent, "open")]);
  try {
    // Terminated (1006, no close frame) after three unanswered pings, at its turn in the fourth round (~1.2 s; a
    // busy machine is given five).
    const closed = once(silent, "close") as Promise<[number]>;
    const [code] = await Promise.race([closed, new Promise<[null]>((r) => setTimeout(() => r([null]), 5000))]);
    expect(code).toBe(1006);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    expect(pingsSeen).toBeGreaterThanOrEqual(3);
  } finally {
    answering.terminate();
    silent.terminate();
    transport.shutdown();
  }
}, 15_000);
