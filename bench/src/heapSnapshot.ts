/**
 * A V8 heap snapshot (node:v8 writeHeapSnapshot) read into typed arrays: the nodes with their type, name and own
 * size, the edges between them, and the strings. The numbers are parsed straight from the file's bytes, since a
 * snapshot of a busy server is too large a string for JSON.parse.
 */
import { readFileSync } from "node:fs";

export interface HeapGraph {
  nodeCount: number;
  /** Per node: its type (an index into nodeTypes), name (a string index), own size, and the first of its edges. */
  type: Uint8Array;
  name: Uint32Array;
  selfSize: Float64Array;
  firstEdge: Uint32Array;
  /** Per edge: its type (an index into edgeTypes), name (a string index, or an element index) and target node. */
  edgeType: Uint8Array;
  edgeName: Uint32Array;
  edgeTo: Uint32Array;
  strings: string[];
  nodeTypes: string[];
  edgeTypes: string[];
}

interface Meta {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
  edge_fields: string[];
  edge_types: [string[], ...unknown[]];
}

/** The unsigned integers of the JSON array that starts at `from` (its `[`), and where it ends. */
function intArray(buf: Buffer, from: number, count: number): { values: Float64Array; end: number } {
  const values = new Float64Array(count);
  let i = from + 1;
  let n = 0;
  let cur = 0;
  let inNumber = false;
  for (; i < buf.length; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      cur = cur * 10 + (c - 48);
      inNumber = true;
    } else {
      if (inNumber) {
        values[n++] = cur;
        cur = 0;
        inNumber = false;
      }
      if (c === 93) break; // ]
    }
  }
  if (n !== count) throw new Error(`heap snapshot: expected ${count} numbers, read ${n}`);
  return { values, end: i };
}

function sectionStart(buf: Buffer, key: string, from = 0): number {
  const at = buf.indexOf(`"${key}":`, from);
  if (at < 0) throw new Error(`heap snapshot: no "${key}" section`);
  return buf.indexOf("[", at);
}

export function readHeapSnapshot(file: string): HeapGraph {
  const buf = readFileSync(file);
  const nodesAt = sectionStart(buf, "nodes");
  const head = JSON.parse(buf.toString("utf8", 0, buf.lastIndexOf(",", nodesAt)) + "}") as {
    snapshot: { meta: Meta; node_count: number; edge_count: number };
  };
  const { meta, node_count: nodeCount, edge_count: edgeCount } = head.snapshot;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const nodes = intArray(buf, nodesAt, nodeCount * NF);
  const edges = intArray(buf, sectionStart(buf, "edges", nodes.end), edgeCount * EF);
  const stringsAt = sectionStart(buf, "strings", edges.end);
  const strings = JSON.parse(buf.toString("utf8", stringsAt, buf.lastIndexOf("]") + 1)) as string[];

  const nf = (f: string) => meta.node_fields.indexOf(f);
  const ef = (f: string) => meta.edge_fields.indexOf(f);
  const [nType, nName, nSize, nEdges] = [nf("type"), nf("name"), nf("self_size"), nf("edge_count")];
  const [eType, eName, eTo] = [ef("type"), ef("name_or_index"), ef("to_node")];
  const g: HeapGraph = {
    nodeCount,
    type: new Uint8Array(nodeCount),
    name: new Uint32Array(nodeCount),
    selfSize: new Float64Array(nodeCount),
    firstEdge: new Uint32Array(nodeCount + 1),
    edgeType: new Uint8Array(edgeCount),
    edgeName: new Uint32Array(edgeCount),
    edgeTo: new Uint32Array(edgeCount),
    strings,
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
  };
  let e = 0;
  for (let i = 0; i < nodeCount; i++) {
    const o = i * NF;
    g.type[i] = nodes.values[o + nType];
    g.name[i] = nodes.values[o + nName];
    g.selfSize[i] = nodes.values[o + nSize];
    g.firstEdge[i] = e;
    e += nodes.values[o + nEdges];
  }
  g.firstEdge[nodeCount] = e;
  for (let k = 0; k < edgeCount; k++) {
    g.edgeType[k] = edges.values[k * EF + eType];
    g.edgeName[k] = edges.values[k * EF + eName];
    g.edgeTo[k] = edges.values[k * EF + eTo] / NF;
  }
  return g;
}

/** A node's name (for an object, its constructor's name). */
export const nodeName = (g: HeapGraph, i: number): string => g.strings[g.name[i]];
export const nodeType = (g: HeapGraph, i: number): string => g.nodeTypes[g.type[i]];

/** An edge's name: the property, variable or internal field it is, or `[i]` for an element. */
export function edgeName(g: HeapGraph, e: number): string {
  const t = g.edgeTypes[g.edgeType[e]];
  return t === "element" || t === "hidden" ? `[${g.edgeName[e]}]` : g.strings[g.edgeName[e]];
}

/** The target of the node's edge named `name`, or -1. */
export function child(g: HeapGraph, i: number, name: string): number {
  for (let e = g.firstEdge[i]; e < g.firstEdge[i + 1]; e++) if (edgeName(g, e) === name) return g.edgeTo[e];
  return -1;
}
