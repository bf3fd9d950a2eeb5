/** Command-line flags of the simulator. Unreserved `--key value` flags become game options. */
export interface SimArgs {
  game: string;
  games: number;
  seats?: number;
  bot?: string;
  vs?: string;
  seed: string;
  maxActions: number;
  out?: string;
  /** `--digest true`: report a SHA-256 of every game's final state, to show that a change left play exactly as it was. */
  digest: boolean;
  /**
   * `--warmup N`: N games played first, untimed and left out of every figure (their seeds `warmup-0`, ...), so that
   * the speed is that of code V8 has already compiled, as in a server that has been running a while. 0 by default.
   */
  warmup: number;
  /** Raw game options; a comma-separated value rotates over its values game by game. */
  options: Record<string, string[]>;
}

const RESERVED = new Set(["game", "games", "seats", "bot", "vs", "seed", "max-actions", "out", "digest", "warmup"]);

export function parseArgs(argv: readonly string[]): SimArgs {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new Error(`unexpected argument "${a}"`);
    const eq = a.indexOf("=");
    if (eq > 0) flags[a.slice(2, eq)] = a.slice(eq + 1);
    else {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith("--")) throw new Error(`flag ${a} needs a value`);
      flags[a.slice(2)] = v;
      i++;
    }
  }
  if (!flags.game) throw new Error("--game <id> is required");
  const num = (k: string, d: number) => {
    if (flags[k] === undefined) return d;
    const n = Number(flags[k]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${k} must be a positive integer`);
    return n;
  };
  const options: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(flags)) if (!RESERVED.has(k)) options[k] = v.split(",");
  return {
    game: flags.game,
    games: num("games", 100),
    seats: flags.seats ? num("seats", 1) : undefined,
    bot: flags.bot,
    vs: flags.vs,
    seed: flags.seed ?? "sim",
    maxActions: num("max-actions", 20000),
    out: flags.out,
    digest: flags.digest === "true",
    warmup: flags.warmup === "0" ? 0 : num("warmup", 0),
    options,
  };
}

/** The raw options of game number i: booleans and numbers are converted, lists rotate. */
export function optionsFor(opts: Record<string, string[]>, i: number): Record<string, unknown> | undefined {
  const keys = Object.keys(opts);
  if (!keys.length) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = opts[k][i % opts[k].length];
    out[k] = v === "true" ? true : v === "false" ? false : v !== "" && !Number.isNaN(Number(v)) ? Number(v) : v;
  }
  return out;
}
