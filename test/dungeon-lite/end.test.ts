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
      { type: m.finalBoss, zone: "entrance/5", wounds: 5 },
    ]),
    missionObject,
  };
  const d = { ...s };
  woundEnemy(d, 1, 3, 0, []);
  return d;
}

describe("Dungeon Lite end of the game", () => {
  test("LITE-GOAL-1 / LITE-GOAL-2 / LITE-Q-2: the final boss's death ends the game, a win only with the mission object", () => {
    const won = slay("goblin-king", true);
    expect(won.result).toBe("win");
    expect(won.phase).toBe("over");
    expect(E.outcome(won)).toEqual({
      results: ["win", "win"],
      summary: expect.stringMatching(/Dragon is slain.*Goblin Crown/),
    });
    const lost = slay("goblin-king", false);
    expect(lost.result).toBe("loss");
    expect(E.outcome(lost)!.summary).toMatch(/mission has failed/);
    expect(E.legal(won, 0)).toEqual([]);
    expect(E.next!(won)).toBeNull();
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
      ...enemies(started("end2", ["warrior-male"]), [{ type: "dragon", zone: "entrance/5" }]),
      missionObject: true,
    };
    const d = { ...s };
    woundEnemy(d, 1, 1, 0, []);
    expect(d.result).toBeNull();
    expect(E.outcome(d)).toBeNull();
  });
});
