/** Builders and drivers for Xorlosch rule tests. */
import { readAndApply } from "@tabletop/shared";
import { xorloschEngine as engine, xorloschBots, expectedActor } from "@tabletop/shared/xorlosch/index";
import type { XorAction, XorOptions, XorState } from "@tabletop/shared/xorlosch/index";
import type { Colour, Dwarf, TurnState } from "@tabletop/shared/xorlosch/types";
import { EMPTY_TURN } from "@tabletop/shared/xorlosch/state";
import { TASK_CARDS } from "@tabletop/shared/xorlosch/tasks";
import { rngFromSeed, nextFloat, type Bot, type ApplyResult } from "@tabletop/shared";
import type { XorView } from "@tabletop/shared/xorlosch/view";

export { engine };

export const opts = (o: Partial<XorOptions> = {}): XorOptions => ({
  board: "ruins",
  shortGame: false,
  firstPlayer: 0,
  ...o,
});

export const newGame = (seats = 2, o: Partial<XorOptions> = {}, seed = "seed"): XorState =>
  engine.setup(seed, seats, opts(o));

/** Applies and fails the test with the rejection when it is refused. */
export function act(state: XorState, seat: number, action: XorAction): XorState {
  const r = engine.apply(state, seat, action);
  if (!r.ok) throw new Error(`rejected ${r.code}: ${r.reason} (${JSON.stringify(action)})`);
  return r.state;
}

export function code(r: ApplyResult<XorState>): string {
  return r.ok ? "OK" : r.code;
}

/** Reads untrusted input as the room does, then applies it. */
export const tryAct = (state: XorState, seat: number, action: unknown) => readAndApply(engine, state, seat, action);

/** A die spec: [die, square, level]. */
type DieSpec = [number, number, number];

export interface Mid {
  seats?: number;
  board?: "ruins" | "dungeon";
  shortGame?: boolean;
  active?: number;
  /** Dwarves per seat. */
  dwarves?: Record<number, DieSpec[]>;
  /** Card ids already gained per seat. */
  cards?: Record<number, number[]>;
  quests?: Partial<Record<Colour, number[] | null>>;
  /** Play turns already taken by every seat (default 1, so quests may be solved). */
  turnsTaken?: number;
  turn?: Partial<TurnState>;
}

/** A mid-game state in the play phase, built from a fresh setup. */
export function mid(m: Mid = {}): XorState {
  const seats = m.seats ?? 2;
  const base = newGame(seats, { board: m.board ?? "ruins", shortGame: m.shortGame ?? false });
  const players = base.players.map((p, seat) => {
    const dwarves: Dwarf[] = p.dwarves.map(() => ({ square: null, level: 0 }));
    for (const [die, square, level] of m.dwarves?.[seat] ?? []) dwarves[die] = { square, level };
    return { dwarves, cards: m.cards?.[seat] ?? [] };
  });
  return {
    ...base,
    phase: "play",
    round: 2,
    active: m.active ?? 0,
    turnsTaken: new Array(seats).fill(m.turnsTaken ?? 1),
    players,
    quests: { ...base.quests, ...(m.quests ?? {}) },
    turn: { ...EMPTY_TURN, ...(m.turn ?? {}) },
  };
}

/** First card id of a colour on a square with a profession. */
export function card(colour: Colour, square: number): number {
  const c = TASK_CARDS.find((t) => t.colour === colour && t.square === square);
  if (!c) throw new Error(`no ${colour} card on square ${square}`);
  return c.id;
}
export interface Playout {
  state: XorState;
  actions: { seat: number; action: XorAction }[];
}

/** Plays bots to the end (or maxActions). Each step asks the seat the game is waiting on. */
export function playout(
  seed: string,
  seats: number,
  options: XorOptions,
  bots: Bot<XorView, XorAction>[],
  maxActions = 200_000,
): Playout {
  let state = engine.setup(seed, seats, options);
  let rng = rngFromSeed(`bots:${seed}`);
  const actions: { seat: number; action: XorAction }[] = [];
  while (state.phase !== "over" && actions.length < maxActions) {
    const seat = expectedActor(state)!;
    const legal = engine.legal(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
    let r: number;
    [r, rng] = nextFloat(rng);
    const action = bots[seat].choose(engine.view(state, seat), legal, seat, r);
    const res = engine.apply(state, seat, action);
    if (!res.ok) throw new Error(`bot action rejected ${res.code}: ${res.reason}`);
    state = res.state;
    actions.push({ seat, action });
  }
  return { state, actions };
}

export { xorloschBots };

/** Gives the first board item of a type to a seat (ready unless crossed). */
export function give(state: XorState, type: "potion" | "boots" | "trap", seat: number, crossed = false): XorState {
  const idx = state.items.findIndex((i) => i.type === type && i.holder === null);
  if (idx < 0) throw new Error(`no ${type} left on the board`);
  const items = state.items.slice();
  items[idx] = { type, holder: seat, crossed };
  return { ...state, items };
}

/**
 * The active player announces a quest and keeps every task he is tied on (his right: XOR-CONTEST-4, XOR-MAJORITY-7,
 * XOR-POTION-7, XOR-TRAP-5); ties among others go to the first tied seat.
 */
export function solveKeeping(state: XorState, quest: Colour): XorState {
  let s = act(state, state.active, { type: "solve", quest });
  while (s.pending?.kind === "tie") {
    const p = s.pending;
    const pos = p.awards.findIndex((a) => a === null);
    const to = p.ties[pos].includes(s.active) ? s.active : p.ties[pos][0];
    s = act(s, s.active, { type: "chooseTie", task: s.quests[p.quest]![pos], seat: to });
  }
  return s;
}
