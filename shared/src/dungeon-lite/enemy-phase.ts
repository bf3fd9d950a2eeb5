/**
 * The Enemy Phase as steps of the rules (LITE-ENEMY-1/2, LITE-ENEMYCARD-2/3/6/7, LITE-DOOR-4, LITE-BEHAVIOR-15,
 * rulings LITE-Q-19, LITE-Q-24, LITE-Q-35, LITE-Q-46). "enemy-card": draw the card (none left: the game is lost),
 * count each hero's cards, place a missing type one per standing hero, and fix the initiative order (./enemies).
 * "activate": the next enemy moves and attacks as ./enemies decides; the dice are rolled here (the hero's defense,
 * cover, range penalty, criticals) and the hero may react (./reactions.ts) before and after the wounds land
 * (./wounds.ts).
 * "enemy-end": the door's and the Undead's time, Protection expires, the next round begins.
 */
import type { GameEvent } from "../engine.js";
import {
  BARRED_DOOR_PHASES,
  attackDice,
  defenseDice,
  enemyPhaseCard,
  heroCard,
  CLASSES,
  type CriticalEffect,
} from "./content/index.js";
import { landed } from "./blocks.js";
import { attackWords, defenseWords, rollAttack, rollDefense } from "./dice.js";
import { activate, activationOrder, NO_ATTACKS, type Board, type Shot, type TieBreak } from "./enemies/index.js";
import { enemyById, enemyName, inPlay, profileOf } from "./enemy.js";
import { endGame } from "./end.js";
import { HeroName, hasEffect, heroCardOf, heroName, recoverEnergy, statsOf } from "./hero.js";
import { doorZones, zoneOf } from "./map/index.js";
import { afterReactions, rolledReactions } from "./reactions.js";
import { spawnOne } from "./spawn.js";
import type { EnemyAttack, LiteState } from "./state.js";
import { landAttack, woundEnemy } from "./wounds.js";

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
  d.enemyPhase = { card: id, lifeAtStart, queue: [], memory: NO_ATTACKS, attack: null, doorReached: false };
  if (card.placeIfNone && card.activates.length === 1 && inPlay(d, card.activates[0]) === 0) {
    const type = card.activates[0];
    for (const h of d.heroes) {
      if (h.knockedOut) continue;
      const e = spawnOne(d, type, { from: h.zone, avoidFrom: zoneOf(d.map, h.zone).deploy, justPlaced: true }, events);
      if (e)
        events.push({
          kind: "enemies-placed",
          text: `No ${enemyName(type)} is in play: one appears near ${heroName(h)} in zone ${e.zone}; it does not act this phase (LITE-ENEMYCARD-6/7).`,
        });
    }
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
        `${i ? "re-roll" : "tie-break roll"}: ${round.map((r) => `${HeroName(s.heroes[r.seat]).slice(4)} ${r.criticals} critical, ${r.hits} hit`).join("; ")}`,
    )
    .join(". ");

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
  let act;
  [act, d.rng] = activate(boardOf(d), id, card, ep.memory, d.rng);
  const e = enemyById(d, id)!;
  const zone = act.path.length ? act.path[act.path.length - 1] : e.zone;
  d.enemies = d.enemies.map((x) => (x.id === id ? { ...x, zone } : x));
  const doorReached =
    ep.doorReached || (d.map.door !== null && d.doorTimer === null && doorZones(d.map).includes(zone));
  d.enemyPhase = { ...ep, queue: queue.slice(1), memory: act.memory, doorReached };
  for (const t of act.tieBreaks) events.push({ kind: "tie-break", text: `${tieWords(t, d)} (LITE-TIEBREAK-1..6).` });
  events.push({ kind: "enemy-activation", text: act.reason });
  if (act.attack) enemyAttack(d, id, act.attack, events);
  d.auto = d.enemyPhase.queue.length || d.enemyPhase.attack ? "activate" : "enemy-end";
}

/** The enemy's critical hits that land: extra wounds and a daze (LITE-ATTACK-8, ruling LITE-Q-41). */
function enemyCriticals(fx: CriticalEffect | null, n: number): { extra: number; dazes: boolean } {
  if (!fx || n === 0) return { extra: 0, dazes: false };
  return { extra: fx.kind === "extra-wound" ? n : 0, dazes: fx.kind === "daze" };
}

/** Rolls an enemy's attack on a hero (LITE-ENEMY-2): the hero's defense + Protection + cover and range past the range at a distance, at most 3. */
export function enemyAttack(d: LiteState, id: number, shot: Shot, events: GameEvent[]): void {
  const e = enemyById(d, id)!;
  const p = profileOf(e);
  const h = d.heroes[shot.seat];
  const cover = !shot.melee && (shot.inCover || hasEffect(d, h, "own-cover")) ? 1 : 0;
  const def = defenseDice(statsOf(d, h).defense + h.protection, shot.melee ? 0 : cover + shot.overRange);
  const dice = attackDice(shot.melee ? p.melee : p.ranged, 0);
  let atk, blk;
  [atk, d.rng] = rollAttack(d.rng, dice);
  [blk, d.rng] = rollDefense(d.rng, def);
  const block = heroCardOf(h).criticalBlock;
  const got = landed(atk.hits, atk.criticals, blk.blocks, blk.criticals, block?.kind === "extra-block" ? 1 : 0);
  const crit = enemyCriticals(p.criticalHit, got.criticals);
  const wounds = got.hits + got.criticals + crit.extra;
  events.push({
    kind: "enemy-attack",
    seat: h.seat,
    text: `The ${p.name} ${shot.melee ? "attacks" : "shoots"} ${heroName(h)}: ${dice} dice, ${attackWords(atk)} against ${def} defense dice, ${defenseWords(blk)}: ${wounds} wound${wounds === 1 ? "" : "s"}${crit.extra ? ` (the critical adds ${crit.extra})` : ""}${crit.dazes ? ", and the critical dazes" : ""}.`,
  });
  if (got.criticalBlocks > 0 && block?.kind === "recover-energy") {
    const n = recoverEnergy(
      d,
      h.seat,
      typeof block.amount === "number" ? block.amount * got.criticalBlocks : block.amount,
    );
    if (n) events.push({ kind: "energy", seat: h.seat, text: `${HeroName(h)}'s critical block recovers ${n} energy.` });
  }
  const attack: EnemyAttack = {
    enemy: id,
    seat: h.seat,
    melee: shot.melee,
    wounds,
    prevented: 0,
    dazes: crit.dazes,
    poison: p.poison,
    stage: "rolled",
    countered: false,
    stepped: false,
    shieldUsed: false,
  };
  d.enemyPhase = { ...d.enemyPhase!, attack };
  if (got.criticalBlocks > 0 && block?.kind === "wound-attacker" && shot.melee) {
    events.push({
      kind: "critical-block",
      seat: h.seat,
      text: `${HeroName(h)}'s critical block wounds the ${p.name}.`,
    });
    woundEnemy(d, id, got.criticalBlocks, h.seat, events);
  }
  if (d.result === null && rolledReactions(d).length === 0) landAttack(d, events);
}

/** Whether the rules wait on the attacked hero (a reaction is possible now). */
export function reactionOpen(s: LiteState): boolean {
  const a = s.enemyPhase?.attack;
  if (!a || s.pending.length > 0) return false;
  return a.stage === "rolled" ? rolledReactions(s).length > 0 : afterReactions(s).length > 0;
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
