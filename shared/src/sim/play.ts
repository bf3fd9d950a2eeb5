/** Plays one bot-only game of any registered engine through the public contract (legal → view → choose → apply). */
import { RULES_SEAT, type Outcome } from "../engine.js";
import type { AnyBot, AnyEngine } from "../games.js";
import { rngFromSeed, Sfc32 } from "../rng.js";

export interface PlayResult {
  outcome: Outcome | null;
  actions: number;
  /** The state the game ended in (or stopped in, at the action limit). */
  state: unknown;
}

export function playGame(
  engine: AnyEngine,
  bots: AnyBot[],
  seed: string,
  options: unknown,
  seats: number,
  maxActions: number,
): PlayResult {
  const state = engine.setup(seed, seats, options);
  // The bots' tie-break numbers: a generator stepped in place (rng.ts), the numbers of successive `nextFloat` calls.
  const random = new Sfc32(rngFromSeed(`bots:${seed}`).dice);
  return playFrom(engine, bots, state, random, seats, maxActions);
}

/** The action loop, apart from setup: the optimiser compiles this hot loop without the once-a-game code around it. */
function playFrom(
  engine: AnyEngine,
  bots: AnyBot[],
  start: unknown,
  random: Sfc32,
  seats: number,
  maxActions: number,
): PlayResult {
  let state = start;
  let actions = 0;
  while (actions < maxActions) {
    if (engine.outcome(state)) break;
    // The rules' own steps first (engine.next): they are actions too, counted like any other.
    const step = engine.next ? engine.next(state) : null;
    if (step !== null) {
      const res = engine.apply(state, RULES_SEAT, step);
      if (!res.ok)
        throw new Error(`the rules' own step ${JSON.stringify(step)} was refused: ${res.code} ${res.reason}`);
      state = res.state;
      actions++;
      continue;
    }
    // Only seats the game waits on act (engine.waitingFor when the engine has one): bots never spend turns on
    // optional out-of-turn actions. Without waitingFor, every seat with a legal action qualifies (tried in seat
    // order, without building the list of seats on every step).
    const order = engine.waitingFor ? engine.waitingFor(state) : null;
    const n = order ? order.length : seats;
    let acted = false;
    for (let k = 0; k < n; k++) {
      const seat = order ? order[k] : k;
      const legal = engine.legal(state, seat);
      if (!legal.length) continue;
      const action = bots[seat].choose(engine.view(state, seat), legal, seat, random.nextFloat());
      const res = engine.apply(state, seat, action);
      if (!res.ok)
        throw new Error(
          `bot ${bots[seat].name} chose a rejected action ${JSON.stringify(action)}: ${res.code} ${res.reason}`,
        );
      state = res.state;
      actions++;
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return { outcome: engine.outcome(state), actions, state };
}
