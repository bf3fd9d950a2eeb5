/**
 * How the game ends (LITE-GOAL-1..3, LITE-HERO-17, LITE-ENEMYCARD-3, ruling LITE-Q-2): the final boss dies (a win;
 * with the mission object held, the mission is complete too: the fuller win), every hero is knocked out, or no
 * enemy phase card can be drawn. Every seat shares the result, and the score: the goals met, the final boss slain
 * (the goal of the game) and the mission object held (the mission), 0 to 2.
 */
import type { Outcome } from "../engine.js";
import { enemyProfile, missionCard } from "./content/index.js";
import type { LiteState } from "./state.js";

/** Ends the game on the working copy. */
export function endGame(d: LiteState, result: "win" | "loss", reason: string): void {
  if (d.result !== null) return;
  d.result = result;
  d.reason = reason;
  d.phase = "over";
  d.auto = null;
  d.pending = [];
  d.turn = null;
}

/** The final boss has died: the game is won (LITE-GOAL-1/2); the mission object makes the win whole (LITE-GOAL-3). */
export function finalBossSlain(d: LiteState): void {
  const m = missionCard(d.options.mission);
  const boss = enemyProfile(m.finalBoss).name;
  endGame(
    d,
    "win",
    d.missionObject
      ? `The ${boss} is slain and the party holds the ${m.object.name}: the mission is complete too.`
      : `The ${boss} is slain (LITE-GOAL-2). The ${m.object.name} was not found: the mission is not complete (ruling LITE-Q-2).`,
  );
}

/** After every step: every hero knocked out is a loss (LITE-HERO-17, ruling LITE-Q-2). */
export function checkAllKnockedOut(d: LiteState): void {
  if (d.result === null && d.heroes.length > 0 && d.heroes.every((h) => h.knockedOut)) {
    endGame(d, "loss", "Every hero is knocked out (LITE-HERO-17).");
  }
}

/** The goals the party met: the final boss slain (a win), the mission object held (ruling LITE-Q-2). */
export const goalsMet = (s: LiteState): number => (s.result === "win" ? 1 : 0) + (s.missionObject ? 1 : 0);

export function outcome(s: LiteState): Outcome | null {
  if (s.result === null) return null;
  const goals = goalsMet(s);
  return {
    results: s.heroes.map(() => s.result!),
    scores: s.heroes.map(() => goals),
    summary:
      `${s.result === "win" ? (s.missionObject ? "Full victory" : "Victory") : "Defeat"} in round ${s.round}: ${s.reason ?? ""}`.trim(),
  };
}
