/**
 * The Enemy Phase as steps of the rules (LITE-ENEMY-1/2, LITE-ENEMYCARD-2/3/6/7, LITE-DOOR-4, LITE-BEHAVIOR-15,
 * rulings LITE-Q-19, LITE-Q-24, LITE-Q-35, LITE-Q-46, LITE-Q-47). "enemy-card": draw the card (none left: the game
 * is lost), count each hero's cards, place a missing type one per standing hero, and fix the initiative order
 * (./enemies). "activate": the next enemy moves and attacks as ./enemies decides; a tie-break roll it needs first asks
 * the tied heroes for their dice; its attack is rolled and answered in ./enemy-attack.ts (the windows: ./windows.ts,
 * ./reactions.ts) and lands in ./wounds.ts.
 * "enemy-end": the door's and the Undead's time, Protection expires, the next round begins.
 */
import type { GameEvent } from "../engine.js";
import { BARRED_DOOR_PHASES, enemyPhaseCard, heroCard, CLASSES } from "./content/index.js";
import { activate, activationOrder, NO_ATTACKS, type Board, type TieBreak } from "./enemies/index.js";
import { enemyAttack } from "./enemy-attack.js";
import { enemyById, enemyName, inPlay } from "./enemy.js";
import { endGame } from "./end.js";
import { HeroName, heroName } from "./hero.js";
import { doorZones, zoneOf } from "./map/index.js";
import { placeAll } from "./spawn.js";
import type { LiteState, Placement } from "./state.js";
import { asks } from "./windows.js";

/** What the enemy decisions see: the figures on the map, each hero's cards at the phase start (LITE-INIT-12). */
export function boardOf(s: LiteState): Board {
  const life = s.enemyPhase?.lifeAtStart;
  return {
    map: s.map,
    heroes: s.heroes.map((h) => ({
      seat: h.seat,
      name: CLASSES[heroCard(h.card).cls].name,
      zone: h.zone,
      knockedOut: h.knockedOut,
      cardsAtPhaseStart: life ? life[h.seat] : h.hand.length,
      tieDice: s.enemyPhase?.tieDice[h.seat] ?? undefined,
    })),
    enemies: s.enemies,
  };
}

export function drawEnemyCard(d: LiteState, events: GameEvent[]): void {
  d.enemyPhases += 1;
  if (d.enemyDeck.length === 0) {
    const why = "No enemy phase card can be drawn: the alarm has drawn in too many enemies (LITE-ENEMYCARD-3).";
    events.push({ kind: "enemy-deck-empty", text: why });
    endGame(d, "loss", why);
    return;
  }
  const [id, ...rest] = d.enemyDeck;
  d.enemyDeck = rest;
  d.enemyDiscard = [id, ...d.enemyDiscard];
  const card = enemyPhaseCard(id);
  events.push({
    kind: "enemy-card",
    text: `Enemy phase card ${card.kind}: ${card.text} (${rest.length} card${rest.length === 1 ? "" : "s"} left).`,
  });
  const lifeAtStart = d.heroes.map((h) => h.hand.length);
  d.enemyPhase = {
    card: id,
    lifeAtStart,
    queue: [],
    memory: NO_ATTACKS,
    attack: null,
    doorReached: false,
    tieDice: d.heroes.map(() => null),
  };
  if (card.placeIfNone && card.activates.length === 1 && inPlay(d, card.activates[0]) === 0) {
    const type = card.activates[0];
    const queue = d.heroes
      .filter((h) => !h.knockedOut)
      .map((h): Placement => ({
        type,
        from: h.zone,
        avoidFrom: zoneOf(d.map, h.zone).deploy,
        justPlaced: true,
        by: h.seat,
        why: `No ${enemyName(type)} is in play: one appears near ${heroName(h)}; it moves with its type but does not attack this phase (LITE-ENEMYCARD-6/7)`,
      }));
    placeAll(d, queue, events);
  }
  let queue: number[];
  [queue, d.rng] = activationOrder(boardOf(d), card, d.rng);
  d.enemyPhase = { ...d.enemyPhase, queue };
  d.auto = queue.length ? "activate" : "enemy-end";
}

const tieWords = (t: TieBreak, s: LiteState): string =>
  t.rolls
    .map(
      (round, i) =>
        `${i ? "re-roll" : "tie-break roll"}: ${round.map((r) => `${HeroName(s.heroes[r.seat]).slice(4)} ${r.criticals} critical, ${r.hits} ${r.dice === "defense" ? "block" : "hit"}`).join("; ")}`,
    )
    .join(". ");

/**
 * The tied heroes who have not chosen their dice for a tie-break roll this activation makes (ruling LITE-Q-47): the
 * rules ask them before the activation is carried out (a seat that is never asked rolls attack dice).
 */
function askTieDice(d: LiteState, tieBreaks: readonly TieBreak[], events: GameEvent[]): boolean {
  const dice = d.enemyPhase!.tieDice;
  const ask = tieBreaks.flatMap((t) =>
    t.order.filter((seat) => dice[seat] === null && asks(d, seat)).map((seat) => ({ seat, t })),
  );
  if (ask.length === 0) return false;
  d.pending = [
    ...d.pending,
    ...ask.map(({ seat, t }) => ({ kind: "tie-dice" as const, seat, tied: [...t.order].sort((a, b) => a - b) })),
  ];
  const names = [...new Set(tieBreaks.flatMap((t) => t.order))].map((seat) => heroName(d.heroes[seat]));
  events.push({
    kind: "tie-break-due",
    text: `A tie-break roll is due between ${names.join(" and ")}: each chooses attack or defense dice (LITE-TIEBREAK-2, ruling LITE-Q-47).`,
  });
  return true;
}

export function activateNext(d: LiteState, events: GameEvent[]): void {
  let ep = d.enemyPhase!;
  if (ep.attack) ep = d.enemyPhase = { ...ep, attack: null };
  const queue = ep.queue.filter((id) => enemyById(d, id)?.down === null);
  const id = queue[0];
  if (id === undefined) {
    events.push({ kind: "no-activation", text: "The enemies left to act are down: none acts." });
    d.enemyPhase = { ...ep, queue: [] };
    d.auto = "enemy-end";
    return;
  }
  const card = enemyPhaseCard(ep.card);
  const [act, rng] = activate(boardOf(d), id, card, ep.memory, d.rng);
  if (askTieDice(d, act.tieBreaks, events)) return;
  d.rng = rng;
  const e = enemyById(d, id)!;
  const zone = act.path.length ? act.path[act.path.length - 1] : e.zone;
  d.enemies = d.enemies.map((x) => (x.id === id ? { ...x, zone } : x));
  const doorReached =
    ep.doorReached || (d.map.door !== null && d.doorTimer === null && doorZones(d.map).includes(zone));
  d.enemyPhase = { ...ep, queue: queue.slice(1), memory: act.memory, doorReached, tieDice: d.heroes.map(() => null) };
  for (const t of act.tieBreaks) events.push({ kind: "tie-break", text: `${tieWords(t, d)} (LITE-TIEBREAK-1..6).` });
  events.push({ kind: "enemy-activation", text: act.reason });
  if (act.attack) enemyAttack(d, id, act.attack, events);
  d.auto = d.enemyPhase.queue.length || d.enemyPhase.attack ? "activate" : "enemy-end";
}

export function endEnemyPhase(d: LiteState, events: GameEvent[]): void {
  const ep = d.enemyPhase!;
  if (d.map.door !== null) {
    if (d.doorTimer !== null && d.doorTimer > 0) d.doorTimer -= 1;
    else if (d.doorTimer === null && ep.doorReached) {
      d.doorTimer = BARRED_DOOR_PHASES;
      events.push({
        kind: "door-held",
        text: `The enemies have reached the barred door: it holds for the next ${BARRED_DOOR_PHASES} Enemy Phases (LITE-DOOR-4).`,
      });
    }
  }
  d.heroes = d.heroes.map((h) => (h.protection ? { ...h, protection: 0 } : h));
  d.enemies = d.enemies.map((e) => (e.justPlaced ? { ...e, justPlaced: false } : e));
  d.enemyPhase = null;
  d.round += 1;
  d.phase = "event";
  d.auto = "event-start";
  events.push({ kind: "phase", text: `Round ${d.round}: the Event Phase begins.` });
}
