/** Helpers for the Dungeon Lite engine tests: a game set up past the choices, acting by seat, playing to the end. */
import { RULES_SEAT, type Bot } from "@tabletop/shared/engine";
import { nextFloat, rngFromSeed } from "@tabletop/shared/rng";
import { dungeonLiteEngine as E, dungeonLiteBots } from "@tabletop/shared/dungeon-lite/index";
import type { LiteAction, LiteOptions, LiteState, LiteView } from "@tabletop/shared/dungeon-lite/index";
import { DEFAULT_OPTIONS } from "@tabletop/shared/dungeon-lite/options";

export { E };

export const opts = (
  o: Partial<LiteOptions["difficulty"]> & { mission?: LiteOptions["mission"] } = {},
): LiteOptions => {
  const { mission, ...difficulty } = o;
  return { mission: mission ?? DEFAULT_OPTIONS.mission, difficulty: { ...DEFAULT_OPTIONS.difficulty, ...difficulty } };
};

/** Applies an action, throwing with the reason if it is refused. */
export function act(s: LiteState, seat: number, a: LiteAction): LiteState {
  const r = E.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} by ${seat} refused: ${r.code} ${r.reason}`);
  return r.state;
}

/** The refusal code of an action (or "OK"). */
export function code(s: LiteState, seat: number, a: unknown): string {
  const read = E.readAction(a);
  if (!read.ok) return read.code;
  const r = E.apply(s, seat, read.action);
  return r.ok ? "OK" : r.code;
}

/** Runs the rules' own steps until they wait on a seat. */
export function runRules(s: LiteState, limit = 500): LiteState {
  for (let i = 0; i < limit; i++) {
    const step = E.next!(s);
    if (!step) return s;
    s = act(s, RULES_SEAT, step);
  }
  throw new Error("the rules did not stop");
}

/**
 * The answer of a hero the Enemy Phase waits on who plays nothing: pass in a window of an enemy's attack (open
 * whatever the hand holds), the first card for a wound, the first choice otherwise.
 */
export function plainAnswer(s: LiteState, seat: number): LiteAction {
  const legal = E.legal(s, seat);
  return legal.find((a) => a.type === "pass") ?? legal[0];
}

/** The rules' own steps, and in the Enemy Phase every wait answered by `plainAnswer`, until another phase waits. */
export function runThrough(s: LiteState, limit = 2000): LiteState {
  for (let i = 0; i < limit; i++) {
    s = runRules(s);
    const seat = E.waitingFor!(s)[0];
    if (s.phase !== "enemy" || E.outcome(s) || seat === undefined) return s;
    s = act(s, seat, plainAnswer(s, seat));
  }
  throw new Error("the Enemy Phase did not end");
}

/** A game with the heroes chosen (cards in seat order; the Mage's spell and free equipment given or the first). */
export function started(
  seed: string,
  cards: string[],
  options: LiteOptions = opts(),
  extra: { spell?: string; equipment?: string[] } = {},
): LiteState {
  let s = E.setup(seed, cards.length, options);
  cards.forEach((card, seat) => {
    s = act(s, seat, { type: "choose-hero", card });
  });
  cards.forEach((card, seat) => {
    if (card.startsWith("mage")) s = act(s, seat, { type: "choose-spell", spell: extra.spell ?? "lightning" });
    if (options.difficulty.freeEquipment) {
      const want = extra.equipment?.[seat];
      const a = want
        ? { type: "choose-equipment" as const, card: want }
        : E.legal(s, seat).find((x) => x.type === "choose-equipment")!;
      s = act(s, seat, a);
    }
  });
  return runRules(s);
}

/** Plays to the end with bots, checking `check` after every action; returns the log and the final state. */
export function playout(
  seed: string,
  seats: number,
  options: LiteOptions,
  bot: Bot<LiteView, LiteAction> | string,
  maxActions = 20000,
  check?: (s: LiteState, a: LiteAction, seat: number) => void,
): { log: { seat: number; action: LiteAction }[]; state: LiteState } {
  const b = typeof bot === "string" ? dungeonLiteBots[bot] : bot;
  let s = E.setup(seed, seats, options);
  let r = rngFromSeed(`bots:${seed}`);
  const log: { seat: number; action: LiteAction }[] = [];
  while (!E.outcome(s) && log.length < maxActions) {
    const step = E.next!(s);
    let seat: number;
    let a: LiteAction;
    if (step) {
      seat = RULES_SEAT;
      a = step;
    } else {
      const waiting = E.waitingFor!(s);
      if (waiting.length === 0) throw new Error(`nobody to act in phase ${s.phase}`);
      seat = waiting[0];
      const legal = E.legal(s, seat);
      if (legal.length === 0) throw new Error(`seat ${seat} is waited on but has no legal action (phase ${s.phase})`);
      let f: number;
      [f, r] = nextFloat(r);
      a = b.choose(E.view(s, seat), legal, seat, f);
    }
    const res = E.apply(s, seat, a);
    if (!res.ok) throw new Error(`${JSON.stringify(a)} by ${seat} refused: ${res.code} ${res.reason}`);
    log.push({ seat, action: JSON.parse(JSON.stringify(a)) });
    s = res.state;
    check?.(s, a, seat);
  }
  return { log, state: s };
}

/** The state with one hero changed. */
export function hero(s: LiteState, seat: number, patch: Partial<LiteState["heroes"][number]>): LiteState {
  return { ...s, heroes: s.heroes.map((h) => (h.seat === seat ? { ...h, ...patch } : h)) };
}

/** The state with exactly these enemies (ids from 1). */
export function enemies(
  s: LiteState,
  list: { type: LiteState["enemies"][number]["type"]; zone: string; wounds?: number; down?: number | null }[],
): LiteState {
  const es = list.map((e, i) => ({
    id: i + 1,
    type: e.type,
    zone: e.zone,
    wounds: e.wounds ?? 0,
    down: e.down ?? null,
    justPlaced: false,
  }));
  return { ...s, enemies: es, nextEnemyId: es.length + 1 };
}

/** The state with these cards on top of the action deck (taken out of wherever they were in the deck). */
export function deckTop(s: LiteState, cards: string[]): LiteState {
  return { ...s, actionDeck: [...cards, ...s.actionDeck.filter((c) => !cards.includes(c))] };
}

/** In the Player Phase, `seat` has claimed its turn. */
export function inTurn(s: LiteState, seat: number): LiteState {
  return act(s, seat, { type: "take-turn" });
}

/**
 * An RNG state for which `want` holds (searched over seeds): the tests choose the dice they need this way instead
 * of hoping for them. `want` gets a fresh RNG and says whether the rolls it makes from it are the ones wanted.
 */
export function rigged(want: (rng: LiteState["rng"]) => boolean, tries = 20000): LiteState["rng"] {
  for (let i = 0; i < tries; i++) {
    const r = rngFromSeed(`rig-${i}`);
    if (want(r)) return r;
  }
  throw new Error("no RNG state found for the rolls wanted");
}
