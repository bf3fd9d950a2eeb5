/** The bots: pure choices over a seat's view and legal actions. */
import {
  ATTACK_DIE,
  DEFENSE_DIE,
  ENEMY_IDS,
  EQUIPMENT_CARDS,
  missionCard,
} from "@tabletop/shared/dungeon-lite/content/index";
import { landed } from "@tabletop/shared/dungeon-lite/blocks";
import { dungeonLiteBots } from "@tabletop/shared/dungeon-lite/index";
import type { LiteAction, LiteState } from "@tabletop/shared/dungeon-lite/index";
import { distancesFrom, lineOfSight, shortestPath, zonesOf } from "@tabletop/shared/dungeon-lite/map/index";
import { geometryOf, FAR } from "@tabletop/shared/dungeon-lite/bots/geometry";
import { mapOf } from "@tabletop/shared/dungeon-lite/bots/map";
import { odds } from "@tabletop/shared/dungeon-lite/bots/odds";
import { keepBest } from "@tabletop/shared/dungeon-lite/bots/plan";
import { nextFloat, rngFromSeed } from "@tabletop/shared/rng";
import { gearOf, keptOdds, oddsFrom, read, readGear } from "@tabletop/shared/dungeon-lite/bots/read";
import { copied, kept, mapped, numbers, ofType } from "@tabletop/shared/dungeon-lite/bots/lists";
import { Danger, dangerOf } from "@tabletop/shared/dungeon-lite/bots/threat";
import { E, enemies, hero, inTurn, opts, playout, started } from "./engine-helpers.js";
import { build } from "./helpers.js";

const bot = dungeonLiteBots.heuristic;
const choose = (s: LiteState, seat: number): LiteAction => bot.choose(E.view(s, seat), E.legal(s, seat), seat, 0);

/** States of whole heuristic games, every `every`-th action. */
function states(games: number, every: number): LiteState[] {
  const out: LiteState[] = [];
  for (let g = 0; g < games; g++) {
    let n = 0;
    playout(
      `bot-states-${g}`,
      1 + (g % 4),
      opts({ mission: (["goblin-king", "necromancer"] as const)[g % 2] }),
      bot,
      20000,
      (s) => {
        if (s.phase !== "choose" && n++ % every === 0) out.push(s);
      },
    );
  }
  return out;
}

describe("Dungeon Lite bots", () => {
  test("the map the heuristic bot rebuilds from a view is the state's map, at every step of whole games", () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      playout(`map-${g}`, 1 + g, opts(), "heuristic", 20000, (s) => {
        if (s.phase === "choose") return;
        const m = mapOf(E.view(s, 0));
        expect(JSON.parse(JSON.stringify(m))).toEqual(JSON.parse(JSON.stringify(s.map)));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  test("the bot's geometry tables equal the map's distances, shortest walks and lines of sight", () => {
    const maps = new Set(states(4, 25).map((s) => s.map));
    let pairs = 0;
    for (const map of maps) {
      const g = geometryOf(map);
      const zones = zonesOf(map).map((z) => z.id);
      for (const a of zones)
        for (const b of zones) {
          const [i, j] = [g.index.get(a)!, g.index.get(b)!];
          const near = distancesFrom(map, a, { door: "pass" }).get(b);
          const walk = distancesFrom(map, a).get(b);
          expect(g.near(i, j)).toBe(near ?? FAR);
          expect(g.walk(i, j)).toBe(walk ?? FAR);
          const path = shortestPath(map, a, b);
          expect(g.next(i, j)).toBe(path.length > 1 ? g.index.get(path[1])! : FAR);
          const los = lineOfSight(map, a, b);
          expect(g.sight(i, j)).toBe(los !== null && los <= 4 ? los : FAR);
          pairs++;
        }
    }
    expect(maps.size).toBeGreaterThan(5);
    expect(pairs).toBeGreaterThan(1000);
  });

  test("the threats the bot keeps for a move's steps (its own zone apart) equal the threats worked out afresh", () => {
    let reused = 0;
    let checked = 0;
    let perturbed = 0;
    let last: Danger | null = null;
    for (let g = 0; g < 3; g++) {
      playout(`danger-${g}`, 4 - g, opts(), "heuristic", 20000, (s) => {
        const t = s.turn;
        if (s.phase !== "player" || !t || t.stepsLeft === 0) return;
        const r = read(E.view(s, t.seat), t.seat);
        const me = r.standing.findIndex((h) => h.seat === t.seat);
        const kept = dangerOf(r, me);
        if (kept === last) reused++;
        last = kept;
        const same = (a: Danger, b: Danger) => {
          for (const z of r.geo.zones) {
            expect(Array.from(a.at(z).by)).toEqual(Array.from(b.at(z).by));
            expect(Array.from(a.at(z).total)).toEqual(Array.from(b.at(z).total));
          }
        };
        same(kept, new Danger(r, me));
        // Another hero elsewhere on the same map is another board: the kept threats are not reused for it.
        const other = r.standing.find((h) => h.seat !== t.seat);
        if (other) {
          const v = E.view(s, t.seat);
          const zone = r.geo.zones.find((z) => z !== other.zone)!;
          const moved = { ...v, heroes: v.heroes.map((h) => (h.seat === other.seat ? { ...h, zone } : h)) };
          const r2 = read(moved, t.seat);
          same(dangerOf(r2, me), new Danger(r2, me));
          perturbed++;
          last = dangerOf(r, me); // the board as it stands is kept again, for the next step
          same(last, new Danger(r, me));
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(reused).toBeGreaterThan(10);
    expect(perturbed).toBeGreaterThan(10);
  });

  test("the odds of acting the bot keeps between decisions equal the odds read afresh from each view", () => {
    let checked = 0;
    let phases = 0;
    for (let g = 0; g < 3; g++) {
      playout(`kept-odds-${g}`, [1, 3, 4][g], opts(), "heuristic", 20000, (s) => {
        if (s.phase === "choose") return;
        // Two seats in turn, as the sim asks them, and the enemy phase's own card when one is under way.
        for (const seat of [0, s.players - 1]) {
          const v = E.view(s, seat);
          const kept = keptOdds(v);
          const fresh = oddsFrom(v);
          for (const type of ENEMY_IDS) expect(kept(type)).toEqual(fresh(type));
          checked++;
        }
        if (s.phase === "enemy" && s.enemyPhase) phases++;
      });
    }
    expect(checked).toBeGreaterThan(500);
    expect(phases).toBeGreaterThan(20);
  });

  test("the plan's best few (keepBest) are the first few of a stable sort, ties in the order given", () => {
    let r = rngFromSeed("keep-best");
    let lists = 0;
    for (let n = 0; n < 400; n++) {
      const items: { key: number; at: number }[] = [];
      const len = n % 13;
      for (let i = 0; i < len; i++) {
        let f: number;
        [f, r] = nextFloat(r);
        // Few distinct keys, so that ties are common; some negative.
        items.push({ key: Math.floor(f * 5) - 2 + (n % 3 === 0 ? f : 0), at: i });
      }
      for (const k of [1, 2, 3, 5]) {
        const best: { key: number; at: number }[] = [];
        for (const x of items) keepBest(best, x, k, (y) => y.key);
        const sorted = [...items].sort((a, b) => b.key - a.key).slice(0, k);
        expect(best.map((x) => x.at)).toEqual(sorted.map((x) => x.at));
        lists++;
      }
    }
    expect(lists).toBe(1600);
  });

  test("the bot's own lists hold what filter and map give, and its reading of the view is the view's", () => {
    const xs = [{ n: 3 }, { n: -1 }, { n: 4 }, { n: 1 }];
    expect(kept(xs, (x) => x.n > 0)).toEqual(xs.filter((x) => x.n > 0));
    expect(kept(xs, () => false)).toEqual([]);
    expect(mapped(xs, (x, i) => x.n * i)).toEqual(xs.map((x, i) => x.n * i));
    expect(numbers(xs, (x, i) => x.n + i)).toEqual(xs.map((x, i) => x.n + i));
    expect(copied(["b", "a"])).toEqual(["b", "a"]);
    let checked = 0;
    playout("bot-lists", 3, opts(), "heuristic", 20000, (s) => {
      if (s.phase === "choose") return;
      const seat = checked % s.players;
      const v = E.view(s, seat);
      const r = read(v, seat);
      expect(r.foes).toEqual(v.enemies.filter((e) => !e.down));
      expect(r.standing).toEqual(v.heroes.filter((h) => !h.knockedOut));
      expect(r.hand).toEqual(v.hand ?? []);
      const legal = E.legal(s, seat);
      for (const type of ["attack", "step", "end-turn", "discard"] as const)
        expect(ofType(legal, type)).toEqual(legal.filter((a) => a.type === type));
      checked++;
    });
    expect(checked).toBeGreaterThan(200);
  });

  test("the bot reads each equipment card's text once: gearOf is readGear, for every card", () => {
    for (const c of EQUIPMENT_CARDS) {
      expect(gearOf(c.id)).toEqual(readGear(c.id));
      expect(gearOf(c.id)).toBe(gearOf(c.id));
    }
    const some = (pick: (g: ReturnType<typeof readGear>) => boolean) =>
      EQUIPMENT_CARDS.some((c) => pick(readGear(c.id)));
    expect([
      some((g) => g.helmet),
      some((g) => g.freeRanged),
      some((g) => g.discount > 0),
      some((g) => !!g.attackDice),
    ]).toEqual([true, true, true, true]);
  });

  test("the bot's odds of an attack equal a count over every face of every die", () => {
    /** Every way n dice can land, as face lists. */
    const all = <F>(die: readonly F[], n: number): F[][] =>
      n === 0 ? [[]] : all(die, n - 1).flatMap((rest) => die.map((f) => [f, ...rest]));
    for (const [n, m, crit, extra] of [
      [1, 0, false, false],
      [2, 1, false, false],
      [3, 2, true, false],
      [2, 2, false, true],
      [4, 1, true, true],
    ] as const) {
      const counts = new Map<number, number>();
      const attacks = all(ATTACK_DIE, n);
      const blocks = all(DEFENSE_DIE, m);
      for (const a of attacks)
        for (const b of blocks) {
          const count = <F>(faces: readonly F[], f: F) => faces.filter((y) => y === f).length;
          const got = landed(
            count(a, "hit"),
            count(a, "critical"),
            count(b, "block"),
            count(b, "critical"),
            extra ? 1 : 0,
          );
          const w = got.hits + got.criticals * (crit ? 2 : 1);
          counts.set(w, (counts.get(w) ?? 0) + 1);
        }
      const total = attacks.length * blocks.length;
      const o = odds(n, m, crit, extra);
      for (let k = 0; k < o.p.length; k++) expect(o.p[k]).toBeCloseTo((counts.get(k) ?? 0) / total, 12);
      expect(o.p.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    }
  });

  test("the heuristic bot's choice depends only on what it is given: a copy of the view gives the same action", () => {
    for (const s of states(4, 7)) {
      for (const seat of E.waitingFor!(s)) {
        const legal = E.legal(s, seat);
        if (!legal.length) continue;
        const a = bot.choose(E.view(s, seat), legal, seat, 0.3);
        const copy = JSON.parse(JSON.stringify(E.view(s, seat)));
        expect(bot.choose(copy, JSON.parse(JSON.stringify(legal)), seat, 0.3)).toEqual(a);
        expect(legal).toContainEqual(a);
      }
    }
  });

  test("the heuristic bot opens a chest it stands by and revives a knocked-out hero in its zone", () => {
    // A chest: the Throne Room's, in reach of the Warrior's zone.
    const map = build(["entrance/2", "N", "throne-room"]);
    let s = inTurn(hero({ ...started("chest", ["warrior-male", "elf-female"]), map }, 0, { zone: "throne-room/2" }), 0);
    s = enemies(s, []);
    expect(choose(s, 0)).toEqual({ type: "open-chest" });
    // Reviving: the Elf is knocked out in the Warrior's zone.
    let t = started("revive", ["warrior-male", "elf-female"]);
    t = enemies(hero(hero(t, 1, { knockedOut: true, hand: [] }), 0, { zone: t.heroes[1].zone }), []);
    expect(choose(inTurn(t, 0), 0)).toMatchObject({ type: "revive", hero: 1 });
  });

  test("the heuristic bot plays Defense (or its Tower Shield) whenever an enemy's dice would deal it 2 wounds or more", () => {
    let seen = 0;
    for (const s of states(8, 1)) {
      const at = s.enemyPhase?.attack;
      if (!at || at.stage !== "rolled" || at.wounds - at.prevented < 2 || s.pending.length) continue;
      const legal = E.legal(s, at.seat);
      if (!legal.some((a) => a.type === "defend")) continue;
      expect(["defend", "use-item"]).toContain(choose(s, at.seat).type);
      seen++;
    }
    expect(seen).toBeGreaterThan(5);
  });

  test("LITE-Q-2: the heuristic bot attacks the final boss without the mission object: its death wins the game", () => {
    // The Dragon beside the Dwarf, the objective room's chest unopened: the bot attacks the Dragon.
    let s = started("boss", ["dwarf-male", "elf-female"], opts({ mission: "goblin-king" }));
    s = enemies(s, [{ type: missionCard("goblin-king").finalBoss, zone: "entrance/5", wounds: 1 }]);
    s = inTurn(
      hero({ ...s, missionObject: false }, 0, { zone: "entrance/5", hand: ["flask-1", "aim-1", "sprint-1"] }),
      0,
    );
    expect(choose(s, 0)).toMatchObject({ type: "attack", target: 1 });
    // And the wins of whole games include final bosses slain without the object.
    let without = 0;
    for (let g = 0; g < 40 && without === 0; g++) {
      const { state } = playout(`boss-${g}`, 1, opts({ freeEquipment: true }), bot);
      if (state.result === "win" && !state.missionObject) without++;
    }
    expect(without).toBeGreaterThan(0);
  });

  test("the heuristic bot explores, lasts and wins more than the random bot", () => {
    const mean = (name: string, f: (s: LiteState) => number) => {
      let sum = 0;
      for (let g = 0; g < 24; g++)
        sum += f(playout(`cmp-${g}`, 1 + (g % 4), opts({ freeEquipment: true }), name).state);
      return sum / 24;
    };
    expect(mean("heuristic", (s) => s.round)).toBeGreaterThan(mean("random", (s) => s.round));
    expect(mean("heuristic", (s) => s.map.segments.length)).toBeGreaterThan(
      mean("random", (s) => s.map.segments.length),
    );
    expect(mean("heuristic", (s) => (s.result === "win" ? 1 : 0))).toBeGreaterThan(
      mean("random", (s) => (s.result === "win" ? 1 : 0)),
    );
  });
});
