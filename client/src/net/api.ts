/** The HTTP API, on the page's own origin. */
import type { GameInfo, MatchPage, MatchRecord } from "./types";

async function readError(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown; reason?: unknown; message?: unknown };
    const msg = body.reason ?? body.message ?? body.error;
    if (typeof msg === "string") return msg;
  } catch {
    // the body was not JSON; fall back to the status line
  }
  return `${res.status} ${res.statusText}`;
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
  if (!res.ok) throw new Error(await readError(res));
  return (await res.json()) as T;
}

/** An answer of the API that is not a success: its reason in words, and its HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** POST as JSON, as the guest whose token is given (`Authorization: Bearer`), if any. */
export async function postJson<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) throw new ApiError(await readError(res), res.status);
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
