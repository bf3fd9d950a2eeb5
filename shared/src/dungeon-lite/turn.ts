/**
 * A hero's turn in the Player Phase (LITE-PLAYER-1..3, LITE-MOVE-1..3, LITE-HERO-21..23, LITE-ACT-1/2, rulings
 * LITE-Q-11, LITE-Q-42). The heroes agree on the order: whoever claims the next turn (`take-turn`) acts, and
 * finishes before another begins. A Move is one unbroken run of zone steps; another action ends it, except
 * opening doors, removing the barred door and handing over chest cards.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard, type ActionStep } from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { HeroName, setHero, statsOf } from "./hero.js";
import { FOR_HEROES, neighbours, type ZoneId } from "./map/index.js";
import type { LiteState, TurnState } from "./state.js";
import { turnsLeft } from "./turn-end.js";
import { cap, zoneWords } from "./zone-words.js";

export const newTurn = (seat: number): TurnState => ({
  seat,
  moved: false,
  attacked: false,
  stepsLeft: 0,
  program: null,
  chestsTried: [],
  control: null,
});

export function takeTurn(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  if (d.turn)
    return reject(
      LiteCodes.TURN_UNDER_WAY,
      `${HeroName(d.heroes[d.turn.seat])} is taking a turn: each hero finishes before the next begins (LITE-PLAYER-2).`,
    );
  if (d.heroes[seat].knockedOut)
    return reject(LiteCodes.KNOCKED_OUT, "A knocked-out hero takes no turn (ruling LITE-Q-10).");
  if (!turnsLeft(d).includes(seat))
    return reject(LiteCodes.TURN_TAKEN, "You have had your turn this Player Phase (LITE-PLAYER-2).");
  d.turn = newTurn(seat);
  events.push({ kind: "turn", seat, text: `${HeroName(d.heroes[seat])} takes a turn.` });
  return null;
}

/** The step of a card's program now under way, if any. */
export function programStep(t: TurnState): ActionStep | null {
  if (!t.program) return null;
  const steps = actionCard(t.program.card).action!.steps;
  return steps[t.program.step] ?? null;
}

/** The program moves on to its next step (a move step gets its movement), or ends. */
export function advanceProgram(d: LiteState): void {
  const t = d.turn!;
  if (!t.program) return;
  const steps = actionCard(t.program.card).action!.steps;
  const next = t.program.step + 1;
  if (next >= steps.length) {
    d.turn = { ...t, program: null, stepsLeft: 0 };
    return;
  }
  const st = steps[next];
  d.turn = {
    ...t,
    program: { ...t.program, step: next, targets: [] },
    stepsLeft: st.kind === "move" ? moveLength(d, t.seat, st) : 0,
  };
}

/** Zones a move may cover: Movement + bonus, at most `max`; dazed, 1 whatever the bonuses (LITE-HERO-31, ruling LITE-Q-12). */
export function moveLength(s: LiteState, seat: number, st: { bonus: number; max: number | null }): number {
  const h = s.heroes[seat];
  if (h.dazed) return 1;
  const n = statsOf(s, h).movement + st.bonus;
  return st.max === null ? n : Math.min(n, st.max);
}

/**
 * Before an action other than a step, a door or a handover: the move under way ends, and so does the rest of a card
 * (ruling LITE-Q-11); Mind Control ends unless the action is the controlled enemy's.
 */
export function interrupt(d: LiteState, keepControl = false): void {
  const t = d.turn;
  if (!t) return;
  if (t.stepsLeft === 0 && t.program === null && (keepControl || t.control === null)) return;
  d.turn = { ...t, stepsLeft: 0, program: null, control: keepControl ? t.control : null };
}

export function basicMove(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  const t = d.turn!;
  if (t.moved)
    return reject(
      LiteCodes.ALREADY_MOVED,
      "You have already moved, or used an action that involves movement, this turn (LITE-MOVE-2/3, LITE-ACT-1).",
    );
  const h = d.heroes[seat];
  if (!h.hand.includes(card))
    return reject(LiteCodes.CARD_NOT_IN_HAND, "Discard a card from your hand to move (LITE-MOVE-1).");
  interrupt(d);
  spend(d, seat, [card]);
  const n = moveLength(d, seat, { bonus: 0, max: null });
  d.turn = { ...d.turn!, moved: true, stepsLeft: n };
  events.push({
    kind: "move",
    seat,
    text: `${HeroName(h)} discards ${actionCard(card).name} to move up to ${n} zone${n === 1 ? "" : "s"} (LITE-MOVE-1).`,
  });
  return null;
}

/**
 * The zones a hero may step to: neighbours, through the barred door too (it bars enemies only, ruling LITE-Q-35); any
 * zone, full or not (LITE-ZONE-6).
 */
export const stepTargets = (s: LiteState, zone: ZoneId): ZoneId[] =>
  neighbours(s.map, zone, FOR_HEROES).map((l) => l.to);

export function step(d: LiteState, seat: number, zone: ZoneId, events: GameEvent[]): Rejected | null {
  const t = d.turn!;
  if (t.stepsLeft <= 0)
    return reject(
      LiteCodes.NO_MOVE_LEFT,
      "You have no movement left: discard a card to Move, once per turn (LITE-MOVE-1/2, LITE-HERO-22).",
    );
  const h = d.heroes[seat];
  if (!stepTargets(d, h.zone).includes(zone))
    return reject(
      LiteCodes.NOT_A_NEIGHBOUR,
      `${cap(zoneWords(zone))} is not one step from ${zoneWords(h.zone)} (walls and closed exits stop you).`,
    );
  setHero(d, seat, { zone });
  const left = t.stepsLeft - 1;
  d.turn = { ...t, stepsLeft: left };
  events.push({ kind: "step", seat, text: `${HeroName(h)} moves to ${zoneWords(zone)}.` });
  const ps = programStep(d.turn);
  if (left === 0 && ps?.kind === "move") advanceProgram(d);
  return null;
}

/** Discards cards from the hero's hand to the discard pile. */
export function spend(d: LiteState, seat: number, cards: readonly string[]): void {
  const h = d.heroes[seat];
  const hand = h.hand.slice();
  for (const c of cards) hand.splice(hand.indexOf(c), 1);
  setHero(d, seat, { hand });
  d.actionDiscard = [...cards, ...d.actionDiscard];
}
