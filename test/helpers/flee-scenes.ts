/**
 * Seeded Dungeon Flee plays that reach a given kind of move early (a monster a failed door moves, a card banished),
 * found by playing the engine here with the shared heuristic bot over the seeds `<name>-0`, `<name>-1`, …, so a
 * browser test can bring a real match to that move in a few actions, and keeps working while the content is being
 * balanced. Deterministic: the same seeds, the same bot tie-breaks, the same scene.
 */
import {
  dungeonFleeBots,
  dungeonFleeEngine as E,
  type FleeAction,
  type FleeState,
} from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";

export interface Scene {
  seed: string;
  options: FleeOptions;
  /** The actions that bring the match to the move. */
  before: FleeAction[];
  /** The state they bring it to. */
  state: FleeState;
  /** The move itself, and the state after it. */
  action: FleeAction;
  after: FleeState;
}

/** The bot's tie-break numbers. */
function stream() {
  let x = 13;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/**
 * The first seed whose bot play makes a move that `hit` accepts within `within` actions (over at most `seeds`
 * seeds); `what` names the move in the error when none does.
 */
export function findScene(
  name: string,
  options: FleeOptions,
  what: string,
  hit: (before: FleeState, after: FleeState, action: FleeAction) => boolean,
  within = 30,
  seeds = 300,
): Scene {
  for (let i = 0; i < seeds; i++) {
    const seed = `${name}-${i}`;
    let s = E.setup(seed, 1, options);
    const rand = stream();
    const before: FleeAction[] = [];
    for (let n = 0; n < within && E.outcome(s) === null; n++) {
      const action = dungeonFleeBots.heuristic.choose(clone(E.view(s, 0)), clone(E.legal(s, 0)), 0, rand());
      const r = E.apply(s, 0, action);
      if (!r.ok) throw new Error(r.reason);
      if (hit(s, r.state, action)) return { seed, options, before, state: s, action, after: r.state };
      before.push(action);
      s = r.state;
    }
  }
  throw new Error(`no seed of ${seeds} reaches ${what} within ${within} actions`);
}
