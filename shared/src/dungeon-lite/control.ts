/**
 * An enemy under Mind Control (ruling LITE-Q-15, LITE-OPEN-20): in the Mage's turn the Mage moves it up to its
 * movement (it ends only where it fits, LITE-ZONE-4/5), then it may attack another enemy with its own dice (melee
 * in its zone, else at range within line of sight) or open a chest in its zone (the Mage takes the card). Either
 * ends the control, and so does any other action of the Mage. A kill's experience goes to the Mage.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { attackDice, defenseDice, type EnemyProfile } from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { landed } from "./blocks.js";
import { chestAt, rollChest } from "./chests.js";
import { attackWords, defenseWords, rollAttack, rollDefense } from "./dice.js";
import { enemyById, enemyName, extraBlocks, profileOf, usedPoints } from "./enemy.js";
import { coverBonus, hasRoom, rangedShot, reachable, type ZoneId } from "./map/index.js";
import type { EnemyState, LiteState } from "./state.js";
import { woundEnemy } from "./wounds.js";
import { zoneWords } from "./zone-words.js";

export const controlled = (s: LiteState): EnemyState | null => {
  const c = s.turn?.control;
  return c ? (enemyById(s, c.enemy) ?? null) : null;
};

/** Zones the controlled enemy may move to (not through the barred door, ending only where it fits). */
export function controlMoves(s: LiteState): ZoneId[] {
  const e = controlled(s);
  if (!e || s.turn!.control!.moved) return [];
  const p = profileOf(e);
  return reachable(s.map, e.zone, p.movement, { canEnd: (z) => hasRoom(usedPoints(s, z), p.occupancy) })
    .map((r) => r.zone)
    .filter((z) => z !== e.zone);
}

interface EnemyShot {
  melee: boolean;
  bonus: number;
}

function shotAt(s: LiteState, e: EnemyState, p: EnemyProfile, t: EnemyState): EnemyShot | null {
  if (t.zone === e.zone) return { melee: true, bonus: 0 };
  if (p.ranged === 0) return null;
  const shot = rangedShot(s.map, e.zone, t.zone, p.range, p.rank === "basic");
  return shot.ok ? { melee: false, bonus: shot.extraDefense + coverBonus(s.map, t.zone) } : null;
}

export function controlTargets(s: LiteState): number[] {
  const e = controlled(s);
  if (!e) return [];
  const p = profileOf(e);
  return s.enemies.filter((t) => t.id !== e.id && t.down === null && shotAt(s, e, p, t) !== null).map((t) => t.id);
}

export function controlRefusal(
  s: LiteState,
  kind: "control-move" | "control-attack" | "control-chest",
  arg?: string | number,
): Rejected | null {
  const e = controlled(s);
  if (!e) return reject(LiteCodes.NOTHING_TO_DO, "No enemy is under your Mind Control.");
  if (kind === "control-move") {
    if (s.turn!.control!.moved) return reject(LiteCodes.ALREADY_MOVED, "The controlled enemy has already moved.");
    return controlMoves(s).includes(arg as ZoneId)
      ? null
      : reject(
          LiteCodes.OUT_OF_REACH,
          `The ${enemyName(e)} cannot end a move in ${zoneWords(String(arg))} (its movement, the barred door, room in the zone).`,
        );
  }
  if (kind === "control-attack")
    return controlTargets(s).includes(arg as number)
      ? null
      : reject(LiteCodes.OUT_OF_REACH, `The ${enemyName(e)} cannot attack that enemy.`);
  return chestAt(s, e.zone)
    ? null
    : reject(LiteCodes.NO_CHEST_HERE, `There is no unopened chest in the ${enemyName(e)}'s zone.`);
}

export function controlMove(d: LiteState, zone: ZoneId, events: GameEvent[]): void {
  const e = controlled(d)!;
  d.enemies = d.enemies.map((x) => (x.id === e.id ? { ...x, zone } : x));
  d.turn = { ...d.turn!, stepsLeft: 0, program: null, control: { ...d.turn!.control!, moved: true } };
  events.push({
    kind: "control-move",
    seat: d.turn!.seat,
    text: `The controlled ${enemyName(e)} moves to ${zoneWords(zone)}.`,
  });
}

export function controlAttack(d: LiteState, target: number, events: GameEvent[]): void {
  const e = controlled(d)!;
  const seat = d.turn!.seat;
  const p = profileOf(e);
  const t = enemyById(d, target)!;
  const shot = shotAt(d, e, p, t)!;
  d.turn = { ...d.turn!, stepsLeft: 0, program: null, control: null };
  let atk, blk;
  [atk, d.rng] = rollAttack(d.rng, attackDice(shot.melee ? p.melee : p.ranged, 0));
  const def = defenseDice(profileOf(t).defense, shot.bonus);
  [blk, d.rng] = rollDefense(d.rng, def);
  const got = landed(atk.hits, atk.criticals, blk.blocks, blk.criticals, extraBlocks(profileOf(t)));
  const wounds = got.hits + got.criticals;
  events.push({
    kind: "control-attack",
    seat,
    text: `The controlled ${p.name} attacks the ${enemyName(t)} ${shot.melee ? "in melee" : "at range"}: ${attackWords(atk)} against ${def} dice, ${defenseWords(blk)}: ${wounds} wound${wounds === 1 ? "" : "s"}.`,
  });
  woundEnemy(d, target, wounds, seat, events);
}

export function controlChest(d: LiteState, events: GameEvent[]): void {
  const e = controlled(d)!;
  const seat = d.turn!.seat;
  d.turn = { ...d.turn!, stepsLeft: 0, program: null, control: null };
  rollChest(d, seat, e.zone, `The controlled ${enemyName(e)}`, events, e.id);
}
