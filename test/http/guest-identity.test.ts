/**
 * One identity per guest (no dead ends): a new name keeps the player id and so the history, and a
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
    body: { code: "NO_TOKEN", reason: expect.stringMatching(/guest token/) },
  });
  expect(await post("/api/guests/me/name", { name: "Bob" }, "forged")).toMatchObject({
    status: 401,
    body: { code: "BAD_TOKEN", reason: expect.stringMatching(/not valid/) },
  });
  expect(await post("/api/guests/me/name", { name: "x".repeat(25) }, me.token)).toMatchObject({
    status: 400,
    body: { code: "BAD_NAME" },
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
    body: { code: "BAD_CODE", reason: expect.stringMatching(/sign-in code is not valid/) },
  });
  expect(await post("/api/guests/sign-in", {})).toMatchObject({ status: 401, body: { code: "BAD_CODE" } });
  expect((await post("/api/guests/me/sign-in-code", {})).status).toBe(401);
});

const get = async (p: string, token?: string) => {
  const r = await fetch(server.url + p, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: r.status, body: (await r.json()) as any };
};

/** A second device of `me`, signed in with a link. */
async function otherDevice(token: string): Promise<string> {
  const link = await post("/api/guests/me/sign-in-code", {}, token);
  const there = await post("/api/guests/sign-in", { code: link.body.code });
  expect(there.status).toBe(200);
  return there.body.token;
}

test("a sign-in code works once: a second use, even at the same moment, is refused with the reason", async () => {
  const me = await guest(server, "Dee");
  const { code } = (await post("/api/guests/me/sign-in-code", {}, me.token)).body;
  expect((await post("/api/guests/sign-in", { code })).status).toBe(200);
  expect(await post("/api/guests/sign-in", { code })).toMatchObject({
    status: 401,
    body: { code: "BAD_CODE", reason: expect.stringMatching(/used already: a link works once/) },
  });
  // Eight browsers with one code at once: exactly one gets in.
  const fresh = (await post("/api/guests/me/sign-in-code", {}, me.token)).body.code;
  const tries = await Promise.all(Array.from({ length: 8 }, () => post("/api/guests/sign-in", { code: fresh })));
  expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
  expect(tries.filter((t) => t.status === 401 && t.body.code === "BAD_CODE")).toHaveLength(7);
});

test("signing out of other devices refuses every other token (HTTP and joins, with SIGNED_OUT) and keeps this one", async () => {
  const me = await guest(server, "Eve");
  const phone = await otherDevice(me.token);
  const pending = (await post("/api/guests/me/sign-in-code", {}, phone)).body.code;
  expect(await get("/api/guests/me", phone)).toMatchObject({ status: 200, body: { playerId: me.playerId } });

  const out = await post("/api/guests/me/sign-out-others", {}, me.token);
  expect(out).toMatchObject({ status: 200, body: { playerId: me.playerId, name: "Eve" } });
  const mine: string = out.body.token;

  // This device goes on with its fresh token: the API and a table take it.
  expect(await get("/api/guests/me", mine)).toMatchObject({
    status: 200,
    body: { playerId: me.playerId, name: "Eve" },
  });
  const seat = await track(await sdk(server.url).create("fixture-cards", { token: mine, seats: 2 }));
  expect(seat.mySeat()).toBe(0);
  await seat.room.leave();

  // Every token from before, this device's old one too, is refused everywhere with the code and the reason.
  for (const old of [phone, me.token]) {
    expect(await get("/api/guests/me", old)).toMatchObject({
      status: 401,
      body: { code: "SIGNED_OUT", reason: expect.stringMatching(/signed out/) },
    });
    expect(await get(`/api/matches?player=${me.playerId}`, old)).toMatchObject({
      status: 401,
      body: { code: "SIGNED_OUT" },
    });
    expect(await post("/api/guests/me/sign-in-code", {}, old)).toMatchObject({
      status: 401,
      body: { code: "SIGNED_OUT" },
    });
    await expect(sdk(server.url).create("fixture-cards", { token: old, seats: 2 })).rejects.toThrow(
      /This device was signed out/,
    );
  }
  // A link made before the sign-out is dead as well.
  expect(await post("/api/guests/sign-in", { code: pending })).toMatchObject({
    status: 401,
    body: { code: "BAD_CODE", reason: expect.stringMatching(/before its player .* signed out/) },
  });
  // A signed-out device cannot sign the others out in turn.
  expect(await post("/api/guests/me/sign-out-others", {}, phone)).toMatchObject({
    status: 401,
    body: { code: "SIGNED_OUT" },
  });
});

test("a rename signs out the other devices too (their tokens carry the old name); two devices racing: one wins", async () => {
  const me = await guest(server, "Fay");
  const tablet = await otherDevice(me.token);
  const renamed = await post("/api/guests/me/name", { name: "Faye" }, me.token);
  expect(renamed.status).toBe(200);
  expect(await get("/api/guests/me", tablet)).toMatchObject({ status: 401, body: { code: "SIGNED_OUT" } });
  expect(await get("/api/guests/me", renamed.body.token)).toMatchObject({ status: 200, body: { name: "Faye" } });

  // Both devices of one player ask at once: the first to reach the database signs the other out.
  const laptop = await otherDevice(renamed.body.token);
  const both = await Promise.all([
    post("/api/guests/me/sign-out-others", {}, renamed.body.token),
    post("/api/guests/me/sign-out-others", {}, laptop),
  ]);
  expect(both.map((b) => b.status).sort()).toEqual([200, 401]);
  const winner = both.find((b) => b.status === 200)!.body.token;
  expect((await get("/api/guests/me", winner)).status).toBe(200);
});

test("a name that passes for one of the page's labels, or hides characters, is refused with the reason", async () => {
  expect(await post("/api/guests", { name: "Bot 2" })).toMatchObject({
    status: 400,
    body: { code: "BAD_NAME", reason: expect.stringMatching(/page's own label "bot"/) },
  });
  expect(await post("/api/guests", { name: "\u202e\u200b" })).toMatchObject({
    status: 400,
    body: { code: "BAD_NAME", reason: expect.stringMatching(/can be seen/) },
  });
  const me = await guest(server, "Gus");
  expect(await post("/api/guests/me/name", { name: "H\u043e\u0455t" }, me.token)).toMatchObject({
    status: 400,
    body: { code: "BAD_NAME", reason: expect.stringMatching(/label "host"/) },
  });
  // The invisible characters are taken out of a name that keeps something to show.
  expect(await post("/api/guests", { name: "\u202eG\u200bil\u2066" })).toMatchObject({
    status: 201,
    body: { name: "Gil" },
  });
});
