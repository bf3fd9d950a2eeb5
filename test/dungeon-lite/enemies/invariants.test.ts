/**
 * Whole Enemy Phases on random boards: whatever the position, every activation keeps the rules' limits. This checks
 * what no single example can: each step of a path is a legal step, a move never passes the enemy's movement, it ends
 * where the enemy has room, and every attack is one the enemy may make.
 */
import { ENEMY_IDS, enemyProfile, isSecondary } from "@tabletop/shared/dungeon-lite/content/index";
import type { Activation, Board, EnemyFigure, HeroFigure } from "@tabletop/shared/dungeon-lite/enemies/index";
import {
  barDoor,
  doorwaysOf,
  lineOfSight,
  neighbours,
  zonesOf,
  type DungeonMap,
} from "@tabletop/shared/dungeon-lite/map/index";
import { nextInt, rngFromSeed, type RngState } from "@tabletop/shared/rng";
import { build } from "../helpers.js";
import { applied, board, CARD, COLUMN, phase, ROW } from "./helpers.js";
import { zoneWords } from "@tabletop/shared/dungeon-lite/zone-words.js";

const MAPS: readonly (() => DungeonMap)[] = [
  ROW,
  COLUMN,
  () => build(["entrance/2", "N", "barracks"], ["entrance/3", "E", "corridor-c"], ["entrance/1", "W", "spider-nest"]),
  () => build(["entrance/2", "N", "throne-room"], ["entrance/1", "W", "crypt"]),
];

const NAMES = ["Warrior", "Dwarf", "Elf", "Mage"];

/** A random position: 1-4 heroes, up to 10 enemies where they fit, sometimes the barred door. */
function randomBoard(seed: string): Board {
  let r: RngState = rngFromSeed(seed);
  const int = (n: number) => {
    let x: number;
    [x, r] = nextInt(r, n);
    return x;
  };
  let map = MAPS[int(MAPS.length)]();
  const zones = zonesOf(map).map((z) => z.id);
  const doorways = zones.flatMap((z) => doorwaysOf(map, z).map((e) => [z, e] as const));
  if (doorways.length > 0 && int(2) === 0) {
    const [z, e] = doorways[int(doorways.length)];
    map = barDoor(map, z, e) ?? map;
  }
  const heroes: HeroFigure[] = Array.from({ length: 1 + int(4) }, (_, seat) => ({
    seat,
    name: NAMES[seat],
    zone: zones[int(zones.length)],
    cardsAtPhaseStart: int(8),
    knockedOut: int(6) === 0,
  }));
  const used = new Map<string, number>();
  const enemies: EnemyFigure[] = [];
  for (let id = 1; id <= 1 + int(10); id++) {
    const type = ENEMY_IDS[int(ENEMY_IDS.length)];
    const zone = zones[int(zones.length)];
    const points = enemyProfile(type).occupancy;
    if ((used.get(zone) ?? 0) + points > 6) continue;
    used.set(zone, (used.get(zone) ?? 0) + points);
    const down = type === "undead" && int(4) === 0 ? 1 : null;
    enemies.push({ id, type, zone, wounds: int(3), down, justPlaced: int(8) === 0 });
  }
  return board(map, heroes, enemies);
}

const usedIn = (b: Board, zone: string) =>
  b.enemies.filter((e) => e.zone === zone && e.down === null).reduce((n, e) => n + enemyProfile(e.type).occupancy, 0);

function check(before: Board, a: Activation, after: Board): void {
  const e = before.enemies.find((x) => x.id === a.enemy)!;
  const p = enemyProfile(e.type);
  let at = e.zone;
  for (const z of a.path) {
    expect(neighbours(before.map, at).map((l) => l.to)).toContain(z);
    at = z;
  }
  expect(a.path.length).toBeLessThanOrEqual(a.ran ? 2 * p.movement : p.movement);
  if (a.path.length > 0) expect(usedIn(after, at)).toBeLessThanOrEqual(6);
  if (a.ran) {
    expect(isSecondary(p)).toBe(false);
    expect(a.attack).toBeNull();
  }
  if (a.attack) {
    const h = before.heroes.find((x) => x.seat === a.attack!.seat)!;
    expect(h.knockedOut).toBe(false);
    if (a.attack.melee) expect(h.zone).toBe(at);
    else {
      expect(p.ranged).toBeGreaterThan(0);
      expect(lineOfSight(before.map, at, h.zone)).toBe(a.attack.distance);
      expect(a.attack.distance).toBeGreaterThan(0);
      expect(a.attack.distance).toBeLessThanOrEqual(4);
      if (isSecondary(p)) expect(a.attack.distance).toBeLessThanOrEqual(p.range);
      expect(a.attack.overRange).toBe(Math.max(0, a.attack.distance - p.range));
    }
  }
  expect(a.reason.startsWith(`${p.name} in ${zoneWords(e.zone)}`)).toBe(true);
}

describe("Dungeon Lite enemy decisions on random boards", () => {
  test("LITE-BEHAVIOR-1 / LITE-ZONE-4 / LITE-ZONE-5 / LITE-HERO-7 / LITE-HERO-10 / LITE-ENEMY-3 / LITE-ENEMYCARD-12: every activation keeps the limits", () => {
    let attacks = 0;
    let runs = 0;
    for (let i = 0; i < 150; i++) {
      const start = randomBoard(`board ${i}`);
      for (const card of Object.values(CARD)) {
        const { activations } = phase(start, card, rngFromSeed(`phase ${i}`));
        let b = start;
        for (const a of activations) {
          const next = applied(b, a);
          check(b, a, next);
          b = next;
          if (a.attack) attacks++;
          if (a.ran) runs++;
        }
      }
    }
    expect(attacks).toBeGreaterThan(200);
    expect(runs).toBeGreaterThan(50);
  });
});
