import { migrations, runMigrations, type MatchStore } from "../../server/src/store/index.js";
import { m007SeatRefs } from "../../server/src/store/migrations/007_seat_refs.js";
import { backend, cleanupTempDirs, openTestStore, poolOf, uid } from "../helpers/store.js";
import { newMatch, seats } from "./fixtures.js";

describe(`migrations (${backend})`, () => {
  let store: MatchStore;

  beforeAll(async () => {
    store = await openTestStore({ noMigrate: true });
  });
  afterAll(async () => {
    await store?.close();
    cleanupTempDirs();
  });

  it("can run twice (and concurrently) and records each version once", async () => {
    await store.migrate();
    await Promise.all([store.migrate(), store.migrate()]);
    await store.migrate();
    const versions = await query(
      store,
      "SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version",
    );
    expect(versions).toEqual(migrations.map((m) => ({ version: m.version, n: 1 })));
    expect((await store.health()).ok).toBe(true);
  });

  it("creates the four tables with their keys", async () => {
    const rows = await query(
      store,
      `
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_name IN ('players', 'matches', 'match_players', 'match_actions', 'schema_migrations')
      ORDER BY table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      "match_actions",
      "match_players",
      "matches",
      "players",
      "schema_migrations",
    ]);
    const pk = await query(
      store,
      `
      SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = 'match_actions'::regclass AND i.indisprimary ORDER BY a.attname`,
    );
    expect(pk.map((r) => r.attname)).toEqual(["match_id", "seq"]);
    const idx = await query(
      store,
      "SELECT indexname FROM pg_indexes WHERE tablename = 'match_players' ORDER BY indexname",
    );
    expect(idx.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(["match_players_player_created_idx", "match_players_player_finished_idx"]),
    );
  });

  it("7 names the seats of Xorlosch's stored summaries as data, counted from 0 no more", async () => {
    await store.migrate();
    const summaries = [
      ["Seat 0 wins with 5 tasks.", "{seat:0} wins with 5 tasks."],
      ["Draw between seats 0, 2 with 4 tasks each.", "Draw between {seat:0} and {seat:2} with 4 tasks each."],
      [
        "Draw between seats 1, 2, 3 with 3 tasks each.",
        "Draw between {seat:1}, {seat:2} and {seat:3} with 3 tasks each.",
      ],
    ];
    const ids: string[] = [];
    for (const [old] of summaries) {
      const m = newMatch({ game: "xorlosch", seats: seats(uid("p"), null) });
      await store.createMatch(m);
      await store.finishMatch({
        matchId: m.id,
        results: ["win", "loss"],
        outcome: { results: ["win", "loss"], summary: old },
        finishedAt: new Date(),
        status: "finished",
      });
      ids.push(m.id);
    }
    await poolOf(store).query(m007SeatRefs.sql);
    for (const [i, id] of ids.entries()) expect((await store.getMatch(id))!.outcome!.summary).toBe(summaries[i][1]);
  });

  it("applies a later migration exactly once, in order", async () => {
    const table = `mig_probe_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    const probe = [
      ...migrations,
      {
        version: 900_000 + Math.floor(Math.random() * 99_999),
        name: "probe",
        sql: `CREATE TABLE ${table} (id int); INSERT INTO ${table} VALUES (1);`,
      },
    ];
    const pool = poolOf(store);
    try {
      const first = await runMigrations(pool, undefined, probe);
      expect(first).toEqual([probe[probe.length - 1]!.version]);
      expect(await runMigrations(pool, undefined, probe)).toEqual([]);
      const rows = (await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows;
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await pool.query(`DROP TABLE IF EXISTS ${table}`);
      await pool.query("DELETE FROM schema_migrations WHERE version = $1", [probe[probe.length - 1]!.version]);
    }
  });
});

async function query(store: MatchStore, sql: string): Promise<Record<string, unknown>[]> {
  return (await poolOf(store).query(sql)).rows;
}
