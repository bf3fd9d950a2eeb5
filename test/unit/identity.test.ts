import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTokens } from "@tabletop/server/identity/tokens.js";
import { loadOrCreateSecret } from "@tabletop/server/identity/secret.js";

describe("guest identity", () => {
  test("a token verifies with its secret and not with another", () => {
    const t = createTokens("a".repeat(40));
    const g = t.issue("Ann");
    expect(t.verify(g.token)).toEqual({ ok: true, identity: { playerId: g.playerId, name: "Ann", generation: 0 } });
    expect(t.verify(t.issue("Ann", g.playerId, 3).token)).toEqual({
      ok: true,
      identity: { playerId: g.playerId, name: "Ann", generation: 3 },
    });
    const other = createTokens("b".repeat(40));
    expect(other.verify(g.token)).toMatchObject({ ok: false, reason: expect.stringMatching(/not valid/) });
    expect(t.verify(undefined)).toMatchObject({ ok: false, reason: expect.stringMatching(/required/) });
    expect(t.verify(g.token.slice(0, -2) + "xx")).toMatchObject({ ok: false });
  });

  test("the secret comes from the environment, or is generated once and kept in the data folder", async () => {
    expect(await loadOrCreateSecret("from-env", "/nonexistent")).toBe("from-env");
    const dir = mkdtempSync(path.join(os.tmpdir(), "secret-"));
    const first = await loadOrCreateSecret(undefined, dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, "token-secret"), "utf8").trim()).toBe(first);
    expect(await loadOrCreateSecret(undefined, dir)).toBe(first);
  });

  test("processes that share TOKEN_SECRET_FILE all get the secret the first of them wrote, each with its own data folder", async () => {
    const shared = path.join(mkdtempSync(path.join(os.tmpdir(), "shared-secret-")), "secrets", "token-secret");
    const dirs = [0, 1, 2, 3].map(() => mkdtempSync(path.join(os.tmpdir(), "data-")));
    // Started together, as replicas are: one writes the file, every other reads what it wrote.
    const secrets = await Promise.all(dirs.map((d) => loadOrCreateSecret(undefined, d, shared)));
    expect(new Set(secrets).size).toBe(1);
    expect(readFileSync(shared, "utf8").trim()).toBe(secrets[0]);
  });
});
