/** The generic match room over real WebSockets, proven on the test-only fixture game. */
import { actAndSettle, joinAs, sdk, untilAny, viewOf, type Player } from "../helpers/clients.js";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const seated = (name: string, how: Parameters<typeof joinAs>[2]): Promise<Player> => joinAs(server, name, how);

/** Plays the first legal action for whoever may act until the match ends. */
async function playOut(players: Player[]) {
  for (let i = 0; i < 200; i++) {
    if (players.some((p) => p.got.finished.length > 0)) return;
    const mover = players.find((p) => p.legal().length > 0 && p.room.state.status === "playing");
    if (!mover) {
      await untilAny(() => players.some((p) => p.legal().length > 0 || p.got.finished.length > 0), "a turn");
      continue;
    }
    await actAndSettle(mover, players, mover.legal()[0]);
  }
}

describe("match room", () => {
  test("two players fill the table, the match starts itself, plays through and is stored", async () => {
    const a = await seated("Ann", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
    expect(a.mySeat()).toBe(0);
    expect(a.room.state.status).toBe("waiting");
    const b = await seated("Bob", (c, token) => c.joinById(a.room.roomId, { token }));
    expect(b.mySeat()).toBe(1);
    await a.until(() => a.room.state.status === "playing", "start");
    await playOut([a, b]);
    await a.until(() => a.got.finished.length > 0, "finished");
    const { matchId, outcome } = a.got.finished[0];
    expect(outcome.results).toHaveLength(2);
    await server.platform.store.flush();
    const res = await fetch(`${server.url}/api/matches/${matchId}`);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`history: ${res.status} ${text}`);
    const stored = JSON.parse(text);
    expect(stored.actions.length).toBe(a.room.state.moves);
    expect(stored.outcome.results).toEqual(outcome.results);
    await a.room.leave();
    await b.room.leave();
  });

  test("the host starts early with the seats present; bots fill bot seats and play", async () => {
    const a = await seated("Hal", (c, token) => c.create("fixture-cards", { token, seats: 4, bots: 1 }));
    expect(a.room.state.status).toBe("waiting");
    a.send("start");
    await a.until(() => a.room.state.status === "playing", "start");
    expect(a.room.state.seats.length).toBe(2);
    expect(a.room.state.seats[1].bot).toBe(true);
    await playOut([a]);
    await a.until(() => a.got.finished.length > 0, "finished");
    await a.room.leave();
  });

  test("only the host may start, and not below the minimum", async () => {
    const a = await seated("Solo", (c, token) => c.create("fixture-cards", { token, seats: 3 }));
    a.send("start");
    await a.until(() => a.got.rejected.length > 0, "rejection");
    expect(a.got.rejected[0].code).toBe("NOT_ENOUGH_PLAYERS");
    const b = await seated("Guest", (c, token) => c.joinById(a.room.roomId, { token }));
    b.send("start");
    await b.until(() => b.got.rejected.length > 0, "rejection");
    expect(b.got.rejected[0].code).toBe("NOT_HOST");
    await a.room.leave();
    await b.room.leave();
  });

  test("a join without a valid token is refused with a clear error", async () => {
    await expect(sdk(server.url).create("fixture-cards", { token: "nope", seats: 2 })).rejects.toThrow(
      /token is not valid/,
    );
    await expect(sdk(server.url).create("fixture-cards", { seats: 2 })).rejects.toThrow(/token/);
  });

  test("bad table sizes and options are refused with a reason", async () => {
    const g = await guest(server, "Opt");
    await expect(sdk(server.url).create("fixture-cards", { token: g.token, seats: 9 })).rejects.toThrow(/2–4 seats/);
    await expect(
      sdk(server.url).create("fixture-cards", { token: g.token, seats: 2, options: { rounds: 99 } }),
    ).rejects.toThrow(/rounds/);
  });

  test("private rooms are unlisted and joined only with their code", async () => {
    const a = await seated("Priv", (c, token) => c.create("fixture-cards", { token, seats: 2, private: true }));
    const code = a.room.roomId;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(a.room.state.code).toBe(code);
    const g = await guest(server, "Quick");
    // Quick play never lands in a private room: it makes a new one.
    const q = await sdk(server.url).joinOrCreate("fixture-cards", { token: g.token, seats: 2, quick: "2:{}" });
    expect(q.roomId).not.toBe(code);
    await expect(sdk(server.url).joinById("ZZZZZZ", { token: g.token })).rejects.toThrow(/No open table has this code/);
    const b = await seated("Friend", (c, token) => c.joinById(code, { token, code }));
    expect(b.mySeat()).toBe(1);
    await q.leave();
    await a.room.leave();
    await b.room.leave();
  });

  test("quick play pairs two players with the same options into one room", async () => {
    const g1 = await guest(server, "Q1");
    const g2 = await guest(server, "Q2");
    const key = `2:${JSON.stringify({ rounds: 2 })}`;
    const r1 = await sdk(server.url).joinOrCreate("fixture-cards", {
      token: g1.token,
      seats: 2,
      options: { rounds: 2 },
      quick: key,
    });
    const r2 = await sdk(server.url).joinOrCreate("fixture-cards", {
      token: g2.token,
      seats: 2,
      options: { rounds: 2 },
      quick: key,
    });
    expect(r2.roomId).toBe(r1.roomId);
    await r1.leave();
    await r2.leave();
  });

  test("spectators see the match but hold no seat and cannot act", async () => {
    const a = await seated("P1", (c, token) => c.create("fixture-cards", { token, seats: 2 }));
    const b = await seated("P2", (c, token) => c.joinById(a.room.roomId, { token }));
    await a.until(() => a.room.state.status === "playing", "start");
    const s = await seated("Watcher", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
    expect(s.got.seat[0]).toMatchObject({ seat: null, spectator: true });
    s.send("act", { type: "draw" });
    await s.until(() => s.got.rejected.length > 0, "rejection");
    expect(s.got.rejected[0].code).toBe("NOT_SEATED");
    const g = await guest(server, "Late");
    await expect(sdk(server.url).joinById(a.room.roomId, { token: g.token })).rejects.toThrow(/already started/);
    await a.room.leave();
    await b.room.leave();
    await s.room.leave();
  });
});

describe("seeds", () => {
  test("a fixed seed (allowed on this test server) gives the same deal twice", async () => {
    const hands: number[][] = [];
    for (let i = 0; i < 2; i++) {
      const p = await seated(`Seed${i}`, (c, token) =>
        c.create("fixture-cards", { token, seats: 2, bots: 1, seed: "same-seed" }),
      );
      await p.until(() => p.room.state.status === "playing" && viewOf(p, fixtureEngine, 0).hand?.length === 3, "deal");
      hands.push([...viewOf(p, fixtureEngine, 0).hand!]);
      await p.room.leave();
    }
    expect(hands[0]).toEqual(hands[1]);
  });
});
