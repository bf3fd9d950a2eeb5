/**
 * Headless simulator for any game in the registry (shared/src/games.ts), the games played by the pure parts in
 * shared/src/sim/ (this tool adds the command line, the clock and the file it writes):
 *   npm run sim -- --game dungeon-flee --games 2000 --mode easy [--class fighter,wizard] [--seats S] [--bot NAME]
 *   npm run sim -- --game xorlosch --games 500 --seats 2 --vs random   (seat 0: --bot or the default bot; others: random)
 *   npm run sim -- --game dungeon-lite --games 500 --seats 4 --mission goblin-king,necromancer --freeEquipment true
 *   npm run sim -- --game dungeon-lite --games 100 --seats 4 --warmup 200   (speed once V8 has compiled the code)
 * Writes win rates, game lengths (mean/median/p95 actions), games and actions per second (wall and CPU; and per
 * second of the main thread's CPU where the system tells it, ./cpu.ts) to bench/results/<file>.json;
 * `--digest true` adds a SHA-256 of every game's final state (a change made only for speed must leave it as it was).
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gameById, games, type GameModule } from "@tabletop/shared";
import { optionsFor, parseArgs } from "@tabletop/shared/sim/args";
import { playGame } from "@tabletop/shared/sim/play";
import { summarise } from "@tabletop/shared/sim/stats";
import { mainThreadCpuMs } from "./cpu.js";

/**
 * The registered game with this id, else an unlisted one (shared/src/sim/unlisted.ts). Unlisted games are loaded only when asked
 * for: loading and compiling their engines costs a run of another game a few percent of its CPU time.
 */
async function gameFor(id: string): Promise<GameModule> {
  const registered = gameById(id);
  if (registered) return registered;
  const { unlistedGames } = await import("@tabletop/shared/sim/unlisted");
  if (Object.hasOwn(unlistedGames, id)) return unlistedGames[id];
  const known = [...Object.keys(games), ...Object.keys(unlistedGames)];
  throw new Error(`unknown game "${id}"; known: ${known.join(", ") || "none"}`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const mod = await gameFor(args.game);
  const { engine } = mod;
  const seats = args.seats ?? engine.seats.min;
  const botName = args.bot ?? mod.defaultBot;
  const pick = (name: string) => {
    const b = mod.bots[name];
    if (!b) throw new Error(`unknown bot "${name}" for ${args.game}; bots: ${Object.keys(mod.bots).join(", ")}`);
    return b;
  };
  const bots = Array.from({ length: seats }, (_, i) => pick(i > 0 && args.vs ? args.vs : botName));
  // Warm-up games (--warmup): other seeds, untimed, in no figure; the options rotate as in the timed games.
  for (let i = 0; i < args.warmup; i++) {
    const parsed = engine.parseOptions(optionsFor(args.options, i), seats);
    if (!parsed.ok) throw new Error(`options rejected: ${parsed.reason}`);
    playGame(engine, bots, `warmup-${i}`, parsed.options, seats, args.maxActions);
  }
  const results = [];
  // Only final states are hashed (a JSON text per game, a few milliseconds per thousand games, inside the timing).
  const digest = args.digest ? createHash("sha256") : null;
  const start = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadCpuMs();
  for (let i = 0; i < args.games; i++) {
    const parsed = engine.parseOptions(optionsFor(args.options, i), seats);
    if (!parsed.ok) throw new Error(`options rejected: ${parsed.reason}`);
    const result = playGame(engine, bots, `${args.seed}-${i}`, parsed.options, seats, args.maxActions);
    results.push({ outcome: result.outcome, actions: result.actions });
    digest?.update(JSON.stringify(result.state)).update("\n");
  }
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const main1 = mainThreadCpuMs();
  const summary = summarise(results, seats, elapsedMs, cpuMs, main0 !== null && main1 !== null ? main1 - main0 : null);
  const report = {
    game: args.game,
    options: args.options,
    seats,
    bot: botName,
    vs: args.vs ?? null,
    seed: args.seed,
    ...(args.warmup ? { warmup: args.warmup } : {}),
    ...(digest ? { digest: digest.digest("hex") } : {}),
    ...summary,
  };
  const dir = resolve(process.cwd(), "bench", "results");
  mkdirSync(dir, { recursive: true });
  const tag = Object.entries(args.options)
    .map(([k, v]) => `${k}-${v.join("+")}`)
    .join("_");
  const file =
    args.out ??
    join(dir, `sim-${args.game}${tag ? "_" + tag : ""}_bot-${botName}${args.vs ? "_vs-" + args.vs : ""}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
  console.log(
    JSON.stringify({
      file,
      winRate: summary.winRate,
      actions: summary.actions,
      gamesPerSecond: summary.gamesPerSecond,
      gamesPerCpuSecond: summary.gamesPerCpuSecond,
      actionsPerCpuSecond: summary.actionsPerCpuSecond,
      ...(summary.mainThreadCpuMs === undefined
        ? {}
        : { actionsPerMainThreadCpuSecond: summary.actionsPerMainThreadCpuSecond }),
      unfinished: summary.unfinished,
      ...(report.digest ? { digest: report.digest } : {}),
    }),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
