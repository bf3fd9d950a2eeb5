/**
 * Sign-outs and one-use sign-in codes are decided by the database every process shares
 * (server/src/store/identities.ts): two stores on one database stand for two processes.
 */
import type { MatchStore } from "../../server/src/store/index.js";
import { backend, cleanupTempDirs, openTestStore, poolOf, uid } from "../helpers/store.js";

describe(`identities in the store (${backend})`, () => {
  let one: MatchStore;
  let two: MatchStore;

  beforeAll(async () => {
    one = await openTestStore();
    two = backend === "postgres" ? await openTestStore() : one;
  });
  afterAll(async () => {
    if (two !== one) await two?.close();
    await one?.close();
    cleanupTempDirs();
  });

  const later = () => new Date(Date.now() + 15 * 60_000);

  it("a sign-in code is used once: of many uses at once, through two processes, exactly one wins", async () => {
    const player = uid("p");
    const code = uid("code");
    const uses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? one : two).useSignInCode(code, player, later())),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(await one.useSignInCode(code, player, later())).toBe(false);
    expect(await two.useSignInCode(uid("code"), player, later())).toBe(true);
  });

  it("used codes are cleared once they would have run out anyway", async () => {
    const code = uid("old");
    expect(await one.useSignInCode(code, uid("p"), new Date(Date.now() - 5 * 60_000))).toBe(true);
    await two.useSignInCode(uid("code"), uid("p"), later());
    const left = await poolOf(one).query("SELECT 1 FROM used_sign_in_codes WHERE id = $1", [code]);
    expect(left.rowCount).toBe(0);
  });

  it("a generation is 0 until raised; raised from the current one only, by one of two racing processes", async () => {
    const player = uid("p");
    expect(await one.tokenGeneration(player)).toBe(0);
    const raced = await Promise.all([
      one.raiseTokenGeneration(player, 0, "Ann"),
      two.raiseTokenGeneration(player, 0, "Ann"),
    ]);
    expect(raced.slice().sort()).toEqual([1, null]);
    expect(await two.tokenGeneration(player)).toBe(1);
    expect(await one.raiseTokenGeneration(player, 0, "Old")).toBeNull();
    expect(await one.raiseTokenGeneration(player, 1, "Anna")).toBe(2);
    expect(await two.getPlayer(player)).toMatchObject({ name: "Anna" });
    // A name written by the journal later (a join) keeps the generation.
    await two.upsertPlayer({ id: player, name: "Anna" });
    await two.flush();
    expect(await one.tokenGeneration(player)).toBe(2);
  });
});
