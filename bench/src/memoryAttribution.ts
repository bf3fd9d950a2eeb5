/**
 * What a live match holds, item by item, read from a heap snapshot of a server holding matches (./memory.ts).
 *
 * A match's own memory is what nothing but the match keeps alive: the objects reachable from its room and its
 * clients (the Colyseus client, the ws WebSocket, the net socket and its TCP handle) and from nowhere else. That is
 * found in one pass for all the matches at once: everything reachable from the heap's roots without passing through
 * a room or a client is held by someone else; the rest is the matches'. Each of those objects is then counted in
 * the first item of ITEMS that reaches it (each item a walk from its entry points, in the table's order), so every
 * byte is counted once: an object that the engine state and the projected views share is the engine state's.
 * Memory that grows per match but is also held from outside (the matchmaker's listing, the room's timers in Node's
 * timer lists) is not in these items; ./memory.ts finds it by comparing two snapshots.
 */
import { child, edgeName, nodeName, nodeType, type HeapGraph } from "./heapSnapshot.js";

/** The room class each game's matches are instances of (server/src/room/MatchRoom.ts, matchRoomFor). */
export const ROOM_CLASS = "GameMatchRoom";
/** @colyseus/schema's change tracking, shared by the encoder and the StateViews. */
const ENCODER_CLASSES = new Set(["ChangeTree", "Root", "Encoder", "SchemaSerializer"]);

export interface Item {
  item: string;
  /**
   * Where the walk starts, per match: a room field (a path of fields, as "match.gameState"), a client field, the
   * client's connection, or the room itself.
   */
  room?: readonly string[];
  client?: readonly string[];
  connection?: boolean;
  roomItself?: boolean;
  /** Objects of these classes are entry points wherever they are (the schema's change tracking). */
  classes?: ReadonlySet<string>;
  /** Objects of these classes are not entered (they are the next item's). */
  stopAt?: ReadonlySet<string>;
}

export const ITEMS: readonly Item[] = [
  { item: "engine state (the rules' state of the match)", room: ["match.gameState"] },
  { item: "projected views (the public view and each seat's, kept to diff the next)", room: ["match.projected"] },
  { item: "match log (every event, for the sync reply)", room: ["match.log"] },
  { item: "synced schema state (its values)", room: ["#_state"], stopAt: ENCODER_CLASSES },
  {
    item: "schema change tracking and encoder (ChangeTree per schema object, Root, Encoder)",
    room: ["_serializer"],
    classes: ENCODER_CLASSES,
  },
  { item: "StateView per client (a seat's private part)", client: ["view"] },
  { item: "client connections (Colyseus client, ws WebSocket, net socket, buffers)", connection: true },
  {
    item: "room bookkeeping (the match's own object and clocks, seating, rate limits, timers, chat, options, seed)",
    room: ["match", "seats", "buckets", "timers", "tasks", "chat", "options", "seed", "quickKey"],
  },
  {
    item: "Colyseus room internals (the Room, its per-room accessors and closures, listing, clock, messages)",
    roomItself: true,
  },
];

export interface Attributed {
  item: string;
  bytes: number;
  /** Of which ArrayBuffer backing stores and other native memory V8 counts. */
  bufferBytes: number;
  /** The largest parts, by the entry's field the walk went through first. */
  parts: { part: string; bytes: number }[];
}

export interface Attribution {
  rooms: number;
  clients: number;
  /** Every byte the matches alone hold, by item. */
  items: Attributed[];
  exclusiveBytes: number;
  totalBytes: number;
  /** Per class name ("type name"), the own size of the objects the matches do not hold alone. */
  sharedByClass: Map<string, number>;
}

const isBuffer = (g: HeapGraph, i: number) => nodeType(g, i) === "native" || nodeName(g, i).includes("ArrayBuffer");

/** The edges that keep a target alive (weak ones do not). */
function* strongEdges(g: HeapGraph, i: number): Generator<number> {
  const weak = g.edgeTypes.indexOf("weak");
  for (let e = g.firstEdge[i]; e < g.firstEdge[i + 1]; e++) if (g.edgeType[e] !== weak) yield e;
}

interface Match {
  room: number;
  clients: number[];
  connections: number[];
}

function matchesOf(g: HeapGraph): Match[] {
  const element = g.edgeTypes.indexOf("element");
  const out: Match[] = [];
  for (let i = 0; i < g.nodeCount; i++) {
    if (nodeType(g, i) !== "object" || nodeName(g, i) !== ROOM_CLASS) continue;
    const list = child(g, i, "clients");
    const clients: number[] = [];
    const connections: number[] = [];
    if (list >= 0)
      for (let e = g.firstEdge[list]; e < g.firstEdge[list + 1]; e++) {
        if (g.edgeType[e] !== element) continue;
        const c = g.edgeTo[e];
        clients.push(c);
        const ws = child(g, c, "ref");
        const socket = ws >= 0 ? child(g, ws, "_socket") : -1;
        const handle = socket >= 0 ? child(g, socket, "<symbol kHandle>") : -1;
        for (const n of [ws, socket, handle]) if (n >= 0) connections.push(n);
      }
    out.push({ room: i, clients, connections });
  }
  return out;
}

export function attribute(g: HeapGraph): Attribution {
  const matches = matchesOf(g);
  const cut = new Uint8Array(g.nodeCount);
  for (const m of matches) for (const n of [m.room, ...m.clients, ...m.connections]) cut[n] = 1;

  // Everything held without going through a match. A FinalizationRegistry's held value (a WeakCell's) is kept
  // for its target's sake: @colyseus/schema registers every StateView with its Root, so the registry would hold
  // each match's whole schema state; it is the match's.
  const outside = new Uint8Array(g.nodeCount);
  const stack = [0];
  outside[0] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    if (nodeName(g, i) === "system / WeakCell") continue;
    for (const e of strongEdges(g, i)) {
      const t = g.edgeTo[e];
      if (!outside[t] && !cut[t]) {
        outside[t] = 1;
        stack.push(t);
      }
    }
  }

  const NONE = 255;
  const itemOf = new Uint8Array(g.nodeCount).fill(NONE);
  const partOf: string[] = new Array(g.nodeCount);
  const entriesOf = (item: Item): [number, string][] => {
    const out: [number, string][] = [];
    for (const m of matches) {
      for (const f of item.room ?? []) {
        const t = f.split(".").reduce((n, name) => (n >= 0 ? child(g, n, name) : n), m.room);
        if (t >= 0) out.push([t, f]);
      }
      for (const c of m.clients)
        for (const f of item.client ?? []) {
          const t = child(g, c, f);
          if (t >= 0) out.push([t, f]);
        }
      if (item.connection) for (const n of [...m.clients, ...m.connections]) out.push([n, nodeName(g, n)]);
      if (item.roomItself) out.push([m.room, "the Room object"]);
    }
    if (item.classes)
      for (let i = 0; i < g.nodeCount; i++) if (item.classes.has(nodeName(g, i))) out.push([i, nodeName(g, i)]);
    return out;
  };
  ITEMS.forEach((item, k) => {
    const queue: number[] = [];
    for (const [n, part] of entriesOf(item)) {
      if (outside[n] || itemOf[n] !== NONE) continue;
      itemOf[n] = k;
      partOf[n] = part;
      queue.push(n);
    }
    const entry = new Set(queue);
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q];
      for (const e of strongEdges(g, i)) {
        const t = g.edgeTo[e];
        // A room or a client is entered only as an entry point of its own item.
        if (outside[t] || cut[t] || itemOf[t] !== NONE || (item.stopAt?.has(nodeName(g, t)) ?? false)) continue;
        itemOf[t] = k;
        if (!entry.has(i)) partOf[t] = partOf[i];
        else partOf[t] = item.roomItself ? edgeName(g, e) : `${partOf[i]}.${edgeName(g, e)}`;
        queue.push(t);
      }
    }
  });

  const items = ITEMS.map((it) => ({ item: it.item, bytes: 0, bufferBytes: 0, parts: new Map<string, number>() }));
  const sharedByClass = new Map<string, number>();
  let exclusiveBytes = 0;
  let totalBytes = 0;
  for (let i = 0; i < g.nodeCount; i++) {
    const size = g.selfSize[i];
    totalBytes += size;
    const k = itemOf[i];
    if (k === NONE) {
      if (size) {
        const key = `${nodeType(g, i)} ${nodeName(g, i).slice(0, 60)}`;
        sharedByClass.set(key, (sharedByClass.get(key) ?? 0) + size);
      }
      continue;
    }
    exclusiveBytes += size;
    const a = items[k];
    a.bytes += size;
    if (isBuffer(g, i)) a.bufferBytes += size;
    a.parts.set(partOf[i], (a.parts.get(partOf[i]) ?? 0) + size);
  }
  return {
    rooms: matches.length,
    clients: matches.reduce((n, m) => n + m.clients.length, 0),
    items: items.map((a) => ({
      item: a.item,
      bytes: a.bytes,
      bufferBytes: a.bufferBytes,
      parts: [...a.parts].map(([part, bytes]) => ({ part, bytes })).sort((x, y) => y.bytes - x.bytes),
    })),
    exclusiveBytes,
    totalBytes,
    sharedByClass,
  };
}
