/**
 * Every way into a match room. Each returns a GameSession (kept as the current one) or
 * throws an Error whose message is fit to show the user.
 */
import { Client, type Room } from "@colyseus/sdk";
import { forgetIdentity, ensureIdentity, requireIdentity, signedOutReason } from "./identity";
import { GameSession } from "./session";
import { storedReconnection } from "./tokens";
import { codeRefusal } from "./code-refusal";
import { fetchWithReasons } from "./reasons";
import { continueMatch } from "./api";
import type { Pace } from "@tabletop/shared/wire";

let client: Client | null = null;
let current: GameSession | null = null;

export function colyseus(): Client {
  return (client ??= new Client(location.origin, { fetchFn: fetchWithReasons }));
}

/** The room this tab is at, if its connection is still alive. */
export function liveSession(): GameSession | null {
  return current && !current.leftFor && !current.finished ? current : null;
}

/** The session for this room if this tab already holds it. */
function currentSession(roomId: string): GameSession | null {
  return current && current.roomId === roomId && !current.leftFor ? current : null;
}

function adopt(room: Room, spectator: boolean): GameSession {
  if (current && current.roomId !== room.roomId && !current.leftFor) current.detach();
  current = new GameSession(room, spectator);
  void current.sync();
  return current;
}

/** The error to show; it keeps the server's code, so a caller can still tell one refusal from another. */
function friendly(err: unknown): Error {
  const msg = err instanceof Error ? err.message : String(err);
  return Object.assign(new Error(msg || "The server refused to join."), { code: (err as { code?: unknown })?.code });
}

const UNAUTHORIZED = 401;
/** The room's refusal of a new player at a table that has started or is full ("join as a spectator"). */
const TAKES_NO_PLAYER = 409;

/**
 * Joins with the stored guest token. A token the server no longer accepts (say its secret
 * changed) is replaced once by a new guest of the same name, and the join is tried again; a
 * token of a device that was signed out is forgotten, and the error says so.
 */
async function attempt(join: (token: string) => Promise<Room>, spectator: boolean): Promise<GameSession> {
  const identity = requireIdentity();
  try {
    return adopt(await join(identity.token), spectator);
  } catch (err) {
    if ((err as { code?: unknown }).code !== UNAUTHORIZED) throw friendly(err);
  }
  const signedOut = await signedOutReason();
  if (signedOut) throw new Error(signedOut);
  forgetIdentity();
  const fresh = await ensureIdentity(identity.name);
  try {
    return adopt(await join(fresh.token), spectator);
  } catch (err) {
    throw friendly(err);
  }
}

export interface TableChoice {
  game: string;
  seats: number;
  bots: number;
  options: Record<string, unknown>;
  /** The pace of the rules' own steps, for games that have them. */
  pace?: Pace;
  /** The table's response time in seconds, for games with response windows. */
  responseSeconds?: number;
  /** The table's time per move in seconds (none when absent). */
  turnSeconds?: number;
  /** The table's time bank per player in seconds (none when absent). */
  bankSeconds?: number;
}

/** The key under which the server matches quick-play rooms with the same table. */
const quickKey = (t: TableChoice) =>
  `${t.seats}:${JSON.stringify(t.options)}${t.pace ? `:${t.pace}` : ""}${t.responseSeconds ? `:${t.responseSeconds}s` : ""}${t.turnSeconds ? `:${t.turnSeconds}t` : ""}${t.bankSeconds ? `:${t.bankSeconds}b` : ""}`;

/** The create options of a table choice. */
const tableOf = (t: TableChoice) => ({
  seats: t.seats,
  bots: t.bots,
  options: t.options,
  ...(t.pace ? { pace: t.pace } : {}),
  ...(t.responseSeconds ? { responseSeconds: t.responseSeconds } : {}),
  ...(t.turnSeconds ? { turnSeconds: t.turnSeconds } : {}),
  ...(t.bankSeconds ? { bankSeconds: t.bankSeconds } : {}),
});

export function quickPlay(t: TableChoice): Promise<GameSession> {
  const table = { ...tableOf(t), quick: quickKey(t) };
  return attempt((token) => colyseus().joinOrCreate(t.game, { token, ...table }), false);
}

export function createTable(t: TableChoice, isPrivate: boolean): Promise<GameSession> {
  const table = { ...tableOf(t), ...(isPrivate ? { private: true } : {}) };
  return attempt((token) => colyseus().create(t.game, { token, ...table }), false);
}

/** A table of the day's dungeon of a Dungeon Flee mode (docs/ratings.md, "The daily dungeon"): one attempt a day. */
export function playDaily(mode: string): Promise<GameSession> {
  return attempt(
    (token) => colyseus().create("dungeon-flee", { token, seats: 1, daily: true, options: { mode } }),
    false,
  );
}

/** Private codes are six upper-case characters; accept them typed in lower case or as the whole link. */
function normaliseCode(input: string): string {
  const raw = input.trim().replace(/^.*#\/join\//, "");
  return /^[a-z0-9]{6}$/i.test(raw) ? raw.toUpperCase() : raw;
}

export async function joinByCode(code: string): Promise<GameSession> {
  const c = normaliseCode(code);
  if (!c) throw new Error("Enter a code.");
  try {
    return await attempt((token) => colyseus().joinById(c, { token, code: c }), false);
  } catch (err) {
    // A private table that has started (or is full) takes no new player; its code lets me watch it.
    if ((err as { code?: unknown }).code === TAKES_NO_PLAYER)
      return attempt((token) => colyseus().joinById(c, { token, code: c, spectate: true }), true);
    const words = codeRefusal(c, err);
    throw words ? new Error(words) : err;
  }
}

export function joinOpen(roomId: string): Promise<GameSession> {
  return attempt((token) => colyseus().joinById(roomId, { token }), false);
}

export function spectate(roomId: string): Promise<GameSession> {
  return attempt((token) => colyseus().joinById(roomId, { token, spectate: true }), true);
}

/**
 * Back to my seat after the connection was lost for good (the grace passed, or the server restarted): join the room
 * again; if no server has it open, ask the server to reopen my match (a match its server let go when it stopped, or
 * one paused), and join the room it names.
 */
export async function backToSeat(roomId: string, matchId: string | undefined): Promise<GameSession> {
  try {
    return await joinOpen(roomId);
  } catch (err) {
    if (!matchId) throw err;
    return joinOpen(await continueMatch(matchId, requireIdentity().token));
  }
}

/**
 * Back into a room after a page reload: first with the stored reconnection token, then by
 * joining again (the server gives a player back their own seat by player id).
 */
export async function resume(roomId: string): Promise<GameSession> {
  const live = currentSession(roomId);
  if (live) return live;
  const stored = storedReconnection(roomId);
  if (stored) {
    try {
      return adopt(await colyseus().reconnect(stored.token), stored.spectator);
    } catch {
      // the grace window passed or the token is stale: join again below
    }
  }
  return stored?.spectator ? spectate(roomId) : joinOpen(roomId);
}
