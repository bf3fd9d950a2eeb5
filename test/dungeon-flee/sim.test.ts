import { games } from "@tabletop/shared";
import type { FleeState } from "@tabletop/shared/dungeon-flee/index";
import { optionsFor, parseArgs } from "@tabletop/shared/sim/args";
import { playGame } from "@tabletop/shared/sim/play";
import { percentile, summarise } from "@tabletop/shared/sim/stats";
import { mainThreadCpuMs } from "@tabletop/bench/sim/cpu.js";

describe("simulator (generic over the registry)", () => {
  test("flags: reserved flags are read, the rest become options; comma lists rotate per game", () => {
    const a = parseArgs([
      "--game",
      "dungeon-flee",
      "--games",
      "12",
      "--mode=hard",
      "--class",
      "thief,cleric",
      "--vs",
      "random",
    ]);
    expect(a).toMatchObject({
      game: "dungeon-flee",
      games: 12,
      vs: "random",
      options: { mode: ["hard"], class: ["thief", "cleric"] },
    });
    expect(optionsFor(a.options, 0)).toEqual({ mode: "hard", class: "thief" });
    expect(optionsFor(a.options, 1)).toEqual({ mode: "hard", class: "cleric" });
    expect(optionsFor({ short: ["true"], n: ["3"] }, 0)).toEqual({ short: true, n: 3 });
    expect(parseArgs(["--game", "x", "--digest", "true"])).toMatchObject({ digest: true, options: {} });
    expect(parseArgs(["--game", "x"]).digest).toBe(false);
    expect(() => parseArgs(["--games", "3"])).toThrow(/--game/);
    expect(() => parseArgs(["--game", "x", "--games", "0"])).toThrow(/positive/);
  });

  test("plays a Dungeon Flee game to its end and summarises results", () => {
    const { engine, bots } = games["dungeon-flee"];
    const r1 = playGame(engine, [bots.heuristic], "s1", { mode: "easy", class: "fighter" }, 1, 5000);
    const r2 = playGame(engine, [bots.heuristic], "s1", { mode: "easy", class: "fighter" }, 1, 5000);
    expect(r1.outcome).not.toBeNull();
    expect(r1).toEqual(r2);
    const cut = playGame(engine, [bots.random], "s2", { mode: "easy", class: "fighter" }, 1, 3);
    expect(cut).toMatchObject({ outcome: null, actions: 3 });
    // The result carries the state the game ended in (what --digest hashes).
    expect(engine.outcome(r1.state as FleeState)).toEqual(r1.outcome);
    expect(engine.outcome(cut.state as FleeState)).toBeNull();
    const sum = summarise([r1, cut, { outcome: { results: ["win"], summary: "" }, actions: 10 }], 1, 1000, 500);
    expect(sum).toMatchObject({
      games: 3,
      unfinished: 1,
      wins: [1 + (r1.outcome!.results[0] === "win" ? 1 : 0)],
      gamesPerSecond: 3,
      gamesPerCpuSecond: 6,
      actionsPerCpuSecond: Math.round((r1.actions + 3 + 10) / 0.5),
    });
    expect(sum).not.toHaveProperty("actionsPerMainThreadCpuSecond");
    // With the main thread's part of the CPU time (sim/cpu.ts), actions per second of it too.
    const main = summarise([r1, cut], 1, 1000, 500, 200);
    expect(main).toMatchObject({ mainThreadCpuMs: 200, actionsPerMainThreadCpuSecond: (r1.actions + 3) * 5 });
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
  });

  test("the main thread's CPU time is read where the system tells it, and is part of the process's", () => {
    const main = mainThreadCpuMs();
    const cpu = process.cpuUsage();
    if (process.platform !== "linux") return expect(main).toBeNull();
    expect(main).not.toBeNull();
    expect(main!).toBeGreaterThan(0);
    expect(main!).toBeLessThanOrEqual((cpu.user + cpu.system) / 1000);
  });
});
