/** Reading the benchmarks' command-line flags: a bad value stops the tool with a reason, before it measures anything. */

/** The flag's value read as JSON; otherwise the tool stops (exit code 2) saying why. */
export function jsonFlag(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    console.error(`--${name} must be JSON, as '{}' or '{"mission":"necromancer"}'; got "${text}"`);
    process.exit(2);
  }
}
