/**
 * The simulator's `--warmup N` (shared/src/sim/args.ts, main.ts): N games played first, untimed and in no figure.
 * They must change nothing of the games measured after them: the engine's caches (the view's parts, the zone
 * graphs, the bot's geometry) carry over from game to game, so a game played after others ends exactly as it
 * does when it is played first.
 */
import { games } from "@tabletop/shared";
import { parseArgs } from "@tabletop/shared/sim/args";
import { playGame } from "@tabletop/shared/sim/play";

describe("sim --warmup", () => {
  test("the flag: 0 by default, a count of games, not a game option", () => {
    expect(parseArgs(["--game", "dungeon-lite"]).warmup).toBe(0);
    const a = parseArgs(["--game", "dungeon-lite", "--warmup", "25", "--mission", "necromancer"]);
    expect(a.warmup).toBe(25);
    expect(a.options).toEqual({ mission: ["necromancer"] });
    expect(parseArgs(["--game", "dungeon-lite", "--warmup", "0"]).warmup).toBe(0);
    expect(() => parseArgs(["--game", "dungeon-lite", "--warmup", "-2"])).toThrow(/positive/);
  });

  test("a Dungeon Lite game ends the same after warm-up games as played first (heuristic and random, 1 and 4 heroes)", () => {
    const { engine, bots } = games["dungeon-lite"];
    for (const [bot, seats] of [
      ["heuristic", 4],
      ["random", 4],
      ["heuristic", 1],
    ] as const) {
      const team = Array.from({ length: seats }, () => bots[bot]);
      const options = (i: number) => {
        const p = engine.parseOptions({ mission: ["goblin-king", "necromancer"][i % 2] }, seats);
        if (!p.ok) throw new Error(p.reason);
        return p.options;
      };
      const first = playGame(engine, team, `measured-${bot}-${seats}`, options(0), seats, 20000);
      for (let i = 0; i < 3; i++) playGame(engine, team, `warmup-${i}`, options(i + 1), seats, 20000);
      const after = playGame(engine, team, `measured-${bot}-${seats}`, options(0), seats, 20000);
      expect(first.outcome).not.toBeNull();
      expect(JSON.stringify(after.state)).toBe(JSON.stringify(first.state));
      expect(after.actions).toBe(first.actions);
    }
  });
});
