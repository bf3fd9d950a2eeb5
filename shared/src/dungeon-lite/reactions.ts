/**
 * What a hero may do in the Enemy Phase (LITE-ACTION-6/7, LITE-ENEMY-4, LITE-EQUIP-6, rulings LITE-Q-14,
 * LITE-Q-16, LITE-Q-42): when an enemy's dice against the hero are rolled, Defense (prevent 2 wounds) and Tower
 * Shield (1 energy, prevent 1); after the wounds, Counterattack against that enemy (melee in the hero's zone, else
 * at range: line of sight, range, 1 energy), even after attacking in the Player Phase, and Adrenaline (move 1 zone).
 * `pass` ends the window. The rules wait only while one of these is possible.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard, equipmentCard, type AttackStep } from "./content/index.js";
import { LiteCodes, type ActionOf, type LiteAction } from "./actions.js";
import { enemyById } from "./enemy.js";
import { planAttack, resolveAttack, type AttackSpec } from "./hero-attack.js";
import { HeroName, paidItems, setHero } from "./hero.js";
import type { LiteState } from "./state.js";
import { spend, stepTargets } from "./turn.js";
import { landAttack } from "./wounds.js";

const cardsWith = (s: LiteState, seat: number, timing: string, kind: string): string[] =>
  s.heroes[seat].hand.filter((c) => {
    const a = actionCard(c).action;
    return a !== null && a.timing === timing && a.steps.some((st) => st.kind === kind);
  });

function attackerSpec(card: string, items: readonly string[]): AttackSpec {
  const st = actionCard(card).action!.steps.find((x) => x.kind === "attack") as AttackStep;
  return { mode: st.mode, dice: st.dice, range: st.range, energy: st.energy, items };
}

/** Defense and Tower Shield, while wounds are left to prevent. */
export function rolledReactions(s: LiteState): LiteAction[] {
  const a = s.enemyPhase?.attack;
  if (!a || a.stage !== "rolled") return [];
  const h = s.heroes[a.seat];
  if (h.knockedOut || a.wounds - a.prevented <= 0) return [];
  const out: LiteAction[] = cardsWith(s, a.seat, "attack-rolled", "prevent-wounds").map((card) => ({
    type: "defend",
    card,
  }));
  if (!a.shieldUsed) {
    for (const id of paidItems(h, "prevent-wounds"))
      if (h.energy >= equipmentCard(id).cost) out.push({ type: "use-item", card: id });
  }
  return out.length ? [...out, { type: "pass" }] : [];
}

/** Counterattack and Adrenaline, once each per attack. */
export function afterReactions(s: LiteState): LiteAction[] {
  const a = s.enemyPhase?.attack;
  if (!a || a.stage !== "after") return [];
  const h = s.heroes[a.seat];
  if (h.knockedOut) return [];
  const out: LiteAction[] = [];
  const e = enemyById(s, a.enemy);
  if (!a.countered && e && e.down === null) {
    for (const card of cardsWith(s, a.seat, "attacked", "attack")) {
      const melee = e.zone === h.zone;
      const choices = [[], ...paidItems(h, "attack-dice").map((i) => [i])];
      for (const items of choices) {
        const fx = items.length ? equipmentCard(items[0]).effects.find((x) => x.kind === "attack-dice") : null;
        if (fx && fx.kind === "attack-dice" && fx.mode !== "any" && fx.mode !== (melee ? "melee" : "ranged")) continue;
        const plan = planAttack(s, h, e.id, attackerSpec(card, items));
        if (!("ok" in plan))
          out.push(items.length ? { type: "counterattack", card, items } : { type: "counterattack", card });
      }
    }
  }
  if (!a.stepped) {
    for (const card of cardsWith(s, a.seat, "attacked", "move"))
      for (const zone of stepTargets(s, h.zone)) out.push({ type: "adrenaline", card, zone });
  }
  return out.length ? [...out, { type: "pass" }] : [];
}

const notNow = (what: string): Rejected => reject(LiteCodes.WRONG_TIME, `${what} (LITE-ACTION-6/7).`);

export function defend(d: LiteState, seat: number, a: ActionOf<"defend">, events: GameEvent[]): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "rolled" || at.seat !== seat)
    return notNow("Defense is played when an enemy's dice against you have been rolled");
  if (!cardsWith(d, seat, "attack-rolled", "prevent-wounds").includes(a.card))
    return reject(LiteCodes.WRONG_CARD, "That card does not prevent wounds, or is not in your hand.");
  const st = actionCard(a.card).action!.steps.find((x) => x.kind === "prevent-wounds")!;
  spend(d, seat, [a.card]);
  const amount = st.kind === "prevent-wounds" ? st.amount : 0;
  d.enemyPhase = { ...d.enemyPhase!, attack: { ...at, prevented: at.prevented + amount } };
  events.push({
    kind: "defend",
    seat,
    text: `${HeroName(d.heroes[seat])} plays ${actionCard(a.card).name}: up to ${amount} wounds prevented.`,
  });
  if (rolledReactions(d).length === 0) landAttack(d, events);
  return null;
}

export function towerShield(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "rolled" || at.seat !== seat)
    return notNow("That item is used when an enemy's dice against you have been rolled");
  if (!rolledReactions(d).some((x) => x.type === "use-item" && x.card === card))
    return reject(LiteCodes.WRONG_CARD, "You cannot use that item now (held, energy, once per attack).");
  const c = equipmentCard(card);
  const fx = c.effects.find((x) => x.kind === "prevent-wounds");
  setHero(d, seat, { energy: d.heroes[seat].energy - c.cost });
  d.enemyPhase = {
    ...d.enemyPhase!,
    attack: { ...at, prevented: at.prevented + (fx?.kind === "prevent-wounds" ? fx.amount : 0), shieldUsed: true },
  };
  events.push({
    kind: "item",
    seat,
    text: `${HeroName(d.heroes[seat])} raises the ${c.name} for ${c.cost} energy: 1 wound prevented.`,
  });
  if (rolledReactions(d).length === 0) landAttack(d, events);
  return null;
}

export function counterattack(
  d: LiteState,
  seat: number,
  a: ActionOf<"counterattack">,
  events: GameEvent[],
): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "after" || at.seat !== seat || d.pending.length > 0)
    return notNow("Counterattack is played after an enemy's attack against you");
  if (at.countered)
    return reject(LiteCodes.ALREADY_ATTACKED, "One Counterattack answers one attack (ruling LITE-Q-42).");
  if (!cardsWith(d, seat, "attacked", "attack").includes(a.card))
    return reject(LiteCodes.WRONG_CARD, "That card is not a Counterattack in your hand.");
  const plan = planAttack(d, d.heroes[seat], at.enemy, attackerSpec(a.card, a.items ?? []));
  if ("ok" in plan) return plan;
  spend(d, seat, [a.card]);
  d.enemyPhase = { ...d.enemyPhase!, attack: { ...at, countered: true } };
  resolveAttack(d, seat, at.enemy, plan, `plays ${actionCard(a.card).name} and attacks`, events);
  return null;
}

export function adrenaline(
  d: LiteState,
  seat: number,
  a: ActionOf<"adrenaline">,
  events: GameEvent[],
): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "after" || at.seat !== seat || d.pending.length > 0)
    return notNow("Adrenaline is played after an enemy's attack against you");
  if (at.stepped) return reject(LiteCodes.ALREADY_MOVED, "You have already moved after this attack.");
  if (!cardsWith(d, seat, "attacked", "move").includes(a.card))
    return reject(LiteCodes.WRONG_CARD, "That card is not an Adrenaline in your hand.");
  const h = d.heroes[seat];
  if (!stepTargets(d, h.zone).includes(a.zone))
    return reject(LiteCodes.NOT_A_NEIGHBOUR, `Zone ${a.zone} is not one step away.`);
  spend(d, seat, [a.card]);
  setHero(d, seat, { zone: a.zone });
  d.enemyPhase = { ...d.enemyPhase!, attack: { ...at, stepped: true } };
  events.push({
    kind: "adrenaline",
    seat,
    text: `${HeroName(h)} plays ${actionCard(a.card).name} and moves to zone ${a.zone}.`,
  });
  return null;
}

export function pass(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.seat !== seat || d.pending.length > 0)
    return reject(LiteCodes.NOTHING_TO_DO, "There is nothing to pass on: pass answers an enemy's attack against you.");
  const who = HeroName(d.heroes[seat]);
  if (at.stage === "rolled") {
    if (rolledReactions(d).length === 0) return reject(LiteCodes.NOTHING_TO_DO, "Nothing waits on you.");
    events.push({ kind: "pass", seat, text: `${who} passes: no Defense against these dice.` });
    landAttack(d, events);
    return null;
  }
  if (afterReactions(d).length === 0) return reject(LiteCodes.NOTHING_TO_DO, "Nothing waits on you.");
  events.push({ kind: "pass", seat, text: `${who} passes: no Counterattack and no Adrenaline.` });
  d.enemyPhase = { ...d.enemyPhase!, attack: null };
  return null;
}
