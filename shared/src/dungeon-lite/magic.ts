/**
 * Magic (LITE-MAGIC-1..8, LITE-ATTACK-3/4, rulings LITE-Q-15, LITE-Q-33): only the Mage casts, paying the card's
 * energy (Mage Staff: 1 less, at least 1). Fire, Lightning and Mind Control are attacks: they also cost an action
 * card and use the turn's Attack, need line of sight and never exceed their range. The other spells cost no card
 * and may be cast as often as energy allows.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard, enemyProfile, equipmentCard, magicCard, type MagicCard } from "./content/index.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { enemyById, enemyName } from "./enemy.js";
import { itemTargets, resolveItemAttack } from "./hero-attack.js";
import { HeroName, classOf, heroName, setHero } from "./hero.js";
import { banishRefusal } from "./items.js";
import { FOR_HEROES, lineOfSight, type ZoneId } from "./map/index.js";
import { receiveCards, roomInHand } from "./receive.js";
import type { HeroState, LiteState } from "./state.js";
import { interrupt, spend } from "./turn.js";
import { banishUndead } from "./wounds.js";
import { zoneWords } from "./zone-words.js";

/** A spell's energy cost for this hero (LITE-MAGIC-4, Mage Staff). */
export function spellCost(h: HeroState, m: MagicCard): number {
  let off = 0;
  for (const id of h.equipment)
    for (const e of equipmentCard(id).effects) if (e.kind === "spell-discount") off += e.amount;
  return off > 0 ? Math.max(1, m.cost - off) : m.cost;
}

export function castRefusal(s: LiteState, seat: number, a: ActionOf<"cast">): Rejected | null {
  const h = s.heroes[seat];
  if (classOf(h) !== "mage") return reject(LiteCodes.MAGE_ONLY, "Only the Mage may use magic cards (LITE-MAGIC-1).");
  if (!h.magic.includes(a.spell)) return reject(LiteCodes.NOT_HELD, "You do not know that spell.");
  const m = magicCard(a.spell);
  const cost = spellCost(h, m);
  if (h.energy < cost)
    return reject(LiteCodes.NOT_ENOUGH_ENERGY, `${m.name} costs ${cost} energy; you have ${h.energy} (LITE-MAGIC-4).`);
  if (m.attack) {
    if (s.turn!.attacked)
      return reject(
        LiteCodes.ALREADY_ATTACKED,
        `${m.name} is an attack, and you have already attacked this turn (LITE-MAGIC-5).`,
      );
    if (a.card === undefined || !h.hand.includes(a.card))
      return reject(
        LiteCodes.CARD_NOT_IN_HAND,
        `${m.name} costs an action card besides its energy: name one from your hand (LITE-MAGIC-6).`,
      );
  }
  const fx = m.effect;
  switch (fx.kind) {
    case "item-attack": {
      const t = itemTargets(s, h, fx, a.target, a.zone);
      return "ok" in t ? t : null;
    }
    case "mind-control": {
      const e = a.target === undefined ? undefined : enemyById(s, a.target);
      if (!e || e.down !== null || enemyProfile(e.type).rank !== "basic")
        return reject(
          LiteCodes.NO_SUCH_ENEMY,
          "Mind Control takes a standing basic enemy: a Goblin, an Orc or a Beast-Orc (ruling LITE-Q-15).",
        );
      const dist = lineOfSight(s.map, h.zone, e.zone, FOR_HEROES);
      if (dist === null || dist > fx.range)
        return reject(
          LiteCodes.OUT_OF_REACH,
          `The enemy must be within ${fx.range} zones in line of sight; the range cannot be exceeded (LITE-MAGIC-7).`,
        );
      return null;
    }
    case "banish":
      return banishRefusal(s, h.zone, fx, a.target);
    case "draw-action":
    case "defense-bonus": {
      const to = a.hero === undefined ? undefined : s.heroes[a.hero];
      if (!to || to.knockedOut)
        return reject(LiteCodes.NO_SUCH_HERO, "Name a standing hero (you too) to receive the spell.");
      if (to.zone !== h.zone) return reject(LiteCodes.NOT_IN_ZONE, `${m.name} is for a hero in your zone.`);
      if (fx.kind === "draw-action" && roomInHand(s, to.seat) === 0)
        return reject(LiteCodes.NOTHING_TO_DO, `${HeroName(to)} holds as many cards as Life allows.`);
      if (fx.kind === "defense-bonus" && to.protection >= fx.amount)
        return reject(LiteCodes.NOTHING_TO_DO, `${HeroName(to)} is already protected.`);
      return null;
    }
  }
}

export function cast(d: LiteState, seat: number, a: ActionOf<"cast">, events: GameEvent[]): void {
  const h = d.heroes[seat];
  const m = magicCard(a.spell);
  const cost = spellCost(h, m);
  interrupt(d);
  if (m.attack) {
    spend(d, seat, [a.card!]);
    d.turn = { ...d.turn!, attacked: true };
  }
  setHero(d, seat, { energy: d.heroes[seat].energy - cost });
  events.push({
    kind: "spell",
    seat,
    text: `${HeroName(h)} casts ${m.name} for ${cost} energy${m.attack ? ` and ${actionCard(a.card!).name}` : ""}.`,
  });
  const fx = m.effect;
  switch (fx.kind) {
    case "item-attack": {
      const t = itemTargets(d, d.heroes[seat], fx, a.target, a.zone) as { ids: number[]; zone: ZoneId };
      resolveItemAttack(d, seat, fx, t.ids, t.zone, m.name, events);
      return;
    }
    case "mind-control": {
      const e = enemyById(d, a.target!)!;
      d.turn = { ...d.turn!, control: { enemy: e.id, moved: false } };
      events.push({
        kind: "mind-control",
        seat,
        text: `The ${enemyName(e)} in ${zoneWords(e.zone)} falls under ${heroName(h)}'s control: it may move, then attack another enemy or open a chest (ruling LITE-Q-15).`,
      });
      return;
    }
    case "banish":
      banishUndead(d, enemyById(d, a.target!)!, seat, events);
      return;
    case "draw-action":
      receiveCards(d, a.hero!, fx.count, events);
      return;
    case "defense-bonus":
      setHero(d, a.hero!, { protection: fx.amount });
      events.push({
        kind: "protection",
        seat,
        text: `${HeroName(d.heroes[a.hero!])} rolls +${fx.amount} defense die until the end of the next Enemy Phase.`,
      });
      return;
  }
}
