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

/** `--rounds`: a whole number, 1 or more; otherwise the tool stops (exit code 2) saying why. */
export function roundsFlag(text: string): number {
  const rounds = Number(text);
  if (!(Number.isInteger(rounds) && rounds >= 1)) {
    console.error(`--rounds must be a whole number of rounds, 1 or more; got "${text}"`);
    process.exit(2);
  }
  return rounds;
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
