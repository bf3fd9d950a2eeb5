/**
 * What a hero may do in the Enemy Phase (LITE-ACTION-6/7, LITE-ENEMY-4, LITE-EQUIP-6, rulings LITE-Q-14,
 * LITE-Q-16, LITE-Q-42): when an enemy's dice against the hero are rolled, Defense (prevent 2 wounds) and Tower
 * Shield (1 energy, prevent 1); after the wounds, Counterattack against that enemy (melee in the hero's zone, else
 * at range: line of sight, range, 1 energy), even after attacking in the Player Phase, and Adrenaline (move 1 zone).
 * `pass` ends the window. The windows open by what every seat sees, not by what the hand holds (./windows.ts), so
 * an open window may hold nothing but `pass`. `reactions` sets a seat's standing answer ("ask" / "never").
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard, equipmentCard, type AttackStep } from "./content/index.js";
import { LiteCodes, type ActionOf, type LiteAction } from "./actions.js";
import { enemyById } from "./enemy.js";
import { planAttack, resolveAttack, type AttackSpec } from "./hero-attack.js";
import { HeroName, paidItems, setHero } from "./hero.js";
import type { LiteState, ReactionMode } from "./state.js";
import { spend, stepTargets } from "./turn.js";
import { afterOpen, blockChoices, rolledOpen, shieldsReady } from "./windows.js";
import { spendBlocks } from "./enemy-attack.js";
import { landAttack } from "./wounds.js";
import { seatRef } from "../seat-refs.js";
import { cap, zoneWords } from "./zone-words.js";

const cardsWith = (s: LiteState, seat: number, timing: string, kind: string): string[] =>
  s.heroes[seat].hand.filter((c) => {
    const a = actionCard(c).action;
    return a !== null && a.timing === timing && a.steps.some((st) => st.kind === kind);
  });

function attackerSpec(card: string, items: readonly string[]): AttackSpec {
  const st = actionCard(card).action!.steps.find((x) => x.kind === "attack") as AttackStep;
  return { mode: st.mode, dice: st.dice, range: st.range, energy: st.energy, items };
}

/** In the rolled window: Defense and Tower Shield, as the hand and the energy allow, and `pass`. */
export function rolledReactions(s: LiteState): LiteAction[] {
  if (!rolledOpen(s)) return [];
  const a = s.enemyPhase!.attack!;
  const h = s.heroes[a.seat];
  const out: LiteAction[] = cardsWith(s, a.seat, "attack-rolled", "prevent-wounds").map((card) => ({
    type: "defend",
    card,
  }));
  for (const id of shieldsReady(h, a)) out.push({ type: "use-item", card: id });
  return [...out, { type: "pass" }];
}

/** In the after window: Counterattack and Adrenaline, once each per attack, as the hand allows, and `pass`. */
export function afterReactions(s: LiteState): LiteAction[] {
  if (!afterOpen(s)) return [];
  const a = s.enemyPhase!.attack!;
  const h = s.heroes[a.seat];
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
  return [...out, { type: "pass" }];
}

/** In the blocks choice: the numbers of critical blocks the hero may spend (ruling LITE-Q-41). */
export function blockActions(s: LiteState): LiteAction[] {
  const a = s.enemyPhase?.attack;
  if (!a || a.stage !== "blocks") return [];
  return blockChoices(s, a).map((criticals) => ({ type: "block", criticals }));
}

const notNow = (what: string): Rejected => reject(LiteCodes.WRONG_TIME, `${what} (LITE-ACTION-6/7).`);

export function defend(d: LiteState, seat: number, a: ActionOf<"defend">, events: GameEvent[]): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "rolled" || at.seat !== seat || !rolledOpen(d))
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
  if (!rolledOpen(d)) landAttack(d, events);
  return null;
}

export function towerShield(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "rolled" || at.seat !== seat || !rolledOpen(d))
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
  if (!rolledOpen(d)) landAttack(d, events);
  return null;
}

export function counterattack(
  d: LiteState,
  seat: number,
  a: ActionOf<"counterattack">,
  events: GameEvent[],
): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.stage !== "after" || at.seat !== seat || d.pending.length > 0 || !afterOpen(d))
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
  if (!at || at.stage !== "after" || at.seat !== seat || d.pending.length > 0 || !afterOpen(d))
    return notNow("Adrenaline is played after an enemy's attack against you");
  if (at.stepped) return reject(LiteCodes.ALREADY_MOVED, "You have already moved after this attack.");
  if (!cardsWith(d, seat, "attacked", "move").includes(a.card))
    return reject(LiteCodes.WRONG_CARD, "That card is not an Adrenaline in your hand.");
  const h = d.heroes[seat];
  if (!stepTargets(d, h.zone).includes(a.zone))
    return reject(LiteCodes.NOT_A_NEIGHBOUR, `${cap(zoneWords(a.zone))} is not one step away.`);
  spend(d, seat, [a.card]);
  setHero(d, seat, { zone: a.zone });
  d.enemyPhase = { ...d.enemyPhase!, attack: { ...at, stepped: true } };
  events.push({
    kind: "adrenaline",
    seat,
    text: `${HeroName(h)} plays ${actionCard(a.card).name} and moves to ${zoneWords(a.zone)}.`,
  });
  return null;
}

export function pass(d: LiteState, seat: number, events: GameEvent[]): Rejected | null {
  const at = d.enemyPhase?.attack;
  if (!at || at.seat !== seat || d.pending.length > 0)
    return reject(LiteCodes.NOTHING_TO_DO, "There is nothing to pass on: pass answers an enemy's attack against you.");
  const who = HeroName(d.heroes[seat]);
  if (at.stage === "rolled") {
    if (!rolledOpen(d)) return reject(LiteCodes.NOTHING_TO_DO, "Nothing waits on you.");
    events.push({ kind: "pass", seat, text: `${who} passes: no Defense against these dice.` });
    landAttack(d, events);
    return null;
  }
  if (at.stage !== "after" || !afterOpen(d)) return reject(LiteCodes.NOTHING_TO_DO, "Nothing waits on you.");
  events.push({ kind: "pass", seat, text: `${who} passes: no Counterattack and no Adrenaline.` });
  d.enemyPhase = { ...d.enemyPhase!, attack: null };
  return null;
}

/**
 * A seat's standing answer to the windows of enemy attacks on its hero (./windows.ts): "ask" or "never". Any time,
 * by the seat itself; a window open for the seat when it turns to "never" closes as a pass would (critical blocks
 * spent where they trigger).
 */
export function setReactions(d: LiteState, seat: number, mode: ReactionMode, events: GameEvent[]): Rejected | null {
  if (d.reactions[seat] === mode)
    return reject(LiteCodes.NOTHING_TO_DO, `Your answer to enemy attacks is "${mode}" already.`);
  d.reactions = d.reactions.map((m, i) => (i === seat ? mode : m));
  const who = d.heroes[seat] ? HeroName(d.heroes[seat]) : seatRef(seat);
  events.push({
    kind: "reactions",
    seat,
    text:
      mode === "never"
        ? `${who} will not be asked at enemy attacks: no reaction cards, critical blocks spent where they count.`
        : `${who} will be asked at every enemy attack.`,
  });
  const at = d.enemyPhase?.attack;
  if (mode === "never" && at?.seat === seat && d.result === null) {
    if (at.stage === "blocks") spendBlocks(d, blockChoices(d, at).slice(-1)[0], events);
    else if (at.stage === "rolled") landAttack(d, events);
  }
  return null;
}
