/**
 * The synced schema back into the view (./schema.ts's rules, inverted): the browser reads the decoded room state as
 * plain JSON (`toJSON()`), and this gives it the very view type the engine returns, so the live page and the replay
 * page (which calls `engine.view`) draw from one shape. Missing fields read as their empty values.
 */
import { wrapsElements } from "./schema.js";
import type { Node, ViewDescription } from "./spec.js";

type Json = Record<string, unknown> | undefined;

function decodeFields(fields: Readonly<Record<string, Node>>, json: Json, out: Record<string, unknown>): void {
  for (const [k, node] of Object.entries(fields)) out[k] = decodeNode(node, json?.[k]);
}

function decodeNode(node: Node, json: unknown): unknown {
  switch (node.kind) {
    case "string":
      return typeof json === "string" ? json : "";
    case "number":
      return typeof json === "number" ? json : 0;
    case "boolean":
      return json === true;
    case "const":
      return node.value;
    case "ref":
      return node.fromId(typeof json === "string" ? json : "");
    case "nullable":
      return json === undefined || json === null ? null : decodeNode(node.of, json);
    case "array": {
      const list = Array.isArray(json) ? json : [];
      return wrapsElements(node.of)
        ? list.map((x) => decodeNode(node.of, (x as Json)?.value))
        : list.map((x) => decodeNode(node.of, x));
    }
    case "object": {
      const out: Record<string, unknown> = {};
      decodeFields(node.fields, json as Json, out);
      return out;
    }
    case "variant": {
      const tag = (json as Json)?.[node.tag];
      const fields = typeof tag === "string" ? node.cases[tag] : undefined;
      if (!fields) throw new Error(`${node.name}: unknown ${node.tag} ${JSON.stringify(tag)}`);
      const out: Record<string, unknown> = { [node.tag]: tag };
      decodeFields(fields, json as Json, out);
      return out;
    }
  }
}

/** The view from the synced public part and (for a seated client) its own private part; spectators pass null. */
export function decodeView<V>(desc: ViewDescription<V>, publicJson: unknown, privateJson: unknown): V {
  const out: Record<string, unknown> = {};
  decodeFields(desc.public, publicJson as Json, out);
  decodeFields(desc.private, (privateJson ?? undefined) as Json, out);
  return out as V;
}
