/**
 * Which enemies the card activates, and in what order (Enemy initiative: LITE-INIT-1..7, LITE-INIT-13..16;
 * LITE-ENEMYCARD-5, -7..-10, -13; rulings LITE-Q-19, LITE-Q-24, LITE-Q-31, LITE-Q-44, LITE-Q-45).
 *
 * The card activates the basic enemies of the types it names (A, B, C: one type; D and E: all three) and every
 * secondary enemy, always (LITE-ENEMYCARD-13); not a knocked-down Undead, nor enemies placed this phase by
 * LITE-ENEMYCARD-6 (card.ts `idleReason`). They form one sequence, runners and movers included (ruling
 * LITE-Q-45), and each finishes before the next begins (LITE-INIT-6).
 *
 * The order (ruling LITE-Q-44), by group, a group being the enemies of one type in one zone (LITE-INIT-5):
 * 1. nearer to its own nearest standing hero, measured before anyone moves and through the barred door (LITE-INIT-2,
 *    LITE-INIT-7, ruling LITE-Q-31);
 * 2. at equal distance, bosses first (LITE-INIT-15);
 * 3. then the strongest, the most melee attack dice (LITE-INIT-3);
 * 4. then the one that would hurt the party most, the profile's designed `threat` (LITE-INIT-13);
 * 5. then the larger group (LITE-INIT-4);
 * 6. then fewer wounds, the group's total (LITE-INIT-14);
 * 7. then chance, from the seeded RNG (LITE-INIT-16).
 * A group's members come one after another, fewer wounds first.
 */
import { isBoss, type EnemyPhaseCard } from "../content/index.js";
import { shuffle, type RngState } from "../../rng.js";
import { nearestHeroes, profileOf, standingHeroes, zonesWord } from "./board.js";
import { idleReason } from "./card.js";
import type { Board, EnemyFigure, InitiativeEntry } from "./types.js";
import { zoneWords } from "../zone-words.js";

interface Group {
  readonly members: readonly EnemyFigure[];
  readonly distance: number;
  readonly boss: number;
  readonly melee: number;
  readonly threat: number;
  readonly size: number;
  readonly wounds: number;
}

/** The criteria after distance, in order, each with the words that say it won (rule 2 to 6 above). */
const CRITERIA: readonly { readonly key: (g: Group) => number; readonly words: (g: Group) => string }[] = [
  { key: (g) => -g.boss, words: () => "boss" },
  { key: (g) => -g.melee, words: (g) => `strongest (${g.melee} melee dice)` },
  { key: (g) => -g.threat, words: () => "would hurt the party most" },
  { key: (g) => -g.size, words: (g) => `larger group (${g.size})` },
  { key: (g) => g.wounds, words: () => "fewer wounds" },
];

const compare = (a: Group, b: Group): number => {
  if (a.distance !== b.distance) return a.distance < b.distance ? -1 : 1;
  for (const c of CRITERIA) if (c.key(a) !== c.key(b)) return c.key(a) - c.key(b);
  return 0;
};

function groupsOf(board: Board, active: readonly EnemyFigure[]): Group[] {
  const heroes = standingHeroes(board);
  const byKey = new Map<string, EnemyFigure[]>();
  for (const e of active) {
    const k = `${e.type}|${e.zone}`;
    byKey.set(k, [...(byKey.get(k) ?? []), e]);
  }
  return [...byKey.values()].map((members) => {
    const p = profileOf(members[0]);
    return {
      members: [...members].sort((a, b) => a.wounds - b.wounds || a.id - b.id),
      distance: nearestHeroes(board.map, members[0].zone, heroes).distance,
      boss: isBoss(p) ? 1 : 0,
      melee: p.melee,
      threat: p.threat,
      size: members.length,
      wounds: members.reduce((n, e) => n + e.wounds, 0),
    };
  });
}

/** Sorted by the rules; runs of groups that no rule separates are shuffled (LITE-INIT-16). */
function sortGroups(groups: Group[], rng: RngState): [Group[], RngState] {
  const sorted = [...groups].sort(compare);
  const out: Group[] = [];
  let r = rng;
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && compare(sorted[i], sorted[j]) === 0) j++;
    let run = sorted.slice(i, j);
    if (run.length > 1) [run, r] = shuffle(r, run);
    out.push(...run);
    i = j;
  }
  return [out, r];
}

/** Why `g` comes before `next` (the following group at the same distance), in words. */
function winWords(g: Group, next: Group | undefined): string | null {
  if (!next || next.distance !== g.distance) return null;
  const c = CRITERIA.find((x) => x.key(g) !== x.key(next));
  return c ? c.words(g) : "chance";
}

/** The enemies the card activates, in initiative order, each with its reason. */
export function initiativeOrder(board: Board, card: EnemyPhaseCard, rng: RngState): [InitiativeEntry[], RngState] {
  const active = board.enemies.filter((e) => idleReason(e, card) === null);
  const [groups, next] = sortGroups(groupsOf(board, active), rng);
  const closest = groups[0]?.distance;
  const entries = groups.flatMap((g, i) => {
    const where = g.distance === Infinity ? "no hero it can reach" : `${zonesWord(g.distance)} from the nearest hero`;
    const parts = [g.distance === closest ? `closest, ${where}` : where, winWords(g, groups[i + 1])].filter(Boolean);
    return g.members.map((e, k) => ({
      enemy: e.id,
      distance: g.distance,
      reason: `${profileOf(e).name} in ${zoneWords(e.zone)} (${parts.join("; ")}${k > 0 ? "; next of its group" : ""})`,
    }));
  });
  return [entries, next];
}

/** The ids of `initiativeOrder`, for the engine's queue. */
export function activationOrder(board: Board, card: EnemyPhaseCard, rng: RngState): [number[], RngState] {
  const [entries, next] = initiativeOrder(board, card, rng);
  return [entries.map((e) => e.enemy), next];
}
