/**
 * A Dungeon Lite table as the room plays it, for the room and browser tests: the room's own protocol replayed on the
 * engine (the rules' steps first, then a bot seat the game waits on, with the room's bot numbers), people acting
 * only when the game waits on nobody but them. Played through the room in that way a seeded match is deterministic,
 * so a test can pick a seed that shows what it needs and then check the room against this simulation step by step.
 */
import { matchMaker } from "@colyseus/core";
import { nextFloat, rngFromSeed, RULES_SEAT, seatsWaitedOn, type RngState } from "@tabletop/shared";
import { chooseBotAction } from "@tabletop/server/room/botTurn.js";
import {
  dungeonLiteBots,
  dungeonLiteEngine as E,
  type LiteAction,
  type LiteOptions,
  type LiteState,
  type LiteView,
} from "@tabletop/shared/dungeon-lite/index";

export { E };

/** How a person at the table chooses: from their seat's view and legal list only. */
export type Policy = (view: LiteView, legal: LiteAction[], seat: number, random: number) => LiteAction;

/** A small deterministic stream of numbers in [0, 1) for the people's tie-breaks. */
export function stream(n: number): () => number {
  let x = n;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** The heuristic bot's choice, except that a person plays Defense whenever it is offered. */
export const defendingPerson: Policy = (view, legal, seat, random) =>
  legal.find((a) => a.type === "defend") ?? dungeonLiteBots.heuristic.choose(view, legal, seat, random);

export interface Step {
  seat: number;
  action: LiteAction;
  state: LiteState;
}

/** Whose move it is at the table: "rules", a bot seat, the people (the seats waited on, all theirs), or nobody. */
export function turnAt(
  s: LiteState,
  seats: number,
  people: readonly number[],
): { who: "rules" } | { who: "bot"; seat: number } | { who: "people"; seats: number[] } | { who: "over" } {
  if (E.outcome(s)) return { who: "over" };
  if (E.next!(s)) return { who: "rules" };
  const waited = seatsWaitedOn(E, s, seats);
  const bot = waited.find((i) => !people.includes(i));
  if (bot !== undefined) return { who: "bot", seat: bot };
  return waited.length ? { who: "people", seats: waited } : { who: "over" };
}

/** The room's protocol on the engine: every step of a match with these people, to its end or `limit` actions. */
export function simulate(
  seed: string,
  seats: number,
  options: LiteOptions,
  people: readonly number[],
  policy: Policy,
  random: () => number,
  limit = 5000,
): Step[] {
  let s = E.setup(seed, seats, options);
  let botRng: RngState = rngFromSeed(`${seed}:bots`);
  const steps: Step[] = [];
  while (steps.length < limit) {
    const t = turnAt(s, seats, people);
    if (t.who === "over") break;
    let seat: number;
    let action: LiteAction;
    if (t.who === "rules") [seat, action] = [RULES_SEAT, E.next!(s)!];
    else if (t.who === "bot") {
      let r: number;
      [r, botRng] = nextFloat(botRng);
      seat = t.seat;
      action = chooseBotAction(E, dungeonLiteBots.heuristic, s, seat, r)!.action as LiteAction;
    } else {
      seat = t.seats[0];
      action = policy(E.view(s, seat), E.legal(s, seat), seat, random());
    }
    const r = E.apply(s, seat, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} by ${seat} refused: ${r.code} ${r.reason}`);
    s = r.state;
    steps.push({ seat, action, state: s });
  }
  return steps;
}

/** The room's own engine state, read in process (the tests' server runs in this process). */
export function roomState(roomId: string): LiteState {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { match: { gameState: LiteState } }).match.gameState;
}
