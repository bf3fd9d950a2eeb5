/**
 * What the next Enemy Phase may cost the party, as the heuristic bot sees it: each enemy that acts goes for the
 * nearest standing hero (the heroes tied for nearest share its attacks) and attacks in melee if its movement takes
 * it there, otherwise shoots from where it ends if it has a line of sight (a Goblin keeps 2 zones away unless the
 * hero is in cover; a card D enemy attacks from where it stands). The expected wounds come from the exact odds
 * (./odds.ts) against the hero's defense, cover, Protection and the range penalty. A model, not the rules: it
 * ignores occupancy and the order of activation (enemies/ holds the rules).
 */
import { MAX_DEFENSE_DICE, MAX_RANGE, type EnemyId, type EnemyProfile } from "../content/index.js";
import type { ZoneId } from "../map/index.js";
import { FAR } from "./geometry.js";
import { filled, mapped, numbers } from "./lists.js";
import { odds } from "./odds.js";
import { extraBlock, hasHelmet, profile, type ActOdds, type HeroView, type Reading } from "./read.js";

const NONE: readonly number[] = [];
const critWounds = (p: EnemyProfile): boolean => p.criticalHit?.kind === "extra-wound";
/** The model's Goblin shoots from this far (enemies/goblin.ts). */
const GOBLIN_KEEPS = 2;

/** What the model needs of a standing hero. */
interface Target {
  readonly defense: number;
  readonly helmet: boolean;
  readonly extraBlock: boolean;
}

const targetOf = (h: HeroView): Target => ({
  defense: Math.min(MAX_DEFENSE_DICE, h.defense + h.protection),
  helmet: hasHelmet(h),
  extraBlock: extraBlock(h),
});

/**
 * What the model reads of a foe, once per board, in one record shape whatever the enemy (profiles differ in shape):
 * its dice, movement and range, whether its criticals wound, its odds of acting, where it is (an index).
 */
interface Foe {
  readonly melee: number;
  readonly ranged: number;
  readonly range: number;
  readonly movement: number;
  readonly basic: boolean;
  readonly crit: boolean;
  readonly goblin: boolean;
  readonly o: ActOdds;
  readonly from: number;
}

const foeOf = (p: EnemyProfile, type: string, o: ActOdds, from: number): Foe => ({
  melee: p.melee,
  ranged: p.ranged,
  range: p.range,
  movement: p.movement,
  basic: p.rank === "basic",
  crit: critWounds(p),
  goblin: type === "goblin",
  o,
  from,
});

function melee(p: Foe, h: Target): number {
  return odds(p.melee, h.defense, p.crit, h.extraBlock).mean;
}

/** A shot along `los` zones at the hero in zone `at`: none beyond 4 zones or beyond a secondary's range. */
function shot(r: Reading, p: Foe, los: number, h: Target, at: number): number {
  if (p.ranged === 0 || los === 0 || los > MAX_RANGE) return 0;
  const basic = p.basic;
  if (!basic && los > p.range) return 0;
  const over = basic ? Math.max(0, los - p.range) : 0;
  const shelter = r.geo.cover[at] || h.helmet ? 1 : 0;
  return odds(p.ranged, Math.min(MAX_DEFENSE_DICE, h.defense + shelter + over), p.crit, h.extraBlock).mean;
}

/** Expected wounds of one enemy's activation on the hero in zone `at`, `d` steps away (indices). */
function estimate(r: Reading, p: Foe, h: Target, at: number, d: number): number {
  const { o, from } = p;
  const g = r.geo;
  let w = 0;
  if (o.move > 0 && d <= p.movement + MAX_RANGE) {
    let x: number;
    if (p.goblin && !g.cover[at] && d <= p.movement + GOBLIN_KEEPS) x = shot(r, p, GOBLIN_KEEPS, h, at);
    else if (d <= p.movement) x = melee(p, h);
    else if (g.walk(from, at) === FAR) x = 0;
    else x = shot(r, p, g.sight(g.toward(from, at, p.movement), at), h, at);
    w += o.move * x;
  }
  if (o.stay > 0 && d <= MAX_RANGE) w += o.stay * (d === 0 ? melee(p, h) : shot(r, p, g.sight(from, at), h, at));
  return w;
}

/** Expected wounds each enemy deals each standing hero (`r.standing` order). */
export interface Threats {
  /** by[foe * heroes + hero]: expected wounds of foe `r.foes[foe]` on hero `r.standing[hero]`. */
  readonly by: readonly number[];
  /** Sum per hero. */
  readonly total: readonly number[];
}

/**
 * The next Enemy Phase's threats with one hero (`mover`, an index in `r.standing`, or −1) at a zone of choice and
 * the others where they stand: the part that does not depend on the mover is worked out once.
 */
export class Danger {
  private readonly foeAt: readonly number[];
  /** Per foe: what the model reads of it, null for one just placed (it does not act this Enemy Phase). */
  private readonly foes: readonly (Foe | null)[];
  /** Per foe: its zone steps to every zone through the barred door (the geometry's row). */
  private readonly nearRows: readonly (readonly number[])[];
  private readonly heroAt: readonly number[];
  private readonly targets: readonly Target[];
  /** Per foe: distance to the nearest hero other than the mover, and how many such heroes. */
  private readonly otherD: number[];
  private readonly others: number[][];
  /** Per foe and hero: the estimate where the hero stands (NaN until needed). */
  private readonly fixed: number[];
  private readonly memo = new Map<ZoneId, Threats>();

  constructor(
    private readonly r: Reading,
    private readonly mover: number,
  ) {
    const g = r.geo;
    const h = r.standing.length;
    this.foeAt = numbers(r.foes, (e) => g.index.get(e.zone)!);
    this.foes = mapped(r.foes, (e, f) =>
      e.justPlaced ? null : foeOf(profile(e), e.type, r.act(e.type as EnemyId), this.foeAt[f]),
    );
    this.nearRows = mapped(this.foeAt, (a) => g.nearRow(a));
    this.heroAt = numbers(r.standing, (x) => g.index.get(x.zone)!);
    this.targets = mapped(r.standing, targetOf);
    this.fixed = filled(r.foes.length * h, NaN);
    this.otherD = filled(r.foes.length, FAR);
    this.others = mapped(r.foes, (_, f) => {
      let d = FAR;
      let near: number[] = [];
      for (let i = 0; i < h; i++) {
        if (i === mover) continue;
        const x = g.near(this.foeAt[f], this.heroAt[i]);
        if (x < d) {
          d = x;
          near = [i];
        } else if (x === d && x !== FAR) near.push(i);
      }
      this.otherD[f] = d;
      return near;
    });
  }

  /** The threats with the mover in `z` (kept: the same board is asked about often). */
  at(z: ZoneId): Threats {
    let t = this.memo.get(z);
    if (t) return t;
    const r = this.r;
    const h = r.standing.length;
    const n = this.foes.length;
    const zi = r.geo.index.get(z) ?? -1;
    const mover = this.mover;
    const by = filled(n * h, 0);
    const total = filled(h, 0);
    for (let f = 0; f < n; f++) {
      const e = this.foes[f];
      if (e === null) continue;
      const od = this.otherD[f];
      const mine = mover >= 0 && zi >= 0 ? this.nearRows[f][zi] : FAR;
      const best = Math.min(mine, od);
      if (best === FAR) continue;
      const withMe = mine <= od;
      const list = mine < od ? NONE : this.others[f];
      const k = list.length + (withMe ? 1 : 0);
      for (let j = 0; j < list.length; j++) {
        const i = list[j];
        let w = this.fixed[f * h + i];
        if (Number.isNaN(w)) {
          w = estimate(r, e, this.targets[i], this.heroAt[i], best);
          this.fixed[f * h + i] = w;
        }
        by[f * h + i] = w / k;
        total[i] += w / k;
      }
      if (withMe) {
        const w = estimate(r, e, this.targets[mover], zi, best);
        by[f * h + mover] = w / k;
        total[mover] += w / k;
      }
    }
    t = { by, total };
    this.memo.set(z, t);
    return t;
  }
}

/**
 * Whether two readings show the same board for a `Danger` with this mover: the enemies, the heroes standing, the
 * cards drawn. The mover's own zone is not compared: a `Danger` never reads it (it asks where the mover would be),
 * so the steps of one move share it.
 */
function sameBoard(a: Reading, b: Reading, mover: number): boolean {
  if (a.v.enemyDeck !== b.v.enemyDeck || a.v.phase !== b.v.phase) return false;
  if (a.foes.length !== b.foes.length || a.standing.length !== b.standing.length) return false;
  for (let i = 0; i < a.foes.length; i++) {
    const x = a.foes[i];
    const y = b.foes[i];
    if (x.id !== y.id || x.zone !== y.zone || x.justPlaced !== y.justPlaced || x.type !== y.type) return false;
  }
  for (let i = 0; i < a.standing.length; i++) {
    const x = a.standing[i];
    const y = b.standing[i];
    if (x.seat !== y.seat || (i !== mover && x.zone !== y.zone)) return false;
    if (x.defense !== y.defense || x.protection !== y.protection) return false;
    if (x.equipment.length !== y.equipment.length) return false;
  }
  return true;
}

const dangers = new WeakMap<object, { r: Reading; mover: number; danger: Danger }>();

/** The `Danger` of this board, kept per map for the calls that follow on the same board (a move's steps). */
export function dangerOf(r: Reading, mover: number): Danger {
  const last = dangers.get(r.map);
  if (last && last.mover === mover && sameBoard(last.r, r, mover)) return last.danger;
  const danger = new Danger(r, mover);
  dangers.set(r.map, { r, mover, danger });
  return danger;
}

/** The threats with every standing hero where they stand. */
export const threatsNow = (r: Reading): Threats => {
  const i = r.standing.findIndex((h) => h.seat === r.seat);
  return dangerOf(r, i).at(i >= 0 ? r.standing[i].zone : "");
};

/** P(Poisson(λ) > n): the chance that wounds of mean λ exceed the n cards held, a knock-out. */
export function knockOutOdds(lambda: number, n: number): number {
  if (lambda <= 0) return 0;
  let term = Math.exp(-lambda);
  let cdf = term;
  for (let k = 1; k <= n; k++) {
    term *= lambda / k;
    cdf += term;
  }
  return Math.max(0, 1 - cdf);
}
