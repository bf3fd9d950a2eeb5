/** Read queries: a player's or a game's match history (keyset-paged) and one match in full. */
import type pg from "pg";
import type { ChatLine } from "@tabletop/shared";
import type { HistoryQuery, MatchDetail, MatchSummary } from "./types.js";

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** The exact cursor for the page after `last` (ties on createdAt are broken by id). */
export function historyCursor(last: Pick<MatchSummary, "createdAt" | "id">): string {
  return `${last.createdAt}|${last.id}`;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

/** Parses `before`: "<ISO time>" or "<ISO time>|<match id>". Throws RangeError on anything else. */
function parseCursor(before: string): { at: string; id: string | null } {
  const bar = before.indexOf("|");
  const time = bar === -1 ? before : before.slice(0, bar);
  const at = new Date(time);
  if (time.trim() === "" || Number.isNaN(at.getTime()))
    throw new RangeError(`store: bad history cursor ${JSON.stringify(before)}`);
  return { at: at.toISOString(), id: bar === -1 ? null : before.slice(bar + 1) };
}

/** Each seat's player under the name they go by now (a renamed player's old matches show the new name). */
const SEATS_JSON = `COALESCE((
  SELECT json_agg(json_build_object('seat', p.seat, 'playerId', p.player_id, 'name', COALESCE(pl.name, p.name),
                                    'bot', p.bot, 'result', p.result) ORDER BY p.seat)
  FROM match_players p LEFT JOIN players pl ON pl.id = p.player_id AND NOT p.bot
  WHERE p.match_id = m.id), '[]'::json)`;

const MOVES = "(SELECT count(*)::int FROM match_actions a WHERE a.match_id = m.id)";

interface SummaryRow {
  id: string;
  game: string;
  status: MatchSummary["status"];
  created_at: Date;
  finished_at: Date | null;
  moves: number;
  /** The outcome as finishMatch wrote it (the engine's, or the room's "abandoned" one). */
  outcome: MatchSummary["outcome"];
  seats: MatchSummary["seats"];
  server_id: string | null;
}

function toSummary(r: SummaryRow): MatchSummary {
  return {
    id: r.id,
    game: r.game,
    status: r.status,
    live: r.status === "playing",
    paused: r.status === "playing" && r.server_id === null,
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at ? r.finished_at.toISOString() : null,
    moves: r.moves,
    seats: r.seats,
    outcome: r.outcome ?? null,
  };
}

/** Private matches only for their own players: `viewer` must hold a seat. */
function visibleTo(viewer: string | undefined, p: (v: unknown) => string): string {
  if (viewer === undefined) return "NOT m.private";
  return `(NOT m.private OR EXISTS (SELECT 1 FROM match_players v WHERE v.match_id = m.id AND v.player_id = ${p(viewer)}))`;
}

/**
 * Newest first by creation time, then id. Only finished and abandoned matches unless `includePlaying`.
 * Private matches are listed only when `viewer` is one of their players.
 */
export async function listMatches(pool: pg.Pool, q: HistoryQuery): Promise<MatchSummary[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  // With a player, drive the scan from match_players' (player_id, created_at, match_id) index.
  const t = q.player !== undefined ? "mp.created_at" : "m.created_at";
  const id = q.player !== undefined ? "mp.match_id" : "m.id";
  let from = "matches m";
  if (q.player !== undefined) {
    from = "match_players mp JOIN matches m ON m.id = mp.match_id";
    where.push(`mp.player_id = ${p(q.player)}`);
    // A person holding several seats of one match (GameModule.seatsPerPlayer) lists it once: by their first seat.
    where.push(
      "mp.seat = (SELECT min(x.seat) FROM match_players x WHERE x.match_id = mp.match_id AND x.player_id = mp.player_id)",
    );
  }
  where.push(visibleTo(q.viewer, p));
  if (!q.includePlaying) where.push("m.status <> 'playing'");
  if (q.game !== undefined) where.push(`m.game = ${p(q.game)}`);
  if (q.before !== undefined) {
    const c = parseCursor(q.before);
    where.push(c.id === null ? `${t} < ${p(c.at)}` : `(${t}, ${id}) < (${p(c.at)}::timestamptz, ${p(c.id)}::text)`);
  }
  const sql = `SELECT m.id, m.game, m.status, m.created_at, m.finished_at, m.outcome, m.server_id, ${MOVES} AS moves, ${SEATS_JSON} AS seats
    FROM ${from} WHERE ${where.join(" AND ")}
    ORDER BY ${t} DESC, ${id} DESC LIMIT ${p(clampLimit(q.limit))}`;
  const res = await pool.query<SummaryRow>(sql, params);
  return res.rows.map(toSummary);
}

export async function getMatch(pool: pg.Pool, matchId: string): Promise<MatchDetail | null> {
  const m = await pool.query<
    SummaryRow & {
      seed: string;
      options: unknown;
      engine_version: string;
      private: boolean;
      room_id: string | null;
      table_settings: unknown;
    }
  >(
    `SELECT m.id, m.game, m.status, m.created_at, m.finished_at, m.outcome, m.seed, m.options, m.engine_version,
            m.private, m.room_id, m.server_id, m.table_settings, ${MOVES} AS moves, ${SEATS_JSON} AS seats
     FROM matches m WHERE m.id = $1`,
    [matchId],
  );
  const row = m.rows[0];
  if (!row) return null;
  const a = await pool.query<{ seq: number; seat: number; action: unknown; at: Date }>(
    "SELECT seq, seat, action, at FROM match_actions WHERE match_id = $1 ORDER BY seq",
    [matchId],
  );
  return {
    ...toSummary(row),
    seed: row.seed,
    options: row.options,
    engineVersion: row.engine_version,
    private: row.private,
    roomId: row.room_id,
    table: (row.table_settings ?? {}) as MatchDetail["table"],
    serverId: row.status === "playing" ? row.server_id : null,
    actions: a.rows.map((r) => ({ seq: r.seq, seat: r.seat, action: r.action, at: r.at.toISOString() })),
    chat: await chatOf(pool, matchId),
  };
}

/** A match's chat, in order. */
async function chatOf(pool: pg.Pool, matchId: string): Promise<ChatLine[]> {
  const c = await pool.query<{
    n: number;
    channel: ChatLine["channel"];
    seat: number | null;
    player_id: string;
    name: string;
    text: string;
    moves: number;
    at: Date;
  }>("SELECT n, channel, seat, player_id, name, text, moves, at FROM match_chat WHERE match_id = $1 ORDER BY n", [
    matchId,
  ]);
  return c.rows.map((r) => ({
    n: r.n,
    channel: r.channel,
    seat: r.seat,
    playerId: r.player_id,
    name: r.name,
    text: r.text,
    moves: r.moves,
    at: r.at.toISOString(),
  }));
}

/** `serverId`'s matches in play when it stopped, oldest first (a paused match is no server's). */
export async function inPlay(pool: pg.Pool, serverId: string): Promise<string[]> {
  const r = await pool.query<{ id: string }>(
    "SELECT id FROM matches WHERE status = 'playing' AND server_id = $1 ORDER BY created_at, id",
    [serverId],
  );
  return r.rows.map((row) => row.id);
}
