/** Plays one bot-only game of any registered engine through the public contract (legal → view → choose → apply). */
import type { Bot, Engine, Outcome } from "../engine.js";
import { nextFloat, rngFromSeed, type RngState } from "../rng.js";

export interface PlayResult {
  outcome: Outcome | null;
  actions: number;
}

export function playGame(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  engine: Engine<any, any, any, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bots: Bot<any, any>[],
  seed: string,
  options: unknown,
  seats: number,
  maxActions: number,
): PlayResult {
  let state = engine.setup(seed, seats, options);
  let rng: RngState = rngFromSeed(`bots:${seed}`);
  let actions = 0;
  while (actions < maxActions) {
    if (engine.outcome(state)) break;
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
      const draw = nextFloat(rng);
      rng = draw[1];
      const action = bots[seat].choose(engine.view(state, seat), legal, seat, draw[0]);
      const res = engine.apply(state, seat, action);
      if (!res.ok) throw new Error(`bot ${bots[seat].name} chose a rejected action ${JSON.stringify(action)}: ${res.code} ${res.reason}`);
      state = res.state;
      actions++;
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return { outcome: engine.outcome(state), actions };
}
