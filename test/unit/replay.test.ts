import { replay, replayStates } from "@tabletop/shared";
import { fixtureEngine, fixtureBot } from "../fixtures/fixture-cards/engine.js";

/** Plays a fixture match with the bot, recording the actions as the store would. */
function playout(seed: string) {
  let state = fixtureEngine.setup(seed, 3, { rounds: 3 });
  const actions: { seat: number; action: unknown }[] = [];
  while (!fixtureEngine.outcome(state)) {
    const seat = state.turn;
    const action = fixtureBot.choose(fixtureEngine.view(state, seat), fixtureEngine.legal(state, seat), seat, 0.5);
    const r = fixtureEngine.apply(state, seat, action);
    if (!r.ok) throw new Error(r.reason);
    actions.push({ seat, action });
    state = r.state;
  }
  return { state, actions };
}

test("replay rebuilds the exact final state from seed, seats, options and actions", () => {
  for (const seed of ["a", "b", "c", "d"]) {
    const { state, actions } = playout(seed);
    expect(replay(fixtureEngine, seed, 3, { rounds: 3 }, actions)).toEqual(state);
  }
});

test("replayStates gives the setup and one state per action, with the events of each", () => {
  const { state, actions } = playout("steps");
  const { states, events } = replayStates(fixtureEngine, "steps", 3, { rounds: 3 }, actions);
  expect(states).toHaveLength(actions.length + 1);
  expect(states[0]).toEqual(fixtureEngine.setup("steps", 3, { rounds: 3 }));
  expect(states[states.length - 1]).toEqual(state);
  expect(events[0]).toEqual([]);
  expect(events[1][0].kind).toMatch(/played|drew/);
});

test("a stored action the engine rejects stops the replay with its position and code", () => {
  expect(() => replay(fixtureEngine, "x", 2, { rounds: 1 }, [{ seat: 1, action: { type: "draw" } }])).toThrow(
    /action 0 rejected: NOT_YOUR_TURN/,
  );
});
