/**
 * A production-like server: the admin monitor behind a password, no client seeds, and (when REDIS_URL is set, see
 * test/setup/services.ts) Redis presence and driver.
 */
import { sdk, track } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { optionalService } from "../setup/services.js";

const redisUrl = optionalService("REDIS_URL");

describe(redisUrl ? "a production-like server, on Redis presence and driver" : "a production-like server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ monitorPassword: "s3cret", allowClientSeeds: false, redisUrl });
  });
  afterAll(async () => {
    await server.close();
  });

  test("the monitor refuses without the password and answers with it", async () => {
    const anon = await fetch(`${server.url}/colyseus/api`);
    expect(anon.status).toBe(401);
    expect((await anon.json()).reason).toMatch(/admin password/);
    const auth = "Basic " + Buffer.from("admin:s3cret").toString("base64");
    const ok = await fetch(`${server.url}/colyseus/api`, { headers: { authorization: auth } });
    expect(ok.status).toBe(200);
    const wrong = await fetch(`${server.url}/colyseus/api`, {
      headers: { authorization: "Basic " + Buffer.from("admin:nope").toString("base64") },
    });
    expect(wrong.status).toBe(401);
  });

  test("a production-like server refuses a fixed seed from a client", async () => {
    const g = await guest(server, "Cheat");
    await expect(
      sdk(server.url).create("fixture-cards", { token: g.token, seats: 2, seed: "loaded-dice" }),
    ).rejects.toThrow(/does not accept a fixed seed/);
  });

  // Only with REDIS_URL: the run's last line names it otherwise (test/setup/global-teardown.ts).
  if (redisUrl) {
    test("matchmaking and a match run through Redis presence and driver", async () => {
      const ga = await guest(server, "R1");
      const gb = await guest(server, "R2");
      const a = await track(await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2 }));
      const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
      await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "start");
      const moves = a.room.state.moves;
      a.send("act", a.legal()[0]);
      await b.until(() => b.room.state.moves === moves + 1, "move seen by B");
      await a.room.leave();
      await b.room.leave();
    });
  }
});
