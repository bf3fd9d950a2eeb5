/**
 * The ways the heuristic bot's hero may attack and move in the rest of its turn, read from its hand, items, spells
 * and the card under way: the basic Attack and Move (a card each), attack spells, chest weapons, and the cards
 * whose text moves or attacks (Aim, Dexterity, Sprint, Onslaught, Assault), each with the first action that
 * starts it. The plan (./plan.ts) weighs them; `legal` has the last word (an action it does not list is dropped).
 */
import type { LiteAction } from "../actions.js";
import { actionCard, chestCard, magicCard, type AttackStep, type ItemAttack, type MoveStep } from "../content/index.js";
import type { ZoneId } from "../map/index.js";
import { BASIC, type AttackWay } from "./estimate.js";
import { gearOf, type EnemyView, type Reading } from "./read.js";

/** Who pays: a card from the hand picked by the plan (`generic`), a named card, or nothing more. */
export type Pay =
  { readonly kind: "generic" } | { readonly kind: "card"; readonly card: string } | { readonly kind: "none" };

export interface AttackOpt {
  readonly way: AttackWay;
  /** Attacks on different enemies (Dexterity: 2). */
  readonly attacks: number;
  /** One roll against every enemy in the target's zone (Fire, Fire Bomb). */
  readonly area: boolean;
  readonly pay: Pay;
  /** Energy besides the strike's own (a spell's cost). */
  readonly energy: number;
  /** The card's text moves after the attack (Assault), this far. */
  readonly thenMove: number;
  /** The first action, given the target and the generic card paid (if any). */
  readonly make: (target: EnemyView, card: string | undefined, item: string | undefined) => LiteAction | null;
}

export interface MoveOpt {
  readonly steps: number;
  readonly pay: Pay;
  /** The card's text attacks in melee after the move (Onslaught), with these extra dice. */
  readonly thenMelee: number | null;
  /** A move under way: the first action is a step. */
  readonly underWay: boolean;
  readonly make: (card: string | undefined) => LiteAction | null;
}

const GENERIC: Pay = { kind: "generic" };
const NONE: Pay = { kind: "none" };

function stepsOf(card: string): readonly (AttackStep | MoveStep)[] {
  const a = actionCard(card).action;
  if (!a || a.timing !== "own-turn") return [];
  return a.steps.filter((s): s is AttackStep | MoveStep => s.kind === "attack" || s.kind === "move");
}

const heroWay = (st: AttackStep): AttackWay => ({
  kind: "hero",
  mode: st.mode,
  dice: st.dice,
  range: st.range,
  free: st.energy === "free",
});

const moveLength = (r: Reading, st: MoveStep): number =>
  r.me.dazed ? 1 : st.max === null ? r.me.movement + st.bonus : Math.min(r.me.movement + st.bonus, st.max);

function spellCost(r: Reading, base: number): number {
  let off = 0;
  for (const id of r.me.equipment) off += gearOf(id).discount;
  return off > 0 ? Math.max(1, base - off) : base;
}

const attackAt = (target: EnemyView, item: string | undefined, card: string | undefined): LiteAction => {
  const a: LiteAction = { type: "attack", target: target.id };
  if (card !== undefined) a.card = card;
  if (item !== undefined) a.items = [item];
  return a;
};

/** The attacks that start a fresh Attack now (the turn's Attack unused, no card under way). */
export function freshAttacks(r: Reading): AttackOpt[] {
  const out: AttackOpt[] = [
    { way: BASIC, attacks: 1, area: false, pay: GENERIC, energy: 0, thenMove: 0, make: (e, c, i) => attackAt(e, i, c) },
  ];
  for (const spell of r.me.magic) {
    const m = magicCard(spell);
    if (m.effect.kind !== "item-attack") continue;
    const fx: ItemAttack = m.effect;
    const energy = spellCost(r, m.cost);
    if (r.me.energy < energy) continue;
    out.push({
      way: { kind: "item", fx },
      attacks: 1,
      area: fx.area,
      pay: GENERIC,
      energy,
      thenMove: 0,
      make: (e, c) =>
        fx.area ? { type: "cast", spell, card: c, zone: e.zone } : { type: "cast", spell, card: c, target: e.id },
    });
  }
  for (const card of r.me.chest) {
    const fx = chestCard(card).effects.find((x) => x.kind === "item-attack");
    if (fx?.kind !== "item-attack") continue;
    out.push({
      way: { kind: "item", fx },
      attacks: 1,
      area: fx.area,
      pay: NONE,
      energy: 0,
      thenMove: 0,
      make: (e) => (fx.area ? { type: "use-item", card, zone: e.zone } : { type: "use-item", card, target: e.id }),
    });
  }
  const seen = new Set<string>();
  for (const card of r.hand) {
    const name = actionCard(card).name;
    const st = stepsOf(card);
    if (seen.has(name) || st.length === 0 || st[0].kind !== "attack") continue;
    seen.add(name);
    const after = st[1]?.kind === "move" ? moveLength(r, st[1]) : 0;
    out.push({
      way: heroWay(st[0]),
      attacks: st[0].attacks,
      area: false,
      pay: { kind: "card", card },
      energy: 0,
      thenMove: after,
      make: () => ({ type: "play", card }),
    });
  }
  return out;
}

/** The Moves that start a fresh move now (the turn's Move unused, no card under way). */
export function freshMoves(r: Reading): MoveOpt[] {
  const out: MoveOpt[] = [
    {
      steps: r.me.movement,
      pay: GENERIC,
      thenMelee: null,
      underWay: false,
      make: (c) => (c ? { type: "move", card: c } : null),
    },
  ];
  const seen = new Set<string>();
  for (const card of r.hand) {
    const name = actionCard(card).name;
    const st = stepsOf(card);
    if (seen.has(name) || st.length === 0 || st[0].kind !== "move") continue;
    seen.add(name);
    const next = st[1];
    out.push({
      steps: moveLength(r, st[0]),
      pay: { kind: "card", card },
      thenMelee: next?.kind === "attack" ? next.dice : null,
      underWay: false,
      make: () => ({ type: "play", card }),
    });
  }
  return out;
}

/** The card under way: its remaining move (steps) and attack (way), in order. */
export function programLeft(r: Reading): { move: number; attack: AttackOpt | null; moveFirst: boolean } | null {
  const t = r.v.turn;
  if (!t?.program) return null;
  const steps = actionCard(t.program.card).action!.steps;
  const cur = steps[t.program.step];
  const next = steps[t.program.step + 1];
  const atk = cur?.kind === "attack" ? cur : cur?.kind === "move" && next?.kind === "attack" ? next : null;
  const attack: AttackOpt | null = atk
    ? {
        way: heroWay(atk),
        attacks: atk.attacks - (cur?.kind === "attack" ? t.program.targets.length : 0),
        area: false,
        pay: NONE,
        energy: 0,
        thenMove: cur?.kind === "attack" && next?.kind === "move" ? moveLength(r, next) : 0,
        make: (e, _c, i) => attackAt(e, i, undefined),
      }
    : null;
  return { move: cur?.kind === "move" ? t.stepsLeft : 0, attack, moveFirst: cur?.kind === "move" };
}

/** The next step toward `to` along a shortest path, if `to` is not here. */
export function stepToward(r: Reading, path: readonly ZoneId[]): LiteAction | null {
  return path.length > 1 ? { type: "step", zone: path[1] } : null;
}
