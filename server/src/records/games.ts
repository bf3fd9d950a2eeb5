/**
 * The record of an ended match of a solo or co-operative game, read off the rules' state at the end (docs/ratings.md,
 * "Records"): its track, whether it was won, its rounds, its score and the facts the score was made of. The room
 * hands it to the store with the match's end (../room/match.ts), which writes it in that same transaction.
 */
import { fleeScore, liteSettingKey, type FleeRunFacts } from "@tabletop/shared";
import type { FleeState } from "@tabletop/shared/dungeon-flee/state";
import type { LiteState } from "@tabletop/shared/dungeon-lite/state";
import { goalsMet } from "@tabletop/shared/dungeon-lite/end";

export interface RecordFacts {
  track: string;
  won: boolean;
  rounds: number;
  /** Dungeon Flee: its score; Dungeon Lite: the goals met (0 to 2). */
  score: number;
  /** What the score was made of, kept with the record. */
  facts: Record<string, unknown>;
}

const RECORDS: Record<string, (state: unknown) => RecordFacts | null> = {
  "dungeon-flee": (state) => {
    const s = state as FleeState;
    if (s.result === null) return null;
    const facts: FleeRunFacts = {
      won: s.result === "win",
      rounds: s.round,
      health: Math.max(0, s.health),
      maxHealth: s.maxHealth,
      treasure: s.inventory.length,
      stairs: s.stairs,
      cls: s.cls,
    };
    return { track: s.mode, won: facts.won, rounds: s.round, score: fleeScore(facts), facts: { ...facts } };
  },
  "dungeon-lite": (state) => {
    const s = state as LiteState;
    if (s.result === null) return null;
    return {
      track: `${s.options.mission}/${liteSettingKey(s.options.difficulty)}`,
      won: s.result === "win",
      rounds: s.round,
      score: goalsMet(s),
      facts: { missionObject: s.missionObject, heroes: s.heroes.length },
    };
  },
};

/** Whether matches of this game keep records. */
export const keepsRecords = (game: string): boolean => Object.hasOwn(RECORDS, game);

/** The record of an ended match (null: the game keeps none, or the match has not ended). */
export function recordOf(game: string, state: unknown): RecordFacts | null {
  return keepsRecords(game) ? RECORDS[game](state) : null;
}
