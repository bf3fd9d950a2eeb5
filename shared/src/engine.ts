/**
 * The engine contract every game implements (see docs/architecture.md).
 *
 * An engine is a pure module: no I/O, no clock, no Math.random. All randomness
 * comes from the seeded RNG kept inside the game state (see ./rng.ts), so
 * `setup` followed by `apply` over a stored action list rebuilds the exact state.
 */
import type { ActionRead } from "./actions.js";
import type { ViewDescription } from "./view/spec.js";
import { accept, type Accepted, type ApplyResult, type GameEvent } from "./results.js";

export {
  accept,
  reject,
  CommonCodes,
  type Accepted,
  type ApplyResult,
  type GameEvent,
  type Rejected,
} from "./results.js";

export type SeatResult = "win" | "loss" | "draw";

export interface Outcome {
  /** One result per seat, in seat order. */
  results: SeatResult[];
  /** Optional score per seat (tasks fulfilled, health left, ...). */
  scores?: number[];
  /** One sentence for the end screen and the history list. */
  summary: string;
  /** How the result was decided, for the end screen (games whose result compares scores and tie-breaks). */
  explanation?: OutcomeExplanation;
}

/** The measures a game's result compares, and what settled it, in words for players (no rule ids, no seat names). */
export interface OutcomeExplanation {
  /** The measures compared, in the rulebook's order, each with its value per seat as shown ("12", "5, 4, 2"). */
  columns: { title: string; values: string[] }[];
  /** What decided the result, one sentence: "Tied on 12 tasks: the most experienced dwarf on the board decides …". */
  decided: string;
  /** Whether a tie-break (not the first measure) decided it. */
  tieBreak: boolean;
  /** The id of the ruling behind the decision, for a "why?" link to the game's rulings (never shown as text). */
  ruling?: string;
}

interface SeatRange {
  min: number;
  max: number;
}

/**
 * The seat the rules act from. The steps a game takes by itself (an enemy activation, an event drawn, a card the
 * dealer turns up) are actions of this seat: `next` names them, `apply` carries them out, and the match log stores
 * them like any move, so replays and determinism need nothing else.
 */
export const RULES_SEAT = -1;

export interface Engine<S, A, O, V> {
  /** The game's id, which is also its room name (production ids: GameId in ./games.ts). */
  game: string;
  /** Bumped whenever a rules change would make old stored matches replay differently. */
  version: string;
  seats: SeatRange;
  /** Options used when a client gives none. */
  defaultOptions: O;
  /** Checks and normalises client-supplied options; returns an error reason when they are invalid. */
  parseOptions(raw: unknown, seats: number): { ok: true; options: O } | { ok: false; reason: string };
  setup(seed: string, seats: number, options: O): S;
  /** Every action this seat may take now ([] when none). */
  legal(state: S, seat: number): A[];
  /**
   * Reads an action from the network (see ./actions.ts): a fresh value with exactly the action's own fields, or
   * MALFORMED_ACTION / UNKNOWN_ACTION. Shape only; the rules are `apply`'s.
   */
  readAction(raw: unknown): ActionRead<A>;
  /** Applies an action as `readAction` gives it (or `legal` lists it): checks the seat, the phase and the rule. */
  apply(state: S, seat: number, action: A): ApplyResult<S>;
  /** What that seat may see; null = the public/spectator view. */
  view(state: S, seat: number | null): V;
  /**
   * A `view` for the successive states of one match (optional): the same values, from caches of its own. A room
   * makes one per match (`viewerOf`), where the engine's `view` is shared by every match of the process and its
   * caches serve whichever match asked last.
   */
  viewer?(): ViewFn<S, V>;
  /** The one description of V (./view/spec.ts): the synced schema, the projection and the decoding follow from it. */
  viewSpec: ViewDescription<V>;
  /** null while the match goes on. */
  outcome(state: S): Outcome | null;
  /**
   * The next step the rules take by themselves, as an action of RULES_SEAT, or null when the game waits on the
   * seats (optional: games without such steps leave it out). While it is not null no seat is waited on; where a
   * player may react (a defence card against an attack), the rules stop (`next` is null) until that seat has
   * answered. The room applies each step after a pause people can follow; the simulator and tests at once.
   */
  next?(state: S): A | null;
  /**
   * The seats the game is waiting on now (optional). A seat may have legal optional actions
   * (an out-of-turn potion, say) without the game waiting for it; bots standing in for a
   * dropped player act only for seats listed here. Default: every seat with a legal action.
   */
  waitingFor?(state: S): number[];
  /**
   * Which turn is under way (optional): the same string for the whole of one seat's turn, another once it ends. When
   * a seat's clock runs out, a bot plays the rest of that seat's turn (server/src/room/match.ts `turnUp`): it acts
   * while the game waits on the seat and this stays the same. Without it a turn lasts while the game waits on the seat.
   */
  currentTurn?(state: S): string;
  /**
   * An open response window with the table's time limit (optional): the seats it still waits on, what each is taken
   * to answer when the table's response time runs out (a pass), and `opened`, which changes whenever the window
   * opens again (the clock then starts anew). The room keeps the clock (its `responseSeconds` option), shows the
   * deadline to everyone, and when it runs out plays `onTimeout` for every seat still listed. Null while none is open.
   */
  responseWindow?(state: S): ResponseWindow<A> | null;
}

/**
 * A view function, `view`'s shape. Written as a method's type (the "bivariance hack") so that an engine of a given
 * state type is still an `Engine<unknown, ...>`, as it is with `view` itself.
 */
export type ViewFn<S, V> = { bivariant(state: S, seat: number | null): V }["bivariant"];

/** A view function for one match: the engine's own `viewer`, or its `view`. */
export function viewerOf<S, V>(engine: Engine<S, unknown, unknown, V>): ViewFn<S, V> {
  return engine.viewer ? engine.viewer() : engine.view;
}

export interface ResponseWindow<A> {
  seats: readonly number[];
  onTimeout: A;
  opened: number;
}

/** The seats the game waits on: none while the rules have a step to take, else the engine's own answer, or every seat with a legal action. */
export function seatsWaitedOn<S>(engine: Engine<S, unknown, unknown, unknown>, state: S, seats: number): number[] {
  if (engine.next && engine.next(state) !== null) return [];
  if (engine.waitingFor) return engine.waitingFor(state);
  const out: number[] = [];
  for (let i = 0; i < seats; i++) if (engine.legal(state, i).length > 0) out.push(i);
  return out;
}

/** A bot is a pure choice over what its seat may see and do; it never sees hidden information. */
export interface Bot<V, A> {
  name: string;
  /** `random` is a number in [0, 1) supplied by the caller for tie-breaking; the choice is stored as an action. */
  choose(view: V, legal: A[], seat: number, random: number): A;
}

type StoredAction = { seat: number; action: unknown };

/** Applies the rules' own steps (`next`) until they wait on a seat or the game ends; returns the last state and every event. */
export function runRules<S, A>(engine: Engine<S, A, unknown, unknown>, state: S, limit = 10_000): Accepted<S> {
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && engine.next; i++) {
    const step = engine.next(state);
    if (step === null) return accept(state, events);
    const r = engine.apply(state, RULES_SEAT, step);
    if (!r.ok) throw new Error(`the rules' own step was refused: ${r.code} ${r.reason}`);
    state = r.state;
    events.push(...r.events);
  }
  if (engine.next && engine.next(state) !== null) throw new Error(`the rules took more than ${limit} steps in a row`);
  return accept(state, events);
}

/** Reads untrusted input, then applies it: what the room does with a client's action and a replay with a stored one. */
export function readAndApply<S, A>(
  engine: Engine<S, A, unknown, unknown>,
  state: S,
  seat: number,
  raw: unknown,
): ApplyResult<S> {
  const read = engine.readAction(raw);
  return read.ok ? engine.apply(state, seat, read.action) : read;
}

/** Walks a stored match: the setup state, then the state and events after each action. Throws on a rejected action. */
export function* replaySteps<S, A, O, V>(
  engine: Engine<S, A, O, V>,
  seed: string,
  seats: number,
  options: O,
  actions: ReadonlyArray<StoredAction>,
): Generator<{ state: S; events: GameEvent[] }> {
  let state = engine.setup(seed, seats, options);
  yield { state, events: [] };
  for (let i = 0; i < actions.length; i++) {
    const r = readAndApply(engine, state, actions[i].seat, actions[i].action);
    if (!r.ok) throw new Error(`replay: action ${i} rejected: ${r.code} ${r.reason}`);
    state = r.state;
    yield { state, events: r.events };
  }
}

/** Replays a stored match: setup, then every action in order. Throws if a stored action is rejected. */
export function replay<S, A, O, V>(
  engine: Engine<S, A, O, V>,
  seed: string,
  seats: number,
  options: O,
  actions: ReadonlyArray<StoredAction>,
): S {
  let last!: S;
  for (const step of replaySteps(engine, seed, seats, options, actions)) last = step.state;
  return last;
}

/** Every intermediate state of a stored match, for the replay scrubber. states[0] is the setup. */
export function replayStates<S, A, O, V>(
  engine: Engine<S, A, O, V>,
  seed: string,
  seats: number,
  options: O,
  actions: ReadonlyArray<StoredAction>,
): { states: S[]; events: GameEvent[][] } {
  const states: S[] = [];
  const events: GameEvent[][] = [];
  for (const step of replaySteps(engine, seed, seats, options, actions)) {
    states.push(step.state);
    events.push(step.events);
  }
  return { states, events };
}
