/**
 * A hand that does not show itself (docs/rulings/dungeon-lite.md "A hand that does not show itself"):
 * two states that differ only in what one hero's hand holds (the same number of cards; in one a reaction card, in
 * the other none) give every other seat and every spectator the same view, the same waiting list, the same rules'
 * steps and the same public log at every step of an Enemy Phase, the attacked hero answering the same way in both
 * (pass, the same discards). Enemy Phases taken from whole bot games, many seeds.
 */
import { isDeepStrictEqual } from "node:util";
import { RULES_SEAT, type GameEvent } from "@tabletop/shared/engine";
import { actionCard } from "@tabletop/shared/dungeon-lite/content/index";
import { dungeonLiteBots, type LiteAction, type LiteState } from "@tabletop/shared/dungeon-lite/index";
import type { ReactionMode } from "@tabletop/shared/dungeon-lite/state";
import { E, opts, playout } from "./engine-helpers.js";

/** Defense, Counterattack, Adrenaline: the cards played in the windows of an enemy's attack. */
const isReaction = (card: string): boolean => {
  const a = actionCard(card).action;
  return a !== null && (a.timing === "attack-rolled" || a.timing === "attacked");
};

/** `s` with the hero's hand card at `i` swapped for a deck card that `fits` (null when the deck has none). */
function swapIn(s: LiteState, seat: number, i: number, fits: (card: string) => boolean): LiteState | null {
  const hand = s.heroes[seat].hand;
  const j = s.actionDeck.findIndex((c) => fits(c) && c !== hand[i]);
  if (j < 0) return null;
  const deck = s.actionDeck.slice();
  const newHand = hand.slice();
  [deck[j], newHand[i]] = [hand[i], s.actionDeck[j]];
  return {
    ...s,
    actionDeck: deck,
    heroes: s.heroes.map((h) => (h.seat === seat ? { ...h, hand: newHand } : h)),
  };
}

/** Two states that differ only in `seat`'s hand: its last card a reaction card in one, no reaction card in the other. */
function twins(s: LiteState, seat: number, kind: number): [LiteState, LiteState] | null {
  let plain: LiteState | null = s;
  s.heroes[seat].hand.forEach((c, i) => {
    if (plain && isReaction(c)) plain = swapIn(plain, seat, i, (x) => !isReaction(x));
  });
  if (!plain) return null;
  const want = ["defense", "counterattack", "adrenaline"][kind % 3];
  const last = (plain as LiteState).heroes[seat].hand.length - 1;
  const react = swapIn(plain, seat, last, (x) => x.startsWith(want));
  return react ? [plain, react] : null;
}

/** The attacked hero's answer, the same whatever its hand holds: pass, its first card for a wound, the first choice. */
function heroAnswer(s: LiteState, seat: number): LiteAction {
  const legal = E.legal(s, seat);
  const pass = legal.find((a) => a.type === "pass");
  if (pass) return pass;
  if (legal[0]?.type === "discard") return { type: "discard", card: s.heroes[seat].hand[0] };
  return legal[0];
}

const publicEvents = (events: readonly GameEvent[]) => events.filter((e) => e.to === undefined);

interface Tally {
  compared: number;
  /** Steps at which the game waited on the hero in a window of an enemy's attack. */
  windows: number;
  /** Twin pairs in which the hand with the reaction card could have played it. */
  couldReact: number;
  differences: string[];
}

/** Plays the Enemy Phase of both twins side by side, checking what everyone but the hero sees at every step. */
function compare(a: LiteState, b: LiteState, seat: number, t: Tally, where: string): void {
  const others = a.heroes.map((h) => h.seat).filter((x) => x !== seat);
  const reacted = { yes: false };
  walk(a, b, seat, others, t, where, reacted);
  if (reacted.yes) t.couldReact++;
}

function walk(
  a: LiteState,
  b: LiteState,
  seat: number,
  others: number[],
  t: Tally,
  where: string,
  reacted: { yes: boolean },
): void {
  for (let n = 0; n < 400; n++) {
    const seen = (s: LiteState) => ({
      next: E.next!(s),
      waiting: E.waitingFor!(s),
      public: E.view(s, null),
      seats: others.map((o) => ({ view: E.view(s, o), legal: E.legal(s, o) })),
    });
    t.compared++;
    if (!isDeepStrictEqual(seen(a), seen(b))) {
      t.differences.push(`${where}, step ${n}: the views differ (waiting ${E.waitingFor!(a)} / ${E.waitingFor!(b)})`);
      return;
    }
    if (a.phase !== "enemy" || E.outcome(a)) return;
    const step = E.next!(a);
    let by = RULES_SEAT;
    let action: LiteAction;
    if (step) action = step;
    else {
      by = E.waitingFor!(a)[0];
      if (by === seat) {
        if (a.pending.length === 0) t.windows++;
        if (E.legal(b, seat).some((x) => x.type !== "pass" && x.type !== "discard")) reacted.yes = true;
        action = heroAnswer(a, seat);
      } else action = dungeonLiteBots.heuristic.choose(E.view(a, by), E.legal(a, by), by, 0.5);
    }
    const ra = E.apply(a, by, action);
    const rb = E.apply(b, by, action);
    if (!ra.ok || !rb.ok) {
      t.differences.push(
        `${where}, step ${n}: ${JSON.stringify(action)} by ${by} refused in ${ra.ok ? "one" : "both"}`,
      );
      return;
    }
    if (!isDeepStrictEqual(publicEvents(ra.events), publicEvents(rb.events))) {
      t.differences.push(`${where}, step ${n}: the public log differs after ${JSON.stringify(action)}`);
      return;
    }
    a = ra.state;
    b = rb.state;
  }
  t.differences.push(`${where}: the Enemy Phase did not end in 400 steps`);
}

/** The states at the start of each Enemy Phase of a bot game (before its card is drawn). */
function enemyPhaseStarts(seed: string, seats: number): LiteState[] {
  const out: LiteState[] = [];
  playout(seed, seats, opts({ freeEquipment: seats === 1 }), "heuristic", 20000, (s) => {
    if (s.phase === "enemy" && s.auto === "enemy-card" && !s.enemyPhase && !s.result) out.push(s);
  });
  return out;
}

function check(mode: ReactionMode, games: { seed: string; seats: number }[]): Tally {
  const t: Tally = { compared: 0, windows: 0, couldReact: 0, differences: [] };
  let kind = 0;
  for (const g of games)
    for (const start of enemyPhaseStarts(g.seed, g.seats))
      for (const h of start.heroes) {
        if (h.knockedOut || h.hand.length === 0) continue;
        // (`?? ...`: so that this test runs, and fails, on an engine without standing answers too)
        const modes = start.reactions ?? start.heroes.map((): ReactionMode => "ask");
        const pair = twins({ ...start, reactions: modes.map((m, i) => (i === h.seat ? mode : m)) }, h.seat, kind++);
        if (pair) compare(pair[0], pair[1], h.seat, t, `${g.seed} round ${start.round} seat ${h.seat}`);
      }
  return t;
}

const GAMES = [1, 2, 3, 4].flatMap((seats) => [0, 1, 2].map((i) => ({ seed: `hidden-${seats}-${i}`, seats })));

describe("Dungeon Lite: a hand that does not show itself", () => {
  test("the same view, waiting list, steps and log for every other seat whatever one hand holds, at every step of an Enemy Phase (a hero asked at every window)", () => {
    const t = check("ask", GAMES);
    expect(t.differences.slice(0, 5)).toEqual([]);
    expect(t.compared).toBeGreaterThan(2000);
    expect(t.windows).toBeGreaterThan(100);
    expect(t.couldReact).toBeGreaterThan(20);
  });

  test("the same for a hero whose standing answer is never: the game never waits on it, whatever its hand holds", () => {
    const t = check("never", GAMES.slice(0, 6));
    expect(t.differences.slice(0, 5)).toEqual([]);
    expect(t.compared).toBeGreaterThan(500);
    expect(t.windows).toBe(0);
  });
});
