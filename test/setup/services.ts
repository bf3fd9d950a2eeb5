/**
 * The services the tests use. Nothing needs to be set up by hand (README: `npm install && npm test`):
 *
 * - the database: `DATABASE_URL` when set (CI sets the machine's Postgres); otherwise the global setup
 *   (./global-setup.ts) starts the embedded PGlite child, as `npm start` does, and sets `DATABASE_URL` to it;
 * - optional services (./optional-services.json: Redis): their tests are defined only when the service's URL is
 *   set, and the run ends with one line naming what it did not run and the variable that turns it on;
 * - the browser: see ../helpers/browser.ts (`CHROMIUM_PATH`, the system's Chromium, or the packaged one).
 */
import { readFileSync } from "node:fs";

/** The database every test uses (the global setup guarantees it is set). */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      "DATABASE_URL is not set: run the tests with `npm test` (its global setup starts the embedded database)",
    );
  return url;
}

export interface OptionalService {
  variable: string;
  example: string;
  what: string;
}

export const OPTIONAL_SERVICES: OptionalService[] = JSON.parse(
  readFileSync(new URL("./optional-services.json", import.meta.url), "utf8"),
);

/** The URL of an optional service (by its variable, which must be listed), or undefined when its tests are not to run. */
export function optionalService(variable: string): string | undefined {
  if (!OPTIONAL_SERVICES.some((s) => s.variable === variable))
    throw new Error(`${variable} is not listed in test/setup/optional-services.json`);
  return process.env[variable] || undefined;
}
