/**
 * One object layout for every card definition. The rules and the bots read the same few fields of whatever card
 * lies in a hand or a corridor; written as literals with different optional fields, the definitions had six
 * layouts ("hidden classes" in V8), and code that had met four of them ran slower and was thrown away and
 * recompiled when it met another. Every definition is therefore built here with all its fields present, in one
 * order, the absent ones `undefined`: JSON (which leaves undefined fields out), `toEqual` and every reader see
 * exactly the literal. Ids are interned (see `interned`).
 */
import type { CardDef, Centre } from "./types.js";

/** A card centre with its optional text field present. */
function centreOf(c: Centre): Centre {
  return { swords: c.swords, shields: c.shields, text: c.text };
}

/**
 * The same string as V8 keeps property names: ids built at run time (`sword-${i}`) are otherwise separate string
 * objects, and comparing two different ones of the same length (as `includes` does through a hand) compares them
 * character by character; two interned strings are equal only if they are the same object.
 */
export function interned(s: string): string {
  return Object.keys({ [s]: true })[0];
}

/** The definition `c` in the one layout (the field order is that of the literals, so JSON is unchanged). */
export function cardDef(c: CardDef): CardDef {
  return {
    id: interned(c.id),
    name: c.name,
    kind: c.kind,
    level: c.level,
    damage: c.damage,
    req: c.req ? { swords: c.req.swords, shields: c.req.shields, wild: c.req.wild } : undefined,
    centre: centreOf(c.centre),
    treasure: c.treasure,
    text: c.text,
  };
}
