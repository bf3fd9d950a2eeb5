/**
 * The one description of a game's view. A game declares what its players see once, with the builders below; the
 * TypeScript type of the view follows from it (`Infer`), and so do the synced schema (./schema.ts), the server's
 * projection into it (server/src/room/projection.ts) and the browser's decoding back into the view (./decode.ts).
 * A new field is one line here.
 *
 * The vocabulary is what schema can carry: text, numbers of a stated wire size, booleans, null, arrays, objects
 * with fixed fields (records over fixed keys are objects), variants tagged by a field, constants, and content
 * referred to by id. Views are plain, read-only data built from immutable game states.
 */

/** How a number travels: the schema's numeric types. */
type Wire = "int8" | "uint8" | "int16" | "uint16" | "int32" | "uint32" | "number";

/** The runtime description behind a spec. */
export type Node =
  | { kind: "string" }
  | { kind: "number"; wire: Wire }
  | { kind: "boolean" }
  | { kind: "const"; value: unknown }
  | { kind: "nullable"; of: Node }
  | { kind: "array"; of: Node }
  | { kind: "object"; name: string; fields: Readonly<Record<string, Node>> }
  | { kind: "variant"; name: string; tag: string; cases: Readonly<Record<string, Readonly<Record<string, Node>>>> }
  | { kind: "ref"; toId: (value: never) => string; fromId: (id: string) => unknown };

/** A description of values of type T (T is only a compile-time tag). */
export interface Spec<T> {
  readonly node: Node;
  readonly __type?: () => T;
}

export type Infer<S> = S extends Spec<infer T> ? T : never;

type Fields = Record<string, Spec<unknown>>;
type ObjectOf<F extends Fields> = { readonly [K in keyof F]: Infer<F[K]> };

const spec = <T>(node: Node): Spec<T> => ({ node });
const nodes = (fields: Fields): Record<string, Node> =>
  Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, s.node]));

export const v = {
  /** Text; narrow it to a union of literals with a type argument: `v.string<Phase>()`. */
  string: <T extends string = string>() => spec<T>({ kind: "string" }),
  int8: () => spec<number>({ kind: "number", wire: "int8" }),
  uint8: () => spec<number>({ kind: "number", wire: "uint8" }),
  int16: () => spec<number>({ kind: "number", wire: "int16" }),
  uint16: () => spec<number>({ kind: "number", wire: "uint16" }),
  int32: () => spec<number>({ kind: "number", wire: "int32" }),
  uint32: () => spec<number>({ kind: "number", wire: "uint32" }),
  /** A float64. */
  number: () => spec<number>({ kind: "number", wire: "number" }),
  boolean: () => spec<boolean>({ kind: "boolean" }),
  /** The same value in every view (the game's id, say): part of the type, never sent. */
  constant: <const T>(value: T) => spec<T>({ kind: "const", value }),
  nullable: <T>(of: Spec<T>) => spec<T | null>({ kind: "nullable", of: of.node }),
  array: <T>(of: Spec<T>) => spec<readonly T[]>({ kind: "array", of: of.node }),
  /** An object with these fields; `name` names its schema class (unique within a game). */
  object: <F extends Fields>(name: string, fields: F) =>
    spec<ObjectOf<F>>({ kind: "object", name, fields: nodes(fields) }),
  /** A record over fixed keys: an object with one field per key. */
  record: <K extends string, T>(name: string, keys: readonly K[], of: Spec<T>) =>
    spec<{ readonly [P in K]: T }>({ kind: "object", name, fields: Object.fromEntries(keys.map((k) => [k, of.node])) }),
  /** One of several shapes, told apart by the `tag` field: `v.variant("Pending", "kind", { tie: {...}, vote: {...} })`. */
  variant: <Tag extends string, C extends Record<string, Fields>>(name: string, tag: Tag, cases: C) =>
    spec<{ [K in keyof C]: { readonly [P in Tag]: K } & ObjectOf<C[K]> }[keyof C]>({
      kind: "variant",
      name,
      tag,
      cases: Object.fromEntries(Object.entries(cases).map(([k, f]) => [k, nodes(f)])),
    }),
  /** Content (a card, a class) that travels as its id and is looked up again on arrival. */
  ref: <T>(toId: (value: T) => string, fromId: (id: string) => T) =>
    spec<T>({ kind: "ref", toId: toId as (value: never) => string, fromId }),
};

/**
 * A game's view: the fields everyone sees (the spectator's view holds only these, with the private ones null) and
 * the fields a seat alone sees, all nullable. `Infer<typeof desc.view>` is the type `Engine.view` returns.
 */
export interface ViewDescription<V> {
  /** The game id, which prefixes its schema class names. */
  readonly game: string;
  readonly public: Readonly<Record<string, Node>>;
  readonly private: Readonly<Record<string, Node>>;
  /** The whole view as one object spec (what the engine returns). */
  readonly view: Spec<V>;
}

type NullableFields = Record<string, Spec<unknown>>;

export function defineView<P extends Fields, Q extends NullableFields>(
  game: string,
  fields: { public: P; private: Q },
): ViewDescription<ObjectOf<P> & ObjectOf<Q>> {
  for (const [k, s] of Object.entries(fields.private)) {
    if (s.node.kind !== "nullable")
      throw new Error(`${game}: the private field ${k} must be nullable (null in others' views)`);
    if (k in fields.public) throw new Error(`${game}: ${k} is both public and private`);
  }
  const pub = nodes(fields.public);
  const priv = nodes(fields.private);
  return {
    game,
    public: pub,
    private: priv,
    view: spec({ kind: "object", name: "View", fields: { ...pub, ...priv } }),
  };
}

/** Whether an array element needs a one-field wrapper class to travel (the server's schema classes, the decoding). */
export function wrapsElements(of: Node): boolean {
  return of.kind === "nullable" || of.kind === "array" || of.kind === "const";
}
