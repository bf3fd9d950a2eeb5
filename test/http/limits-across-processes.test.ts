/**
 * Per-address limits across processes: two real server processes behind one address. With the real
 * Redis (REDIS_URL) they keep one count per address (rate-limiter-flexible's Redis limiter), so GUESTS_PER_MIN and
 * CODE_TRIES_PER_MIN hold for the address whichever process a request reaches, not once per process. Without Redis
 * each process counts in its own memory, which the test checks instead. Each run uses keys of its own
 * (REDIS_KEY_PREFIX), so parallel runs on one Redis do not share counts.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTokens } from "@tabletop/server/identity/tokens.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { optionalService } from "../setup/services.js";

const redisUrl = optionalService("REDIS_URL");
/** The processes behind one address share the token secret. */
const TOKEN_SECRET = "limits-across-processes-secret-limits-across";
const GUESTS = 4;
const CODE_TRIES = 3;
const procs: ServerProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  const prefix = `tabletop-test-${randomUUID()}:`;
  for (const name of ["a", "b"]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `tabletop-limits-${name}-`));
    dirs.push(dataDir);
    const port = await freePort();
    const env: Record<string, string> = {
      TOKEN_SECRET,
      GUESTS_PER_MIN: String(GUESTS),
      CODE_TRIES_PER_MIN: String(CODE_TRIES),
    };
    if (redisUrl)
      Object.assign(env, { REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, REDIS_KEY_PREFIX: prefix });
    procs.push(await startServerProcess({ port, dataDir, env }));
  }
}, 120_000);
afterAll(async () => {
  for (const p of procs) await p.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const newGuest = (p: ServerProcess, name: string) =>
  fetch(`${p.url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });

const joinByCode = (p: ServerProcess, code: string, token: string) =>
  fetch(`${p.url}/matchmake/joinById/${code}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, code }),
  });

if (redisUrl) {
  test("GUESTS_PER_MIN holds for an address across both processes: its guests are counted once, in Redis", async () => {
    const [a, b] = procs;
    const made: number[] = [];
    for (let i = 0; i < GUESTS; i++) made.push((await newGuest(i % 2 ? b : a, `Shared ${i}`)).status);
    expect(made).toEqual(Array(GUESTS).fill(201));
    for (const p of [a, b]) {
      const refused = await newGuest(p, "One too many");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: "TOO_MANY_GUESTS" });
    }
  });

  test("CODE_TRIES_PER_MIN holds for an address across both processes: failed joins by code on either count", async () => {
    const [a, b] = procs;
    // The address's guests may be spent: a token signed with the secret both processes share.
    const { token } = createTokens(TOKEN_SECRET).issue("Guesser");
    const tries: number[] = [];
    for (let i = 0; i < CODE_TRIES; i++) tries.push((await joinByCode(i % 2 ? b : a, "ZZZZZZ", token)).status);
    expect(tries.every((s) => s >= 400 && s !== 429)).toBe(true);
    for (const p of [a, b]) {
      const refused = await joinByCode(p, "ZZZZZZ", token);
      expect(refused.status).toBe(429);
      expect((await refused.json()).reason).toMatch(`at most ${CODE_TRIES} a minute from one address`);
    }
  });
} else {
  test("without Redis each process counts an address in its own memory", async () => {
    for (const p of procs) {
      const made: number[] = [];
      for (let i = 0; i <= GUESTS; i++) made.push((await newGuest(p, `Own ${i}`)).status);
      expect(made).toEqual([...Array(GUESTS).fill(201), 429]);
    }
  });
}
