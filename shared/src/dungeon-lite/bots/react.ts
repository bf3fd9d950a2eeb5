/**
 * The heuristic bot outside its own turn: the wounds it discards, and its answers to an enemy's attack (Tower
 * Shield for any wound, Defense when it saves more than the card or a knock-out, Counterattack when the attack is
 * worth the card it costs), from its view and `legal` only.
 */
import type { LiteAction } from "../actions.js";
import { hitWorth, strike, type AttackWay } from "./estimate.js";
import type { Reading } from "./read.js";
import { cheapest, keepWorth } from "./values.js";
import { WEIGHTS as W } from "./weights.js";
import { ofType } from "./lists.js";

type A = LiteAction;
const of = <T extends A["type"]>(legal: readonly A[], type: T): Extract<A, { type: T }>[] => ofType(legal, type);

/** Counterattack's attack (content: the hero's own dice, at range for 1 energy). */
const COUNTER: AttackWay = { kind: "hero", mode: "any", dice: 0, range: 0, free: false };

export function discard(legal: readonly A[]): A {
  return { type: "discard", card: cheapest(of(legal, "discard").map((d) => d.card)) };
}

export function reaction(r: Reading, legal: readonly A[]): A {
  const at = r.v.enemyPhase?.attack;
  const hand = r.hand.length;
  const left = at ? at.wounds - at.prevented : 0;
  const shield = of(legal, "use-item")[0];
  if (shield && left >= 1) return shield;
  const defend = of(legal, "defend")[0];
  if (defend && (left >= 2 || left >= hand)) return defend;
  const counters = of(legal, "counterattack");
  const e = at && r.foes.find((x) => x.id === at.enemy);
  if (counters.length && e && hand >= 3) {
    const s = strike(r, r.me.zone, e, COUNTER, r.me.energy);
    const card = cheapest(counters.map((c) => c.card));
    if (s && hitWorth(r, e, s.odds).worth > 1 + keepWorth(card) + W.counterMargin + s.energy * W.energy) {
      const plain = counters.find((c) => c.card === card && !c.items);
      const paid = s.item ? counters.find((c) => c.card === card && c.items?.[0] === s.item) : undefined;
      return paid ?? plain ?? counters[0];
    }
  }
  return { type: "pass" };
}
