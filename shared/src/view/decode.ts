/**
 * The synced schema back into the view (./schema.ts's rules, inverted): the browser reads the decoded room state as
 * plain JSON (`toJSON()`), and this gives it the very view type the engine returns, so the live page and the replay
 * page (which calls `engine.view`) draw from one shape. Missing fields read as their empty values.
 *
 * `decodeViewSince` decodes a state against the view decoded from the one before: a part whose synced value did not
 * change is the earlier view's own object, and only what changed is built anew, so the page's view holds new objects
 * exactly where the match moved (and a renderer may tell what changed by identity). `decodeView` is the plain version;
 * a test holds the two equal (test/unit/view-description.test.ts).
 */
import { wrapsElements } from "./spec.js";
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

/** `fresh` where it differs from `prev` in any place, else `prev`: the parts of a list or object, compared by identity. */
function sameList(prev: unknown, fresh: unknown[]): unknown {
  if (!Array.isArray(prev) || prev.length !== fresh.length) return fresh;
  return fresh.every((x, i) => x === prev[i]) ? prev : fresh;
}
function sameFields(prev: unknown, fresh: Record<string, unknown>): unknown {
  if (prev === null || typeof prev !== "object" || Array.isArray(prev)) return fresh;
  const old = prev as Record<string, unknown>;
  const keys = Object.keys(fresh);
  return keys.length === Object.keys(old).length && keys.every((k) => fresh[k] === old[k]) ? prev : fresh;
}

/** As `decodeNode`, giving back `prev` (the same place in the view before) wherever the value equals it. */
function decodeSince(node: Node, json: unknown, prev: unknown): unknown {
  switch (node.kind) {
    case "string":
    case "number":
    case "boolean":
    case "const":
      return decodeNode(node, json);
    case "ref": {
      const id = typeof json === "string" ? json : "";
      return prev !== undefined && prev !== null && node.toId(prev as never) === id ? prev : node.fromId(id);
    }
    case "nullable":
      return json === undefined || json === null ? null : decodeSince(node.of, json, prev ?? undefined);
    case "array": {
      const list = Array.isArray(json) ? json : [];
      const old = Array.isArray(prev) ? (prev as unknown[]) : [];
      const wrapped = wrapsElements(node.of);
      return sameList(
        prev,
        list.map((x, i) => decodeSince(node.of, wrapped ? (x as Json)?.value : x, old[i])),
      );
    }
    case "object":
      return sameFields(prev, fieldsSince(node.fields, json as Json, prev as Json, {}));
    case "variant": {
      const tag = (json as Json)?.[node.tag];
      const fields = typeof tag === "string" ? node.cases[tag] : undefined;
      if (!fields) throw new Error(`${node.name}: unknown ${node.tag} ${JSON.stringify(tag)}`);
      const old = (prev as Json)?.[node.tag] === tag ? (prev as Json) : undefined;
      return sameFields(prev, fieldsSince(fields, json as Json, old, { [node.tag]: tag }));
    }
  }
}

function fieldsSince(
  fields: Readonly<Record<string, Node>>,
  json: Json,
  prev: Json,
  out: Record<string, unknown>,
): Record<string, unknown> {
  for (const [k, node] of Object.entries(fields)) out[k] = decodeSince(node, json?.[k], prev?.[k]);
  return out;
}

/**
 * The view as `decodeView` gives it, sharing with `previous` (the view decoded from the state before, or null) every
 * part whose value did not change, `previous` itself when nothing did.
 */
export function decodeViewSince<V>(
  desc: ViewDescription<V>,
  publicJson: unknown,
  privateJson: unknown,
  previous: V | null,
): V {
  const prev = (previous ?? undefined) as Json;
  const out: Record<string, unknown> = {};
  fieldsSince(desc.public, publicJson as Json, prev, out);
  fieldsSince(desc.private, (privateJson ?? undefined) as Json, prev, out);
  return sameFields(prev, out) as V;
}
