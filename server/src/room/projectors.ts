/**
 * Projection, generically: copies a view into the schema classes its description travels in
 * (./viewSchema.ts), field by field, writing only what changed since the view projected last.
 *
 * Each part is compared with the same part of the last view (plain values; reading the schema back would go through
 * its getters and proxies), and a part that is the same object as last time is skipped whole, so engines keep
 * unchanged parts of successive views identical. Views are read-only: never changed once projected.
 */
import { ArraySchema, type Schema } from "@colyseus/schema";
import { wrapsElements, type Node } from "@tabletop/shared/view/index";
import { classFor } from "./viewSchema.js";
import { projectPrimitiveList, projectSchemaList } from "./listProjection.js";

type Target = Record<string, unknown>;
type View = Readonly<Record<string, unknown>>;
/** Copies `x` into field `k` of `t`, given `lx`, the value there last time (`first`: nothing was projected yet). */
type Put = (t: Target, k: string, x: unknown, lx: unknown, first: boolean) => void;
/** Makes `target` (an object's schema) hold `value`, given the value projected last (undefined the first time). */
export type Into = (target: Target, value: View, last: View | undefined) => void;
type ArrayInto = (
  target: ArraySchema<unknown>,
  values: readonly unknown[],
  last: readonly unknown[] | undefined,
) => void;

const noop: Put = () => undefined;

/**
 * How many schema objects projections have created so far. A part under a seat's `@view()` that is created after
 * the seat was added to its client's StateView does not reach that client until the seat is added again, so the
 * room compares this count around each private projection (see ./projection.ts).
 */
let created = 0;
export const schemaObjectsCreated = () => created;
const same = (x: unknown) => x;

function encoder(node: Node): ((x: unknown) => unknown) | null {
  if (node.kind === "ref") return node.toId as (x: unknown) => unknown;
  return node.kind === "string" || node.kind === "number" || node.kind === "boolean" ? same : null;
}

/** Makes a fresh schema value for a node: an instance of its class, or an empty ArraySchema. */
function maker(node: Node): () => unknown {
  if (node.kind === "array") return () => (created++, new ArraySchema());
  const C = classFor(node);
  return () => (created++, new C());
}

/**
 * Compiles projectors, each once per node. Two ways to project a set of fields: the plain one, a loop that puts each
 * field in turn (`plainObjectInto`), and the one the room uses, the same steps written out as a function of its own
 * (`objectInto`, see `writtenOut`).
 */
class Compiler {
  private readonly compiled = new WeakMap<Node, Into>();

  constructor(private readonly writeOut: boolean) {}

  /** The projector of a set of fields (an object's, or a view's public or private part). */
  fields(fields: Readonly<Record<string, Node>>): Into {
    return this.writeOut ? this.writtenOut(fields) : this.loop(fields);
  }

  /** The projector of an object or variant node, compiled once. */
  into(node: Node): Into {
    let f = this.compiled.get(node);
    if (!f) {
      f =
        node.kind === "variant"
          ? this.variantInto(node)
          : this.fields((node as Extract<Node, { kind: "object" }>).fields);
      this.compiled.set(node, f);
    }
    return f;
  }

  put(node: Node): Put {
    const enc = encoder(node);
    if (enc)
      return (t, k, x, lx, first) => {
        if (first || x !== lx) t[k] = enc(x);
      };
    switch (node.kind) {
      case "const":
        return noop;
      case "object":
      case "variant": {
        const inner = this.into(node);
        return (t, k, x, lx, first) => inner(t[k] as Target, x as View, first ? undefined : (lx as View));
      }
      case "array": {
        const sync = this.arrayInto(node);
        return (t, k, x, lx, first) =>
          sync(t[k] as ArraySchema<unknown>, x as unknown[], first ? undefined : (lx as unknown[]));
      }
      case "nullable":
        return this.nullable(node.of);
      default:
        throw new Error(`cannot project a ${node.kind} node`);
    }
  }

  /** A nullable field: unset while null; a part that appears is built fresh, one that goes is deleted. */
  nullable(of: Node): Put {
    if (of.kind === "nullable") return this.nullable(of.of);
    const enc = encoder(of);
    if (enc) {
      return (t, k, x, lx, first) => {
        if (first ? x === null : x === lx) return;
        t[k] = x === null ? undefined : enc(x);
      };
    }
    if (of.kind === "const") return noop;
    const make = maker(of);
    const inner = this.put(of);
    return (t, k, x, lx, first) => {
      const was = first ? null : lx;
      if (x === was) return;
      if (x === null) t[k] = undefined;
      else if (was === null) {
        const fresh = make() as Target;
        inner({ value: fresh }, "value", x, undefined, true);
        t[k] = fresh;
      } else inner(t, k, x, was, false);
    };
  }

  arrayInto(node: Extract<Node, { kind: "array" }>): ArrayInto {
    const enc = encoder(node.of);
    if (enc)
      return (t, values, last) =>
        projectPrimitiveList(t as ArraySchema<never>, values, last, enc as (x: unknown) => never);
    // Elements that cannot travel as they are (arrays, nullables) go in a one-field wrapper class (`value`).
    const wrapped = wrapsElements(node.of);
    const C = classFor(wrapped ? node : node.of);
    let assign: (item: Schema, x: unknown, lx: unknown) => void;
    if (wrapped) {
      const value = this.put(node.of);
      assign = (w, x, lx) => value(w as unknown as Target, "value", x, lx, lx === undefined);
    } else {
      const inner = this.into(node.of);
      assign = (item, x, lx) => inner(item as unknown as Target, x as View, lx as View | undefined);
    }
    return (t, values, last) =>
      projectSchemaList(t as ArraySchema<Schema>, values, last, () => (created++, new C()), assign);
  }

  /** A variant: its tag, and the current case's fields; fields of a case left behind are deleted. */
  variantInto(node: Extract<Node, { kind: "variant" }>): Into {
    const cases = new Map(
      Object.entries(node.cases).map(([tag, fields]) => [
        tag,
        Object.entries(fields).map(([k, n]) => [k, this.nullable(n)] as const),
      ]),
    );
    const tagOf = (x: View) => x[node.tag] as string;
    return (t, v, l) => {
      if (v === l) return;
      const puts = cases.get(tagOf(v));
      if (!puts) throw new Error(`${node.name}: unknown ${node.tag} ${JSON.stringify(tagOf(v))}`);
      const switched = l === undefined || tagOf(l) !== tagOf(v);
      if (switched) {
        t[node.tag] = tagOf(v);
        if (l !== undefined)
          for (const [k] of cases.get(tagOf(l)) ?? []) if (!puts.some(([q]) => q === k)) t[k] = undefined;
      }
      for (const [k, p] of puts) p(t, k, v[k], switched ? undefined : l![k], switched);
    };
  }

  /** The plain projector of a set of fields: each field put in turn. */
  private loop(fields: Readonly<Record<string, Node>>): Into {
    const puts = Object.entries(fields).map(([k, n]) => [k, this.put(n)] as const);
    return (t, v, l) => {
      if (v === l) return;
      const first = l === undefined;
      for (const [k, p] of puts) p(t, k, v[k], first ? undefined : l[k], first);
    };
  }

  /**
   * The loop written out as a function of its own, made once per set of fields: each field read and written by its
   * name, a primitive compared in place, a part handed straight to its own projector when it is not the same object
   * as last time (the projector would return at once, but reading the part's schema goes through a getter); the
   * same steps in the same order. It is faster because V8 keeps what it learns about property reads per function:
   * the loop, one function for every set of fields of every game, sees them all and each of its reads is a lookup by
   * name, while each written-out function sees one shape (in one process, with the two builds interleaved, the
   * projection of a move took about 45% less CPU for 2-seat Xorlosch, a third less for Dungeon Flee, a sixth less
   * for Dungeon Lite). test/unit/projectors.test.ts holds the two ways equal.
   */
  private writtenOut(fields: Readonly<Record<string, Node>>): Into {
    const names: string[] = [];
    const parts: unknown[] = [];
    const first: string[] = [];
    const next: string[] = [];
    const use = (part: unknown) => {
      names.push(`f${names.length}`);
      parts.push(part);
      return names[names.length - 1];
    };
    for (const [k, node] of Object.entries(fields)) {
      const key = JSON.stringify(k);
      const [tk, vk, lk] = [`t[${key}]`, `v[${key}]`, `l[${key}]`];
      const enc = encoder(node);
      if (enc) {
        const e = enc === same ? "" : use(enc);
        first.push(`${tk} = ${e}(${vk});`);
        next.push(`x = ${vk}; if (x !== ${lk}) ${tk} = ${e}(x);`);
      } else if (node.kind === "object" || node.kind === "variant" || node.kind === "array") {
        const f = use(node.kind === "array" ? this.arrayInto(node) : this.into(node));
        first.push(`${f}(${tk}, ${vk}, undefined);`);
        next.push(`x = ${vk}; if (x !== ${lk}) ${f}(${tk}, x, ${lk});`);
      } else if (node.kind !== "const") {
        const f = use(this.put(node));
        first.push(`${f}(t, ${key}, ${vk}, undefined, true);`);
        next.push(`${f}(t, ${key}, ${vk}, ${lk}, false);`);
      }
    }
    const body = `return function into(t, v, l) {
      if (v === l) return;
      if (l === undefined) { ${first.join("\n")} return; }
      let x;
      ${next.join("\n")}
    };`;
    return new Function(...names, body)(...parts) as Into;
  }
}

const writtenOut = new Compiler(true);
const plain = new Compiler(false);

/** The projector of a set of fields (an object's, or a view's public or private part), as the room runs it. */
export function objectInto(fields: Readonly<Record<string, Node>>): Into {
  return writtenOut.fields(fields);
}

/** The same projector as `objectInto`, each set of fields put in a loop: the rule the written-out one is held to. */
export function plainObjectInto(fields: Readonly<Record<string, Node>>): Into {
  return plain.fields(fields);
}
