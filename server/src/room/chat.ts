/**
 * Talk at the table: the players' channel ("table"), which everyone at the table reads, and the
 * spectators' own, which players do not read while they play. A line is plain text, at most CHAT_MAX_CHARS, without
 * control or invisible characters (../text.ts, the rules names follow too); each person may say CHAT_PER_MINUTE lines a minute (CHAT_BURST at once). The room keeps the
 * last CHAT_KEPT lines for a client that joins; every line is stored with the match for the replay.
 */
import { CHAT_MAX_CHARS, type ChatChannel, type ChatLine } from "@tabletop/shared";
import { readChatLine } from "../text.js";
import { RoomCodes } from "./codes.js";
import { TokenBucket } from "./rateLimit.js";

export const CHAT_PER_MINUTE = 20;
export const CHAT_BURST = 5;
/** Lines a joining client gets back. */
export const CHAT_KEPT = 200;

export interface Speaker {
  seat: number | null;
  playerId: string;
  name: string;
}

export type Said = { ok: true; line: ChatLine } | { ok: false; code: string; reason: string };

/** The text of a chat message (the rules of ../text.ts: plain, visible, one line), or why it is not one. */
export function chatText(message: unknown): { ok: true; text: string } | { ok: false; reason: string } {
  const raw = typeof message === "object" && message !== null ? (message as { text?: unknown }).text : undefined;
  return readChatLine(raw, CHAT_MAX_CHARS);
}

export class TableChat {
  private lines: ChatLine[] = [];
  private said = 0;
  private readonly buckets = new Map<string, TokenBucket>();

  /** `earlier`: the match's chat so far (a resumed match). */
  constructor(earlier: readonly ChatLine[] = []) {
    this.lines = earlier.slice(-CHAT_KEPT);
    this.said = earlier.length ? earlier[earlier.length - 1].n : 0;
  }

  /** `speaker` says `message` after `moves` moves: the line, or why not. */
  say(speaker: Speaker, message: unknown, moves: number, now = new Date()): Said {
    const read = chatText(message);
    if (!read.ok) return { ok: false, code: RoomCodes.BAD_CHAT, reason: read.reason };
    let bucket = this.buckets.get(speaker.playerId);
    if (!bucket) this.buckets.set(speaker.playerId, (bucket = new TokenBucket(CHAT_PER_MINUTE / 60, CHAT_BURST)));
    if (!bucket.take(now.getTime()))
      return {
        ok: false,
        code: RoomCodes.CHAT_TOO_FAST,
        reason: `At most ${CHAT_PER_MINUTE} chat messages a minute: wait a moment.`,
      };
    const channel: ChatChannel = speaker.seat === null ? "spectators" : "table";
    const line: ChatLine = { n: ++this.said, channel, ...speaker, text: read.text, moves, at: now.toISOString() };
    this.lines.push(line);
    if (this.lines.length > CHAT_KEPT) this.lines.shift();
    return { ok: true, line };
  }

  /** The kept lines a player (or, `spectator`, a spectator) reads. */
  for(spectator: boolean): ChatLine[] {
    return spectator ? [...this.lines] : this.lines.filter((l) => readsLine(false, l));
  }
}

/** Whether a player (or a spectator) reads `line`: everyone reads the table's; only spectators read theirs. */
export function readsLine(spectator: boolean, line: Pick<ChatLine, "channel">): boolean {
  return line.channel === "table" || spectator;
}
