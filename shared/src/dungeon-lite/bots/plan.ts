/**
 * The heuristic bot's turn: every way to spend the rest of it (attack then move, move then attack, one or neither,
 * with the cards whose text does both), each scored by what its attack is worth, the cards and energy it costs,
 * and where it leaves the hero: the wounds the next Enemy Phase may deal the party there (./threat.ts, less the
 * enemies likely killed), the cards that leaves each hero short of Life after the next draw, the odds of a
 * knock-out, the pull of the party's aim (./party.ts) and staying near the others. It returns the first action of
 * the best plan that `legal` allows, or null to finish the turn. Re-planned after every action, so a plan follows
 * the dice.
 */
import type { LiteAction } from "../actions.js";
import type { ZoneId } from "../map/index.js";
import { FAR } from "./geometry.js";
import { hitWorth, strike, type AttackWay, type Strike } from "./estimate.js";
import { steps, type Aim } from "./party.js";
import type { EnemyView, Reading } from "./read.js";
import { dangerOf, knockOutOdds, type Danger, type Threats } from "./threat.js";
import { kept, mapped } from "./lists.js";
import { cheapestFirst, keepWorth } from "./values.js";
import { WEIGHTS as W } from "./weights.js";
import { freshAttacks, freshMoves, programLeft, type AttackOpt, type MoveOpt, type Pay } from "./ways.js";

/** Zones and targets a plan looks at: the best few of each by a first, cheaper reckoning. */
const ZONES_KEPT = 5;
const TARGETS_KEPT = 3;

interface Hit {
  readonly foe: number;
  readonly kill: number;
}

interface Scored {
  readonly score: number;
  readonly first: LiteAction | null;
}

/** E[max(0, W − slack)] for W ~ Poisson(λ): the cards the wounds take beyond what the next draw refills. */
function shortfall(lambda: number, slack: number): number {
  if (slack <= 0) return lambda - slack;
  let p = Math.exp(-lambda);
  let under = 0;
  for (let w = 0; w < slack; w++) {
    under += (slack - w) * p;
    p *= lambda / (w + 1);
  }
  return lambda - slack + under;
}

class Planner {
  private readonly apartAt = new Map<ZoneId, number>();
  private readonly me: number;
  private readonly danger: Danger;
  private readonly foeIndex: Map<number, number>;
  /** The hand, cheapest first: the generic cards to pay with. */
  readonly payers: readonly string[];
  readonly options: Scored[] = [];

  constructor(
    readonly r: Reading,
    readonly aim: Aim | null,
  ) {
    this.me = r.standing.findIndex((h) => h.seat === r.seat);
    this.danger = dangerOf(r, this.me);
    this.foeIndex = new Map(r.foes.map((e, i) => [e.id, i]));
    this.payers = cheapestFirst(r.hand);
  }

  private threatsAt(z: ZoneId): Threats {
    return this.danger.at(z);
  }

  /** Zone steps beyond 2 from each other standing hero, on average. */
  private apart(z: ZoneId): number {
    let a = this.apartAt.get(z);
    if (a === undefined) {
      const r = this.r;
      a = 0;
      for (const h of r.standing) if (h.seat !== r.seat) a += Math.max(0, steps(r, z, h.zone) - 2);
      a /= Math.max(1, r.standing.length - 1);
      this.apartAt.set(z, a);
    }
    return a;
  }

  /** Where the hero ends, the enemies likely killed, the cards, their worth kept and the energy spent. */
  end(z: ZoneId, hits: readonly Hit[], spent: number, keep: number, energy: number): number {
    const r = this.r;
    const t = this.threatsAt(z);
    const standing = r.standing;
    const n = standing.length;
    const ko = n === 1 ? W.knockOutAlone : W.knockOut;
    let cost = spent * W.draw + keep + energy * W.energy;
    for (let i = 0; i < n; i++) {
      const h = standing[i];
      let lambda = t.total[i];
      for (let j = 0; j < hits.length; j++) lambda -= hits[j].kill * t.by[hits[j].foe * n + i];
      lambda = Math.max(0, lambda);
      const hand = h.handSize - (i === this.me ? spent : 0);
      const slack = h.refillNext ? 99 : hand + 2 - h.life;
      cost += shortfall(lambda, slack) * W.life + knockOutOdds(lambda, hand) * ko;
    }
    return -cost - this.apart(z) * W.apart + this.pull(z);
  }

  private pull(z: ZoneId): number {
    const a = this.aim;
    if (!a) return 0;
    const d = steps(this.r, z, a.zone);
    if (d === Infinity) return 0;
    return -a.pull * Math.max(0, d - a.near);
  }

  /** The quick worth of a way to pay: the card's worth kept and the draw it asks for. */
  payWorth(pay: Pay): number {
    if (pay.kind === "none") return 0;
    const card = pay.kind === "card" ? pay.card : this.payers.length > 0 ? this.payers[0] : undefined;
    return W.draw + (card ? keepWorth(card) : 0);
  }

  /**
   * The best few attacks from `from` with these ways: every foe (every zone for an area attack, the best foes for
   * a card's several attacks), ranked by their worth less their cost at a first reckoning.
   */
  shots(from: ZoneId, opts: readonly AttackOpt[], energy: number, skip: readonly number[]): Shot[] {
    const r = this.r;
    const foes = r.foes;
    /** The shots within the energy at hand, the best first (ties in the order found), at most TARGETS_KEPT. */
    const out: Shot[] = [];
    for (const opt of opts) {
      const pay = this.payWorth(opt.pay);
      const left = energy - opt.energy;
      if (opt.area) {
        // Each zone with a foe, in the order of its first foe; the target named is that first foe.
        const zones: ZoneId[] = [];
        for (const e of foes) if (!zones.includes(e.zone)) zones.push(e.zone);
        for (const z of zones) {
          let target: EnemyView | null = null;
          let worth = 0;
          const hits: Hit[] = [];
          for (const e of foes) {
            if (e.zone !== z) continue;
            if (target === null) target = e;
            const s = skip.includes(e.id) ? null : strike(r, from, e, opt.way, left);
            if (!s) continue;
            const h = hitWorth(r, e, s.odds);
            worth += h.worth;
            hits.push({ foe: this.foeIndex.get(e.id)!, kill: h.kill });
          }
          if (hits.length && worth > 0)
            keepShot(out, { opt, target: target!, worth, hits, energy: opt.energy, quick: 0 }, pay, energy);
        }
        continue;
      }
      // The foes worth a hit, the best first (a stable sort's first few): as many as the card attacks, or a few.
      const k = opt.attacks >= 2 ? opt.attacks : TARGETS_KEPT;
      const each: Target[] = [];
      for (const e of foes) {
        const s = skip.includes(e.id) ? null : strike(r, from, e, opt.way, left);
        if (!s) continue;
        const h = hitWorth(r, e, s.odds);
        if (h.worth > 0) keepBest(each, { e, s, h }, k, targetWorth);
      }
      if (opt.attacks >= 2) {
        if (each.length) {
          let worth = 0;
          let spent = 0;
          const hits: Hit[] = [];
          for (const y of each) {
            worth += y.h.worth;
            spent += y.s.energy;
            hits.push({ foe: this.foeIndex.get(y.e.id)!, kill: y.h.kill });
          }
          keepShot(out, { opt, target: each[0].e, worth, hits, energy: opt.energy + spent, quick: 0 }, pay, energy);
        }
        continue;
      }
      for (const { e, s, h } of each)
        keepShot(
          out,
          {
            opt,
            target: e,
            worth: h.worth,
            hits: [{ foe: this.foeIndex.get(e.id)!, kill: h.kill }],
            energy: opt.energy + s.energy,
            item: s.item,
            quick: 0,
          },
          pay,
          energy,
        );
    }
    return out;
  }

  add(score: number, first: LiteAction | null): void {
    this.options.push({ score, first });
  }
}

interface Shot {
  readonly opt: AttackOpt;
  readonly target: EnemyView;
  readonly worth: number;
  readonly hits: readonly Hit[];
  readonly energy: number;
  readonly item?: string;
  /** The worth less the cost at a first reckoning, to rank shots. */
  quick: number;
}

/** A foe worth a hit, with the strike and its worth. */
interface Target {
  readonly e: EnemyView;
  readonly s: Strike;
  readonly h: { readonly kill: number; readonly worth: number };
}

const targetWorth = (t: Target): number => t.h.worth;
const shotQuick = (x: Shot): number => x.quick;

/**
 * Puts `x` among `best`, which is kept at most `k` long in descending `key`, after those with an equal key: fed a
 * list one by one, `best` is the first `k` of that list sorted (stably) by descending key, with no sort and no
 * copy. For finite keys; a test holds it equal to the sort.
 */
export function keepBest<T>(best: T[], x: T, k: number, key: (x: T) => number): void {
  const v = key(x);
  let i = best.length;
  while (i > 0 && key(best[i - 1]) < v) i--;
  if (i >= k) return;
  best.splice(i, 0, x);
  if (best.length > k) best.pop();
}

/** A shot ranked by its worth less its cost at a first reckoning, if the energy at hand pays for it. */
function keepShot(out: Shot[], x: Shot, pay: number, energy: number): void {
  x.quick = x.worth - pay - x.energy * W.energy;
  if (x.energy <= energy) keepBest(out, x, TARGETS_KEPT, shotQuick);
}

const namedCard = (o: { pay: Pay } | undefined): string | undefined =>
  o?.pay.kind === "card" ? o.pay.card : undefined;

interface Pick {
  cards: number;
  keep: number;
  generic: string[];
}

/** The cards a plan of these options spends: named ones and the cheapest generic ones. */
function pick(payers: readonly string[], opts: readonly ({ pay: Pay } | undefined)[]): Pick | null {
  const named = mapped(opts, namedCard);
  const free = kept(payers, (c) => !named.includes(c));
  let g = 0;
  let cards = 0;
  let keep = 0;
  const generic: string[] = [];
  for (const o of opts) {
    if (!o || o.pay.kind === "none") continue;
    cards++;
    if (o.pay.kind === "generic") {
      if (g >= free.length) return null;
      generic.push(free[g]);
      keep += keepWorth(free[g]);
      g++;
    } else keep += keepWorth(o.pay.card);
  }
  return { cards, keep, generic };
}

/** A move to a zone with the cheapest of the plain moves that reach it. */
interface Dest {
  readonly zone: ZoneId;
  readonly move: MoveOpt;
  /** Where the move alone leaves the hero. */
  readonly v: number;
}

export function planTurn(r: Reading, aim: Aim | null): Scored[] {
  const t = r.v.turn!;
  const here = r.me.zone;
  const P = new Planner(r, aim);
  const prog = programLeft(r);
  const skip = t.program?.targets ?? [];
  const energy = r.me.energy;
  const none: Pay = { kind: "none" };
  const movesNow: MoveOpt[] =
    t.stepsLeft > 0
      ? [
          {
            steps: t.stepsLeft,
            pay: none,
            thenMelee:
              prog?.attack && prog.moveFirst ? (prog.attack.way.kind === "hero" ? prog.attack.way.dice : 0) : null,
            underWay: true,
            make: () => null,
          },
        ]
      : !t.moved && !prog
        ? freshMoves(r)
        : [];
  const fresh = !t.attacked ? freshAttacks(r) : [];
  const attacksNow: AttackOpt[] = prog?.attack ? [prog.attack] : fresh;
  P.add(P.end(here, [], 0, 0, 0), null);
  /** The best few zones the plain moves reach, each with its cheapest move. */
  const dests = (moves: readonly MoveOpt[]): Dest[] => {
    const best = new Map<ZoneId, MoveOpt>();
    for (const m of moves) {
      if (m.thenMelee !== null) continue;
      for (const z of within(r, here, m.steps)) {
        const had = best.get(z);
        if (!had || P.payWorth(m.pay) < P.payWorth(had.pay)) best.set(z, m);
      }
    }
    const out: Dest[] = [];
    best.forEach((move, zone) =>
      out.push({
        zone,
        move,
        v: P.end(zone, [], move.pay.kind === "none" ? 0 : 1, P.payWorth(move.pay) - W.draw, 0),
      }),
    );
    return out.sort((a, b) => b.v - a.v).slice(0, ZONES_KEPT);
  };
  const firstMove = (m: MoveOpt, z: ZoneId, card: string | undefined): LiteAction | null =>
    m.underWay ? { type: "step", zone: nextStep(r, here, z) } : m.make(card);
  // Attack first, then perhaps move.
  for (const x of P.shots(here, attacksNow, energy, skip)) {
    const a = x.opt;
    const base = pick(P.payers, [a]);
    if (!base) continue;
    const first = a.make(x.target, base.generic[0], x.item);
    if (!first) continue;
    P.add(x.worth + P.end(here, x.hits, base.cards, base.keep, x.energy), first);
    const after: MoveOpt[] =
      a.thenMove > 0
        ? [{ steps: a.thenMove, pay: none, thenMelee: null, underWay: false, make: () => null }]
        : !t.moved && t.stepsLeft === 0 && (!prog || prog.attack === a)
          ? freshMoves(r).filter((m) => m.thenMelee === null && namedCard(m) !== namedCard(a))
          : [];
    for (const d of dests(after)) {
      const paid = pick(P.payers, [a, d.move]);
      if (paid) P.add(x.worth + P.end(d.zone, x.hits, paid.cards, paid.keep, x.energy), first);
    }
  }
  // Move first, then perhaps attack.
  const plain = !prog?.attack ? fresh.filter((a) => a.thenMove === 0) : [];
  for (const d of dests(movesNow)) {
    const base = pick(P.payers, [d.move]);
    if (!base) continue;
    const first = firstMove(d.move, d.zone, base.generic[0]);
    if (!first) continue;
    P.add(d.v, first);
    const after = plain.filter((a) => namedCard(a) !== namedCard(d.move));
    for (const x of P.shots(d.zone, after, energy, skip)) {
      const paid = pick(P.payers, [d.move, x.opt]);
      if (paid) P.add(x.worth + P.end(d.zone, x.hits, paid.cards, paid.keep, x.energy), first);
    }
  }
  // A move whose card then attacks in melee (Onslaught): to a zone with a foe in it.
  for (const m of movesNow) {
    if (m.thenMelee === null) continue;
    const melee = [meleeAfter(m.thenMelee)];
    const foeZones = new Set(r.foes.map((e) => e.zone));
    for (const z of within(r, here, m.steps)) {
      if (!foeZones.has(z)) continue;
      const base = pick(P.payers, [m]);
      const first = base && firstMove(m, z, base.generic[0]);
      if (!base || !first) continue;
      for (const x of P.shots(z, melee, energy, skip))
        P.add(x.worth + P.end(z, x.hits, base.cards, base.keep, x.energy), first);
    }
  }
  return P.options.sort((a, b) => b.score - a.score);
}

/** Onslaught's attack after its move: melee with extra dice, no card more. */
function meleeAfter(dice: number): AttackOpt {
  const way: AttackWay = { kind: "hero", mode: "melee", dice, range: 0, free: true };
  return { way, attacks: 1, area: false, pay: { kind: "none" }, energy: 0, thenMove: 0, make: () => null };
}

/** The first step of a shortest walk from `from` to `to` for a hero (the barred door stops heroes too). */
function nextStep(r: Reading, from: ZoneId, to: ZoneId): ZoneId {
  const g = r.geo;
  const nx = g.next(g.index.get(from)!, g.index.get(to)!);
  return nx === FAR ? to : g.zones[nx];
}

/** The zones a hero can walk to in 1 to `n` steps. */
function within(r: Reading, here: ZoneId, n: number): ZoneId[] {
  const g = r.geo;
  const a = g.index.get(here)!;
  const out: ZoneId[] = [];
  for (let b = 0; b < g.zones.length; b++) {
    const d = g.walk(a, b);
    if (d > 0 && d <= n) out.push(g.zones[b]);
  }
  return out;
}
