/**
 * Jest's global teardown: stops the embedded database the setup started, and says in one line which tests did not
 * run for want of a service, and the variable that turns them on. Native ESM, like ./global-setup.ts.
 */
import { readFileSync, rmSync } from "node:fs";

interface OptionalService {
  variable: string;
  example: string;
  what: string;
}

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__tabletopEmbeddedDb;
  if (embedded) {
    await embedded.db.stop();
    rmSync(embedded.root, { recursive: true, force: true });
    globalThis.__tabletopEmbeddedDb = undefined;
  }
  const services: OptionalService[] = JSON.parse(
    readFileSync(new URL("./optional-services.json", import.meta.url), "utf8"),
  );
  const notRun = services.filter((s) => !process.env[s.variable]);
  if (notRun.length)
    console.log(
      `Not run: ${notRun.map((s) => `${s.what} (set ${s.variable}, e.g. ${s.variable}=${s.example})`).join("; ")}.`,
    );
}
