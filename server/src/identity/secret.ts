/** The token-signing secret: from the environment, or generated once and kept in the data folder. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export async function loadOrCreateSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "token-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  // wx: never overwrite a secret another process wrote first.
  try {
    await writeFile(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return (await readFile(file, "utf8")).trim();
    throw e;
  }
}
