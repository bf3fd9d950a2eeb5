/**
 * Records of the solo and co-operative games (docs/ratings.md, "Records"): what a track is (a Dungeon Flee mode; a
 * Dungeon Lite mission in one setting of the difficulty options), Dungeon Flee's score, and the wire shapes of
 * records, record boards and the daily dungeon.
 */

/** The games that keep records instead of ratings. */
export const RECORD_GAMES = ["dungeon-flee", "dungeon-lite"] as const;
export type RecordGame = (typeof RECORD_GAMES)[number];
export const isRecordGame = (game: string): game is RecordGame => (RECORD_GAMES as readonly string[]).includes(game);

/** Dungeon Flee's tracks: its modes (FLEE-MODES-1). */
export const FLEE_TRACKS = ["easy", "hard", "extreme"] as const;
/** Dungeon Lite's missions (ruling LITE-Q-1). */
export const LITE_MISSIONS = ["goblin-king", "orc-warlord", "necromancer", "demon-forge"] as const;

/** Dungeon Lite's difficulty options (LITE-DIFFICULTY-1..5), as the engine keeps them. */
export interface LiteSetting {
  freeEquipment: boolean;
  removeTraps: number;
  removeUndead: number;
  removeTroll: boolean;
}

/**
 * A Dungeon Lite setting as one word: "standard" with no difficulty option, else the options taken, in the
 * rulebook's order, joined by "+": "free-equipment", "traps-<n>", "undead-<n>", "no-troll" (e.g. "traps-1+no-troll").
 */
export function liteSettingKey(d: LiteSetting): string {
  const parts = [
    ...(d.freeEquipment ? ["free-equipment"] : []),
    ...(d.removeTraps ? [`traps-${d.removeTraps}`] : []),
    ...(d.removeUndead ? [`undead-${d.removeUndead}`] : []),
    ...(d.removeTroll ? ["no-troll"] : []),
  ];
  return parts.length ? parts.join("+") : "standard";
}

/** The setting a key names, or null when it names none (each part once, in the rulebook's order). */
export function parseLiteSetting(key: string): LiteSetting | null {
  const d: LiteSetting = { freeEquipment: false, removeTraps: 0, removeUndead: 0, removeTroll: false };
  if (key !== "standard")
    for (const part of key.split("+")) {
      const m = /^(traps|undead)-([12])$/.exec(part);
      if (part === "free-equipment") d.freeEquipment = true;
      else if (part === "no-troll") d.removeTroll = true;
      else if (m?.[1] === "traps") d.removeTraps = Number(m[2]);
      else if (m?.[1] === "undead") d.removeUndead = Number(m[2]);
      else return null;
    }
  return liteSettingKey(d) === key ? d : null;
}

/** Whether `track` names a track of `game`: a Flee mode, or "<mission>/<setting>" for Dungeon Lite. */
export function isTrack(game: string, track: string): boolean {
  if (game === "dungeon-flee") return (FLEE_TRACKS as readonly string[]).includes(track);
  if (game !== "dungeon-lite") return false;
  const parts = track.split("/");
  return (
    parts.length === 2 && (LITE_MISSIONS as readonly string[]).includes(parts[0]) && parseLiteSetting(parts[1]) !== null
  );
}

/** What a Dungeon Flee run ended with (read off the rules' state at the end). */
export interface FleeRunFacts {
  won: boolean;
  rounds: number;
  health: number;
  maxHealth: number;
  /** Treasure cards held, unused, at the end. */
  treasure: number;
  /** Stairs Up found (4 escape). */
  stairs: number;
  /** The character's class. */
  cls: string;
}

/**
 * Dungeon Flee's score: an escape is worth 1000, more with health kept (up to 300, by the share of the character's
 * health), with speed (5 a round under 100) and with treasure carried out (25 a card); a run that did not escape
 * scores 100 a Stairs Up found. So every escape beats every loss, and of two escapes the healthier, quicker and
 * richer one scores more (docs/ratings.md gives the reasons).
 */
export function fleeScore(f: FleeRunFacts): number {
  if (!f.won) return 100 * f.stairs;
  const health = Math.round((300 * Math.max(0, f.health)) / Math.max(1, f.maxHealth));
  return 1000 + health + 5 * Math.max(0, 100 - f.rounds) + 25 * f.treasure;
}

/** A match's record as it is stored and shown. */
export interface MatchRecordLine {
  /** Null where its replay may not be opened: a private match not the viewer's, a daily run before its day ended. */
  matchId: string | null;
  finishedAt: string;
  track: string;
  won: boolean;
  rounds: number;
  /** Dungeon Flee's score; Dungeon Lite: the goals met (the final boss slain, the mission object held), 0 to 2. */
  score: number;
  /**
   * The party as it began, in seat order (Dungeon Flee: the one player); a bot has no playerId; `left`: the person
   * left for good and a bot played their seat to the end (the record does not count for them).
   */
  party: { playerId: string | null; name: string; bot: boolean; left: boolean }[];
  /** The UTC day of the daily dungeon this run was, if it was one. */
  daily: string | null;
}

/** A player's record on one track (`GET /api/players/:id`, `records`). */
export interface TrackRecord {
  game: RecordGame;
  track: string;
  matches: number;
  wins: number;
  /** Dungeon Flee: the best score. */
  bestScore: number;
  /** The fewest rounds of a win (null: no win yet). */
  fewestRounds: number | null;
  lastPlayedAt: string;
  /** The player's last matches on this track, newest first (private ones only to their own players). */
  recent: MatchRecordLine[];
}

/**
 * `GET /api/records/:game/:track`: the best in the last 30 days. Dungeon Flee: each player's best run, by score.
 * Dungeon Lite: the parties' wins, fewest rounds first.
 */
export interface RecordBoard {
  game: RecordGame;
  track: string;
  /** The daily dungeon's day, for a day's board (`GET /api/daily/:game/:track/:day`). */
  day?: string;
  lines: (MatchRecordLine & { place: number })[];
}

/** One daily dungeon of today (`GET /api/daily/:game`). */
export interface DailyDungeon {
  game: RecordGame;
  track: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** When the day ends (its seed and runs are disclosed then). */
  endsAt: string;
  /** The game's options everyone plays it with (Dungeon Flee: the mode and the day's class). */
  options: unknown;
  /** The player who asks has had their attempt (null when nobody is signed in). */
  played: boolean | null;
}

/** `GET /api/daily/:game`: today's dungeons, one per track. */
export interface DailyToday {
  day: string;
  dungeons: DailyDungeon[];
}
