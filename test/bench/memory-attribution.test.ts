/**
 * bench:memory's attribution (server/src/bench/memoryAttribution.ts) on a heap graph built by hand: what only the
 * matches hold is counted once, in the first item that reaches it; what anything else holds is not the match's.
 */
import type { HeapGraph } from "@tabletop/server/bench/heapSnapshot.js";
import { attribute, ITEMS } from "@tabletop/server/bench/memoryAttribution.js";

const NODE_TYPES = ["hidden", "array", "string", "object", "code", "closure", "native", "synthetic"];
const EDGE_TYPES = ["context", "element", "property", "internal", "hidden", "shortcut", "weak"];

/** A graph from named nodes ([type, class name, own size]) and edges ([from, edge type, name, to]). */
function graph(nodes: Record<string, [string, string, number]>, edges: [string, string, string | number, string][]) {
  const ids = Object.keys(nodes);
  const strings: string[] = [];
  const str = (s: string) => (strings.includes(s) ? strings.indexOf(s) : strings.push(s) - 1);
  const sorted = ids.flatMap((id) => edges.filter((e) => e[0] === id));
  const g: HeapGraph = {
    nodeCount: ids.length,
    type: Uint8Array.from(ids.map((id) => NODE_TYPES.indexOf(nodes[id][0]))),
    name: Uint32Array.from(ids.map((id) => str(nodes[id][1]))),
    selfSize: Float64Array.from(ids.map((id) => nodes[id][2])),
    firstEdge: new Uint32Array(ids.length + 1),
    edgeType: Uint8Array.from(sorted.map((e) => EDGE_TYPES.indexOf(e[1]))),
    edgeName: Uint32Array.from(sorted.map((e) => (typeof e[2] === "number" ? e[2] : str(e[2])))),
    edgeTo: Uint32Array.from(sorted.map((e) => ids.indexOf(e[3]))),
    strings,
    nodeTypes: NODE_TYPES,
    edgeTypes: EDGE_TYPES,
  };
  let k = 0;
  ids.forEach((id, i) => {
    g.firstEdge[i] = k;
    k += edges.filter((e) => e[0] === id).length;
  });
  g.firstEdge[ids.length] = k;
  return g;
}

const g = graph(
  {
    root: ["synthetic", "", 0],
    rooms: ["object", "Object", 10],
    room: ["object", "GameMatchRoom", 200],
    match: ["object", "Match", 60],
    engine: ["object", "Object", 100],
    board: ["array", "", 50],
    shared: ["object", "Content", 1000],
    projected: ["object", "Object", 30],
    log: ["object", "MatchLog", 10],
    entries: ["array", "", 20],
    state: ["object", "State", 40],
    stateTree: ["object", "ChangeTree", 16],
    serializer: ["object", "SchemaSerializer", 8],
    encoder: ["object", "Encoder", 8],
    buffer: ["native", "system / JSArrayBufferData", 4096],
    schemaRoot: ["object", "Root", 12],
    clients: ["object", "ClientArray", 16],
    client: ["object", "WebSocketClient", 24],
    view: ["object", "StateView", 16],
    viewChanges: ["object", "Map", 8],
    ws: ["object", "WebSocket", 32],
    bound: ["closure", "native_bind", 48],
    socket: ["object", "Socket", 40],
    tcp: ["object", "TCP", 8],
    seating: ["object", "Seating", 8],
    listing: ["object", "Object", 64],
    timeout: ["object", "Timeout", 120],
    registry: ["object", "FinalizationRegistry", 20],
    cell: ["hidden", "system / WeakCell", 32],
    held: ["object", "Object", 24],
    weaklyHeld: ["object", "Object", 5],
  },
  [
    ["root", "element", 1, "rooms"],
    ["root", "element", 2, "shared"],
    ["root", "element", 3, "timeout"],
    ["root", "element", 4, "registry"],
    ["root", "weak", 5, "weaklyHeld"],
    ["rooms", "property", "r1", "room"],
    ["room", "property", "match", "match"],
    ["match", "property", "gameState", "engine"],
    ["engine", "property", "board", "board"],
    ["engine", "property", "content", "shared"],
    ["match", "property", "projected", "projected"],
    // The projected view shares the engine's board: counted once, in the engine state.
    ["projected", "property", "view", "board"],
    ["match", "property", "log", "log"],
    ["log", "property", "entries", "entries"],
    ["room", "property", "#_state", "state"],
    ["state", "property", "<symbol $changes>", "stateTree"],
    ["stateTree", "property", "ref", "state"],
    ["stateTree", "property", "root", "schemaRoot"],
    ["room", "property", "_serializer", "serializer"],
    ["serializer", "property", "encoder", "encoder"],
    ["encoder", "property", "sharedBuffer", "buffer"],
    ["encoder", "property", "root", "schemaRoot"],
    ["room", "property", "clients", "clients"],
    ["clients", "element", 0, "client"],
    ["client", "property", "view", "view"],
    ["view", "property", "_root", "schemaRoot"],
    ["view", "property", "changes", "viewChanges"],
    ["client", "property", "ref", "ws"],
    // The socket's callback back to the room: the room is not the connections' item.
    ["ws", "property", "onleave", "bound"],
    ["bound", "internal", "bound_this", "room"],
    ["ws", "property", "_socket", "socket"],
    ["socket", "property", "<symbol kHandle>", "tcp"],
    ["room", "property", "seats", "seating"],
    ["room", "property", "_listing", "listing"],
    ["room", "property", "weak", "weaklyHeld"],
    // Held from outside too (the timer list): not the match's.
    ["timeout", "property", "_onTimeout", "room"],
    ["room", "property", "#_patchInterval", "timeout"],
    // A FinalizationRegistry's held value is the match's.
    ["registry", "hidden", 0, "cell"],
    ["cell", "internal", "holdings", "held"],
    ["held", "property", "root", "schemaRoot"],
  ],
);
const a = attribute(g);
const item = (prefix: string) => a.items.find((i) => i.item.startsWith(prefix))!;

test("one match with one client, found by the room's class", () => {
  expect(a.rooms).toBe(1);
  expect(a.clients).toBe(1);
  expect(a.items.map((i) => i.item)).toEqual(ITEMS.map((i) => i.item));
});

test("each object the match alone holds is counted once, in the first item that reaches it", () => {
  expect(item("engine state").bytes).toBe(150);
  expect(item("engine state").parts).toEqual([
    { part: "match.gameState", bytes: 100 },
    { part: "match.gameState.board", bytes: 50 },
  ]);
  expect(item("projected views").bytes).toBe(30);
  expect(item("match log").bytes).toBe(30);
  // The schema's values stop at their change tracking, which is the encoder's with its buffer.
  expect(item("synced schema state").bytes).toBe(40);
  const encoder = item("schema change tracking");
  expect(encoder.bytes).toBe(16 + 8 + 8 + 4096 + 12);
  expect(encoder.bufferBytes).toBe(4096);
  expect(item("StateView per client").bytes).toBe(16 + 8);
  // The client, its WebSocket and its socket with the handle, and the bound callback; not the room.
  expect(item("client connections").bytes).toBe(24 + 32 + 48 + 40 + 8);
  // The match's own object, past what the items before took of it, and the seating.
  expect(item("room bookkeeping").bytes).toBe(60 + 8);
  expect(item("Colyseus room internals").bytes).toBe(200 + 16 + 64 + 5);
  expect(a.exclusiveBytes).toBe(a.items.reduce((n, i) => n + i.bytes, 0));
});

test("what anything outside the match holds is not the match's, but a FinalizationRegistry's held value is", () => {
  expect(a.sharedByClass.get("object Content")).toBe(1000);
  expect(a.sharedByClass.get("object Timeout")).toBe(120);
  expect(a.sharedByClass.get("object FinalizationRegistry")).toBe(20);
  expect(a.sharedByClass.get("hidden system / WeakCell")).toBe(32);
  // The registry's held value leads to the encoder's Root, which is the match's; the small holder object itself is
  // left with what is held elsewhere (with the list of rooms).
  expect(a.sharedByClass.get("object Object")).toBe(10 + 24);
  expect(a.totalBytes).toBe(Object.values(g.selfSize).reduce((n, x) => n + x, 0));
});
