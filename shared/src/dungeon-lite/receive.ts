/**
 * Receiving action cards (LITE-ACTION-4, LITE-HERO-13, LITE-REVIVE-5): never beyond Life, never while knocked
 * out. A card with an event is revealed and its event resolved at once, whenever it is received from the deck
 * (LITE-ACTION-8/9, LITE-EVENT-1/2, ruling LITE-Q-16): enemies appear in the deployment zone closest to the hero,
 * a trap dazes and wounds, a chest gives a chest card, energy is recovered. The card is kept.
 */
import type { GameEvent } from "../engine.js";
import { actionCard, chestCard, type EventEffect } from "./content/index.js";
import { drawAction, drawChest } from "./decks.js";
import { HeroName, heroName, recoverEnergy, setHero, statsOf } from "./hero.js";
import { zoneOf } from "./map/index.js";
import { spawnAll } from "./spawn.js";
import type { LiteState } from "./state.js";
import { woundHero } from "./wounds.js";

/** How many more cards the hero may hold now. */
export function roomInHand(s: LiteState, seat: number): number {
  const h = s.heroes[seat];
  return h.knockedOut ? 0 : Math.max(0, statsOf(s, h).life - h.hand.length);
}

/** The hero receives one card from the deck and resolves its event; the card, or null if none was received. */
export function receiveCard(d: LiteState, seat: number, events: GameEvent[]): string | null {
  if (roomInHand(d, seat) <= 0) return null;
  const card = drawAction(d, events);
  const h = d.heroes[seat];
  if (card === null) {
    events.push({
      kind: "no-card",
      seat,
      text: `${HeroName(h)} receives no card: the action deck and its discards are empty.`,
    });
    return null;
  }
  setHero(d, seat, { hand: [...h.hand, card] });
  const c = actionCard(card);
  if (c.event.length === 0) {
    events.push({ kind: "card-received", seat, text: `${HeroName(h)} receives an action card.` });
    events.push({ kind: "card-received-own", seat, to: seat, text: `You receive ${c.name}.` });
    return card;
  }
  events.push({
    kind: "event-revealed",
    seat,
    text: `${HeroName(h)} receives and reveals ${c.name}: ${c.text} (LITE-EVENT-1)`,
  });
  for (const e of c.event) resolveEvent(d, seat, e, events);
  return card;
}

/**
 * Receives up to `n` cards, one at a time, stopping when a choice is pending (a wound to discard); an enemy to place
 * does not stop it (the enemies the next cards bring wait behind it, ./spawn.ts).
 */
export function receiveCards(d: LiteState, seat: number, n: number, events: GameEvent[]): number {
  let got = 0;
  for (let i = 0; i < n && d.result === null && d.pending.every((p) => p.kind === "place"); i++) {
    if (receiveCard(d, seat, events) === null) break;
    got += 1;
  }
  return got;
}

export function resolveEvent(d: LiteState, seat: number, e: EventEffect, events: GameEvent[]): void {
  const h = d.heroes[seat];
  if (h.knockedOut || d.result !== null) return;
  switch (e.kind) {
    case "spawn": {
      const types = Array.from({ length: e.count }, () => e.enemy);
      const at = { from: h.zone, avoidFrom: zoneOf(d.map, h.zone).deploy, by: seat };
      spawnAll(d, types, at, `Near ${heroName(h)}`, events);
      return;
    }
    case "daze":
      if (!h.dazed) setHero(d, seat, { dazed: true });
      events.push({ kind: "dazed", seat, text: `${HeroName(h)} is dazed: movement 1 this turn (LITE-HERO-30/31).` });
      return;
    case "wound":
      woundHero(d, seat, e.amount, events);
      return;
    case "draw-chest":
      for (let i = 0; i < e.count; i++) giveChestCard(d, seat, events);
      return;
    case "recover-energy": {
      const got = recoverEnergy(d, seat, e.amount);
      if (got > 0) events.push({ kind: "energy", seat, text: `${HeroName(h)} recovers ${got} energy.` });
      return;
    }
  }
}

/** The hero takes a chest card (LITE-CHEST-1); chest cards lie face up (public). */
export function giveChestCard(d: LiteState, seat: number, events: GameEvent[]): string | null {
  const h = d.heroes[seat];
  const card = drawChest(d, h.chest, events);
  if (card === null) {
    events.push({
      kind: "no-chest-card",
      seat,
      text: `${HeroName(h)} finds nothing: no chest card ${heroName(h)} may hold is left.`,
    });
    return null;
  }
  setHero(d, seat, { chest: [...d.heroes[seat].chest, card] });
  events.push({ kind: "chest-card", seat, text: `${HeroName(h)} takes a chest card: ${chestCard(card).name}.` });
  return card;
}
