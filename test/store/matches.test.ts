import type { FinishedMatch, MatchStore, NewMatch } from "../../server/src/store/index.js";
import { historyCursor, UnstorableError } from "../../server/src/store/index.js";
import { backend, cleanupTempDirs, openTestStore, poolOf, uid } from "../helpers/store.js";
import { newMatch, seats } from "./fixtures.js";

describe(`match store (${backend})`, () => {
  let store: MatchStore;

  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(async () => {
    await store?.close();
    cleanupTempDirs();
  });

  function finish(m: NewMatch, results: FinishedMatch["results"], over: Partial<FinishedMatch> = {}): Promise<void> {
    return store.finishMatch({
      matchId: m.id,
      results,
      outcome: { results, summary: "done" },
      finishedAt: new Date(m.createdAt.getTime() + 60_000),
      status: "finished",
      ...over,
    });
  }

  it("upserts and reads players", async () => {
    const id = uid("p");
    expect(await store.getPlayer(id)).toBeNull();
    await store.upsertPlayer({ id, name: "Ada" });
    await store.upsertPlayer({ id, name: "Ada L." });
    const p = await store.getPlayer(id);
    expect(p).toMatchObject({ id, name: "Ada L." });
    expect(Number.isNaN(Date.parse(p!.createdAt))).toBe(false);
  });

  it("history rows and the match record name a renamed player by the name they go by now", async () => {
    const ben = uid("ben");
    await store.upsertPlayer({ id: ben, name: "Ben" });
    const m = newMatch({ seats: [...seats(ben, null)].map((s) => (s.playerId === ben ? { ...s, name: "Ben" } : s)) });
    await store.createMatch(m);
    await finish(m, ["win", "loss"]);
    await store.upsertPlayer({ id: ben, name: "Benedict" });
    const [row] = await store.listMatches({ player: ben });
    expect(row.seats.map((s) => s.name)).toEqual(["Benedict", "Bot 1"]);
    expect((await store.getMatch(m.id))!.seats.map((s) => s.name)).toEqual(["Benedict", "Bot 1"]);
  });

  it("round-trips create, append and finish, with actions in seq order", async () => {
    const alice = uid("alice");
    await store.upsertPlayer({ id: alice, name: "Alice" });
    const m = newMatch({ seats: seats(alice, null), options: { cards: 3, nested: { a: [1, 2] } }, seed: "s-42" });
    await store.createMatch(m);

    const playing = await store.getMatch(m.id);
    expect(playing).toMatchObject({ id: m.id, status: "playing", finishedAt: null, outcome: null, actions: [] });

    const t0 = m.createdAt.getTime();
    // Appended out of order on purpose: storage is keyed by seq, reads come back in seq order.
    for (const seq of [0, 2, 1, 3]) {
      await store.appendAction({
        matchId: m.id,
        seq,
        seat: seq % 2,
        action: { type: "play", n: seq },
        at: new Date(t0 + seq * 1000),
      });
    }
    // A retried append (same seq) is a no-op, not an error and not a duplicate.
    await store.appendAction({
      matchId: m.id,
      seq: 2,
      seat: 0,
      action: { type: "play", n: 2 },
      at: new Date(t0 + 2000),
    });
    await finish(m, ["win", "loss"]);

    const d = await store.getMatch(m.id);
    expect(d).toEqual({
      id: m.id,
      game: m.game,
      status: "finished",
      live: false,
      moves: 4,
      paused: false,
      private: false,
      roomId: null,
      table: {},
      serverId: null,
      seed: "s-42",
      options: { cards: 3, nested: { a: [1, 2] } },
      engineVersion: "1.0.0",
      createdAt: m.createdAt.toISOString(),
      finishedAt: new Date(t0 + 60_000).toISOString(),
      outcome: { results: ["win", "loss"], summary: "done" },
      seats: [
        { seat: 0, playerId: alice, name: "Alice", bot: false, result: "win" }, // the name Alice goes by now
        { seat: 1, playerId: null, name: "Bot 1", bot: true, result: "loss" },
      ],
      actions: [0, 1, 2, 3].map((seq) => ({
        seq,
        seat: seq % 2,
        action: { type: "play", n: seq },
        at: new Date(t0 + seq * 1000).toISOString(),
      })),
      chat: [],
    });
    expect(await store.getMatch(uid("missing"))).toBeNull();
  });

  it("keeps a match's chat in order, each line once, with its channel, speaker and move", async () => {
    const m = newMatch();
    await store.createMatch(m);
    const line = (n: number, channel: "table" | "spectators", seat: number | null, text: string, moves: number) => ({
      n,
      channel,
      seat,
      playerId: `p${n}`,
      name: `N${n}`,
      text,
      moves,
      at: new Date(Date.UTC(2026, 11, 2, 12, 0, n)).toISOString(),
    });
    const lines = [
      line(1, "table", 0, "hi", 0),
      line(2, "spectators", null, "<i>psst</i>", 1),
      line(3, "table", 1, "gg", 4),
    ];
    for (const l of [lines[1], lines[0], lines[2], lines[0]]) await store.appendChat(m.id, l);
    expect((await store.getMatch(m.id))!.chat).toEqual(lines);
  });

  it("creates players named by seats even without a prior upsert", async () => {
    const bob = uid("bob");
    const m = newMatch({ seats: seats(bob) });
    await store.createMatch(m);
    expect(await store.getPlayer(bob)).toMatchObject({ id: bob, name: bob });
  });

  it("lists history by player and by game, newest first, finished and abandoned only", async () => {
    const carol = uid("carol");
    const dave = uid("dave");
    const game = uid("game");
    const otherGame = uid("game");
    const base = Date.now() - 3_600_000;
    const a = newMatch({ game, seats: seats(carol, dave), createdAt: new Date(base) });
    const b = newMatch({ game: otherGame, seats: seats(carol, null), createdAt: new Date(base + 1000) });
    const c = newMatch({ game, seats: seats(dave, carol), createdAt: new Date(base + 2000) });
    const live = newMatch({ game, seats: seats(carol, dave), createdAt: new Date(base + 3000) });
    for (const m of [a, b, c, live]) await store.createMatch(m);
    await finish(a, ["win", "loss"]);
    await finish(b, ["draw", "draw"], { status: "abandoned" });
    await finish(c, ["loss", "win"]);

    const carolAll = await store.listMatches({ player: carol });
    expect(carolAll.map((m) => m.id)).toEqual([c.id, b.id, a.id]);
    expect(carolAll[1]).toMatchObject({ status: "abandoned", game: otherGame });
    expect(carolAll[0]!.seats).toEqual([
      { seat: 0, playerId: dave, name: dave, bot: false, result: "loss" },
      { seat: 1, playerId: carol, name: carol, bot: false, result: "win" },
    ]);
    expect((await store.listMatches({ player: carol, game })).map((m) => m.id)).toEqual([c.id, a.id]);
    expect((await store.listMatches({ game })).map((m) => m.id)).toEqual([c.id, a.id]);
    expect(await store.listMatches({ player: dave, game: otherGame })).toEqual([]);
    expect((await store.listMatches({ player: carol, includePlaying: true })).map((m) => m.id)).toEqual([
      live.id,
      c.id,
      b.id,
      a.id,
    ]);
    expect(await store.listMatches({ player: uid("nobody") })).toEqual([]);
  });

  it("lists a private match only to its own players", async () => {
    const erin = uid("erin");
    const game = uid("game");
    const m = newMatch({ game, seats: seats(erin, null), private: true });
    await store.createMatch(m);
    await finish(m, ["win", "loss"]);
    expect(await store.listMatches({ game })).toEqual([]);
    expect(await store.listMatches({ player: erin })).toEqual([]);
    expect(await store.listMatches({ player: erin, viewer: uid("someone") })).toEqual([]);
    expect((await store.listMatches({ player: erin, viewer: erin })).map((x) => x.id)).toEqual([m.id]);
    expect((await store.listMatches({ game, viewer: erin })).map((x) => x.id)).toEqual([m.id]);
  });

  it("keeps the room of a match and marks matches in play as live, with their move count", async () => {
    const m = newMatch({ roomId: "ROOM42" });
    await store.createMatch(m);
    await store.appendAction({ matchId: m.id, seq: 1, seat: 0, action: { type: "x" }, at: new Date() });
    expect(await store.getMatch(m.id)).toMatchObject({ live: true, status: "playing", moves: 1, roomId: "ROOM42" });
    const [row] = await store.listMatches({ game: m.game, includePlaying: true });
    expect(row).toMatchObject({ id: m.id, live: true, moves: 1 });
    expect(row).not.toHaveProperty("seed");
  });

  it("keeps which server plays a match in play and its table settings; a paused match keeps its room id", async () => {
    const server = uid("srv");
    const other = uid("srv");
    const m = newMatch({ roomId: "ROOM43", serverId: server, table: { pace: "slow", responseSeconds: 45 } });
    await store.createMatch(m);
    expect(await store.inPlay(server)).toEqual([m.id]);
    expect(await store.getMatch(m.id)).toMatchObject({ paused: false, table: { pace: "slow", responseSeconds: 45 } });

    await store.releaseRoom(m.id, server);
    expect(await store.inPlay(server)).toEqual([]);
    expect(await store.getMatch(m.id)).toMatchObject({ paused: true, live: true, roomId: "ROOM43" });
    const [listed] = await store.listMatches({ game: m.game, includePlaying: true });
    expect(listed).toMatchObject({ id: m.id, paused: true });

    await store.setRoom(m.id, { roomId: "ROOM43", serverId: other });
    expect(await store.inPlay(other)).toEqual([m.id]);
    expect(await store.getMatch(m.id)).toMatchObject({ paused: false, roomId: "ROOM43" });

    // A late release by a server that no longer holds the match (another took it over) changes nothing.
    await store.releaseRoom(m.id, server);
    expect(await store.inPlay(other)).toEqual([m.id]);
    expect(await store.getMatch(m.id)).toMatchObject({ paused: false, serverId: other });

    // An ended match is no server's to resume, and a late room change does not touch it.
    await finish(m, ["win", "loss"]);
    await store.setRoom(m.id, { roomId: "LATE", serverId: other });
    expect(await store.inPlay(other)).toEqual([]);
    expect(await store.getMatch(m.id)).toMatchObject({ status: "finished", roomId: "ROOM43", paused: false });
  });

  it("pages with before, without duplicates or gaps, including ties on time", async () => {
    const frank = uid("frank");
    const game = uid("game");
    const base = Date.now() - 7_200_000;
    const made: NewMatch[] = [];
    // 23 matches; some share a creation time so a page boundary falls inside a tie.
    for (let i = 0; i < 23; i++) {
      const m = newMatch({ game, seats: seats(frank, null), createdAt: new Date(base + Math.floor(i / 3) * 1000) });
      made.push(m);
      await store.createMatch(m);
      await finish(m, ["win", "loss"]);
    }
    const expected = [...made]
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1))
      .map((m) => m.id);

    for (const q of [{ player: frank }, { game }]) {
      const seen: string[] = [];
      let before: string | undefined;
      for (let page = 0; page < 10; page++) {
        const rows = await store.listMatches({ ...q, limit: 5, before });
        if (rows.length === 0) break;
        expect(rows.length).toBeLessThanOrEqual(5);
        seen.push(...rows.map((r) => r.id));
        before = historyCursor(rows[rows.length - 1]!);
      }
      expect(seen).toEqual(expected);
    }

    // A plain ISO time means "created strictly before it".
    const cut = made[9]!.createdAt.toISOString(); // i = 9..11 share this time
    const older = await store.listMatches({ player: frank, before: cut, limit: 100 });
    expect(older.map((m) => m.id)).toEqual(
      expected.filter((id) => made.find((m) => m.id === id)!.createdAt.toISOString() < cut),
    );
    expect(older).toHaveLength(9);
  });

  it("clamps the limit and rejects a bad cursor", async () => {
    const gina = uid("gina");
    for (let i = 0; i < 3; i++) {
      const m = newMatch({ seats: seats(gina), createdAt: new Date(Date.now() - i * 1000) });
      await store.createMatch(m);
      await finish(m, ["win"]);
    }
    expect(await store.listMatches({ player: gina, limit: 0 })).toHaveLength(1);
    expect(await store.listMatches({ player: gina, limit: 2.7 })).toHaveLength(2);
    expect(await store.listMatches({ player: gina, limit: 10_000 })).toHaveLength(3);
    expect(await store.listMatches({ player: gina })).toHaveLength(3);
    await expect(store.listMatches({ player: gina, before: "yesterday-ish" })).rejects.toThrow(RangeError);
  });

  it("finishes a match atomically: a failure mid-transaction leaves nothing half-written", async () => {
    const m = newMatch();
    await store.createMatch(m);
    await store.appendAction({ matchId: m.id, seq: 0, seat: 0, action: { type: "x" }, at: new Date() });
    // The matches row is updated first; the seat update then violates the result CHECK, so all must roll back.
    await expect(finish(m, ["win", "bogus" as "win"])).rejects.toThrow(/check constraint/i);
    const d = await store.getMatch(m.id);
    expect(d).toMatchObject({ status: "playing", finishedAt: null, outcome: null });
    expect(d!.seats.map((s) => s.result)).toEqual([null, null]);
    expect((await store.health()).pending).toBe(0);

    // Finishing an unknown match is refused too, rather than queued forever.
    await expect(
      store.finishMatch({
        matchId: uid("ghost"),
        results: [],
        outcome: null,
        finishedAt: new Date(),
        status: "abandoned",
      }),
    ).rejects.toThrow(/unknown match/);
    // And the store still works afterwards.
    await finish(m, ["draw", "draw"]);
    expect((await store.getMatch(m.id))!.seats.map((s) => s.result)).toEqual(["draw", "draw"]);
  });

  it("batches concurrent appends from many matches into one insert and keeps each match's order", async () => {
    const matches = Array.from({ length: 12 }, () => newMatch());
    for (const m of matches) await store.createMatch(m);
    const perMatch = 15;
    const t0 = Date.now();
    const appends: Promise<void>[] = [];
    // All issued in the same turn of the event loop, interleaved across matches, then each match finished.
    for (let seq = 0; seq < perMatch; seq++) {
      for (const m of matches)
        appends.push(
          store.appendAction({ matchId: m.id, seq, seat: seq % 2, action: { seq, m: m.id }, at: new Date(t0 + seq) }),
        );
    }
    const finishes = matches.map((m) => finish(m, ["win", "loss"]));
    await Promise.all([...appends, ...finishes]);

    const ids = matches.map((m) => m.id);
    const pool = poolOf(store);
    // Rows written by one statement share their inserting transaction id.
    const tx = await pool.query(
      "SELECT count(DISTINCT xmin::text)::int AS n, count(*)::int AS rows FROM match_actions WHERE match_id = ANY($1)",
      [ids],
    );
    expect(tx.rows[0]).toEqual({ n: 1, rows: matches.length * perMatch });
    for (const m of matches) {
      const d = (await store.getMatch(m.id))!;
      expect(d.status).toBe("finished");
      expect(d.actions.map((a) => a.seq)).toEqual(Array.from({ length: perMatch }, (_, i) => i));
      expect(d.actions.every((a) => (a.action as { m: string }).m === m.id)).toBe(true);
    }
  });

  it("writes players, new matches, moves and finishes issued together in one transaction, in their order's meaning", async () => {
    const pat = uid("pat");
    const first = newMatch({ seats: seats(pat, null) });
    const second = newMatch({ seats: seats(pat) });
    const ghost = uid("ghost");
    // All in one turn of the event loop, as a busy server issues them.
    const writes = await Promise.allSettled([
      store.upsertPlayer({ id: pat, name: "Pat" }),
      store.createMatch(first),
      store.appendAction({ matchId: first.id, seq: 1, seat: 0, action: { n: 1 }, at: new Date() }),
      store.appendAction({ matchId: first.id, seq: 2, seat: 1, action: { n: 2 }, at: new Date() }),
      finish(first, ["loss", "win"]),
      // Quotes, a backslash and a replacement pattern: the rows travel as a quoted literal in a multi-statement query.
      store.upsertPlayer({ id: pat, name: "Pat 'the' \\Second $& $1" }),
      store.createMatch(second),
      store.appendAction({ matchId: second.id, seq: 1, seat: 0, action: { n: 3 }, at: new Date() }),
      store.finishMatch({ matchId: ghost, results: [], outcome: null, finishedAt: new Date(), status: "abandoned" }),
    ]);
    // Only the finish of a match that does not exist fails; the chunk is retried op by op to find it.
    expect(writes.map((w) => w.status)).toEqual([...Array(8).fill("fulfilled"), "rejected"]);
    expect(await store.getPlayer(pat)).toMatchObject({ name: "Pat 'the' \\Second $& $1" });
    const one = (await store.getMatch(first.id))!;
    expect(one).toMatchObject({ status: "finished" });
    expect(one.seats.map((s) => s.result)).toEqual(["loss", "win"]);
    expect(one.actions.map((a) => a.action)).toEqual([{ n: 1 }, { n: 2 }]);
    const two = (await store.getMatch(second.id))!;
    expect(two).toMatchObject({ status: "playing", finishedAt: null });
    expect(two.actions.map((a) => a.seq)).toEqual([1]);
    expect((await store.health()).pending).toBe(0);
  });

  it("commits a busy moment's new matches, moves and finishes with a single commit", async () => {
    const ms = Array.from({ length: 5 }, () => newMatch());
    await Promise.all(
      ms.flatMap((m) => [
        store.createMatch(m),
        store.appendAction({ matchId: m.id, seq: 1, seat: 0, action: { m: m.id }, at: new Date() }),
        finish(m, ["win", "loss"]),
      ]),
    );
    const ids = ms.map((m) => m.id);
    const pool = poolOf(store);
    // Rows written by one transaction share their transaction id.
    const tx = await pool.query(
      `SELECT count(DISTINCT x)::int AS n FROM (
         SELECT xmin::text AS x FROM matches WHERE id = ANY($1)
         UNION ALL SELECT xmin::text FROM match_players WHERE match_id = ANY($1)
         UNION ALL SELECT xmin::text FROM match_actions WHERE match_id = ANY($1)) t`,
      [ids],
    );
    expect(tx.rows[0]).toEqual({ n: 1 });
    for (const m of ms) expect((await store.getMatch(m.id))!.status).toBe("finished");
  });

  it("rejects a write whose data cannot be stored, without blocking the others", async () => {
    const m = newMatch();
    await store.createMatch(m);
    const ghost = uid("ghost");
    const results = await Promise.allSettled([
      store.appendAction({ matchId: m.id, seq: 0, seat: 0, action: { ok: 1 }, at: new Date() }),
      store.appendAction({ matchId: ghost, seq: 0, seat: 0, action: { ok: 0 }, at: new Date() }), // no such match: foreign key
      store.appendAction({ matchId: m.id, seq: 1, seat: 1, action: { ok: 2 }, at: new Date() }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await store.getMatch(m.id))!.actions.map((a) => a.seq)).toEqual([0, 1]);
    await expect(store.appendAction({ matchId: m.id, seq: 2, seat: 0, action: 1n, at: new Date() })).rejects.toThrow(
      UnstorableError,
    );
    await expect(store.appendAction({ matchId: m.id, seq: -1, seat: 0, action: {}, at: new Date() })).rejects.toThrow(
      RangeError,
    );
    const h = await store.health();
    expect(h).toEqual({ ok: true, backend, pending: 0, lastError: null });
  });

  it("refuses at once, before anything is queued, every value the database would refuse later", async () => {
    const m = newMatch();
    await store.createMatch(m);
    const deep: unknown[] = [];
    let at: unknown[] = deep;
    for (let i = 0; i < 40; i++) {
      const next: unknown[] = [];
      at.push(next);
      at = next;
    }
    const hostile: [string, unknown][] = [
      ["a NUL character", { type: "x", note: "a\u0000b" }],
      ["a NUL character in a key", { ["k\u0000"]: 1 }],
      ["a lone high surrogate", { type: "x", note: "\ud800" }],
      ["a lone low surrogate", { type: "x", note: "x\udc00y" }],
      ["NaN", { type: "x", n: NaN }],
      ["Infinity", { type: "x", n: Infinity }],
      ["deep nesting", { type: "x", deep }],
      ["a function", { type: "x", f: () => 1 }],
      ["a class instance", { type: "x", d: new Date() }],
    ];
    for (const [what, action] of hostile) {
      const pending = store.health().then((h) => h.pending);
      await expect(store.appendAction({ matchId: m.id, seq: 1, seat: 0, action, at: new Date() })).rejects.toThrow(
        UnstorableError,
      );
      expect([what, await pending]).toEqual([what, 0]);
    }
    await expect(store.upsertPlayer({ id: uid("p"), name: "bad\ud800" })).rejects.toThrow(UnstorableError);
    // A paired surrogate (an emoji), huge and tiny numbers and prototype-looking keys are fine: they are stored as sent.
    const fine = { type: "x", emoji: "\ud83d\ude00", big: 1e308, small: -5e-324, ["__proto__"]: 1 };
    const parsed = JSON.parse(JSON.stringify({ type: "x", emoji: "\ud83d\ude00", big: 1e308, small: -5e-324 }));
    await store.appendAction({ matchId: m.id, seq: 1, seat: 0, action: parsed, at: new Date() });
    expect((await store.getMatch(m.id))!.actions.map((a) => a.action)).toEqual([parsed]);
    expect(fine.emoji).toBe("😀");
    expect((await store.health()).ok).toBe(true);
  });
});
