/** How the game ends (Goal of the Game; LITE-GOAL-1..3, ruling LITE-Q-2). */
import { MISSION_CARDS, enemyProfile } from "@tabletop/shared/dungeon-lite/content/index";
import type { LiteState } from "@tabletop/shared/dungeon-lite/index";
import type { MissionId } from "@tabletop/shared/dungeon-lite/state";
import { woundEnemy } from "@tabletop/shared/dungeon-lite/wounds";
import { E, enemies, opts, started } from "./engine-helpers.js";

function slay(mission: MissionId, missionObject: boolean): LiteState {
  const m = MISSION_CARDS.find((x) => x.id === mission)!;
  const s = {
    ...enemies(started("end", ["warrior-male", "elf-female"], opts({ mission })), [
      { type: m.finalBoss, zone: "entrance/5", wounds: 1 },
    ]),
    missionObject,
  };
  const d = { ...s };
  woundEnemy(d, 1, 1, 0, []); // Life 2 (two players)
  return d;
}

describe("Dungeon Lite end of the game", () => {
  test("LITE-GOAL-1 / LITE-GOAL-2 / LITE-GOAL-3 / LITE-Q-2: the final boss's death ends the game in a win; the mission object makes it a full victory, never the difference between a win and a loss", () => {
    const full = slay("goblin-king", true);
    expect(full.result).toBe("win");
    expect(full.phase).toBe("over");
    expect(E.outcome(full)).toEqual({
      results: ["win", "win"],
      scores: [2, 2],
      summary: expect.stringMatching(/^Full victory .*Dragon is slain.*Goblin Crown: the mission is complete too/),
    });
    const won = slay("goblin-king", false);
    expect(won.result).toBe("win");
    expect(won.phase).toBe("over");
    expect(E.outcome(won)).toEqual({
      results: ["win", "win"],
      scores: [1, 1],
      summary: expect.stringMatching(
        /^Victory .*Dragon is slain.*Goblin Crown was not found: the mission is not complete/,
      ),
    });
    for (const s of [full, won]) {
      expect(E.legal(s, 0)).toEqual([]);
      expect(E.next!(s)).toBeNull();
    }
    // A party that held the object and ran out of time lost: it met the mission's goal, not the game's.
    const late = { ...enemies(started("end3", ["warrior-male"]), []), missionObject: true, result: "loss" as const };
    expect(E.outcome(late)).toMatchObject({ results: ["loss"], scores: [1] });
    expect(E.outcome({ ...late, missionObject: false })).toMatchObject({ results: ["loss"], scores: [0] });
  });

  test("LITE-GOAL-3 / LITE-Q-1: every mission has its objective room, mission boss and object, and its own final boss ends the game", () => {
    for (const m of MISSION_CARDS) {
      expect(enemyProfile(m.finalBoss).rank).toBe("final-boss");
      expect(slay(m.id as MissionId, true).result).toBe("win");
      expect(E.outcome(slay(m.id as MissionId, true))!.summary).toContain(enemyProfile(m.finalBoss).name);
    }
  });

  test("a wounded final boss that survives does not end the game", () => {
    const s = {
      ...enemies(started("end2", ["warrior-male", "elf-female"]), [{ type: "dragon", zone: "entrance/5" }]), // Life 2
      missionObject: true,
    };
    const d = { ...s };
    woundEnemy(d, 1, 1, 0, []);
    expect(d.result).toBeNull();
    expect(E.outcome(d)).toBeNull();
  });
});
