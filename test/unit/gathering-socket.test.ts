/**
 * GatheringWebSocket (server/src/colyseus/gatheringSocket.ts) against ws's own sender and over real sockets: the frames it
 * writes are byte for byte the ones ws writes; what it gathers leaves in one socket write and arrives as the same
 * messages, in the order sent; a message it cannot gather is written after what was gathered before it.
 */
import http from "node:http";
import type net from "node:net";
import * as wsLibrary from "ws";
import { WebSocket, WebSocketServer } from "ws";
import type { Client } from "@colyseus/core";
import { GatheringWebSocket, writeFrameHeader } from "@tabletop/server/colyseus/gatheringSocket.js";
import { corked } from "@tabletop/server/colyseus/corked.js";
import { countWrites as countSocketWrites } from "../helpers/socket-writes.js";

/** ws's own framing (its types leave the Sender out). */
type Framed = (data: Buffer, options: object) => Buffer[];
const wsFrame = (wsLibrary as unknown as { Sender: { frame: Framed } }).Sender.frame;

test.each([0, 1, 125, 126, 300, 65535, 65536, 70000])("a %i-byte frame's header is the one ws writes", (n) => {
  const payload = Buffer.alloc(n, 7);
  const [wsHeader] = wsFrame(payload, { fin: true, opcode: 2, mask: false, readOnly: true, rsv1: false });
  const ours = Buffer.alloc(10);
  const size = writeFrameHeader(ours, 0, n);
  expect(ours.subarray(0, size)).toEqual(wsHeader);
});

let server: http.Server;
let wss: WebSocketServer;
let port: number;
const opened: WebSocket[] = [];

beforeAll(async () => {
  server = http.createServer();
  wss = new WebSocketServer({ server, WebSocket: GatheringWebSocket, perMessageDeflate: false });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  opened.forEach((ws) => ws.terminate());
  wss.clients.forEach((ws) => ws.terminate());
  await new Promise((r) => wss.close(r));
  await new Promise((r) => server.close(r));
});

/** A connected pair: the server's side (a GatheringWebSocket) and a client collecting what it receives. */
async function pair(): Promise<{ side: GatheringWebSocket; received: (string | Buffer)[] }> {
  const accepted = new Promise<GatheringWebSocket>((r) => wss.once("connection", (ws) => r(ws as GatheringWebSocket)));
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  opened.push(client);
  const received: (string | Buffer)[] = [];
  client.on("message", (data, isBinary) => received.push(isBinary ? (data as Buffer) : data.toString()));
  await new Promise((r) => client.once("open", r));
  return { side: await accepted, received };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

/** The server side's TCP socket's calls into the OS (../helpers/socket-writes.ts). */
const countWrites = (side: GatheringWebSocket) =>
  countSocketWrites((side as unknown as { _socket: net.Socket })._socket);

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

test("what is gathered leaves in one write and arrives as the same messages, in order", async () => {
  const { side, received } = await pair();
  const counts = countWrites(side);
  side.gather();
  side.send(bytes(10, 1), { binary: true });
  side.send(bytes(200, 2), { binary: true });
  side.send(bytes(70000, 3), { binary: true });
  expect(counts).toEqual({ write: 0, writev: 0 });
  side.flush();
  expect(counts).toEqual({ write: 1, writev: 0 });
  await until(() => received.length === 3);
  expect(received).toEqual([bytes(10, 1), bytes(200, 2), bytes(70000, 3)]);
});

test("a message it cannot gather is written after what was gathered before it", async () => {
  const { side, received } = await pair();
  let written: Error | null | undefined;
  side.gather();
  side.send(bytes(5, 1), { binary: true });
  side.send("a text message");
  side.send(bytes(5, 2), { binary: true }, (err?: Error) => (written = err ?? null));
  side.send(bytes(5, 3), { binary: true });
  side.flush();
  await until(() => received.length === 4);
  expect(received).toEqual([bytes(5, 1), "a text message", bytes(5, 2), bytes(5, 3)]);
  await until(() => written !== undefined);
  expect(written).toBeNull();
});

test("outside gather() and flush() it sends as ws does", async () => {
  const { side, received } = await pair();
  const counts = countWrites(side);
  side.send(bytes(5, 9), { binary: true });
  expect(counts.write + counts.writev).toBe(1);
  await until(() => received.length === 1);
  expect(received).toEqual([bytes(5, 9)]);
});

test("corked() gathers a room's sends to such a client and writes them even when sending throws", async () => {
  const { side, received } = await pair();
  const counts = countWrites(side);
  const client = { ref: side } as unknown as Client;
  expect(() =>
    corked([client], () => {
      side.send(bytes(3, 1), { binary: true });
      side.send(bytes(3, 2), { binary: true });
      throw new Error("boom");
    }),
  ).toThrow("boom");
  expect(counts).toEqual({ write: 1, writev: 0 });
  await until(() => received.length === 2);
  expect(received).toEqual([bytes(3, 1), bytes(3, 2)]);
  side.send(bytes(3, 3), { binary: true });
  await until(() => received.length === 3);
});
