/**
 * For the tests that run the server's command-line tools (the benchmarks) as processes: the repository's root, the
 * tools built, and a temporary folder for what they write.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Builds `shared` and `server` (tsc -b), so that server/dist holds the tools as the source is now. The runs need
 * the emitted JavaScript, which tsc writes even where it reports an error; a type error fails `npm run typecheck`.
 */
export function buildTools(): void {
  spawnSync(process.execPath, [path.join(REPO, "node_modules/typescript/bin/tsc"), "-b", "shared", "server"], {
    cwd: REPO,
    stdio: "inherit",
  });
}

/** A fresh temporary folder for a tool's output, named after the test. */
export const outputFolder = (name: string) => mkdtempSync(path.join(os.tmpdir(), `tabletop-${name}-`));
