/**
 * Agreeing the heroes' order (LITE-PLAYER-1/2, docs/rulings/dungeon-lite.md "Further rulings of the engine"). In a
 * Player Phase with no turn under way, the heroes still to act agree who goes when in one of two ways:
 *
 * - any of them claims the next turn (`take-turn`): the table's agreement enacted by who goes first;
 * - or one proposes the whole order of those still to act (`propose-order`); the others in it answer at once, in any
 *   order (`accept-order` / `decline-order`; the proposer may withdraw with `decline-order`). Once all have
 *   accepted, the order is agreed and its turns begin one after another by themselves. While a proposal waits for
 *   answers nobody claims a turn. Each hero proposes at most once a Player Phase, so a table cannot go round in
 *   circles; claiming a turn is always there.
 *
 * The order is kept in `LiteState.turnOrder` for the round it was made in and dropped when the Player Phase ends.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { LiteCodes, type LiteAction } from "./actions.js";
import { heroName, HeroName } from "./hero.js";
import type { LiteState, TurnOrder } from "./state.js";
import { newTurn } from "./turn.js";
import { orderPermutations } from "./fast/orders.js";
import { turnsLeft } from "./turn-end.js";
import { seatRefs } from "../seat-refs.js";

/** The order being agreed or agreed in this Player Phase, if any. */
export function currentOrder(s: LiteState): TurnOrder | null {
  const o = s.turnOrder;
  return o && s.phase === "player" && o.round === s.round ? o : null;
}

/** The agreed order's next hero: the first of it still to act; null when no order is agreed or it is done. */
export function nextInOrder(s: LiteState): number | null {
  const agreed = currentOrder(s)?.agreed;
  if (!agreed) return null;
  const left = turnsLeft(s);
  return agreed.find((seat) => left.includes(seat)) ?? null;
}

const names = (s: LiteState, order: readonly number[]): string =>
  order.map((seat) => heroName(s.heroes[seat])).join(", ");

/** Why `seat` may not claim the next turn now because of the order (null: the order does not stand in the way). */
export function claimRefusal(s: LiteState, seat: number): Rejected | null {
  if (s.turn) return null; // a turn under way refuses it anyway (turn.ts)
  const o = currentOrder(s);
  if (o?.open)
    return reject(
      LiteCodes.ORDER_PROPOSED,
      `${HeroName(s.heroes[o.open.proposer])} has proposed an order: answer it first (LITE-PLAYER-1).`,
    );
  const next = nextInOrder(s);
  if (next !== null && next !== seat)
    return reject(
      LiteCodes.ORDER_AGREED,
      `The heroes agreed on an order: ${heroName(s.heroes[next])} goes next (LITE-PLAYER-1).`,
    );
  return null;
}

/** Why `seat` may not propose `order` now, or null. */
export function proposalRefusal(s: LiteState, seat: number, order: readonly number[]): Rejected | null {
  if (s.phase !== "player" || s.turn)
    return reject(LiteCodes.TURN_UNDER_WAY, "The order is agreed between turns of the Player Phase (LITE-PLAYER-1/2).");
  const o = currentOrder(s);
  if (o?.open) return reject(LiteCodes.ORDER_PROPOSED, "An order has been proposed: answer it first (LITE-PLAYER-1).");
  if (nextInOrder(s) !== null) return reject(LiteCodes.ORDER_AGREED, "The heroes have agreed on an order already.");
  const left = turnsLeft(s);
  if (!left.includes(seat))
    return reject(LiteCodes.TURN_TAKEN, "Only the heroes still to act this Player Phase agree their order.");
  if (left.length < 2) return reject(LiteCodes.NOTHING_TO_DO, "With one hero to act there is no order to agree.");
  if (o?.proposed.includes(seat))
    return reject(
      LiteCodes.ALREADY_PROPOSED,
      "Each hero proposes an order once a Player Phase; accept another's or claim a turn.",
    );
  const sorted = [...order].sort((a, b) => a - b);
  if (sorted.length !== left.length || sorted.some((x, i) => x !== left[i]))
    return reject(
      LiteCodes.BAD_ORDER,
      `An order names every hero still to act once: ${seatRefs(left)} (LITE-PLAYER-1).`,
    );
  return null;
}

/** The state's order for this round, with `patch` applied (a new record when the round has none). */
function withOrder(d: LiteState, patch: Partial<TurnOrder>): void {
  const o = currentOrder(d) ?? { round: d.round, proposed: [], open: null, agreed: null };
  d.turnOrder = { ...o, ...patch };
}

export function propose(d: LiteState, seat: number, order: readonly number[], events: GameEvent[]): Rejected | null {
  const why = proposalRefusal(d, seat, order);
  if (why) return why;
  const proposed = [...(currentOrder(d)?.proposed ?? []), seat];
  withOrder(d, { proposed, open: { proposer: seat, order: [...order], accepted: [seat] } });
  events.push({
    kind: "order-proposed",
    seat,
    text: `${HeroName(d.heroes[seat])} proposes the order ${names(d, order)} (LITE-PLAYER-1).`,
  });
  return null;
}

/** The seats whose answer the open proposal still waits for, in its order. */
export function answersDue(s: LiteState): number[] {
  const open = currentOrder(s)?.open;
  return open ? open.order.filter((x) => !open.accepted.includes(x)) : [];
}

export function acceptOrder(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  const open = currentOrder(d)?.open;
  if (!open) return reject(LiteCodes.NO_PROPOSAL, "No order has been proposed.");
  if (!answersDue(d).includes(seat))
    return reject(
      LiteCodes.NO_PROPOSAL,
      open.order.includes(seat) ? "You have agreed to this order already." : "This order is not yours to agree.",
    );
  const accepted = [...open.accepted, seat];
  events.push({ kind: "order-accepted", seat, text: `${HeroName(d.heroes[seat])} agrees to the order.` });
  if (accepted.length < open.order.length) {
    withOrder(d, { open: { ...open, accepted } });
    return null;
  }
  withOrder(d, { open: null, agreed: open.order });
  events.push({ kind: "order-agreed", text: `The heroes agree on the order ${names(d, open.order)} (LITE-PLAYER-1).` });
  return null;
}

export function declineOrder(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  const open = currentOrder(d)?.open;
  if (!open) return reject(LiteCodes.NO_PROPOSAL, "No order has been proposed.");
  if (seat !== open.proposer && !answersDue(d).includes(seat))
    return reject(LiteCodes.NO_PROPOSAL, "This order is not yours to decline.");
  withOrder(d, { open: null });
  events.push({
    kind: "order-declined",
    seat,
    text:
      seat === open.proposer
        ? `${HeroName(d.heroes[seat])} withdraws the proposed order.`
        : `${HeroName(d.heroes[seat])} declines the proposed order: claim a turn or propose another (LITE-PLAYER-1).`,
  });
  return null;
}

/**
 * What `seat` may do in the Player Phase while no turn is under way: claim the next turn (listed first), propose an
 * order, or answer the open proposal (accepting listed first).
 */
export function betweenTurns(s: LiteState, seat: number): LiteAction[] {
  const open = currentOrder(s)?.open;
  if (open) {
    if (answersDue(s).includes(seat)) return [{ type: "accept-order" }, { type: "decline-order" }];
    return seat === open.proposer ? [{ type: "decline-order" }] : [];
  }
  const left = turnsLeft(s);
  if (!left.includes(seat) || claimRefusal(s, seat)) return [];
  const out: LiteAction[] = [{ type: "take-turn" }];
  if (!proposalRefusal(s, seat, left))
    for (const order of orderPermutations(left)) out.push({ type: "propose-order", order });
  return out;
}

/** The seats the game waits on between turns because of the order: who must answer, or who goes next; else null. */
export function orderWaitingFor(s: LiteState): number[] | null {
  if (currentOrder(s)?.open) return answersDue(s);
  const next = nextInOrder(s);
  return next === null ? null : [next];
}

/**
 * After every action: the order of an ended Player Phase is dropped, and while an agreed order has heroes to go, the
 * next one's turn begins as soon as no turn (and no choice) is under way.
 */
export function settleOrder(d: LiteState, events: GameEvent[]): void {
  if (!d.turnOrder) return;
  if (!currentOrder(d)) {
    if (d.phase !== "player") d.turnOrder = null;
    return;
  }
  if (d.turn || d.pending.length || d.result !== null) return;
  const next = nextInOrder(d);
  if (next === null) return;
  d.turn = newTurn(next);
  events.push({ kind: "turn", seat: next, text: `${HeroName(d.heroes[next])} takes a turn, as agreed.` });
}
