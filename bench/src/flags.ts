/** Reading the benchmarks' command-line flags: a bad value stops the tool with a reason, before it measures anything. */
import type { Engine } from "@tabletop/shared";

/** The flag's value read as JSON; otherwise the tool stops (exit code 2) saying why. */
export function jsonFlag(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    console.error(`--${name} must be JSON, as '{}' or '{"mission":"necromancer"}'; got "${text}"`);
    process.exit(2);
  }
}

/** A count of `unit` (rounds, threads): a whole number, 1 or more; otherwise the tool stops (exit code 2) saying why. */
export function countFlag(name: string, unit: string, text: string): number {
  const n = Number(text);
  if (!(Number.isInteger(n) && n >= 1)) {
    console.error(`--${name} must be a whole number of ${unit}, 1 or more; got "${text}"`);
    process.exit(2);
  }
  return n;
}

/** The game's options as it reads them for `seats` seats, or the line that says why `--options` was refused. */
export function readGameOptions(
  engine: Engine<unknown, unknown, unknown, unknown>,
  options: unknown,
  seats: number,
): { ok: true; options: unknown } | { ok: false; refusal: string } {
  const read = engine.parseOptions(options, seats);
  return read.ok ? { ok: true, options: read.options } : { ok: false, refusal: `--options: ${read.reason}` };
}
