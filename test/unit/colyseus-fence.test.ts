/**
 * The fence around the framework's internals (server/src/colyseus/): every private field and method of Colyseus
 * and ws that the code there relies on, checked on the versions installed, and those versions against the ones its
 * README says it was written and measured against. An upgrade that renames, moves or reshapes one of them fails
 * here, instead of quietly turning an override off or breaking it.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Room, SchemaSerializer } from "@colyseus/core";
import { WebSocketClient, WebSocketTransport } from "@colyseus/ws-transport";
import { Encoder, Schema, type, view } from "@colyseus/schema";
import { WebSocket, WebSocketServer } from "ws";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FENCE = path.join(REPO, "server/src/colyseus");

class Hand extends Schema {
  @type("number") cards = 0;
}
class Table extends Schema {
  @type("number") turn = 0;
  @view() @type(Hand) hand = new Hand();
}

test("the installed Colyseus and ws are the versions server/src/colyseus/README.md was written against", () => {
  const readme = readFileSync(path.join(FENCE, "README.md"), "utf8");
  const pinned = [...readme.matchAll(/^\| `((?:@colyseus\/)?[a-z-]+)` \| ([0-9.]+) \|/gm)].map((m) => [m[1], m[2]]);
  expect(pinned.map(([name]) => name).sort()).toEqual(
    ["@colyseus/core", "@colyseus/schema", "@colyseus/ws-transport", "ws"].sort(),
  );
  for (const [name, version] of pinned) {
    const installed = JSON.parse(readFileSync(path.join(REPO, "node_modules", name, "package.json"), "utf8")).version;
    // On an upgrade: check each field below still means what the README says, measure again, then update it.
    expect([name, installed]).toEqual([name, version]);
  }
});

test("schema's Encoder: encode, encodeView, discardChanges, its shared buffer, and the changes list of its root", () => {
  for (const method of ["encode", "encodeView", "discardChanges"] as const)
    expect(typeof Encoder.prototype[method]).toBe("function");
  expect(Encoder.BUFFER_SIZE).toEqual(expect.any(Number));
  const table = new Table();
  const encoder = new Encoder(table);
  expect(encoder.sharedBuffer).toBeInstanceOf(Uint8Array);
  const root = (encoder as any).root;
  expect(root.streamTrees.size).toBe(0);
  table.turn = 1;
  table.hand.cards = 3;
  // The changes waiting to be encoded: a list from `root.changes`, each node's `changeTree` saying whether it is
  // under a @view() field (`isFiltered`), whether it has changes, and its own @view() fields (`filterBitmask`).
  const trees: any[] = [];
  for (let node = root.changes.next; node; node = node.next) trees.push(node.changeTree);
  expect(trees.length).toBeGreaterThanOrEqual(2);
  for (const tree of trees) {
    expect(typeof tree.isFiltered).toBe("boolean");
    expect(typeof tree.has).toBe("function");
    expect(tree.encDescriptor.filterBitmask).toEqual(expect.any(Number));
  }
  expect(trees.some((t) => t.has() && t.encDescriptor.filterBitmask !== 0)).toBe(true); // the table: a @view() field
  expect(trees.some((t) => t.has() && t.isFiltered)).toBe(true); // the hand, under it
});

test("the schema serializer: its encoder, full-state buffer and cache, unreliable fields and handshake", () => {
  const serializer = new SchemaSerializer<Table>();
  serializer.reset(new Table());
  const s = serializer as any;
  expect(s.encoder).toBeInstanceOf(Encoder);
  expect(s.fullEncodeBuffer).toBeInstanceOf(Uint8Array);
  expect(typeof s.hasUnreliableFields).toBe("boolean");
  expect(serializer.handshake()).toBeInstanceOf(Uint8Array);
  const full = serializer.getFullState();
  expect(full).toBeInstanceOf(Uint8Array);
  expect(s.fullEncodeCache).toBeInstanceOf(Uint8Array);
});

test("a room keeps its serializer in `_serializer`, made by `setSerializer` when its state is set", () => {
  class Plain extends Room {}
  const room = new Plain();
  let made: unknown;
  const setSerializer = room.setSerializer.bind(room);
  room.setSerializer = (serializer) => {
    made = serializer;
    setSerializer(serializer);
  };
  (room as any).__init(); // what the matchmaker does before onCreate: from then on, setting the state makes one
  room.setState(new Table());
  expect(made).toBeInstanceOf(SchemaSerializer);
  expect((room as any)._serializer).toBe(made);
  expect(typeof (room as any)._serializer.getFullState).toBe("function");
});

test("ws: a connection's `_socket` (cork, uncork, write, remoteAddress) and `_extensions`; a client's `ref`", async () => {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const accepted = new Promise<WebSocket>((r) => wss.once("connection", r));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
  client.on("error", () => undefined);
  await new Promise((r) => client.once("open", r));
  try {
    const side = (await accepted) as any;
    for (const method of ["cork", "uncork", "write"]) expect(typeof side._socket[method]).toBe("function");
    expect(side._socket.destroyed).toBe(false);
    expect(side._socket.remoteAddress).toBe("127.0.0.1");
    expect(side._extensions).toEqual({});
    expect(new WebSocketClient("id", side).ref).toBe(side);
  } finally {
    client.terminate();
    wss.clients.forEach((ws) => ws.terminate());
    await new Promise((r) => wss.close(r));
    await new Promise((r) => server.close(r));
  }
});

test("the WebSocket transport: `wss`, `pingInterval`, `autoTerminateUnresponsiveClients`, and `pingCount` on a connection", async () => {
  expect(typeof (WebSocketTransport.prototype as any).autoTerminateUnresponsiveClients).toBe("function");
  const server = http.createServer();
  const transport = new WebSocketTransport({ server, pingInterval: 0 });
  const wss = (transport as any).wss as WebSocketServer;
  expect(wss).toBeInstanceOf(WebSocketServer);
  // The transport gives each connection its count of unanswered pings before anything else.
  const counted = new Promise<unknown>((r) => wss.once("connection", (ws: any) => r(ws.pingCount)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as net.AddressInfo).port}/nowhere/none`);
  client.on("error", () => undefined);
  try {
    expect(await counted).toBe(0);
    const transportSource = readFileSync(
      path.join(REPO, "node_modules/@colyseus/ws-transport/build/WebSocketTransport.mjs"),
      "utf8",
    );
    expect(transportSource).toContain("this.pingInterval = setInterval(");
  } finally {
    client.terminate();
    wss.clients.forEach((ws) => ws.terminate());
    await new Promise((r) => wss.close(r));
    await new Promise((r) => server.close(r));
  }
});
