/**
 * The SQL behind the journal's ops. A chunk of ops of any kinds is written in one transaction with one statement
 * per kind of row, so a busy server pays one commit (and a handful of round trips) for hundreds of moves, new
 * matches and finished matches together. Every write is idempotent, so replaying a journal or an outbox is safe.
 *
 * Rows go in in dependency order (players, matches, seats, actions, rooms, finishes). Inside one transaction that
 * order gives the same end state as the ops' own order: the journal keeps a match's create before its actions
 * and its finish after them, and a player's last name wins.
 */
import pg from "pg";
import type { Op } from "./ops.js";
import { PermanentStoreError, withClient } from "./pool.js";
import { crashPoint } from "../crashPoints.js";
import { rateFinished } from "./ratings.js";
import { recordFinished, type RecordedEnd } from "./records.js";

type OpOf<K extends Op["kind"]> = Extract<Op, { kind: K }>;

/** Most ops in one chunk (one transaction). */
export const MAX_CHUNK_OPS = 1000;

interface Statement {
  sql: string;
  rows: unknown[];
  check?: (rowCount: number) => void;
}

const UPSERT_PLAYERS = `
INSERT INTO players (id, name)
SELECT id, name FROM jsonb_to_recordset($1::jsonb) AS p(id text, name text)
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`;

/** A seat may name a player whose own upsert never reached us; keep the foreign key satisfied. */
const ENSURE_SEAT_PLAYERS = `
INSERT INTO players (id, name)
SELECT id, name FROM jsonb_to_recordset($1::jsonb) AS p(id text, name text)
ON CONFLICT (id) DO NOTHING`;

const INSERT_MATCHES = `
INSERT INTO matches (id, game, status, seed, options, engine_version, private, created_at, room_id, table_settings,
                     server_id)
SELECT id, game, 'playing', seed, options::jsonb, engine_version, private, created_at, room_id, table_settings::jsonb,
       server_id
FROM jsonb_to_recordset($1::jsonb)
  AS m(id text, game text, seed text, options text, engine_version text, private boolean, created_at timestamptz,
       room_id text, table_settings text, server_id text)
ON CONFLICT (id) DO NOTHING`;

const INSERT_SEATS = `
INSERT INTO match_players (match_id, seat, player_id, name, bot, created_at)
SELECT match_id, seat, player_id, name, bot, created_at
FROM jsonb_to_recordset($1::jsonb)
  AS s(match_id text, seat integer, player_id text, name text, bot boolean, created_at timestamptz)
ON CONFLICT (match_id, seat) DO NOTHING`;

const INSERT_ACTIONS = `
INSERT INTO match_actions (match_id, seq, seat, action, at)
SELECT match_id, seq, seat, action::jsonb, at
FROM jsonb_to_recordset($1::jsonb) AS a(match_id text, seq integer, seat integer, action text, at timestamptz)
ON CONFLICT (match_id, seq) DO NOTHING`;

/**
 * The room and server that hold a match in play; a paused match (no server holds it) keeps its last room id, which
 * it gets back when continued. An ended match is not changed.
 */
const INSERT_CHAT = `
INSERT INTO match_chat (match_id, n, channel, seat, player_id, name, text, moves, at)
SELECT match_id, n, channel, seat, player_id, name, text, moves, at
FROM jsonb_to_recordset($1::jsonb)
  AS c(match_id text, n integer, channel text, seat integer, player_id text, name text, text text, moves integer,
       at timestamptz)
ON CONFLICT (match_id, n) DO NOTHING`;

const SET_ROOMS = `
UPDATE matches m SET room_id = COALESCE(r.room_id, m.room_id), server_id = r.server_id
FROM jsonb_to_recordset($1::jsonb) AS r(match_id text, room_id text, server_id text, released_by text)
WHERE m.id = r.match_id AND m.status = 'playing'
  AND (r.released_by IS NULL OR m.server_id IS NOT DISTINCT FROM r.released_by)`;

const FINISH_MATCHES = `
UPDATE matches m SET status = f.status, outcome = f.outcome::jsonb, finished_at = f.finished_at
FROM jsonb_to_recordset($1::jsonb) AS f(match_id text, status text, outcome text, finished_at timestamptz)
WHERE m.id = f.match_id`;

/**
 * results[i] is seat i's result; seats past the end get none (`->>` gives null). A seat's place and whether its
 * player left for good are what a rating (./ratings.ts) and a record (./records.ts) read: once the match is rated or
 * recorded they stay as they were then, whatever a repeated end says (a match resumed after a crash ends again with
 * nobody marked as gone).
 */
const FINISH_SEATS = `
UPDATE match_players mp SET finished_at = f.finished_at, result = f.results ->> mp.seat,
  place = CASE WHEN rated.match_id IS NULL THEN (f.places ->> mp.seat)::integer ELSE mp.place END,
  left_for_good = CASE WHEN rated.match_id IS NULL AND rec.match_id IS NULL
                  THEN COALESCE((f.gone ->> mp.seat)::boolean, false) ELSE mp.left_for_good END
FROM jsonb_to_recordset($1::jsonb) AS f(match_id text, finished_at timestamptz, results jsonb, places jsonb,
  gone jsonb)
LEFT JOIN rated_matches rated ON rated.match_id = f.match_id
LEFT JOIN match_records rec ON rec.match_id = f.match_id
WHERE mp.match_id = f.match_id`;

/** The statements that write `ops`, in dependency order; kinds absent from the chunk cost nothing. */
function statementsFor(ops: readonly Op[]): Statement[] {
  const players = new Map<string, OpOf<"player">>();
  const creates: OpOf<"create">[] = [];
  const actions: OpOf<"action">[] = [];
  const chat: OpOf<"chat">[] = [];
  const finishes = new Map<string, OpOf<"finish">>();
  /** A match's last room op wins. */
  const rooms = new Map<string, OpOf<"room">>();
  for (const op of ops) {
    if (op.kind === "player") {
      players.delete(op.id);
      players.set(op.id, op);
    } else if (op.kind === "create") creates.push(op);
    else if (op.kind === "action") actions.push(op);
    else if (op.kind === "chat") chat.push(op);
    else if (op.kind === "room") {
      rooms.delete(op.matchId);
      rooms.set(op.matchId, op);
    } else {
      finishes.delete(op.matchId);
      finishes.set(op.matchId, op);
    }
  }
  const out: Statement[] = [];
  const add = (sql: string, rows: unknown[], check?: Statement["check"]) => {
    if (rows.length) out.push({ sql, rows, check });
  };
  add(
    UPSERT_PLAYERS,
    [...players.values()].map((p) => ({ id: p.id, name: p.name })),
  );
  const seats = creates.flatMap((c) => c.seats.map((s) => ({ ...s, matchId: c.id, createdAt: c.createdAt })));
  add(
    ENSURE_SEAT_PLAYERS,
    seats.filter((s) => s.playerId !== null).map((s) => ({ id: s.playerId, name: s.name })),
  );
  add(
    INSERT_MATCHES,
    creates.map((c) => ({
      id: c.id,
      game: c.game,
      seed: c.seed,
      options: c.options,
      engine_version: c.engineVersion,
      private: c.private,
      created_at: c.createdAt,
      room_id: c.roomId ?? null,
      table_settings: c.table ?? "{}",
      server_id: c.serverId ?? null,
    })),
  );
  add(
    INSERT_SEATS,
    seats.map((s) => ({
      match_id: s.matchId,
      seat: s.seat,
      player_id: s.playerId,
      name: s.name,
      bot: s.bot,
      created_at: s.createdAt,
    })),
  );
  add(
    INSERT_ACTIONS,
    actions.map((a) => ({ match_id: a.matchId, seq: a.seq, seat: a.seat, action: a.action, at: a.at })),
  );
  add(
    INSERT_CHAT,
    chat.map((c) => ({
      match_id: c.matchId,
      n: c.n,
      channel: c.channel,
      seat: c.seat,
      player_id: c.playerId,
      name: c.name,
      text: c.text,
      moves: c.moves,
      at: c.at,
    })),
  );
  add(
    SET_ROOMS,
    [...rooms.values()].map((r) => ({
      match_id: r.matchId,
      room_id: r.roomId,
      server_id: r.serverId,
      released_by: r.releasedBy ?? null,
    })),
  );
  const done = [...finishes.values()];
  add(
    FINISH_MATCHES,
    done.map((f) => ({ match_id: f.matchId, status: f.status, outcome: f.outcome, finished_at: f.finishedAt })),
    (n) => {
      // The journal then writes the chunk op by op, and only the finish of the unknown match fails.
      if (n !== done.length)
        throw new PermanentStoreError(
          `store: cannot finish ${done.length - n} unknown match(es), e.g. ${done[0]!.matchId}`,
        );
    },
  );
  add(
    FINISH_SEATS,
    done.map((f) => ({
      match_id: f.matchId,
      finished_at: f.finishedAt,
      results: f.results,
      places: f.places ?? null,
      gone: f.left ?? null,
    })),
  );
  return out;
}

async function run(c: pg.Pool | pg.PoolClient, s: Statement): Promise<void> {
  const res = await c.query(s.sql, [JSON.stringify(s.rows)]);
  s.check?.(res.rowCount ?? 0);
}

/** The statement with its rows inlined as a quoted literal (for a multi-statement query, which takes no parameters). */
function inlined(s: Statement): string {
  const literal = pg.escapeLiteral(JSON.stringify(s.rows));
  return s.sql.replace("$1", () => literal);
}

/**
 * Writes a chunk atomically. One statement runs alone; several go in two round trips: BEGIN and every statement
 * in one multi-statement query, then COMMIT once their row counts check out (else ROLLBACK). Under load each round
 * trip waits for a turn of a busy event loop, so their number, not the database, bounds how fast chunks go.
 */
export async function writeChunk(pool: pg.Pool, ops: readonly Op[]): Promise<void> {
  const statements = statementsFor(ops);
  const rated = [...new Set(ops.flatMap((op) => (op.kind === "finish" && op.rated ? [op.matchId] : [])))];
  const recorded = new Map<string, RecordedEnd>();
  for (const op of ops)
    if (op.kind === "finish" && op.record) recorded.set(op.matchId, { matchId: op.matchId, record: op.record });
  if (statements.length === 0) return;
  if (statements.length === 1) {
    const written = run(pool, statements[0]!);
    crashPoint("in-commit");
    return written;
  }
  await withClient(pool, async (c) => {
    try {
      const results = (await c.query(["BEGIN", ...statements.map(inlined)].join(";\n"))) as unknown as pg.QueryResult[];
      statements.forEach((s, i) => s.check?.(results[i + 1]!.rowCount ?? 0));
      // A rated match's rating changes in the transaction of its end (./ratings.ts).
      if (rated.length) {
        await rateFinished(c, rated);
        crashPoint("after-rating");
      }
      // A solo or co-operative match's record is written in the transaction of its end too (./records.ts).
      if (recorded.size) {
        await recordFinished(c, [...recorded.values()]);
        crashPoint("after-record");
      }
    } catch (err) {
      await c.query("ROLLBACK").catch(() => undefined);
      throw err;
    }
    const committed = c.query("COMMIT");
    crashPoint("in-commit");
    await committed;
  });
}
