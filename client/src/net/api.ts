/** The HTTP API, on the page's own origin. */
import type { DailyToday, GameInfo, Leaderboard, MatchPage, MatchRecord, PlayerPage, RecordBoard } from "./types";

/** An error answer's reason in words, and its code when it has one (`{code, reason}`, docs/wire-contract.md). */
async function readError(res: Response): Promise<{ reason: string; code?: string }> {
  try {
    const body = (await res.json()) as { code?: unknown; reason?: unknown; message?: unknown };
    const msg = body.reason ?? body.message;
    const code = typeof body.code === "string" ? body.code : undefined;
    if (typeof msg === "string") return { reason: msg, code };
  } catch {
    // the body was not JSON; fall back to the status line
  }
  return { reason: `${res.status} ${res.statusText}` };
}

/**
 * GET as JSON. With a guest token the request says who asks (`Authorization: Bearer`), which shows that player's
 * private matches; a token the server no longer accepts falls back to asking anonymously.
 */
async function getJson<T>(path: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { headers });
  if (res.status === 401 && token) return getJson<T>(path);
  if (!res.ok) throw new Error((await readError(res)).reason);
  return (await res.json()) as T;
}

/** An answer of the API that is not a success: its reason in words, its HTTP status and its code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** POST as JSON, as the guest whose token is given (`Authorization: Bearer`), if any. */
export async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) {
    const { reason, code } = await readError(res);
    throw new ApiError(reason, res.status, code);
  }
  return (await res.json()) as T;
}

/** GET as JSON as the guest whose token is given; a refusal is an ApiError with its code. */
export async function getAsGuest<T>(path: string, token: string): Promise<T> {
  const res = await fetch(path, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
  if (!res.ok) {
    const { reason, code } = await readError(res);
    throw new ApiError(reason, res.status, code);
  }
  return (await res.json()) as T;
}

export async function fetchGames(): Promise<GameInfo[]> {
  return (await getJson<{ games: GameInfo[] }>("/api/games")).games;
}

export function fetchMatches(
  params: { player: string; game?: string; limit?: number; before?: string | null },
  token?: string,
): Promise<MatchPage> {
  const q = new URLSearchParams({ player: params.player });
  if (params.game) q.set("game", params.game);
  if (params.limit) q.set("limit", String(params.limit));
  if (params.before) q.set("before", params.before);
  return getJson<MatchPage>(`/api/matches?${q}`, token);
}

export function fetchMatch(id: string, token?: string): Promise<MatchRecord> {
  return getJson<MatchRecord>(`/api/matches/${encodeURIComponent(id)}`, token);
}

/**
 * A match of mine in play, to sit at again: the room that plays it, reopened by the server when no room holds it
 * (a paused match, or one whose server restarted). Join it with `joinOpen`.
 */
export async function continueMatch(id: string, token: string): Promise<string> {
  return (await postJson<{ roomId: string }>(`/api/matches/${encodeURIComponent(id)}/continue`, {}, token)).roomId;
}

/** A player's page: ratings per game with their history, recent rated matches, and head-to-head against me. */
export function fetchPlayer(id: string, token?: string): Promise<PlayerPage> {
  return getJson<PlayerPage>(`/api/players/${encodeURIComponent(id)}`, token);
}

/** A game's leaderboard: players with enough rated matches who played in the last 30 days, best first. */
export function fetchLeaderboard(game: string): Promise<Leaderboard> {
  return getJson<Leaderboard>(`/api/leaderboards/${encodeURIComponent(game)}?limit=100`);
}

/** A track's record board (docs/ratings.md, "Records"); a Dungeon Lite track is "<mission>/<setting>". */
export function fetchRecordBoard(game: string, track: string): Promise<RecordBoard> {
  const path = track.split("/").map(encodeURIComponent).join("/");
  return getJson<RecordBoard>(`/api/records/${encodeURIComponent(game)}/${path}?limit=100`);
}

/** Today's daily dungeons of a game, with whether this player has had their attempt. */
export function fetchDaily(game: string, token?: string): Promise<DailyToday> {
  return getJson<DailyToday>(`/api/daily/${encodeURIComponent(game)}`, token);
}

/** A daily dungeon's board of one day. */
export function fetchDailyBoard(game: string, track: string, day: string): Promise<RecordBoard> {
  const parts = [game, track, day].map(encodeURIComponent).join("/");
  return getJson<RecordBoard>(`/api/daily/${parts}?limit=100`);
}
