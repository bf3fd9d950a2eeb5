/**
 * One identity per guest (issue 15, no dead ends): a new name keeps the player id and so the history, and a
 * sign-in code carries the identity to another browser. Against the real server and database.
 */
import { sdk, track } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const post = async (p: string, body: unknown, token?: string) => {
  const r = await fetch(server.url + p, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as any };
};

test("a new name keeps the player id (the history is by player id): the stored player and the seat at the table follow it", async () => {
  const me = await guest(server, "Ann");
  const table = await track(await sdk(server.url).create("fixture-cards", { token: me.token, seats: 2 }));
  const renamed = await post("/api/guests/me/name", { name: "  Anna " }, me.token);
  expect(renamed.status).toBe(200);
  expect(renamed.body).toMatchObject({ playerId: me.playerId, name: "Anna" });
  expect(renamed.body.token).not.toBe(me.token);
  await server.platform.store.flush();
  expect(await server.platform.store.getPlayer(me.playerId)).toMatchObject({ name: "Anna" });
  // The same player: joining the table again with the new token gives back the same seat.
  const again = await track(await sdk(server.url).joinById(table.room.roomId, { token: renamed.body.token }));
  expect(again.mySeat()).toBe(0);
  // The old connection was taken over by the new one; only the new one is left to close.
  await again.room.leave();
});

test("renaming needs a good token and a good name, and says why otherwise", async () => {
  const me = await guest(server, "Bo");
  expect(await post("/api/guests/me/name", { name: "Bob" })).toMatchObject({
    status: 401,
    body: { error: "NO_TOKEN", reason: expect.stringMatching(/guest token/) },
  });
  expect(await post("/api/guests/me/name", { name: "Bob" }, "forged")).toMatchObject({
    status: 401,
    body: { error: "BAD_TOKEN", reason: expect.stringMatching(/not valid/) },
  });
  expect(await post("/api/guests/me/name", { name: "x".repeat(25) }, me.token)).toMatchObject({
    status: 400,
    body: { error: "BAD_NAME" },
  });
});

test("a sign-in code carries the identity to another browser, and is never a token to play with", async () => {
  const me = await guest(server, "Cy");
  const link = await post("/api/guests/me/sign-in-code", {}, me.token);
  expect(link.status).toBe(201);
  expect(link.body.expiresInSeconds).toBe(15 * 60);
  const code: string = link.body.code;

  // The other browser: only the code.
  const there = await post("/api/guests/sign-in", { code });
  expect(there.status).toBe(200);
  expect(there.body).toMatchObject({ playerId: me.playerId, name: "Cy" });
  const seat = await track(await sdk(server.url).create("fixture-cards", { token: there.body.token, seats: 2 }));
  expect(seat.mySeat()).toBe(0);
  await seat.room.leave();

  // A code cannot sit at a table, rename, or make another code; a token is not a code; junk is refused.
  await expect(sdk(server.url).create("fixture-cards", { token: code, seats: 2 })).rejects.toThrow(/not valid/);
  expect((await post("/api/guests/me/name", { name: "Evil" }, code)).status).toBe(401);
  expect((await post("/api/guests/me/sign-in-code", {}, code)).status).toBe(401);
  expect(await post("/api/guests/sign-in", { code: me.token })).toMatchObject({
    status: 401,
    body: { error: "BAD_CODE", reason: expect.stringMatching(/sign-in code is not valid/) },
  });
  expect(await post("/api/guests/sign-in", {})).toMatchObject({ status: 401, body: { error: "BAD_CODE" } });
  expect((await post("/api/guests/me/sign-in-code", {})).status).toBe(401);
});
