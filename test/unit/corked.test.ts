/**
 * corked() (server/src/colyseus/corked.ts) on real TCP sockets: what a room sends to a client inside it leaves in one
 * write; the socket is uncorked even when sending throws; clients without a Node socket are sent to as usual.
 */
import net from "node:net";
import type { Client } from "@colyseus/core";
import { corked } from "@tabletop/server/colyseus/corked.js";
import { countWrites } from "../helpers/socket-writes.js";

let server: net.Server;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  server = net.createServer((s) => {
    s.resume();
    sockets.push(s);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  sockets.forEach((s) => s.destroy());
  await new Promise((r) => server.close(r));
});

async function connected(): Promise<net.Socket> {
  const s = net.connect(port, "127.0.0.1");
  sockets.push(s);
  await new Promise((r) => s.once("connect", r));
  return s;
}

const clientOn = (s: net.Socket) => ({ ref: { _socket: s } }) as unknown as Client;

test("three sends inside corked() leave in one writev; outside they are three writes", async () => {
  const s = await connected();
  const counts = countWrites(s);
  corked([clientOn(s)], () => {
    s.write("events");
    s.write("patch");
    s.write("chat");
  });
  expect(counts).toEqual({ write: 0, writev: 1 });
  s.write("a");
  s.write("b");
  s.write("c");
  expect(counts.write + counts.writev).toBeGreaterThan(2);
});

test("the socket is uncorked even when sending throws", async () => {
  const s = await connected();
  expect(() =>
    corked([clientOn(s)], () => {
      s.write("x");
      throw new Error("boom");
    }),
  ).toThrow("boom");
  expect(s.writableCorked).toBe(0);
  expect(s.writableLength).toBe(0);
});

test("a client with no Node socket behind it is simply sent to", () => {
  const sent: string[] = [];
  corked([{ ref: {} } as unknown as Client, {} as Client], () => {
    sent.push("frame");
  });
  expect(sent).toEqual(["frame"]);
});
