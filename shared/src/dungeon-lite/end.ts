/**
 * How the game ends (LITE-GOAL-2, LITE-HERO-17, LITE-ENEMYCARD-3, ruling LITE-Q-2): the final boss dies (a win
 * if the party holds the mission object, else the mission failed), every hero is knocked out, or no enemy phase
 * card can be drawn. Every seat shares the result.
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

/** The final boss has died (LITE-GOAL-2, ruling LITE-Q-2). */
export function finalBossSlain(d: LiteState): void {
  const m = missionCard(d.options.mission);
  const boss = enemyProfile(m.finalBoss).name;
  if (d.missionObject)
    endGame(d, "win", `The ${boss} is slain and the party holds the ${m.object.name}: the mission is complete.`);
  else
    endGame(
      d,
      "loss",
      `The ${boss} is slain, but without the ${m.object.name} the mission has failed (ruling LITE-Q-2).`,
    );
}

/** After every step: every hero knocked out is a loss (LITE-HERO-17, ruling LITE-Q-2). */
export function checkAllKnockedOut(d: LiteState): void {
  if (d.result === null && d.heroes.length > 0 && d.heroes.every((h) => h.knockedOut)) {
    endGame(d, "loss", "Every hero is knocked out (LITE-HERO-17).");
  }
}

export function outcome(s: LiteState): Outcome | null {
  if (s.result === null) return null;
  return {
    results: s.heroes.map(() => s.result!),
    summary: `${s.result === "win" ? "Victory" : "Defeat"} in round ${s.round}: ${s.reason ?? ""}`.trim(),
  };
}
