/**
 * An outsider trying to rebuild a live match's hidden state from what it can reach. The shared engines ship in the
 * browser bundle, so a seed and the action list are all it takes: this looks for them in every HTTP body and every
 * raw frame it is given, replays each candidate, and keeps one only if it reproduces the match's public view.
 */
import { isDeepStrictEqual } from "node:util";
import { replay, type Engine } from "@tabletop/shared";

type AnyEngine = Engine<unknown, unknown, unknown, unknown>;
type StoredAction = { seat: number; action: unknown };

export interface Loot {
  seeds: Set<string>;
  actionLists: StoredAction[][];
}

/** Seeds look like the server's: 32 hex digits (randomBytes(16)); JSON bodies may also name them `seed`. */
const HEX_SEED = /[0-9a-f]{32}/g;

function walk(value: unknown, loot: Loot): void {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((a) => a && typeof a === "object" && "seat" in a && "action" in a)) {
      loot.actionLists.push(value as StoredAction[]);
    }
    for (const v of value) walk(v, loot);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "seed" && typeof v === "string") loot.seeds.add(v);
      walk(v, loot);
    }
  }
}

/** Everything seed-like and action-like in the given bodies (JSON where they parse) and raw bytes. */
export function gather(texts: readonly string[], frames: readonly Buffer[]): Loot {
  const loot: Loot = { seeds: new Set(), actionLists: [] };
  for (const t of texts) {
    for (const m of t.match(HEX_SEED) ?? []) loot.seeds.add(m);
    try {
      walk(JSON.parse(t), loot);
    } catch {
      // not JSON: the hex scan above is all it gives
    }
  }
  for (const f of frames) for (const m of f.toString("latin1").match(HEX_SEED) ?? []) loot.seeds.add(m);
  return loot;
}

/**
 * The engine state the outsider rebuilds, or null: a candidate counts only if its public view is the live one
 * (so a wrong guess can never pass for a prediction).
 */
export function rebuild(
  engine: AnyEngine,
  loot: Loot,
  seats: number,
  options: unknown,
  livePublicView: unknown,
): unknown | null {
  const lists = [[], ...loot.actionLists];
  for (const seed of loot.seeds) {
    for (const actions of lists) {
      let state: unknown;
      try {
        state = replay(engine, seed, seats, options, actions);
      } catch {
        continue;
      }
      if (isDeepStrictEqual(engine.view(state, null), livePublicView)) return state;
    }
  }
  return null;
}
