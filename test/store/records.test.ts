/**
 * Records in the store (docs/ratings.md, "Records"): a solo or co-operative match's record is written once, in the
 * transaction of its end, with the party as it stood at that first end, and counts for each person who played it to
 * the end; player pages and boards read them; the daily dungeon gives one secret seed per mode and day, one counted
 * attempt per person, and a day's board that names its runs only once the day has ended.
 */
import { randomUUID } from "node:crypto";
import type { SeatResult } from "@tabletop/shared";
import type { MatchStore } from "../../server/src/store/index.js";
import type { RecordFacts } from "../../server/src/records/games.js";
import { freshDaily } from "../../server/src/records/daily.js";
import { utcDayOf } from "../../server/src/store/daily.js";
import { backend, cleanupTempDirs, openTestStore, poolOf, uid } from "../helpers/store.js";

interface Seat {
  player: string | null;
  left?: boolean;
}

const DAY = 86_400_000;

describe(`records in the store (${backend})`, () => {
  let store: MatchStore;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(async () => {
    await store?.close();
    cleanupTempDirs();
  });

  const q = <T>(sql: string, params: unknown[] = []) =>
    poolOf(store)
      .query(sql, params)
      .then((r) => r.rows as T[]);

  const flee = (won: boolean, rounds: number, score: number, track = "easy"): RecordFacts => ({
    track,
    won,
    rounds,
    score,
    facts: { won, rounds },
  });

  /** A match of `game` with `seats`, ended at `at` with `record` (`again`: ended that many more times). */
  async function played(
    game: string,
    seats: Seat[],
    at: Date,
    record: RecordFacts,
    opts: { again?: RecordFacts; private?: boolean; id?: string; daily?: string } = {},
  ): Promise<string> {
    const id = opts.id ?? randomUUID();
    await store.createMatch({
      id,
      game,
      seed: "s",
      options: {},
      engineVersion: "test",
      private: opts.private ?? false,
      createdAt: new Date(at.getTime() - 60_000),
      table: opts.daily ? { daily: opts.daily } : {},
      seats: seats.map((s, i) => ({
        seat: i,
        playerId: s.player,
        name: s.player ? `P ${s.player.slice(0, 4)}` : `Bot ${i + 1}`,
        bot: s.player === null,
      })),
    });
    const results: SeatResult[] = seats.map(() => (record.won ? "win" : "loss"));
    const end = async (r: RecordFacts, first: boolean) =>
      store.finishMatch({
        matchId: id,
        outcome: { results, summary: "over" },
        results,
        finishedAt: at,
        status: "finished",
        record: r,
        // A repeated end (a resumed match ending again) marks nobody as gone.
        left: seats.map((s) => first && s.left === true),
      });
    await end(record, true);
    if (opts.again) await end(opts.again, false);
    return id;
  }

  const recordOf = (match: string) =>
    q<{ track: string; won: boolean; rounds: number; score: number; party: unknown; daily: string | null }>(
      "SELECT track, won, rounds, score, party, to_char(daily, 'YYYY-MM-DD') AS daily FROM match_records WHERE match_id = $1",
      [match],
    );
  const holdersOf = (match: string) =>
    q<{ player_id: string }>("SELECT player_id FROM record_holders WHERE match_id = $1 ORDER BY player_id", [match]);

  it("writes a record once, with its end: a repeated end changes nothing", async () => {
    const ana = uid("rec-ana");
    const id = await played("dungeon-flee", [{ player: ana }], new Date(), flee(true, 80, 1400), {
      again: flee(false, 81, 200),
    });
    const [r] = await recordOf(id);
    expect(r).toMatchObject({ track: "easy", won: true, rounds: 80, score: 1400, daily: null });
    expect(r.party).toEqual([{ playerId: ana, name: `P ${ana.slice(0, 4)}`, bot: false, left: false }]);
    expect(await holdersOf(id)).toEqual([{ player_id: ana }]);
  });

  it("writes nothing for a game that keeps no records, nor for an end without a record", async () => {
    const id = randomUUID();
    await store.createMatch({
      id,
      game: "xorlosch",
      seed: "s",
      options: {},
      engineVersion: "test",
      private: false,
      createdAt: new Date(),
      seats: [{ seat: 0, playerId: uid("rec-x"), name: "X", bot: false }],
    });
    await store.finishMatch({
      matchId: id,
      outcome: { results: ["win"], summary: "over" },
      results: ["win"],
      finishedAt: new Date(),
      status: "finished",
    });
    expect(await recordOf(id)).toEqual([]);
  });

  it("counts a party's record for each person who played to the end, not for a bot or one who left", async () => {
    const [ana, ben, cy] = [uid("rec-ana"), uid("rec-ben"), uid("rec-cy")];
    const id = await played(
      "dungeon-lite",
      [{ player: ana }, { player: null }, { player: ben, left: true }, { player: cy }],
      new Date(),
      { track: "goblin-king/standard", won: true, rounds: 9, score: 2, facts: {} },
      { again: { track: "goblin-king/standard", won: true, rounds: 9, score: 2, facts: {} } },
    );
    expect(await holdersOf(id)).toEqual([ana, cy].sort().map((p) => ({ player_id: p })));
    const gone = await q<{ left_for_good: boolean }>(
      "SELECT left_for_good FROM match_players WHERE match_id = $1 ORDER BY seat",
      [id],
    );
    expect(gone.map((s) => s.left_for_good)).toEqual([false, false, true, false]);
    const [r] = await recordOf(id);
    expect(r.party).toEqual([
      { playerId: ana, name: expect.any(String), bot: false, left: false },
      { playerId: null, name: "Bot 2", bot: true, left: false },
      // The repeated end said nobody had left; the party is kept as the first end wrote it.
      { playerId: ben, name: expect.any(String), bot: false, left: true },
      { playerId: cy, name: expect.any(String), bot: false, left: false },
    ]);
  });

  it("shows a player's records per track, their private matches only to their own players", async () => {
    const ana = uid("rec-ana");
    const other = uid("rec-other");
    await store.upsertPlayer({ id: ana, name: "Ana" });
    const now = Date.now();
    await played("dungeon-flee", [{ player: ana }], new Date(now - 3000), flee(true, 85, 1350));
    await played("dungeon-flee", [{ player: ana }], new Date(now - 2000), flee(false, 40, 200));
    const secret = await played("dungeon-flee", [{ player: ana }], new Date(now - 1000), flee(true, 70, 1500), {
      private: true,
    });
    await played("dungeon-flee", [{ player: ana }], new Date(now), flee(true, 90, 1100, "hard"));
    const page = await store.playerPage(ana, other);
    expect(page?.records.map((t) => [t.game, t.track, t.matches, t.wins, t.bestScore, t.fewestRounds])).toEqual([
      ["dungeon-flee", "easy", 3, 2, 1500, 70],
      ["dungeon-flee", "hard", 1, 1, 1100, 90],
    ]);
    const easy = page!.records[0];
    expect(easy.recent.map((l) => l.score)).toEqual([200, 1350]);
    const own = await store.playerPage(ana, ana);
    expect(own!.records[0].recent.map((l) => [l.matchId, l.score])).toEqual([
      [secret, 1500],
      [expect.any(String), 200],
      [expect.any(String), 1350],
    ]);
  });

  it("ranks Dungeon Flee's board by each player's best run of the last 30 days", async () => {
    const [ana, ben, old] = [uid("rec-ana"), uid("rec-ben"), uid("rec-old")];
    const now = Date.now();
    await played("dungeon-flee", [{ player: ana }], new Date(now - 5000), flee(true, 80, 1300, "extreme"));
    await played("dungeon-flee", [{ player: ana }], new Date(now - 4000), flee(true, 70, 1450, "extreme"));
    await played("dungeon-flee", [{ player: ben }], new Date(now - 3000), flee(true, 75, 1400, "extreme"));
    const hidden = await played("dungeon-flee", [{ player: ben }], new Date(now - 2000), flee(false, 5, 0, "extreme"), {
      private: true,
    });
    await played("dungeon-flee", [{ player: old }], new Date(now - 31 * DAY), flee(true, 60, 1600, "extreme"));
    const board = await store.recordBoard("dungeon-flee", "extreme", 100);
    const mine = board.lines.filter((l) => [ana, ben, old].includes(l.party[0].playerId ?? ""));
    expect(mine.map((l) => [l.party[0].playerId, l.score])).toEqual([
      [ana, 1450],
      [ben, 1400],
    ]);
    expect(board.lines.map((l) => l.matchId)).not.toContain(hidden);
    expect(mine[0].place).toBeLessThan(mine[1].place);
  });

  it("ranks Dungeon Lite's board of a mission and setting by the parties' fewest rounds", async () => {
    const [ana, ben, cy] = [uid("rec-ana"), uid("rec-ben"), uid("rec-cy")];
    const track = "necromancer/traps-1+no-troll";
    const lite = (won: boolean, rounds: number, score: number): RecordFacts => ({
      track,
      won,
      rounds,
      score,
      facts: {},
    });
    const now = Date.now();
    const slow = await played(
      "dungeon-lite",
      [{ player: ana }, { player: ben }],
      new Date(now - 4000),
      lite(true, 14, 2),
    );
    const fast = await played("dungeon-lite", [{ player: cy }], new Date(now - 3000), lite(true, 11, 1));
    const full = await played(
      "dungeon-lite",
      [{ player: ben }, { player: cy }],
      new Date(now - 2000),
      lite(true, 11, 2),
    );
    const lost = await played("dungeon-lite", [{ player: ana }], new Date(now - 1000), lite(false, 6, 0));
    const board = await store.recordBoard("dungeon-lite", track, 100);
    const ids = board.lines.map((l) => l.matchId).filter((m) => [slow, fast, full, lost].includes(m ?? ""));
    expect(ids).toEqual([full, fast, slow]);
    const line = board.lines.find((l) => l.matchId === slow)!;
    expect(line.party.map((p) => p.playerId)).toEqual([ana, ben]);
  });

  it("gives everyone the same secret dungeon of the day, and each person one counted attempt", async () => {
    // A day of its own, long past, so that other runs of this test file never share it.
    const day = utcDayOf(new Date(Date.now() - (1000 + Math.floor(Math.random() * 20000)) * DAY));
    const [ana, ben] = [uid("daily-ana"), uid("daily-ben")];
    const claim = (playerId: string, matchId: string) =>
      store.claimDaily({ game: "dungeon-flee", track: "hard", day, playerId, matchId, fresh: freshDaily("hard") });
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const a = await claim(ana, first);
    const b = await claim(ben, second);
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
    expect(a!.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a!.options).toMatchObject({ mode: "hard" });
    // Ana opens another table before her first started: the attempt passes to it, and the first cannot start.
    expect(await claim(ana, third)).toEqual(a);
    expect(await store.startDaily(first)).toBe(false);
    expect(await store.startDaily(third)).toBe(true);
    expect(await claim(ana, randomUUID())).toBeNull();
    expect(await store.dailyPlayed("dungeon-flee", day, ana)).toEqual(["hard"]);
    expect(await store.dailyPlayed("dungeon-flee", day, ben)).toEqual([]);
  });

  it("puts a run on its day's board when it ends within the day; its match is named once the day has ended", async () => {
    const day = utcDayOf(new Date(Date.now() - (1000 + Math.floor(Math.random() * 20000)) * DAY));
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    const [ana, ben] = [uid("daily-ana"), uid("daily-ben")];
    const run = async (player: string, at: number, record: RecordFacts) => {
      const id = randomUUID();
      await store.claimDaily({
        game: "dungeon-flee",
        track: "easy",
        day,
        playerId: player,
        matchId: id,
        fresh: freshDaily("easy"),
      });
      expect(await store.startDaily(id)).toBe(true);
      return played("dungeon-flee", [{ player }], new Date(at), record, { id, daily: day });
    };
    const inDay = await run(ana, dayStart + 3_600_000, flee(true, 80, 1300));
    const late = await run(ben, dayStart + DAY + 60_000, flee(true, 70, 1500));
    expect((await recordOf(inDay))[0].daily).toBe(day);
    expect((await recordOf(late))[0].daily).toBeNull();
    const board = await store.dailyBoard("dungeon-flee", "easy", day, 100);
    expect(board).toMatchObject({ game: "dungeon-flee", track: "easy", day });
    expect(board.lines.map((l) => [l.matchId, l.party[0].playerId, l.score])).toEqual([[inDay, ana, 1300]]);
    // Today's board: the runs are listed, their matches not named until the day ends.
    const today = utcDayOf(new Date());
    const carl = uid("daily-carl");
    const id = randomUUID();
    await store.claimDaily({
      game: "dungeon-flee",
      track: "extreme",
      day: today,
      playerId: carl,
      matchId: id,
      fresh: freshDaily("extreme"),
    });
    await store.startDaily(id);
    await played("dungeon-flee", [{ player: carl }], new Date(), flee(false, 10, 100, "extreme"), { id, daily: today });
    const open = await store.dailyBoard("dungeon-flee", "extreme", today, 100);
    const mine = open.lines.find((l) => l.party[0].playerId === carl);
    expect(mine).toMatchObject({ matchId: null, score: 100, daily: today });
  });
});
