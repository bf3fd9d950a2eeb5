/** Public types of the match store (the server calls exactly these). */
import type { Logger } from "pino";
import type { RecordFacts } from "../records/games.js";
import type {
  ChatLine,
  EndedMatchRecord,
  Leaderboard,
  MatchSummary,
  PlayerPage,
  RecordBoard,
  RecordGame,
  SeatResult,
} from "@tabletop/shared";
import type { DailyClaim, DailyDungeonRow, FreshDaily } from "./daily.js";

/** History lists return the wire contract's summaries as they are (GET /api/matches serves them). */
export type { MatchSummary };

/**
 * Everything stored about one match, secrets included: the seed and the actions of a match in play must not leave
 * the server (GET /api/matches/:id discloses a record through ../http/disclosure.ts).
 */
export interface MatchDetail extends Omit<EndedMatchRecord, "live"> {
  live: boolean;
  private: boolean;
  /** The room it is (or was last) played in; a paused match gets it back when it is continued. */
  roomId: string | null;
  /** The table's own settings as it was made (pace, response time): a resumed table runs with them. */
  table: TableSettings;
  /** The server that plays it now (null when paused or ended). */
  serverId: string | null;
}

/** A table's settings that are not the game's options (the room's create options `pace` and `responseSeconds`). */
export interface TableSettings {
  pace?: string;
  responseSeconds?: number;
  /** Time per move in seconds (0 or absent: none). */
  turnSeconds?: number;
  /** Time bank per player in seconds (0 or absent: none). */
  bankSeconds?: number;
  /** A rated table (people only; its end changes their ratings: docs/ratings.md). */
  rated?: boolean;
  /** A daily dungeon's run: its UTC day (YYYY-MM-DD). Its seed and actions stay secret until that day ends. */
  daily?: string;
}

export interface SeatRecord {
  seat: number;
  playerId: string | null;
  name: string;
  bot: boolean;
}

export interface NewMatch {
  id: string;
  game: string;
  seed: string;
  options: unknown;
  engineVersion: string;
  seats: SeatRecord[];
  createdAt: Date;
  private: boolean;
  /** The room that plays it (null when unknown). */
  roomId?: string | null;
  /** The table's own settings (kept so a resumed table runs as it was made). */
  table?: TableSettings;
  /** The server that plays it (it resumes the match after a restart). */
  serverId?: string | null;
}

export interface ActionRecord {
  matchId: string;
  seq: number;
  seat: number;
  action: unknown;
  at: Date;
}

export interface FinishedMatch {
  matchId: string;
  /** {results, scores?, summary} as produced by the engine. */
  outcome: unknown;
  /** One entry per seat, indexed by seat number. */
  results: SeatResult[];
  finishedAt: Date;
  status: "finished" | "abandoned";
  /** The table is rated: the ratings change in the transaction that writes this end, once (./ratings.ts). */
  rated?: boolean;
  /** Each seat's place in the final standings, 1 first, ties shared (rated games; ../ratings/games.ts). */
  places?: number[];
  /** Each seat: its player had left for good (a bot stood in until the end), which a rating counts as last. */
  left?: boolean[];
  /** A solo or co-operative game's record (../records/games.ts): written once, in the transaction of this end. */
  record?: RecordFacts;
}

export interface HistoryQuery {
  player?: string;
  game?: string;
  /** Default 20, clamped to 1..100. */
  limit?: number;
  /**
   * Cursor. Either an ISO time (matches created strictly before it) or the exact keyset cursor
   * `"<createdAt ISO>|<match id>"` returned by `historyCursor(lastSummaryOfPage)`, which never skips ties.
   */
  before?: string;
  /** Also list matches still being played (default false: history shows finished and abandoned only). */
  includePlaying?: boolean;
  /** Who asks: private matches are listed only to their own players (none when unset). */
  viewer?: string;
}

export interface StoreHealth {
  ok: boolean;
  backend: "postgres" | "pglite";
  pending: number;
  lastError: string | null;
}

export interface PlayerRecord {
  id: string;
  name: string;
  createdAt: string;
}

export interface OpenStoreOptions {
  /** Postgres URL. Without it the embedded PGlite runs in a child process under `dataDir`. */
  databaseUrl?: string;
  /** Folder for the embedded database (`<dataDir>/pglite`) and the outage outbox (`<dataDir>/outbox.jsonl`). */
  dataDir: string;
  logger?: Logger;
  /** Upper bound of the first write attempt before a write goes to the outbox (ms, default 3000). */
  writeTimeoutMs?: number;
  /** Retry backoff bounds while the database is down (ms, default 100 → 5000). */
  retryMinMs?: number;
  retryMaxMs?: number;
  /** Pool size (default 8 on Postgres, 4 on the embedded PGlite, whose connections take turns: pgliteSessions.ts). */
  poolMax?: number;
}

export interface MatchStore {
  readonly backend: "postgres" | "pglite";
  /** Makes the schema current, then starts writing (replaying an outbox left by a previous run). Throws if it cannot. */
  migrate(): Promise<void>;
  /**
   * What the server calls at boot: `migrate()`, or, while the database cannot be reached, writes held in the outbox
   * (play goes on, /healthz says degraded) and the migrations retried in the background until it can.
   */
  start(): Promise<void>;
  upsertPlayer(p: { id: string; name: string }): Promise<void>;
  getPlayer(id: string): Promise<PlayerRecord | null>;
  /** The player's token generation (0 for one not stored yet); asked of the database itself, so it may throw. */
  tokenGeneration(playerId: string): Promise<number>;
  /** Raises the generation from `from` and sets the name: the new one, or null when it was no longer `from`. */
  raiseTokenGeneration(playerId: string, from: number, name: string): Promise<number | null>;
  /** Uses a sign-in code: true only for the first use of `id`, in any process. */
  useSignInCode(id: string, playerId: string, expiresAt: Date): Promise<boolean>;
  createMatch(m: NewMatch): Promise<void>;
  appendAction(a: ActionRecord): Promise<void>;
  /** A chat line of a match (kept with it; the replay shows it at its move). */
  appendChat(matchId: string, line: ChatLine): Promise<void>;
  finishMatch(f: FinishedMatch): Promise<void>;
  /** Which room and server play a match in play from now on (an ended match is not changed). */
  setRoom(matchId: string, room: { roomId: string; serverId: string }): Promise<void>;
  /**
   * `serverId` plays the match no more (its players all left, or the server is stopping): the match is paused, keeps
   * its room id, and any server may reopen it for any of its players. A match another server has taken over
   * meanwhile (its holder was gone) is not changed, nor an ended one.
   */
  releaseRoom(matchId: string, serverId: string): Promise<void>;
  /** The ids of this server's matches in play (oldest first): after a restart, those it resumes. */
  inPlay(serverId: string): Promise<string[]>;
  listMatches(q: HistoryQuery): Promise<MatchSummary[]>;
  /** A player's ratings, recent rated matches and head-to-head against `viewer` (null: no such player). */
  playerPage(playerId: string, viewer: string | null): Promise<PlayerPage | null>;
  /** A game's best players with enough rated matches who played in the last 30 days (docs/ratings.md). */
  leaderboard(game: string, limit: number): Promise<Leaderboard>;
  /** A track's record board of the last 30 days (docs/ratings.md, "Records"). */
  recordBoard(game: RecordGame, track: string, limit: number): Promise<RecordBoard>;
  /** A daily dungeon's board; its runs name their matches only once the day has ended. */
  dailyBoard(game: RecordGame, track: string, day: string, limit: number): Promise<RecordBoard>;
  /** The day's dungeon of a track (its seed is secret), made with `fresh` if nobody asked for it yet. */
  daily(game: RecordGame, track: string, day: string, fresh: FreshDaily): Promise<DailyDungeonRow>;
  /** The tracks of `game` whose daily dungeon of `day` the player has started. */
  dailyPlayed(game: RecordGame, day: string, playerId: string): Promise<string[]>;
  /** Claims the player's one attempt at a day's dungeon for a table's match: the dungeon, or null if it is used. */
  claimDaily(claim: DailyClaim): Promise<DailyDungeonRow | null>;
  /** The claimed attempt's match starts, which makes the attempt final (false: the claim passed to another table). */
  startDaily(matchId: string): Promise<boolean>;
  /** Recomputes every rating from the stored rated matches, in one transaction (`npm run ratings:rebuild`). */
  rebuildRatings(): Promise<{ matches: number; players: number }>;
  getMatch(id: string): Promise<MatchDetail | null>;
  health(): Promise<StoreHealth>;
  /** Writes waiting for the database (the journal's queue), read at any time. */
  readonly pendingWrites: number;
  /** Calls `listener` after every write to the database with how long it took and how many ops it held. */
  onWritten(listener: (ms: number, ops: number) => void): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}
