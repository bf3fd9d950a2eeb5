/**
 * The schema classes a view description (@tabletop/shared/view/spec) travels in, built from it once per game:
 *
 * - text, numbers, booleans and content ids are schema primitives; constants are not sent;
 * - an object or a record is a class with one field each; a variant is a class holding its tag and every case's
 *   fields (each optional, so only the current case's are set);
 * - a nullable field is an optional field, unset (deleted) while null;
 * - an array of primitives, objects or variants is an ArraySchema of them; an array of arrays or of nullables
 *   wraps each element in a one-field class (`value`).
 *
 * The browser's decoding (@tabletop/shared/view/decode) and the projection (./projectors.ts) follow the same rules.
 * Only the server builds these classes: the browser decodes the patches with the handshake's reflection.
 */
import { ArraySchema, Schema, type } from "@colyseus/schema";
import { wrapsElements, type Node, type ViewDescription } from "@tabletop/shared/view/spec";

export type SchemaClass = new () => Schema;

/** A field's schema type: a primitive name, a class, or an array of either. */
type FieldType = string | SchemaClass | [string | SchemaClass];

interface FieldPlan {
  key: string;
  type: FieldType;
  /** A fresh default, or undefined for an optional field that starts unset. */
  make: (() => unknown) | undefined;
}

const PRIMITIVE_DEFAULT: Record<string, unknown> = { string: "", boolean: false };

/** The class each object and variant node travels in, and each wrapped array's element class (by its array node). */
const classes = new WeakMap<Node, SchemaClass>();

/** The schema class built for an object or variant node, or for the elements of an array node that wraps them. */
export function classFor(node: Node): SchemaClass {
  const C = classes.get(node);
  if (!C) throw new Error(`no schema class for a ${node.kind} node: build the view's classes first (viewClasses)`);
  return C;
}

function makeClass(name: string, plans: readonly FieldPlan[]): SchemaClass {
  const C = {
    [name]: class extends Schema {
      constructor() {
        super();
        for (const p of plans) if (p.make) (this as Record<string, unknown>)[p.key] = p.make();
      }
    },
  }[name]!;
  for (const p of plans) type(p.type as never)(C.prototype, p.key);
  return C;
}

class Builder {
  constructor(private readonly prefix: string) {}

  /** The schema type of a value of this node, and how to make its default (for a non-optional field). */
  field(node: Node, where: string): { type: FieldType; make: () => unknown } | null {
    switch (node.kind) {
      case "string":
      case "ref":
        return { type: "string", make: () => "" };
      case "number":
        return { type: node.wire, make: () => 0 };
      case "boolean":
        return { type: "boolean", make: () => PRIMITIVE_DEFAULT.boolean };
      case "const":
        return null;
      case "nullable":
        return this.field(node.of, where);
      case "object": {
        const C = this.objectClass(node.name, node.fields);
        classes.set(node, C);
        return { type: C, make: () => new C() };
      }
      case "variant": {
        const C = this.variantClass(node);
        classes.set(node, C);
        return { type: C, make: () => new C() };
      }
      case "array": {
        let element: string | SchemaClass;
        if (wrapsElements(node.of)) {
          element = this.objectClass(`${where}Item`, { value: node.of });
          classes.set(node, element);
        } else element = this.field(node.of, `${where}Item`)!.type as string | SchemaClass;
        return { type: [element], make: () => new ArraySchema() };
      }
    }
  }

  plans(fields: Readonly<Record<string, Node>>, owner: string): FieldPlan[] {
    const out: FieldPlan[] = [];
    for (const [key, node] of Object.entries(fields)) {
      const f = this.field(node, `${owner}_${key}`);
      if (f) out.push({ key, type: f.type, make: node.kind === "nullable" ? undefined : f.make });
    }
    return out;
  }

  private readonly classes = new Map<string, SchemaClass>();

  objectClass(name: string, fields: Readonly<Record<string, Node>>): SchemaClass {
    const full = `${this.prefix}${name}`;
    let C = this.classes.get(full);
    if (!C) {
      C = makeClass(full, this.plans(fields, name));
      this.classes.set(full, C);
    }
    return C;
  }

  variantClass(node: Extract<Node, { kind: "variant" }>): SchemaClass {
    const fields: Record<string, Node> = {};
    const seen: Record<string, Node> = {};
    for (const [tag, caseFields] of Object.entries(node.cases)) {
      for (const [k, f] of Object.entries(caseFields)) {
        if (k === node.tag) throw new Error(`${node.name}.${tag}: a case may not redefine the tag field ${k}`);
        if (seen[k] && JSON.stringify(seen[k]) !== JSON.stringify(f))
          throw new Error(`${node.name}: field ${k} differs between cases`);
        seen[k] = f;
        fields[k] = f.kind === "nullable" ? f : { kind: "nullable", of: f };
      }
    }
    return this.objectClass(node.name, { [node.tag]: { kind: "string" }, ...fields });
  }
}

export interface ViewClasses {
  Public: SchemaClass;
  Private: SchemaClass;
}

const built = new WeakMap<object, ViewClasses>();

/** The public and private schema classes of a game's view, built once per description. */
export function viewClasses(desc: ViewDescription<unknown>): ViewClasses {
  let c = built.get(desc);
  if (!c) {
    const b = new Builder(`${desc.game}:`);
    c = { Public: b.objectClass("Public", desc.public), Private: b.objectClass("Private", desc.private) };
    built.set(desc, c);
  }
  return c;
}
