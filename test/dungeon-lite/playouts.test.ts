/**
 * Whole games, headless: hundreds of seeded games with the random and the heuristic bot, 1 to 4 heroes, every
 * mission and difficulty option, checking invariants after every action: every card and figure accounted for,
 * caps never exceeded, zone capacity, life and energy bounds, no legal action refused, and every game ends.
 */
import {
  CHEST_CARDS,
  ENEMY_PHASE_CARDS,
  ZONE_CAPACITY,
  enemyLife,
  enemyProfile,
} from "@tabletop/shared/dungeon-lite/content/index";
import { statsOf } from "@tabletop/shared/dungeon-lite/hero";
import { actionCardsInPlay } from "@tabletop/shared/dungeon-lite/setup";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import type { MissionId } from "@tabletop/shared/dungeon-lite/state";
import { E, opts, playout } from "./engine-helpers.js";

const MISSIONS: MissionId[] = ["goblin-king", "orc-warlord", "necromancer", "demon-forge"];
const sorted = (xs: readonly string[]) => [...xs].sort();

/** What is wrong with the state, in words ([] when every invariant holds). Plain checks: this runs after every action. */
function broken(s: LiteState): string[] {
  const out: string[] = [];
  if (s.phase === "choose") return out;
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && sorted(a).join() === sorted(b).join();
  if (s.phase !== "setup") {
    if (!same([...s.actionDeck, ...s.actionDiscard, ...s.heroes.flatMap((h) => h.hand)], ACTION_IDS(s)))
      out.push("action cards");
    if (!same([...s.chestDeck, ...s.chestDiscard, ...s.heroes.flatMap((h) => h.chest)], CHEST_IDS))
      out.push("chest cards");
    if (!same([...s.enemyDeck, ...s.enemyDiscard], ENEMY_IDS)) out.push("enemy phase cards");
  }
  const byType = new Map<string, number>();
  const used = new Map<string, number>();
  for (const e of s.enemies) {
    const p = enemyProfile(e.type);
    byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
    if (e.down === null) used.set(e.zone, (used.get(e.zone) ?? 0) + p.occupancy);
    if (e.wounds < 0 || e.wounds >= enemyLife(s.players)) out.push(`enemy ${e.id} wounds ${e.wounds}`);
  }
  for (const [t, n] of byType) if (n > enemyProfile(t as "goblin").figures) out.push(`${n} ${t} figures`);
  for (const [z, n] of used) if (n > ZONE_CAPACITY) out.push(`zone ${z} holds ${n} points`);
  if (new Set(s.enemies.map((e) => e.id)).size !== s.enemies.length) out.push("enemy ids");
  for (const h of s.heroes) {
    const st = statsOf(s, h);
    if (h.hand.length > st.life) out.push(`seat ${h.seat} holds ${h.hand.length} > Life ${st.life}`);
    if (h.energy < 0 || h.energy > st.energy) out.push(`seat ${h.seat} energy ${h.energy}`);
    if (h.experience < 0 || h.experience >= 20) out.push(`seat ${h.seat} experience ${h.experience}`);
    if (h.knockedOut && h.hand.length) out.push(`seat ${h.seat} knocked out with cards`);
    if (new Set(h.equipment.map(nameOf)).size !== h.equipment.length) out.push(`seat ${h.seat} identical equipment`);
    if (new Set(h.chest.map(nameOf)).size !== h.chest.length) out.push(`seat ${h.seat} identical chest cards`);
  }
  return out;
}
const nameOf = (id: string) => id.replace(/-\d+$/, "");
const CHEST_IDS = CHEST_CARDS.map((c) => c.id);
const ENEMY_IDS = ENEMY_PHASE_CARDS.map((c) => c.id);
const ACTION_IDS = (s: LiteState) => actionCardsInPlay(s.options);
const check = (s: LiteState) => {
  const b = broken(s);
  if (b.length) throw new Error(`round ${s.round}, phase ${s.phase}: ${b.join("; ")}`);
};

/** Every action `legal` lists for the waited-on seat is accepted (sampled: every `every`-th state). */
function legalAccepted(s: LiteState, n: number, every: number): void {
  if (n % every !== 0 || E.next!(s)) return;
  for (const seat of E.waitingFor!(s))
    for (const a of E.legal(s, seat)) {
      const r = E.apply(s, seat, a);
      if (!r.ok) throw new Error(`legal ${JSON.stringify(a)} refused for seat ${seat}: ${r.code} ${r.reason}`);
    }
}

describe("Dungeon Lite playouts", () => {
  test("random-legal games, 1 to 4 heroes, every mission and difficulty option: invariants after every action, every game ends", () => {
    let games = 0;
    let actions = 0;
    for (let i = 0; i < 120; i++) {
      const o = opts({
        mission: MISSIONS[i % 4],
        freeEquipment: i % 3 === 0,
        removeTraps: (i % 3) as 0 | 1 | 2,
        removeUndead: ((i >> 1) % 3) as 0 | 1 | 2,
        removeTroll: i % 5 === 0,
      });
      let n = 0;
      const { state, log } = playout(`rand-${i}`, 1 + (i % 4), o, "random", 20000, (s) => {
        check(s);
        legalAccepted(s, n++, 7);
      });
      expect(E.outcome(state)).not.toBeNull();
      games++;
      actions += log.length;
    }
    expect(games).toBe(120);
    expect(actions).toBeGreaterThan(120 * 30);
  });

  test("heuristic games, 1 to 4 heroes, every mission: invariants after every action, every game ends", () => {
    const results = new Map<string, number>();
    for (let i = 0; i < 80; i++) {
      const o = opts({ mission: MISSIONS[i % 4], freeEquipment: i % 2 === 0 });
      const { state } = playout(`heur-${i}`, 1 + (i % 4), o, "heuristic", 20000, check);
      const out = E.outcome(state);
      expect(out).not.toBeNull();
      expect(out!.results).toHaveLength(1 + (i % 4));
      results.set(state.result!, (results.get(state.result!) ?? 0) + 1);
    }
    expect([...results.values()].reduce((a, b) => a + b, 0)).toBe(80);
  });

  test("the invariant checks can fail: a state with a card too many, an 11th Goblin or a full zone overflowing is caught", () => {
    const { state } = playout("inv", 2, opts(), "random", 200);
    expect(broken(state)).toEqual([]);
    expect(broken({ ...state, actionDeck: [...state.actionDeck, "flask-1"] })).toContain("action cards");
    const many = Array.from({ length: 11 }, (_, i) => ({
      id: 100 + i,
      type: "goblin" as const,
      zone: `entrance/${1 + (i % 6)}`,
      wounds: 0,
      down: null,
      justPlaced: false,
    }));
    expect(broken({ ...state, enemies: many })).toContain("11 goblin figures");
    const crowd = Array.from({ length: 4 }, (_, i) => ({
      id: 200 + i,
      type: "orc" as const,
      zone: "entrance/1",
      wounds: 0,
      down: null,
      justPlaced: false,
    }));
    expect(broken({ ...state, enemies: crowd })).toContain("zone entrance/1 holds 8 points");
  });
});
