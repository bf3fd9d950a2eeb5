/**
 * Every action a seat may take now (`Engine.legal`), built from the same rules `apply` checks, so that anything
 * listed here is accepted. `waitingFor` names the seats the game waits on. Not listed: a seat's standing answer to
 * enemy attacks (`reactions`), a setting accepted at any time rather than a move of the game.
 */
import { actionCard, magicCard } from "./content/index.js";
import type { LiteAction } from "./actions.js";
import { programAttack } from "./attack.js";
import { playRefusal } from "./cards.js";
import { chestAt, giveRefusal } from "./chests.js";
import { choiceDone, freeEquipmentChoices, heroChoices, spellChoicesAtStart } from "./choose.js";
import { controlled, controlMoves, controlTargets } from "./control.js";
import { closedExits, doorZones, doorwaysOf, zoneOf } from "./map/index.js";
import { canLevelUp, levelUpChoices } from "./experience.js";
import { castRefusal } from "./magic.js";
import { paidItems } from "./hero.js";
import { planAttack, BASIC_ATTACK, type AttackSpec } from "./hero-attack.js";
import { itemOf, useItemRefusal } from "./items.js";
import { afterReactions, blockActions, rolledReactions } from "./reactions.js";
import { nextStep } from "./rules.js";
import { reviveRefusal } from "./revive.js";
import type { LiteState } from "./state.js";
import { stepTargets } from "./turn.js";
import { turnsLeft } from "./turn-end.js";
import { betweenTurns, orderWaitingFor } from "./turn-order.js";
import { equipmentCard } from "./content/index.js";

export function waitingFor(s: LiteState): number[] {
  if (s.result !== null) return [];
  if (s.pending.length) return [s.pending[0].seat];
  if (nextStep(s)) return [];
  if (s.phase === "choose") return s.choices.map((_, i) => i).filter((i) => !choiceDone(s, i));
  if (s.phase === "player") return s.turn ? [s.turn.seat] : (orderWaitingFor(s) ?? turnsLeft(s));
  if (s.phase === "enemy" && s.enemyPhase?.attack) return [s.enemyPhase.attack.seat];
  return [];
}

export function legal(s: LiteState, seat: number): LiteAction[] {
  if (s.result !== null || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const own = legalNow(s, seat);
  // Chest cards change hands whenever no choice is pending (ruling LITE-Q-18): after what the seat may do besides.
  const adventure = s.phase === "event" || s.phase === "player" || s.phase === "enemy";
  return s.pending.length || !adventure ? own : [...own, ...gives(s, seat)];
}

function legalNow(s: LiteState, seat: number): LiteAction[] {
  const p = s.pending[0];
  if (p) {
    if (p.seat !== seat) return [];
    if (p.kind === "discard") return s.heroes[seat].hand.map((card) => ({ type: "discard", card }));
    if (p.kind === "place") return p.zones.map((zone): LiteAction => ({ type: "place", zone }));
    if (p.kind === "tie-dice")
      return [
        { type: "tie-dice", dice: "attack" },
        { type: "tie-dice", dice: "defense" },
      ];
    const c = levelUpChoices(s, seat);
    return [
      ...c.equipment.map((card): LiteAction => ({ type: "choose-equipment", card })),
      ...c.spells.map((spell): LiteAction => ({ type: "choose-spell", spell })),
      { type: "keep-experience" },
    ];
  }
  if (nextStep(s)) return [];
  switch (s.phase) {
    case "choose":
      return [
        ...heroChoices(s, seat).map((card): LiteAction => ({ type: "choose-hero", card })),
        ...spellChoicesAtStart(s, seat).map((spell): LiteAction => ({ type: "choose-spell", spell })),
        ...freeEquipmentChoices(s, seat).map((card): LiteAction => ({ type: "choose-equipment", card })),
      ];
    case "player":
      return playerPhase(s, seat);
    case "enemy": {
      const a = s.enemyPhase?.attack;
      if (!a || a.seat !== seat) return [];
      return a.stage === "blocks" ? blockActions(s) : a.stage === "rolled" ? rolledReactions(s) : afterReactions(s);
    }
    default:
      return [];
  }
}

function gives(s: LiteState, seat: number): LiteAction[] {
  const out: LiteAction[] = [];
  for (const card of s.heroes[seat].chest) {
    for (const to of s.heroes) {
      const a: LiteAction = { type: "give", card, to: to.seat };
      if (to.seat !== seat && !giveRefusal(s, seat, a)) out.push(a);
    }
  }
  return out;
}

/** An attack action, its fields always in one order (target, card, items). */
function attackAction(target: number, card: string | undefined, items: string[]): LiteAction {
  if (card === undefined) return items.length ? { type: "attack", target, items } : { type: "attack", target };
  return items.length ? { type: "attack", target, card, items } : { type: "attack", target, card };
}

/** Whether a paid item's extra dice suit a melee or a ranged attack. */
function itemSuits(item: string, melee: boolean): boolean {
  const fx = equipmentCard(item).effects.find((x) => x.kind === "attack-dice");
  return !(fx?.kind === "attack-dice" && fx.mode !== "any" && fx.mode !== (melee ? "melee" : "ranged"));
}

/** Attacks with each choice of paid items that suits the attack (none, or one item), paid with each of `cards`. */
function attacks(
  s: LiteState,
  seat: number,
  spec: AttackSpec,
  cards: readonly (string | undefined)[],
  skip: readonly number[],
): LiteAction[] {
  const h = s.heroes[seat];
  const out: LiteAction[] = [];
  const paid = paidItems(h, "attack-dice");
  const none: string[] = [];
  const bare = spec.items.length ? { ...spec, items: none } : spec;
  for (const e of s.enemies) {
    if (e.down !== null || skip.includes(e.id)) continue;
    const melee = e.zone === h.zone;
    for (let i = -1; i < paid.length; i++) {
      if (i >= 0 && !itemSuits(paid[i], melee)) continue;
      const items = i < 0 ? none : [paid[i]];
      // Which card pays does not change whether the attack can be made.
      if ("ok" in planAttack(s, h, e.id, i < 0 ? bare : { ...spec, items })) continue;
      for (const card of cards) out.push(attackAction(e.id, card, items));
    }
  }
  return out;
}

function playerPhase(s: LiteState, seat: number): LiteAction[] {
  const t = s.turn;
  if (!t) return betweenTurns(s, seat);
  if (t.seat !== seat) return [];
  const h = s.heroes[seat];
  const out: LiteAction[] = [];
  const hand = h.hand;
  if (!t.moved) for (const card of hand) out.push({ type: "move", card });
  if (t.stepsLeft > 0) for (const zone of stepTargets(s, h.zone)) out.push({ type: "step", zone });
  for (const e of closedExits(s.map))
    if (e.zone === h.zone) out.push({ type: "open-door", zone: e.zone, side: e.side });
  if (doorZones(s.map).includes(h.zone)) out.push({ type: "remove-door" });
  if (!t.attacked && hand.length) out.push(...attacks(s, seat, BASIC_ATTACK, hand, []));
  const pa = programAttack(s);
  if (pa)
    out.push(
      ...attacks(
        s,
        seat,
        { mode: pa.mode, dice: pa.dice, range: pa.range, energy: pa.energy, items: [] },
        [undefined],
        t.program!.targets,
      ),
    );
  for (const card of hand) {
    const c = actionCard(card);
    if (!c.action || c.action.timing !== "own-turn") continue;
    const variants: LiteAction[] = [];
    if (c.action.extraDiscard > 0)
      for (const extra of hand) {
        if (extra !== card) variants.push({ type: "play", card, extra });
      }
    else if (c.action.steps.some((st) => st.kind === "bar-door"))
      for (const e of doorwaysOf(s.map, h.zone))
        variants.push({ type: "play", card, exit: { zone: e.zone, side: e.side } });
    else variants.push({ type: "play", card });
    for (const a of variants) if (a.type === "play" && !playRefusal(s, seat, a)) out.push(a);
  }
  out.push(...casts(s, seat));
  out.push(...items(s, seat));
  if (controlled(s)) {
    for (const zone of controlMoves(s)) out.push({ type: "control-move", zone });
    for (const target of controlTargets(s)) out.push({ type: "control-attack", target });
    if (chestAt(s, controlled(s)!.zone)) out.push({ type: "control-chest" });
  }
  for (const to of s.heroes) {
    if (!to.knockedOut || to.zone !== h.zone) continue;
    for (const card of hand)
      if (!reviveRefusal(s, seat, { type: "revive", card, hero: to.seat }))
        out.push({ type: "revive", card, hero: to.seat });
  }
  const seg = chestAt(s, h.zone);
  if (seg && !t.chestsTried.includes(seg)) out.push({ type: "open-chest" });
  if (canLevelUp(s, seat)) out.push({ type: "level-up" });
  out.push({ type: "end-turn" });
  return out;
}

/** Target choices an item or spell may take: each standing enemy, each zone in sight, each hero. */
function targetVariants(s: LiteState, seat: number): { target?: number; zone?: string; hero?: number }[] {
  const h = s.heroes[seat];
  const zones = new Set<string>([h.zone]);
  for (const e of s.enemies) zones.add(e.zone);
  return [
    ...s.enemies.map((e) => ({ target: e.id })),
    ...[...zones].filter((z) => zoneOf(s.map, z)).map((zone) => ({ zone })),
    ...s.heroes.map((x) => ({ hero: x.seat })),
  ];
}

function casts(s: LiteState, seat: number): LiteAction[] {
  const h = s.heroes[seat];
  const out: LiteAction[] = [];
  for (const spell of h.magic) {
    const m = magicCard(spell);
    const kind = m.effect.kind;
    const variants = targetVariants(s, seat).filter((v) =>
      kind === "item-attack"
        ? m.effect.kind === "item-attack" && m.effect.area
          ? v.zone !== undefined
          : v.target !== undefined
        : kind === "draw-action" || kind === "defense-bonus"
          ? v.hero !== undefined
          : v.target !== undefined,
    );
    for (const v of variants) {
      if (!m.attack) {
        const a: LiteAction = { type: "cast", spell, ...v };
        if (!castRefusal(s, seat, a)) out.push(a);
        continue;
      }
      // An attack spell costs a card from the hand; which one does not change whether it can be cast.
      if (h.hand.length === 0 || castRefusal(s, seat, { type: "cast", spell, ...v, card: h.hand[0] })) continue;
      for (const card of h.hand) out.push({ type: "cast", spell, ...v, card });
    }
  }
  return out;
}

function items(s: LiteState, seat: number): LiteAction[] {
  const h = s.heroes[seat];
  const out: LiteAction[] = [];
  for (const card of [...h.chest, ...h.equipment]) {
    const it = itemOf(h, card);
    if (!it) continue;
    const targeted = it.effects.some((e) => e.kind === "item-attack" || e.kind === "banish");
    const variants: { target?: number; zone?: string }[] = targeted
      ? targetVariants(s, seat)
          .filter((v) => v.hero === undefined)
          .map(({ target, zone }) => (target !== undefined ? { target } : { zone }))
      : [{}];
    for (const v of variants) {
      const a: LiteAction = { type: "use-item", card, ...v };
      if (!useItemRefusal(s, seat, a)) out.push(a);
    }
  }
  return out;
}
