/**
 * Wounds. A hero's wounds are action cards of the player's choice (LITE-HERO-14), taken one at a time: a wound
 * while holding no card knocks the hero out and the rest are ignored (LITE-HERO-15/16, ruling LITE-Q-9). An
 * enemy's wounds are damage tokens; at its Life it is eliminated, excess ignored (LITE-TOKENS-2/3, LITE-ATTACK-12),
 * an Undead knocked down instead (LITE-BEHAVIOR-10/11); the killer gains its experience (LITE-XP-2), all heroes for
 * the Troll and the Queen (LITE-BEHAVIOR-16/17); the final boss's death ends the game (LITE-GOAL-2). An enemy's
 * attack on a hero lands once the hero's reactions to its dice are done (`landAttack`, ./enemy-phase.ts rolls it).
 */
import type { GameEvent } from "../engine.js";
import { discardActions } from "./decks.js";
import { enemyName, lifeOf, profileOf } from "./enemy.js";
import { endTurnOf } from "./turn-end.js";
import { finalBossSlain, checkAllKnockedOut } from "./end.js";
import { gainExperience } from "./experience.js";
import { HeroName, heroName, setHero } from "./hero.js";
import { missionCard } from "./content/index.js";
import { placeForKnockedOut } from "./spawn.js";
import type { EnemyState, LiteState } from "./state.js";
import { zoneWords } from "./zone-words.js";

/** The hero takes `n` wounds: a choice of cards to discard, or the whole hand (and knocked out past it). */
export function woundHero(d: LiteState, seat: number, n: number, events: GameEvent[]): void {
  const h = d.heroes[seat];
  if (n <= 0 || h.knockedOut) return;
  if (n < h.hand.length) {
    d.pending = [...d.pending, { kind: "discard", seat, count: n }];
    events.push({
      kind: "wounded",
      seat,
      text: `${HeroName(h)} takes ${n} wound${n === 1 ? "" : "s"} and must discard ${n} action card${n === 1 ? "" : "s"} (LITE-HERO-14).`,
    });
    return;
  }
  discardActions(d, h.hand);
  if (n === h.hand.length) {
    setHero(d, seat, { hand: [] });
    events.push({
      kind: "wounded",
      seat,
      text: `${HeroName(h)} takes ${n} wound${n === 1 ? "" : "s"} and discards every action card (LITE-HERO-15).`,
    });
    return;
  }
  knockOut(
    d,
    seat,
    events,
    `${HeroName(h)} takes ${n} wound${n === 1 ? "" : "s"} holding ${h.hand.length} card${h.hand.length === 1 ? "" : "s"}`,
  );
}

/** The hero is knocked out: the figure is laid down (LITE-HERO-16); the turn, if it was theirs, ends. */
export function knockOut(d: LiteState, seat: number, events: GameEvent[], why: string): void {
  const h = d.heroes[seat];
  setHero(d, seat, { hand: [], knockedOut: true, dazed: false, protection: 0 });
  placeForKnockedOut(d, seat, events);
  d.pending = d.pending.filter((p) => p.seat !== seat);
  events.push({ kind: "knocked-out", seat, text: `${why}: ${heroName(h)} is knocked out (LITE-HERO-16).` });
  if (d.turn?.seat === seat) endTurnOf(d, events);
  checkAllKnockedOut(d);
}

/** Removes an enemy from play: its figure goes back to the box (ruling LITE-Q-34). */
export function removeEnemy(d: LiteState, id: number): void {
  d.enemies = d.enemies.filter((e) => e.id !== id);
  if (d.enemyPhase) d.enemyPhase = { ...d.enemyPhase, queue: d.enemyPhase.queue.filter((q) => q !== id) };
  if (d.turn?.control?.enemy === id) d.turn = { ...d.turn, control: null };
}

/** Experience for a defeated or banished enemy: the killer's, or every standing hero's (ruling LITE-Q-25). */
function reward(d: LiteState, e: EnemyState, by: number | null, events: GameEvent[]): void {
  const p = profileOf(e);
  if (p.experience <= 0) return;
  if (p.experienceToAll) for (const h of d.heroes) gainExperience(d, h.seat, p.experience, events);
  else if (by !== null) gainExperience(d, by, p.experience, events);
}

/** An Undead removed for good (LITE-BEHAVIOR-13/14): its experience goes to the hero who banished it. */
export function banishUndead(d: LiteState, e: EnemyState, by: number | null, events: GameEvent[]): void {
  removeEnemy(d, e.id);
  events.push({
    kind: "banished",
    text: `The Undead in ${zoneWords(e.zone)} is banished for good (LITE-BEHAVIOR-13).`,
  });
  reward(d, e, by, events);
}

/** Wounds on an enemy from a hero's attack (`by`: the hero's seat, or null). Returns whether it fell. */
export function woundEnemy(d: LiteState, id: number, n: number, by: number | null, events: GameEvent[]): boolean {
  const i = d.enemies.findIndex((e) => e.id === id);
  if (i < 0 || n <= 0) return false;
  const e = d.enemies[i];
  if (e.down !== null) return false;
  const life = lifeOf(d);
  const wounds = Math.min(life, e.wounds + n);
  if (wounds < life) {
    d.enemies = d.enemies.map((x) => (x.id === id ? { ...x, wounds } : x));
    return false;
  }
  const p = profileOf(e);
  if (p.undead) {
    if (d.missionObject && missionCard(d.options.mission).object.effect.kind === "banish-on-knockdown") {
      events.push({
        kind: "grimoire",
        text: `The ${missionCard(d.options.mission).object.name} banishes the fallen Undead.`,
      });
      banishUndead(d, e, by, events);
      return true;
    }
    d.enemies = d.enemies.map((x) => (x.id === id ? { ...x, wounds: 0, down: d.enemyPhases } : x));
    if (d.enemyPhase) d.enemyPhase = { ...d.enemyPhase, queue: d.enemyPhase.queue.filter((q) => q !== id) };
    if (d.turn?.control?.enemy === id) d.turn = { ...d.turn, control: null };
    events.push({
      kind: "knocked-down",
      text: `The Undead in ${zoneWords(e.zone)} is knocked down for 2 turns (LITE-BEHAVIOR-10/11).`,
    });
    return true;
  }
  removeEnemy(d, id);
  events.push({ kind: "enemy-slain", text: `The ${enemyName(e)} in ${zoneWords(e.zone)} is slain.` });
  reward(d, e, by, events);
  if (p.rank === "final-boss") finalBossSlain(d);
  return true;
}

/** The wounds land (less those prevented), then poison and a dazing critical (LITE-BEHAVIOR-15, LITE-HERO-30). */
export function landAttack(d: LiteState, events: GameEvent[]): void {
  const a = d.enemyPhase!.attack!;
  const net = Math.max(0, a.wounds - a.prevented);
  d.enemyPhase = { ...d.enemyPhase!, attack: { ...a, stage: "after" } };
  if (a.prevented > 0)
    events.push({
      kind: "prevented",
      seat: a.seat,
      text: `${Math.min(a.prevented, a.wounds)} wound${a.prevented === 1 ? "" : "s"} prevented.`,
    });
  woundHero(d, a.seat, net, events);
  const h = d.heroes[a.seat];
  if (!h.knockedOut && (a.dazes || (a.poison && net > 0)) && d.result === null) {
    setHero(d, a.seat, { dazed: true });
    events.push({
      kind: "dazed",
      seat: a.seat,
      text: `${HeroName(h)} is ${a.poison && net > 0 ? "poisoned and " : ""}dazed: movement 1 in the next turn (LITE-BEHAVIOR-15, LITE-HERO-30, ruling LITE-Q-12).`,
    });
  }
}
