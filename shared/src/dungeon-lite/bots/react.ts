/**
 * The heuristic bot outside its own turn: the wounds it discards, and its answers to an enemy's attack (every
 * critical block spent, since each does something; Tower Shield for any wound, Defense when it saves more than the
 * card or a knock-out, Counterattack when the attack is worth the card it costs), and its dice in a tie-break roll
 * (defense dice, to lose it and take the attack, when it has the most defense of the tied heroes; attack dice
 * otherwise), from its view and `legal` only.
 */
import type { LiteAction } from "../actions.js";
import type { LiteView } from "../view.js";
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

/** The most critical blocks it may spend: a spent one triggers the hero's critical block (ruling LITE-Q-41). */
export function blocks(legal: readonly A[]): A {
  const all = of(legal, "block");
  return all.reduce((best, a) => (a.criticals > best.criticals ? a : best), all[0]);
}

/** Defense dice when the hero has strictly the most defense of the tied heroes (it loses and is attacked first). */
export function tieDice(v: LiteView, seat: number): A {
  const p = v.pending[0];
  const others = p?.kind === "tie-dice" ? p.tied.filter((s) => s !== seat) : [];
  const mine = v.heroes[seat].defense;
  const sturdiest = others.length > 0 && others.every((s) => v.heroes[s].defense < mine);
  return { type: "tie-dice", dice: sturdiest ? "defense" : "attack" };
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
