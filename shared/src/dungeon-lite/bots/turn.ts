/**
 * The heuristic bot's own turn, in order: what is free and plainly good (open a chest, revive, banish, drink what
 * heals when hurt); the door, when the party is ready to explore (./party.ts); the best plan of attacks and moves
 * (./plan.ts); and before ending, the cards and spells that pay off by the next round (Flask, Drain, Healing,
 * Protection).
 */
import type { LiteAction } from "../actions.js";
import { actionCard, chestCard, equipmentCard } from "../content/index.js";
import { segmentOf } from "../map/index.js";
import { aimOf, gathered, hurry } from "./party.js";
import { planTurn } from "./plan.js";
import type { Reading } from "./read.js";
import { threatsNow } from "./threat.js";
import { cheapestFirst, keepWorth } from "./values.js";
import { WEIGHTS as W } from "./weights.js";
import { kept, mapped, ofType } from "./lists.js";

type A = LiteAction;
const of = <T extends A["type"]>(legal: readonly A[], type: T): Extract<A, { type: T }>[] => ofType(legal, type);

const drawsCards = (card: string, r: Reading): number => {
  const effects = r.me.chest.includes(card) ? chestCard(card).effects : equipmentCard(card).effects;
  return effects.reduce((n, e) => n + (e.kind === "draw-action" ? e.count : 0), 0);
};

/** Free or plainly good actions at the start of the turn (never in the middle of a move). */
function upkeep(r: Reading, legal: readonly A[]): A | null {
  const chest = of(legal, "open-chest")[0];
  if (chest) return chest;
  const t = r.v.turn!;
  if (t.stepsLeft > 0 || t.program) return null;
  const me = r.me;
  const room = me.life - r.hand.length;
  const revive = of(legal, "revive");
  if (revive.length && r.hand.length >= 2) {
    const card = cheapestFirst(revive.map((a) => a.card))[0];
    return revive.find((a) => a.card === card)!;
  }
  for (const a of of(legal, "use-item")) {
    const banish = me.chest.includes(a.card) && chestCard(a.card).effects.some((e) => e.kind === "banish");
    if (banish) return a;
    if (a.target !== undefined || a.zone !== undefined) continue;
    const draws = drawsCards(a.card, r);
    if (draws > 0 && room >= draws) return a;
    if (me.chest.includes(a.card)) {
      const energy = chestCard(a.card).effects.some((e) => e.kind === "recover-energy");
      if (energy && draws === 0 && me.energy <= me.maxEnergy - 3) return a;
    }
  }
  const banish = of(legal, "cast").find((a) => a.spell === "banishment");
  if (banish) return banish;
  const healing = kept(of(legal, "cast"), (a) => a.spell === "healing" && a.hero !== undefined);
  const needy = kept(
    mapped(healing, (a) => ({ a, h: r.v.heroes[a.hero!] })),
    (x) => x.h.handSize <= x.h.life - 2 && (me.energy >= 4 || x.h.handSize <= 2),
  ).sort((x, y) => x.h.handSize - x.h.life - (y.h.handSize - y.h.life));
  return needy[0]?.a ?? null;
}

/** Whether to open a door now: the party is near and the enemies about are few, or time presses. */
function openNow(r: Reading): boolean {
  if (hurry(r)) return true;
  if (r.hand.length < W.openHand || !gathered(r, r.me.zone, W.gather)) return false;
  if (W.clearFirst && lastSegmentHeld(r)) return false;
  const t = threatsNow(r);
  const total = t.total.reduce((s, x) => s + x, 0);
  return total <= W.openThreat * r.standing.length;
}

/** Enemies still stand in the segment revealed last: the party deals with them before opening another door. */
function lastSegmentHeld(r: Reading): boolean {
  const last = r.v.segments[r.v.segments.length - 1];
  return r.v.segments.length > 1 && r.foes.some((e) => segmentOf(e.zone) === last.segment);
}

/** What pays off before the turn ends. */
function finish(r: Reading, legal: readonly A[]): A {
  const me = r.me;
  const n = r.hand.length;
  const play = of(legal, "play");
  const flask = play.find((a) => actionCard(a.card).action?.steps.some((s) => s.kind === "refill-next-event"));
  if (flask && !me.refillNext && n <= me.life - 3) return flask;
  const drains = play.filter(
    (a) => a.extra !== undefined && actionCard(a.card).action!.steps.some((s) => s.kind === "recover-energy"),
  );
  if (drains.length && me.maxEnergy - me.energy >= 3 && n >= 4) {
    const best = drains.sort((x, y) => keepWorth(x.extra!) - keepWorth(y.extra!))[0];
    if (keepWorth(best.extra!) <= 0.3) return best;
  }
  const protect = of(legal, "cast").filter((a) => a.spell === "protection" && a.hero !== undefined);
  if (protect.length && me.energy >= 3) {
    const t = threatsNow(r);
    let best = -1;
    let w = 0.8;
    r.standing.forEach((h, i) => {
      if (t.total[i] > w && h.protection === 0 && protect.some((a) => a.hero === h.seat)) {
        w = t.total[i];
        best = h.seat;
      }
    });
    if (best >= 0) return protect.find((a) => a.hero === best)!;
  }
  return { type: "end-turn" };
}

type Fields = Record<string, unknown>;
const FIELDS = ["card", "target", "zone", "side", "spell", "hero", "extra", "to"] as const;

/** The same action: the same type and fields (the items named, the exit barred). */
function same(a: A, b: A): boolean {
  if (a.type !== b.type) return false;
  const x = a as Fields;
  const y = b as Fields;
  for (const k of FIELDS) if (x[k] !== y[k]) return false;
  const xi = x.items as string[] | undefined;
  const yi = y.items as string[] | undefined;
  if ((xi?.length ?? 0) !== (yi?.length ?? 0) || (xi && xi.some((c, i) => c !== yi![i]))) return false;
  const xe = x.exit as { zone: string; side: string } | undefined;
  const ye = y.exit as { zone: string; side: string } | undefined;
  return xe === ye || (!!xe && !!ye && xe.zone === ye.zone && xe.side === ye.side);
}

export function ownTurn(r: Reading, legal: readonly A[]): A {
  const first = upkeep(r, legal);
  if (first) return first;
  const aim = aimOf(r);
  const door = of(legal, "open-door")[0];
  if (door && aim?.kind === "explore" && openNow(r)) return door;
  for (const o of planTurn(r, aim)) {
    if (o.first === null) break;
    const chosen = o.first;
    const ok = legal.find((a) => same(a, chosen));
    if (ok) return ok;
  }
  return finish(r, legal);
}
