/**
 * For the tests that run the benchmark's command-line tools (../../bench) as processes: the repository's root, the
 * tools built before the file's tests, and a temporary folder for what they write, removed after them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Registers the file's hooks: before its tests, `shared`, `server` and `bench` are built (tsc -b), so that bench/dist holds
 * the tools as the source is now (the runs need the emitted JavaScript, which tsc writes even where it reports an
 * error; a type error fails `npm run typecheck`), and a fresh temporary folder is made; after them the folder is
 * removed. Answers the folder, whose `dir` is set once the hooks have run.
 */
export function builtToolsAndOutput(name: string): { dir: string } {
  const out = { dir: "" };
  beforeAll(() => {
    spawnSync(
      process.execPath,
      [path.join(REPO, "node_modules/typescript/bin/tsc"), "-b", "shared", "server", "bench"],
      {
        cwd: REPO,
        stdio: "inherit",
      },
    );
    out.dir = mkdtempSync(path.join(os.tmpdir(), `tabletop-${name}-`));
  }, 120_000);
  afterAll(() => rmSync(out.dir, { recursive: true, force: true }));
  return out;
}
