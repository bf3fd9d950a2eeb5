/**
 * The figures of the last move, checked over whole bot games against what a page sees: after each action, a
 * game's `lastMoved` (in every seat's view and the spectator's) must name the figures whose place, as the views
 * before and after show it, changed in that action, or, when none did, the figures of the action before. `places`
 * reads the figures from a view (public fields only), as the table draws them.
 */
import { RULES_SEAT, seatsWaitedOn, type Bot, type Engine } from "@tabletop/shared/engine";
import { nextFloat, rngFromSeed } from "@tabletop/shared/rng";

export type ViewPlaces<V> = (view: V) => Map<string, string | number>;

export interface Tally {
  /** Actions that moved at least one figure, and actions that moved none (so the mark was kept). */
  moving: number;
  still: number;
  /** Every figure id seen in a `lastMoved`, so a test can ask that each kind of figure moved. */
  ids: Set<string>;
}

/** The figures whose place changed from `before` to `after` (both present). */
export function changed<V>(places: ViewPlaces<V>, before: V, after: V): string[] {
  const was = places(before);
  return [...places(after)].filter(([id, at]) => was.has(id) && was.get(id) !== at).map(([id]) => id);
}

/** Plays a bot game and checks every action's `lastMoved` against the views; returns how the moves went. */
export function checkBotGame<S, A, O, V extends { lastMoved: readonly string[] }>(
  engine: Engine<S, A, O, V>,
  bot: Bot<V, A>,
  seed: string,
  seats: number,
  options: O,
  places: ViewPlaces<V>,
  maxActions = 3000,
): Tally {
  let s = engine.setup(seed, seats, options);
  let r = rngFromSeed(`bots:${seed}`);
  const tally: Tally = { moving: 0, still: 0, ids: new Set() };
  for (let n = 0; n < maxActions && !engine.outcome(s); n++) {
    const step: A | null = engine.next?.(s) ?? null;
    const seat =
      step !== null ? RULES_SEAT : seatsWaitedOn(engine as Engine<S, unknown, unknown, unknown>, s, seats)[0]!;
    let action: A;
    if (step !== null) action = step;
    else {
      let f: number;
      [f, r] = nextFloat(r);
      action = bot.choose(engine.view(s, seat), engine.legal(s, seat), seat, f);
    }
    const res = engine.apply(s, seat, action);
    if (!res.ok) throw new Error(`${JSON.stringify(action)} refused: ${res.code} ${res.reason}`);
    const before = engine.view(s, null);
    const after = engine.view(res.state, null);
    const moved = changed(places, before, after);
    if (moved.length > 0) tally.moving++;
    else tally.still++;
    const want = moved.length > 0 ? moved : before.lastMoved;
    if ([...after.lastMoved].sort().join() !== [...want].sort().join())
      throw new Error(
        `after ${JSON.stringify(action)} (action ${n + 1}) lastMoved is [${after.lastMoved.join()}], the views show [${want.join()}]`,
      );
    for (let seen = 0; seen < seats; seen++)
      if (engine.view(res.state, seen).lastMoved.join() !== after.lastMoved.join())
        throw new Error(`seat ${seen} sees another last move than a spectator`);
    for (const id of after.lastMoved) tally.ids.add(id);
    s = res.state;
  }
  return tally;
}
