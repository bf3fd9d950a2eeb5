/**
 * A player who sits at their seat again by joining mid-match (a second tab, or a paused match continued) sees
 * exactly the engine's view of their seat after every later move. Colyseus sent such a client its seat's private
 * part twice (the full state, then the changes queued on its view when it joined), and lists then held items twice
 * (server/src/colyseus/viewSafeSerializer.ts).
 */
import { isDeepStrictEqual } from "node:util";
import { replay } from "@tabletop/shared";
import { dungeonFleeEngine as E } from "@tabletop/shared/dungeon-flee/index";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, graceSeconds: 1, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

/** The player's decoded view of seat 0 is the engine's view after the stored actions it has seen. */
async function sameAsTheLog(p: Player, matchId: string, when: string) {
  await server.platform.store.flush();
  const stored = (await server.platform.store.getMatch(matchId))!;
  const moves: number = p.room.state.moves;
  const state = replay(E, stored.seed, 1, stored.options as never, stored.actions.slice(0, moves));
  const mine = viewOf(p, E, 0) as Record<string, unknown>;
  const engine = E.view(state, 0) as Record<string, unknown>;
  const differ = Object.keys(engine).filter((k) => !isDeepStrictEqual(mine[k], engine[k]));
  expect({ when, moves, differ }).toEqual({ when, moves, differ: [] });
}

const sitAgain = {
  "a reload (the socket dropped, the page joins again)": async (p: Player, token: string, roomId: string) => {
    p.room.reconnection.enabled = false;
    p.room.connection.close();
    await new Promise((r) => setTimeout(r, 100));
    return track(await sdk(server.url).joinById(roomId, { token }));
  },
  "the match paused and continued": async (p: Player, token: string, roomId: string, matchId: string) => {
    await p.room.leave();
    for (;;) {
      await server.platform.store.flush();
      if ((await server.platform.store.getMatch(matchId))?.paused) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await fetch(`${server.url}/api/matches/${matchId}/continue`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return track(await sdk(server.url).joinById(roomId, { token }));
  },
};

for (const [how, again] of Object.entries(sitAgain))
  test(`a Dungeon Flee player back by ${how} mid-match sees the log's state after every later move`, async () => {
    const g = await guest(server, "Again");
    let p = await track(await sdk(server.url).create("dungeon-flee", { token: g.token, seed: `again-${how}` }));
    await p.until(() => p.room.state.status === "playing" && p.legal().length > 0, "the start");
    const matchId: string = p.room.state.matchId;
    const roomId = p.room.roomId;
    let r = 7;
    const random = () => ((r = (r * 48271) % 2147483647), r / 2147483647);
    for (let i = 0; i < 60 && p.room.state.status === "playing"; i++) {
      if (i === 10) {
        p = await again(p, g.token, roomId, matchId);
        await sameAsTheLog(p, matchId, "just back");
      }
      const legal = p.legal();
      if (!legal.length) {
        await new Promise((res) => setTimeout(res, 20));
        continue;
      }
      const moves = p.room.state.moves;
      const rejected = p.got.rejected.length;
      p.send("act", legal[Math.floor(random() * legal.length)]);
      await p.until(() => p.room.state.moves > moves || p.got.rejected.length > rejected, "the move");
      await sameAsTheLog(p, matchId, `move ${i}`);
    }
    await p.room.leave();
  });
