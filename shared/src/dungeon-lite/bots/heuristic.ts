/**
 * The first heuristic hero bot: a pure choice over its seat's view and `legal`. It explores toward the objective,
 * opens the objective's chest, then hunts the final boss; it attacks what it can reach, opens chests, revives,
 * spends its least valuable cards, keeps Defense for the Enemy Phase and uses it when a hit would hurt.
 */
import type { Bot } from "../../engine.js";
import type { LiteAction } from "../actions.js";
import type { LiteView } from "../view.js";
import { expectedWounds, lifeLeft } from "./estimate.js";
import { target } from "./goal.js";
import { cardValue, cheapest, equipmentRank, heroRank, spellRank } from "./values.js";

type A = LiteAction;
const of = <T extends A["type"]>(legal: readonly A[], type: T): Extract<A, { type: T }>[] =>
  legal.filter((a): a is Extract<A, { type: T }> => a.type === type);

function byCard<T extends { card?: string }>(xs: T[]): T | undefined {
  const cards = xs.map((x) => x.card).filter((c): c is string => c !== undefined);
  if (cards.length === 0) return xs[0];
  const c = cheapest(cards);
  return xs.find((x) => x.card === c);
}

/** What an attack is apart from the card that pays for it. */
const keyOf = (a: A): string => JSON.stringify({ ...a, card: undefined });

/**
 * The attack to make, or none worth its card: the most expected wounds, a likely kill first, no paid item unless it
 * helps; among the same attack paid with different cards, the cheapest card.
 */
function bestAttack(v: LiteView, seat: number, attacks: A[], minimum = 0.6): A | undefined {
  let best: A | undefined;
  let score = -Infinity;
  for (const a of attacks) {
    const w = expectedWounds(v, seat, a);
    if (w < minimum) continue;
    const target = "target" in a && a.target !== undefined ? a.target : -1;
    const sc = w + (w >= lifeLeft(v, target) ? 2 : 0) - ("items" in a && a.items ? 0.3 : 0);
    if (sc > score) {
      score = sc;
      best = a;
    }
  }
  if (!best) return undefined;
  const key = keyOf(best);
  const same = attacks.filter((x) => keyOf(x) === key);
  const cards = same.map((x) => ("card" in x ? x.card : undefined)).filter((c): c is string => c !== undefined);
  if (cards.length === 0) return best;
  const c = cheapest(cards);
  return same.find((x) => "card" in x && x.card === c) ?? best;
}

function ownTurn(v: LiteView, legal: readonly A[], seat: number): A {
  const me = v.heroes[seat];
  const hand = v.hand ?? [];
  const t = v.turn!;
  const chest = of(legal, "open-chest")[0];
  if (chest) return chest;
  const revive = byCard(of(legal, "revive"));
  if (revive && hand.length >= 2) return revive;
  for (const a of of(legal, "use-item")) {
    const card = a.card;
    if (card.startsWith("healing-potion") || card.startsWith("rations")) {
      if (hand.length <= me.life - 2) return a;
    } else if (card.startsWith("energy-potion")) {
      if (me.energy <= 1) return a;
    } else if (card.startsWith("healing-ring")) {
      if (hand.length <= me.life - 2) return a;
    } else if (card.startsWith("holy-water")) return a;
    else if (a.target !== undefined || a.zone !== undefined) return a; // a chest weapon: free
  }
  const healing = of(legal, "cast").find(
    (a) => a.spell === "healing" && a.hero !== undefined && v.heroes[a.hero].handSize <= v.heroes[a.hero].life - 2,
  );
  if (healing) return healing;
  const banish = of(legal, "cast").find((a) => a.spell === "banishment");
  if (banish) return banish;
  // A card's own attack (Onslaught, Assault, Dexterity, Aim) is free once played.
  const programAttack = bestAttack(
    v,
    seat,
    of(legal, "attack").filter((a) => a.card === undefined),
    0,
  );
  if (programAttack) return programAttack;
  if (!t.attacked && hand.length >= 2) {
    const spell = bestAttack(
      v,
      seat,
      of(legal, "cast").filter((a) => a.spell === "lightning" || a.spell === "fire"),
      1,
    );
    if (spell) return spell;
    const attack = bestAttack(
      v,
      seat,
      of(legal, "attack").filter((a) => a.card !== undefined),
    );
    if (attack) return attack;
  }
  if (of(legal, "remove-door").length && t.stepsLeft > 0) return { type: "remove-door" };
  const goal = target(v, me.zone);
  const here = goal.dist.get(me.zone) ?? Infinity;
  const door = of(legal, "open-door")[0];
  if (door && (goal.zone === me.zone || here === Infinity)) return door;
  if (t.stepsLeft > 0) {
    const steps = of(legal, "step")
      .map((a) => ({ a, d: goal.dist.get(a.zone) ?? Infinity }))
      .filter((x) => x.d < here);
    steps.sort((x, y) => x.d - y.d);
    if (steps.length) return steps[0].a;
  }
  if (door) return door;
  if (!t.moved && here > 0 && here !== Infinity && hand.length >= 3) {
    const move = byCard(of(legal, "move"));
    if (move) return move;
  }
  const flask = of(legal, "play").find((a) => a.card.startsWith("flask"));
  if (flask && hand.length <= me.life - 3 && !me.refillNext && hand.length >= 2) return flask;
  const drain = of(legal, "play").find(
    (a) => a.card.startsWith("drain") && a.extra !== undefined && cardValue(a.extra) === 0,
  );
  if (drain && me.energy <= 1 && me.maxEnergy >= 3 && hand.length >= 4) return drain;
  return { type: "end-turn" };
}

function reaction(v: LiteView, legal: readonly A[]): A {
  const a = v.enemyPhase?.attack;
  const hand = v.hand ?? [];
  const left = a ? a.wounds - a.prevented : 0;
  const shield = of(legal, "use-item")[0];
  if (shield && left >= 1) return shield;
  const defend = of(legal, "defend")[0];
  if (defend && (left >= 2 || left >= hand.length)) return defend;
  const counter = of(legal, "counterattack")[0];
  if (counter && hand.length >= 3) return counter;
  return { type: "pass" };
}

export const heuristicBot: Bot<LiteView, LiteAction> = {
  name: "heuristic",
  choose(v, legal, seat, random) {
    const first = legal[0];
    if (legal.length === 1) return first;
    switch (first.type) {
      case "choose-hero": {
        const heroes = of(legal, "choose-hero");
        const best = Math.min(...heroes.map((h) => heroRank(h.card)));
        const options = heroes.filter((h) => heroRank(h.card) === best);
        return options[Math.floor(random * options.length)] ?? first;
      }
      case "choose-spell":
      case "choose-equipment": {
        const spells = of(legal, "choose-spell").sort((x, y) => spellRank(x.spell) - spellRank(y.spell));
        const gear = of(legal, "choose-equipment").sort((x, y) => equipmentRank(x.card) - equipmentRank(y.card));
        if (v.phase === "choose") return spells[0] ?? gear[0] ?? first;
        if (spells.length && (v.heroes[seat].magic.length < 2 || gear.length === 0)) return spells[0];
        return gear[0] ?? spells[0] ?? first;
      }
      case "discard":
        return { type: "discard", card: cheapest(of(legal, "discard").map((d) => d.card)) };
      case "take-turn":
        return first;
      default:
        break;
    }
    if (v.phase === "enemy") return reaction(v, legal);
    if (v.turn?.seat === seat) return ownTurn(v, legal, seat);
    return legal.find((a) => a.type === "take-turn") ?? first;
  },
};
