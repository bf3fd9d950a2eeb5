/**
 * The rules' own steps in the pure layer (Engine.next, RULES_SEAT, runRules), on the fixture game's dealer: the
 * seats wait while the rules have a step, no seat can take it, runRules stops as soon as a seat is waited on, the
 * simulator plays them, and a match with them replays exactly.
 */
import { readAndApply, replay, runRules, RULES_SEAT, seatsWaitedOn, type Engine } from "@tabletop/shared";
import { playGame } from "@tabletop/shared/sim/play";
import { fixtureBot, fixtureEngine as E, type FixtureState } from "../fixtures/fixture-cards/engine.js";

const act = (s: FixtureState, seat: number, action: unknown) => {
  const r = readAndApply(E, s, seat, action);
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`);
  return r.state;
};

test("after a round the rules move first: nobody is waited on, no seat may deal, and runRules deals once", () => {
  let s = E.setup("rules", 2, { rounds: 3, dealer: true });
  s = act(s, 0, { type: "play", card: s.hands[0][0] });
  expect(E.next!(s)).toBeNull();
  s = act(s, 1, { type: "play", card: s.hands[1][0] });
  expect(E.next!(s)).toEqual({ type: "deal" });
  expect(seatsWaitedOn(E as Engine<FixtureState, unknown, unknown, unknown>, s, 2)).toEqual([]);
  expect(E.legal(s, 0)).toEqual([]);
  expect(readAndApply(E, s, 0, { type: "deal" })).toMatchObject({ ok: false, code: "ONLY_THE_DEALER" });
  expect(readAndApply(E, s, 0, { type: "draw" })).toMatchObject({ ok: false, code: "DEALER_FIRST" });
  const after = runRules(E, s);
  expect(after.events.map((e) => e.kind)).toEqual(["dealt"]);
  expect(after.state.bonus.flat()).toHaveLength(1);
  expect(E.next!(after.state)).toBeNull();
  expect(seatsWaitedOn(E as Engine<FixtureState, unknown, unknown, unknown>, after.state, 2)).toEqual([0]);
});

test("the simulator plays the rules' steps, and the match replays with them", () => {
  const played = playGame(E, [fixtureBot, fixtureBot, fixtureBot], "sim", { rounds: 4, dealer: true }, 3, 1000);
  expect(played.outcome).not.toBeNull();
  // 12 plays, the draws of empty-handed bots, and a dealer's step after every complete round but the last.
  expect(played.actions).toBeGreaterThanOrEqual(4 * 3 + 3);
  // A game through the action log: seats' moves and the dealer's, in order.
  let s = E.setup("sim", 3, { rounds: 4, dealer: true });
  const log: { seat: number; action: unknown }[] = [];
  while (!E.outcome(s)) {
    const step = E.next!(s);
    const [seat, action] = step ? [RULES_SEAT, step] : [s.turn, E.legal(s, s.turn)[0]];
    s = act(s, seat, action);
    log.push({ seat, action });
  }
  expect(replay(E, "sim", 3, { rounds: 4, dealer: true }, log)).toEqual(s);
  expect(log.filter((x) => x.seat === RULES_SEAT).length).toBeGreaterThanOrEqual(3);
});
