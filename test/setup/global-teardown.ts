/**
 * Jest's global teardown: stops the embedded database the setup started, removes the run's client builds, and says in one line which tests did not
 * run for want of a service or folder, and what turns them on. Native ESM, like ./global-setup.ts.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type OptionalService =
  { variable: string; example: string; what: string } | { path: string; how: string; what: string };

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Why an optional service's tests did not run, or null when they did. */
function missing(s: OptionalService): string | null {
  if ("variable" in s) return process.env[s.variable] ? null : `set ${s.variable}, e.g. ${s.variable}=${s.example}`;
  return existsSync(path.resolve(REPO_ROOT, s.path)) ? null : `needs ${s.how} (${s.path})`;
}

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__tabletopEmbeddedDb;
  if (embedded) {
    await embedded.db.stop();
    rmSync(embedded.root, { recursive: true, force: true });
    globalThis.__tabletopEmbeddedDb = undefined;
  }
  if (globalThis.__tabletopClientBuilds) rmSync(globalThis.__tabletopClientBuilds, { recursive: true, force: true });
  const services: OptionalService[] = JSON.parse(
    readFileSync(new URL("./optional-services.json", import.meta.url), "utf8"),
  );
  const notRun = services.flatMap((s) => {
    const why = missing(s);
    return why ? [`${s.what} (${why})`] : [];
  });
  if (notRun.length) console.log(`Not run: ${notRun.join("; ")}.`);
}
