/**
 * The Attack in a hero's turn (LITE-ATTACK-1/2/5/13, LITE-ACTION-2, LITE-TIPS-1): discard any card to attack once
 * per turn, or make the attack a card's text calls for (Aim, Dexterity: two different enemies, Onslaught after its
 * move, Assault before its move). Paid equipment (Battle Axe, Throwing Knives) is named in `items` (LITE-EQUIP-6).
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard, type AttackStep } from "./content/index.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { BASIC_ATTACK, planAttack, resolveAttack, type AttackSpec } from "./hero-attack.js";
import type { LiteState } from "./state.js";
import { advanceProgram, interrupt, programStep, spend } from "./turn.js";

/** The card step the next program attack uses, if the program has one now (a move before it may be cut short). */
export function programAttack(s: LiteState): AttackStep | null {
  const t = s.turn;
  if (!t?.program) return null;
  const st = programStep(t);
  if (st?.kind === "attack") return st;
  const after = actionCard(t.program.card).action!.steps[t.program.step + 1];
  return st?.kind === "move" && after?.kind === "attack" ? after : null;
}

const specOf = (st: AttackStep, items: readonly string[]): AttackSpec => ({
  mode: st.mode,
  dice: st.dice,
  range: st.range,
  energy: st.energy,
  items,
});

export function attackAction(d: LiteState, seat: number, a: ActionOf<"attack">, events: GameEvent[]): Rejected | null {
  const h = d.heroes[seat];
  const items = a.items ?? [];
  if (a.card !== undefined) {
    if (d.turn!.attacked)
      return reject(
        LiteCodes.ALREADY_ATTACKED,
        "You have already attacked, or used an action that involves attacking, this turn (LITE-ATTACK-2/13, LITE-ACT-2).",
      );
    if (!h.hand.includes(a.card))
      return reject(LiteCodes.CARD_NOT_IN_HAND, "Discard a card from your hand to attack (LITE-ATTACK-1).");
    const plan = planAttack(d, h, a.target, { ...BASIC_ATTACK, items });
    if ("ok" in plan) return plan;
    interrupt(d);
    spend(d, seat, [a.card]);
    d.turn = { ...d.turn!, attacked: true };
    resolveAttack(d, seat, a.target, plan, `discards ${actionCard(a.card).name} and attacks`, events);
    return null;
  }
  const st = programAttack(d);
  if (!st)
    return reject(
      LiteCodes.NOTHING_TO_DO,
      "Name the card to discard for the attack (LITE-ATTACK-1); no card you played calls for an attack now.",
    );
  if (d.turn!.program!.targets.includes(a.target))
    return reject(LiteCodes.SAME_TARGET, "Each attack of this card must target a different enemy.");
  const plan = planAttack(d, h, a.target, specOf(st, items));
  if ("ok" in plan) return plan;
  if (programStep(d.turn!)?.kind === "move") advanceProgram(d);
  const card = actionCard(d.turn!.program!.card).name;
  resolveAttack(d, seat, a.target, plan, `(${card}) attacks`, events);
  if (!d.turn?.program) return null;
  const targets = [...d.turn.program.targets, a.target];
  d.turn = { ...d.turn, program: { ...d.turn.program, targets } };
  if (targets.length >= st.attacks) advanceProgram(d);
  return null;
}
