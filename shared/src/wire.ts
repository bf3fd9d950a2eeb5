/**
 * The wire contract in one place: HTTP bodies, room messages and the synced state as plain
 * JSON. The server produces these shapes and the browser client reads them (docs/wire-contract.md).
 */
import type { TrackRecord } from "./records.js";
import type { GameEvent, Outcome, SeatResult } from "./engine.js";

/** The WebSocket close codes a match room ends a connection with (4000 and up are the application's). */
export const CloseCodes = {
  /** The client asked to leave for good (Colyseus's CloseCode.CONSENTED). */
  CONSENTED: 4000,
  /**
   * The seat was taken over by a newer connection of the same player (another tab). Not 4001: Colyseus closes with
   * 4001 when a server shuts down.
   */
  TAKEN_OVER: 4101,
  /**
   * The server is stopping (a redeploy): the match goes on, on this server once it is back or on another; the page
   * joins again on its own (the `server-going` message says so first).
   */
  SERVER_GOING: 4102,
  /** The connection kept sending messages the server cannot read (server/src/colyseus/badFrames.ts). */
  BAD_MESSAGES: 4103,
} as const;

/** What a match room says to its clients before the server stops (sent as `server-going`). */
export interface ServerGoing {
  reason: string;
}

export interface Identity {
  playerId: string;
  name: string;
  token: string;
}

/**
 * How fast the steps the rules play by themselves (an Enemy Phase, say) go at a table, chosen when it is made: a
 * factor of the server's RULES_STEP_MS (README, "Configuration").
 */
export const PACES = { slow: 2, normal: 1, fast: 0.4 } as const;
export type Pace = keyof typeof PACES;
export const PACE_NAMES = Object.keys(PACES) as [Pace, ...Pace[]];
export const isPace = (v: unknown): v is Pace => typeof v === "string" && Object.hasOwn(PACES, v);

export interface GameInfo {
  id: string;
  seats: { min: number; max: number };
  defaultOptions: Record<string, unknown>;
  /** The rules play steps by themselves (Engine.next), so a table chooses their pace. */
  rulesSteps: boolean;
  /** The game opens response windows (Engine.responseWindow), so a table chooses its response time. */
  responseWindows?: boolean;
  /** Tables of the game may be rated, and it has a leaderboard (`#/leaderboard/<id>`; docs/ratings.md). */
  rated?: boolean;
}

interface MatchSeat {
  seat: number;
  playerId: string | null;
  name: string;
  bot: boolean;
  result: SeatResult | null;
}

export interface MatchSummary {
  id: string;
  game: string;
  status: "playing" | "finished" | "abandoned";
  /** Still being played: its record shows what a spectator may see, and no seed or actions. */
  live: boolean;
  /** In play, but no room holds it (its players all left): any of its players may continue it. */
  paused: boolean;
  createdAt: string;
  finishedAt: string | null;
  /** Accepted actions so far. */
  moves: number;
  seats: MatchSeat[];
  outcome: Outcome | null;
}

/** A match in play, as anyone outside it may see it (GET /api/matches/:id). */
export interface LiveMatchRecord extends MatchSummary {
  live: true;
  options: unknown;
  /** The room to watch it in, when known; null while the match is paused (no room holds it). */
  roomId: string | null;
  /** A paused match: how one of its players continues it, in words and as the request to make; null otherwise. */
  resume: { reason: string; method: "POST"; path: string } | null;
}

/** A finished or abandoned match: everything a replay needs. */
export interface EndedMatchRecord extends MatchSummary {
  live: false;
  options: unknown;
  seed: string;
  engineVersion: string;
  actions: { seq: number; seat: number; action: unknown; at: string }[];
  /** What was said at the table, in order (the replay shows each line at its move). */
  chat: ChatLine[];
}

/**
 * Talk at the table: "table" is the players' channel, which everyone at the table reads (spectators too: the rules
 * of Xorlosch ask that negotiations happen in the open); "spectators" is the spectators' own, which players do not
 * read while they play.
 */
export type ChatChannel = "table" | "spectators";

/** The longest chat line, in characters. */
export const CHAT_MAX_CHARS = 280;

/** One chat line (the `chat` message, the sync reply's `chat`, the stored record's). */
export interface ChatLine {
  /** Its place in the match's chat, from 1. */
  n: number;
  channel: ChatChannel;
  /** The speaker's seat (null: a spectator). */
  seat: number | null;
  /** The speaker's player id, so a person can be muted whatever their seat. */
  playerId: string;
  name: string;
  /** Plain text, never HTML: clients show it as text. */
  text: string;
  /** Moves made when it was said: the replay shows it after that move. */
  moves: number;
  at: string;
}

export type MatchRecord = LiveMatchRecord | EndedMatchRecord;

export interface MatchPage {
  matches: MatchSummary[];
  next: string | null;
}

/** One listing of the realtime lobby (Colyseus LobbyRoom). */
export interface ListingMetadata {
  game: string;
  status: "waiting" | "playing" | "finished";
  seatsTaken: number;
  tableSize: number;
  options: unknown;
  hostName: string;
  /** The quick-play key while the room takes quick-play players, "" otherwise. */
  quick: string;
  /** A rated table (quick play matches on `quick` and `rated`). */
  rated: boolean;
}

export interface RoomListing {
  roomId: string;
  name: string;
  clients: number;
  maxClients: number;
  metadata?: ListingMetadata;
}

export interface SeatMessage {
  /** The first seat held (null for a spectator). */
  seat: number | null;
  matchId: string;
  spectator: boolean;
  /** Every seat this client holds, in order: more than one where the game lets one person hold several. */
  seats?: number[];
}

/**
 * The refusal of an action chosen from a list the seat no longer has: another move changed the seat's legal list
 * after the version the action was chosen at (the `act` message's `at`). A race, not a fault: the page draws the new
 * state and says nothing (docs/wire-contract.md).
 */
export const STALE = "STALE";

/**
 * A seat's legal actions as its synced part carries them (`SeatState.legal`, JSON): [] for "" (a seat whose list was
 * never written, as a bot's, or one this client may not see).
 */
export function legalIn(seat: { legal?: string } | undefined): unknown[] {
  const json = seat?.legal;
  return json ? (JSON.parse(json) as unknown[]) : [];
}

/**
 * The `act` message for an action chosen from the list of version `at` (the state's `moves` when that list was
 * drawn): the action's own fields, and `at` beside them.
 */
export function actAt(action: unknown, at: number): unknown {
  return action !== null && typeof action === "object" && !Array.isArray(action) ? { ...action, at } : action;
}

/** The `events` message: new log lines, and the version of the match (its `moves`) they lead to. */
export interface EventsMessage {
  at: number;
  events: LogEvent[];
}

export interface Rejection {
  code: string;
  reason: string;
  /** The action refused, when its JSON is short; otherwise an excerpt of it (a string of at most 200 characters). */
  action: unknown;
}

export type LogEvent = Pick<GameEvent, "kind" | "text" | "seat">;

export interface Finished {
  matchId: string;
  outcome: Outcome;
}

export interface SeatState {
  index: number;
  name: string;
  /** The person seated ("" for an open seat or a bot): their page is `#/player/<playerId>`. */
  playerId: string;
  occupied: boolean;
  connected: boolean;
  /** A bot seat from the start. */
  bot: boolean;
  /** A bot is playing for a player who dropped and did not come back in time. */
  standIn: boolean;
  /** Epoch ms until which a dropped seat is held; 0 = none. */
  reconnectDeadline: number;
  /** The seat's time bank (the table's `bankSeconds`): ms left when it last stopped; 0 = empty, or no bank. */
  bankLeft?: number;
  /** Epoch ms at which the seat's running bank (or an empty bank's time for this move) runs out; 0 = not running. */
  bankDeadline?: number;
  /**
   * The seat's legal actions now, as JSON, synced to its holder only (like `private`), in the same patch as the move
   * that made them: "" where no list is kept (a bot's seat) or visible (read with `legalIn`).
   */
  legal?: string;
  /** The seat's person asked to skip to their turn (`skip`): the paced steps play at once once every person has. */
  skipping?: boolean;
  private?: unknown;
}

/** The synced room state, read as plain JSON. */
export interface RoomState {
  status: "waiting" | "playing" | "finished";
  game: string;
  matchId: string;
  hostSeat: number;
  tableSize: number;
  /** The join code of a private room ("" for public rooms). */
  code: string;
  /** The game options as a JSON string. */
  options: string;
  /** Accepted actions so far. */
  moves: number;
  /** How long a dropped seat is held, so a client can count down its own window while cut off. */
  graceSeconds?: number;
  /** The outcome as JSON once finished ("" before). */
  outcome: string;
  /** How many seats of this table one person may hold (1 unless the game allows more, GameModule.seatsPerPlayer). */
  seatsPerPlayer?: number;
  /** The pace of the rules' own steps at this table. */
  pace?: Pace;
  /** The table's response time in seconds (games with response windows, Engine.responseWindow). */
  responseSeconds?: number;
  /** Epoch ms at which the open response window closes by itself; 0 = none is open. */
  responseDeadline?: number;
  /** The table's time per move in seconds (the `turnSeconds` create option); 0 = no clock. */
  turnSeconds?: number;
  /** Epoch ms by which the seats the game waits on must move, else a bot moves for them; 0 = no clock running. */
  turnDeadline?: number;
  /** The table's time bank per player in seconds (the `bankSeconds` create option); 0 = none. */
  bankSeconds?: number;
  /** A rated table (the `rated` create option): people only, and its end changes their ratings (docs/ratings.md). */
  rated?: boolean;
  /** How many people are watching the table (spectators' connections, not the seated players). */
  watching?: number;
  /** A bot's move or a rules step is waiting out the table's pace now (a player may ask to `skip` to their turn). */
  paced?: boolean;
  seats: SeatState[];
  view: unknown;
}

/**
 * "Play again" (server/src/room/playAgain.ts): where the follow-up table of a finished one is, sent to every player
 * at the table once one of them asked. `code` is the follow-up's join code when the table is private ("" if public).
 */
export interface PlayAgainMessage {
  roomId: string;
  code: string;
}

/** The answer to the "sync" request a client sends once its handlers are set up. */
export interface SyncReply extends SeatMessage {
  /**
   * The match's whole log so far as this client may see it (the public events, and the private ones of the seats it
   * holds), at most the room's last 2,000 entries: the client replaces its log with it.
   */
  log: LogEvent[];
  /**
   * The version the log is of (the match's `moves` when the room answered): the client keeps the `events` messages
   * of later versions that reached it before it read the answer.
   */
  at: number;
  /** The chat so far that this client reads (the last CHAT_KEPT lines). */
  chat: ChatLine[];
  /**
   * Where the follow-up table is, once a player of this finished match asked to play again: given to a client that
   * holds a seat of the match (one who comes back after the `play-again` message went out), never to a spectator.
   */
  playAgain?: PlayAgainMessage;
}

/** One game's rating on a player's page (`GET /api/players/:id`; docs/ratings.md). */
export interface GameRating {
  game: string;
  /** The figure shown: 1000 + 40 × (μ − 3σ), rounded. */
  rating: number;
  /** Fewer than the rated matches needed (counted at full weight): shown with a "?". */
  provisional: boolean;
  ratedMatches: number;
  wins: number;
  losses: number;
  draws: number;
  lastPlayedAt: string;
  /** The player's last rated matches, newest first (private ones only to their own players). */
  recent: RatedMatchLine[];
  /**
   * The rating over time, oldest first: the figure after each rated match (the last 500; private ones too, as the
   * figure itself counts them, with no match named).
   */
  history: RatingPoint[];
  /** Against the player who asks (a token sent, and not this player): their rated matches together. */
  headToHead?: HeadToHead;
}

/** The figure shown after a rated match, and when that match ended. */
export interface RatingPoint {
  at: string;
  rating: number;
}

export interface RatedMatchLine {
  matchId: string;
  finishedAt: string;
  /** The place the rating used (a player who left for good is last). */
  rank: number;
  result: "win" | "loss" | "draw";
  /** How much it counted (1 whole; less between the same players after the first few in a UTC day). */
  weight: number;
  ratingBefore: number;
  ratingAfter: number;
  /** Everyone rated in it, this player included. */
  players: { playerId: string; name: string }[];
}

export interface HeadToHead {
  matches: number;
  /** This player placed above the one who asks. */
  ahead: number;
  behind: number;
  level: number;
}

export interface PlayerPage {
  playerId: string;
  name: string;
  games: GameRating[];
  /** Records of the solo and co-operative games, per game and track (docs/ratings.md, "Records"). */
  records: TrackRecord[];
}

export interface LeaderboardLine {
  place: number;
  playerId: string;
  name: string;
  rating: number;
  ratedMatches: number;
  wins: number;
  losses: number;
  draws: number;
}

/** `GET /api/leaderboards/:game`: players with enough rated matches who played in the last 30 days, best first. */
export interface Leaderboard {
  game: string;
  players: LeaderboardLine[];
}
