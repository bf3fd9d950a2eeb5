/** Values generated once and kept in the data folder: the token-signing secret, and this server's own id. */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The value in `<dataDir>/<name>` if it is there and `valid`, else a new one from `make`, written there once. */
async function keptInDataDir(
  dataDir: string,
  name: string,
  make: () => string,
  valid: (s: string) => boolean,
): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (valid(existing)) return existing;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  await mkdir(dataDir, { recursive: true });
  const value = make();
  // wx: never overwrite a value another process wrote first.
  try {
    await writeFile(file, value + "\n", { mode: 0o600, flag: "wx" });
    return value;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return (await readFile(file, "utf8")).trim();
    throw e;
  }
}

/**
 * The token-signing secret: TOKEN_SECRET, else the one in `file` (TOKEN_SECRET_FILE: a folder the processes that serve
 * one public share, so the first of them to start writes it and every other reads it), else the one in the data folder.
 */
export async function loadOrCreateSecret(
  configured: string | undefined,
  dataDir: string,
  file?: string,
): Promise<string> {
  if (configured) return configured;
  return keptInDataDir(
    file ? path.dirname(file) : dataDir,
    file ? path.basename(file) : "token-secret",
    () => randomBytes(32).toString("hex"),
    (s) => s.length >= 32,
  );
}

/**
 * The id this server process writes on the matches it plays (SERVER_ID, else generated once and kept in the data
 * folder): after a restart with the same data folder it resumes exactly its own matches in play (../room/resume.ts).
 */
export async function loadOrCreateServerId(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  return keptInDataDir(
    dataDir,
    "server-id",
    () => randomUUID(),
    (s) => s.length >= 8,
  );
}
