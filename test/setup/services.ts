/**
 * The services the tests use. Nothing needs to be set up by hand (README: `npm install && npm test`):
 *
 * - the database: `DATABASE_URL` when set (CI sets the machine's Postgres); otherwise the global setup
 *   (./global-setup.ts) starts the embedded PGlite child, as `npm start` does, and sets `DATABASE_URL` to it;
 * - optional services and folders (./optional-services.json: Redis; the team's clause lists beside the repo): their
 *   tests are defined only when they are there, and the run ends with one line naming what it did not run and what
 *   turns it on;
 * - the browser: see ../helpers/browser.ts (`CHROMIUM_PATH`, the system's Chromium, or the packaged one).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The database every test uses (the global setup guarantees it is set). */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      "DATABASE_URL is not set: run the tests with `npm test` (its global setup starts the embedded database)",
    );
  return url;
}

/**
 * What some tests need beyond Node (./optional-services.json): a service's URL in an environment variable, or a
 * folder beside the repo. Without it those tests are not defined, and the run's last line says so.
 */
export type OptionalService =
  { variable: string; example: string; what: string } | { path: string; how: string; what: string };

export const OPTIONAL_SERVICES: OptionalService[] = JSON.parse(
  readFileSync(new URL("./optional-services.json", import.meta.url), "utf8"),
);

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

function listed(key: "variable" | "path", value: string): OptionalService {
  const s = OPTIONAL_SERVICES.find((x) => (x as Record<string, string>)[key] === value);
  if (!s) throw new Error(`${value} is not listed in test/setup/optional-services.json`);
  return s;
}

/** The URL of an optional service (by its variable, which must be listed), or undefined when its tests are not to run. */
export function optionalService(variable: string): string | undefined {
  listed("variable", variable);
  return process.env[variable] || undefined;
}

/** An optional folder (by its path relative to the repo, which must be listed), or undefined when it is not there. */
export function optionalFolder(relative: string): string | undefined {
  listed("path", relative);
  const dir = path.resolve(REPO_ROOT, relative);
  return existsSync(dir) ? dir : undefined;
}
