/**
 * Talk at the table: the players' channel reaches everyone at the table, the spectators' only the
 * spectators; a line is plain text, capped in length and rate, refused with a reason otherwise; a client that joins
 * gets the chat so far; every line (those said before the start too) is stored with the match, with its move, and
 * the record shows it once the match has ended.
 */
import { CHAT_MAX_CHARS } from "@tabletop/shared";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { CHAT_BURST } from "@tabletop/server/room/chat.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, withFixture: true });
});
afterAll(async () => {
  await server.close();
});

async function say(p: Player, text: unknown, readers: Player[]) {
  const counts = readers.map((r) => r.got.chat.length);
  p.send("chat", { text });
  for (const [i, r] of readers.entries()) await r.until(() => r.got.chat.length > counts[i], "the line");
}

async function refused(p: Player, message: unknown, code: string) {
  const before = p.got.rejected.length;
  p.send("chat", message);
  await p.until(() => p.got.rejected.length > before, "the refusal");
  const r = p.got.rejected[p.got.rejected.length - 1];
  expect(r.code).toBe(code);
  return r.reason;
}

test("players talk to the whole table, spectators among themselves; later comers get the chat so far", async () => {
  const [ga, gb, gw] = [await guest(server, "Ann"), await guest(server, "Ben"), await guest(server, "Wes")];
  const a = await track(await sdk(server.url).create("fixture-cards", { token: ga.token, seats: 2 }));
  // Said at a waiting table: kept, and stored once the match exists.
  await say(a, "Hi, waiting for one more", [a]);
  const b = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  expect(b.got.chat.map((l) => l.text)).toEqual(["Hi, waiting for one more"]);
  await a.until(() => a.room.state.status === "playing", "the start");
  const w = await track(await sdk(server.url).joinById(a.room.roomId, { token: gw.token, spectate: true }));

  await say(b, "<b>deal?</b> & more", [a, b, w]);
  const line = a.got.chat[a.got.chat.length - 1];
  expect(line).toMatchObject({
    channel: "table",
    seat: 1,
    playerId: gb.playerId,
    name: "Ben",
    text: "<b>deal?</b> & more",
  });
  expect(w.got.chat[w.got.chat.length - 1]).toEqual(line);

  await say(w, "Ben is bluffing", [w]);
  await say(a, "ok", [a, b, w]);
  // The players never got the spectator's line.
  for (const p of [a, b]) expect(p.got.chat.map((l) => l.text)).not.toContain("Ben is bluffing");
  expect(w.got.chat.find((l) => l.text === "Ben is bluffing")).toMatchObject({ channel: "spectators", seat: null });

  // Newcomers: a spectator reads both channels, a player (back in their seat) the table's.
  const w2 = await track(await sdk(server.url).joinById(a.room.roomId, { token: gw.token, spectate: true }));
  expect(w2.got.chat.map((l) => l.text)).toEqual([
    "Hi, waiting for one more",
    "<b>deal?</b> & more",
    "Ben is bluffing",
    "ok",
  ]);
  const b2 = await track(await sdk(server.url).joinById(a.room.roomId, { token: gb.token }));
  expect(b2.got.chat.map((l) => l.text)).toEqual(["Hi, waiting for one more", "<b>deal?</b> & more", "ok"]);
  expect(b2.got.chat.map((l) => l.n)).toEqual([1, 2, 4]);
  // Stored: the line said before the start too, once the match existed.
  await server.platform.store.flush();
  const stored = (await server.platform.store.getMatch(a.room.state.matchId as string))!;
  expect(stored.chat.map((l) => [l.n, l.channel, l.text])).toEqual([
    [1, "table", "Hi, waiting for one more"],
    [2, "table", "<b>deal?</b> & more"],
    [3, "spectators", "Ben is bluffing"],
    [4, "table", "ok"],
  ]);
  for (const p of [a, b2, w, w2]) await p.room.leave();
});

test("a bad line is refused with its reason: not text, empty, too long, too fast; control, invisible and bidi characters go", async () => {
  const g = await guest(server, "Cat");
  const p = await track(await sdk(server.url).create("fixture-cards", { token: g.token, seats: 2 }));
  expect(await refused(p, "hello", "BAD_CHAT")).toMatch(/\{"text"/);
  expect(await refused(p, { text: 42 }, "BAD_CHAT")).toMatch(/\{"text"/);
  expect(await refused(p, { text: " \n\t " }, "BAD_CHAT")).toMatch(/empty/);
  expect(await refused(p, { text: "x".repeat(CHAT_MAX_CHARS + 1) }, "BAD_CHAT")).toMatch(
    new RegExp(`at most ${CHAT_MAX_CHARS} characters`),
  );
  await say(p, "two\nlines\u0007", [p]);
  expect(p.got.chat[p.got.chat.length - 1].text).toBe("two lines");
  // Invisible and bidi controls go too (server/src/text.ts): a line of nothing else is empty, and said so.
  expect(await refused(p, { text: "\u200b\u202e\u2066\u2069\u3164" }, "BAD_CHAT")).toMatch(/empty/);
  await say(p, "\u202egg\u202c w\u200bp", [p]);
  expect(p.got.chat[p.got.chat.length - 1].text).toBe("gg wp");
  for (let i = 2; i < CHAT_BURST; i++) await say(p, `line ${i}`, [p]);
  expect(await refused(p, { text: "one too many" }, "CHAT_TOO_FAST")).toMatch(/a minute/);
  await p.room.leave();
});

test("the chat is stored with the match, each line at its move, and shown in the record once it has ended", async () => {
  const g = await guest(server, "Dee");
  const p = await track(
    await sdk(server.url).create("fixture-cards", { token: g.token, seats: 2, bots: 1, options: { rounds: 1 } }),
  );
  await p.until(() => p.room.state.status === "playing" && p.legal().length > 0, "my turn");
  await say(p, "good luck", [p]);
  const matchId = p.room.state.matchId as string;
  const live = await (await fetch(`${server.url}/api/matches/${matchId}`)).json();
  expect(live.chat).toBeUndefined();
  let moved = 0;
  while (p.got.finished.length === 0) {
    await p.until(() => p.legal().length > 0 || p.got.finished.length > 0, "turn or end");
    if (p.got.finished.length) break;
    const moves = p.room.state.moves;
    p.send("act", p.legal()[0]);
    await p.until(() => p.room.state.moves > moves || p.got.finished.length > 0, "move");
    if (moved++ === 0) await say(p, "nice", [p]);
  }
  await say(p, "gg", [p]);
  const said = p.got.chat.map((l) => ({ text: l.text, moves: l.moves }));
  await server.platform.store.flush();
  const ended = await (await fetch(`${server.url}/api/matches/${matchId}`)).json();
  expect(ended.chat.map((l: { text: string; moves: number }) => ({ text: l.text, moves: l.moves }))).toEqual(said);
  expect(said[0].moves).toBeLessThan(said[1].moves);
  await p.room.leave();
});
