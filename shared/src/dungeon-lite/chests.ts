/**
 * Chests (LITE-OPEN-14..21, LITE-CHEST-1/7..9, rulings LITE-Q-18, LITE-Q-43): in a chest's zone, once per turn per
 * hero, roll 3 attack dice against 1 defense die per standing enemy in the zone (at most 3); each block (normal or
 * critical) cancels 1 normal hit, a critical hit is never cancelled; a hit left opens it and the hero takes a chest
 * card. The objective room's chest also holds the mission
 * object, and then every standing hero takes a chest card. Chest cards change hands freely between heroes in one
 * zone, in any phase of a round, never to hold 2 identical; a hero whose Life drops below the cards held (the Ring of
 * Life given away) discards down to Life at once, choosing the cards (ruling "Life below the cards held").
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import {
  CHEST_ATTACK_DICE,
  CHEST_MAX_DEFENSE_DICE,
  chestCard,
  identical,
  missionCard,
  terrainSegment,
} from "./content/index.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { attackWords, defenseWords, rollAttack, rollDefense } from "./dice.js";
import { standingIn } from "./enemy.js";
import { HeroName, heroName, setHero, statsOf } from "./hero.js";
import { zoneOf, type ZoneId } from "./map/index.js";
import { giveChestCard } from "./receive.js";
import type { LiteState } from "./state.js";
import { interrupt } from "./turn.js";

/** The unopened chest in this zone, if any (LITE-OPEN-14: at the back of the room). */
export function chestAt(s: LiteState, zone: ZoneId): ReturnType<typeof zoneOf>["segment"] | null {
  const z = zoneOf(s.map, zone);
  return z.chest && !s.chestsOpened.includes(z.segment) ? z.segment : null;
}

export function openChestRefusal(s: LiteState, seat: number): Rejected | null {
  const h = s.heroes[seat];
  const seg = chestAt(s, h.zone);
  if (!seg) return reject(LiteCodes.NO_CHEST_HERE, "There is no unopened chest in your zone (LITE-OPEN-15).");
  if (s.turn!.chestsTried.includes(seg))
    return reject(LiteCodes.CHEST_TRIED, "You have tried this chest this turn: one attempt per turn (LITE-OPEN-19).");
  return null;
}

/**
 * The chest roll (LITE-OPEN-17/18, ruling LITE-Q-43): each block cancels 1 normal hit, so it opens on a critical hit or
 * on more normal hits than blocks; `by` names who rolls, the card goes to `seat`; `helper`, an enemy under Mind
 * Control opening it, rolls no defense die against itself. Returns whether it opened.
 */
export function rollChest(
  d: LiteState,
  seat: number,
  zone: ZoneId,
  by: string,
  events: GameEvent[],
  helper: number | null = null,
): boolean {
  const seg = chestAt(d, zone)!;
  const def = Math.min(CHEST_MAX_DEFENSE_DICE, standingIn(d, zone).filter((e) => e.id !== helper).length);
  let atk, blk;
  [atk, d.rng] = rollAttack(d.rng, CHEST_ATTACK_DICE);
  [blk, d.rng] = rollDefense(d.rng, def);
  const opened = atk.criticals > 0 || atk.hits > blk.blocks + blk.criticals;
  events.push({
    kind: "chest-roll",
    seat,
    text: `${by} tries the chest of the ${terrainSegment(seg).name}: ${attackWords(atk)} against ${def} defense dice (${defenseWords(blk)}): ${opened ? "it opens" : "it stays shut"}.`,
  });
  if (!opened) return false;
  d.chestsOpened = [...d.chestsOpened, seg];
  const m = missionCard(d.options.mission);
  if (seg === m.objective) {
    d.missionObject = true;
    events.push({
      kind: "mission-object",
      seat,
      text: `The chest holds the ${m.object.name}: ${m.object.text} (LITE-OPEN-21).`,
    });
    for (const h of d.heroes) if (!h.knockedOut) giveChestCard(d, h.seat, events);
  } else giveChestCard(d, seat, events);
  return true;
}

export function openChest(d: LiteState, seat: number, events: GameEvent[]): void {
  const h = d.heroes[seat];
  const seg = chestAt(d, h.zone)!;
  interrupt(d);
  d.turn = { ...d.turn!, chestsTried: [...d.turn!.chestsTried, seg] };
  rollChest(d, seat, h.zone, HeroName(h), events);
}

export function giveRefusal(s: LiteState, seat: number, a: ActionOf<"give">): Rejected | null {
  const h = s.heroes[seat];
  if (s.phase !== "event" && s.phase !== "player" && s.phase !== "enemy") {
    return reject(
      LiteCodes.WRONG_TIME,
      "Chest cards change hands once the adventure has begun and until it ends (ruling LITE-Q-18).",
    );
  }
  if (!h.chest.includes(a.card))
    return reject(LiteCodes.NOT_HELD, "You hold no such chest card (only chest cards change hands, ruling LITE-Q-18).");
  const to = s.heroes[a.to];
  if (!to || a.to === seat) return reject(LiteCodes.NO_SUCH_HERO, "Name another hero to give the card to.");
  if (h.knockedOut || to.knockedOut)
    return reject(LiteCodes.KNOCKED_OUT, "A knocked-out hero neither gives nor receives (LITE-REVIVE-4/5).");
  if (to.zone !== h.zone)
    return reject(LiteCodes.NOT_IN_ZONE, "Heroes exchange chest cards only in the same zone (LITE-CHEST-9).");
  if (to.chest.some((c) => identical(chestCard(c), chestCard(a.card)))) {
    return reject(
      LiteCodes.IDENTICAL_CARD,
      `${HeroName(to)} already holds ${chestCard(a.card).name}: never 2 identical chest cards (LITE-CHEST-7).`,
    );
  }
  return null;
}

export function give(d: LiteState, seat: number, a: ActionOf<"give">, events: GameEvent[]): void {
  const h = d.heroes[seat];
  setHero(d, seat, { chest: h.chest.filter((c) => c !== a.card) });
  setHero(d, a.to, { chest: [...d.heroes[a.to].chest, a.card] });
  events.push({
    kind: "give",
    seat,
    text: `${HeroName(h)} hands ${chestCard(a.card).name} to ${heroName(d.heroes[a.to])} (LITE-CHEST-9).`,
  });
  discardDownToLife(d, seat, events);
}

/**
 * Life is the action cards held (LITE-HERO-13): a hero holding more than Life (the Ring of Life given away, the one
 * way Life drops) chooses that many cards to discard at once, a pending discard as for wounds, but no wound.
 */
export function discardDownToLife(d: LiteState, seat: number, events: GameEvent[]): void {
  const h = d.heroes[seat];
  const over = h.hand.length - statsOf(d, h).life;
  if (over <= 0 || h.knockedOut) return;
  d.pending = [...d.pending, { kind: "discard", seat, count: over }];
  events.push({
    kind: "over-life",
    seat,
    text: `${HeroName(h)} holds ${h.hand.length} action cards with Life ${statsOf(d, h).life}: ${heroName(h)} discards ${over} (LITE-HERO-13).`,
  });
}
