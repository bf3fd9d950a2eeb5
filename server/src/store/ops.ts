/**
 * Write operations as they travel through the journal: plain JSON (dates as ISO strings, payloads already
 * serialized) so they can go to the outbox file as they are, and so a caller mutating its objects afterwards
 * cannot change what gets written.
 */
import { storableJson, storableText } from "./storable.js";
import type { ChatLine } from "@tabletop/shared";
import type { ActionRecord, FinishedMatch, NewMatch } from "./types.js";
import type { RecordFacts } from "../records/games.js";

export type Op =
  | { kind: "player"; id: string; name: string }
  | {
      kind: "create";
      id: string;
      game: string;
      seed: string;
      options: string;
      engineVersion: string;
      private: boolean;
      createdAt: string;
      roomId?: string | null;
      /** The table settings as JSON text (absent in an outbox written before they were kept). */
      table?: string;
      serverId?: string | null;
      seats: { seat: number; playerId: string | null; name: string; bot: boolean }[];
    }
  | { kind: "action"; matchId: string; seq: number; seat: number; action: string; at: string }
  | ({ kind: "chat"; matchId: string } & ChatLine)
  | {
      kind: "room";
      matchId: string;
      roomId: string | null;
      serverId: string | null;
      /** A release (roomId and serverId null) counts only while this server still holds the match. */
      releasedBy?: string;
    }
  | {
      kind: "finish";
      matchId: string;
      status: "finished" | "abandoned";
      outcome: string;
      results: string[];
      finishedAt: string;
      /** A rated table's end: its rating changes in the same transaction (./ratings.ts). */
      rated?: boolean;
      /** Each seat's place in the final standings (rated games). */
      places?: number[];
      /** Each seat: its player had left for good (a bot stood in to the end). */
      left?: boolean[];
      /** A solo or co-operative game's record: written in the same transaction (./records.ts). */
      record?: RecordFacts;
    };

/** JSON text the database will take (./storable.ts), or a synchronous UnstorableError. */
function json(value: unknown, what: string): string {
  return storableJson(value === undefined ? null : value, what);
}

function iso(d: Date, what: string): string {
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) throw new TypeError(`store: ${what} is not a valid Date`);
  return d.toISOString();
}

export function playerOp(p: { id: string; name: string }): Op {
  return { kind: "player", id: storableText(p.id, "player id"), name: storableText(p.name, "player name") };
}

export function createOp(m: NewMatch): Op {
  return {
    kind: "create",
    id: m.id,
    game: m.game,
    seed: m.seed,
    options: json(m.options ?? {}, "options"),
    engineVersion: m.engineVersion,
    private: m.private,
    createdAt: iso(m.createdAt, "createdAt"),
    roomId: m.roomId ?? null,
    table: json(m.table ?? {}, "table settings"),
    serverId: m.serverId ?? null,
    seats: m.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      name: storableText(s.name, "seat name"),
      bot: s.bot,
    })),
  };
}

export function actionOp(a: ActionRecord): Op {
  if (!Number.isInteger(a.seq) || a.seq < 0) throw new RangeError(`store: bad seq ${a.seq}`);
  return {
    kind: "action",
    matchId: a.matchId,
    seq: a.seq,
    seat: a.seat,
    action: json(a.action, "action"),
    at: iso(a.at, "at"),
  };
}

export function chatOp(matchId: string, line: ChatLine): Op {
  return {
    kind: "chat",
    matchId,
    n: line.n,
    channel: line.channel,
    seat: line.seat,
    playerId: storableText(line.playerId, "player id"),
    name: storableText(line.name, "name"),
    text: storableText(line.text, "chat text"),
    moves: line.moves,
    at: line.at,
  };
}

export function roomOp(matchId: string, room: { roomId: string; serverId: string }): Op {
  return { kind: "room", matchId, roomId: storableText(room.roomId, "room id"), serverId: room.serverId };
}

/** `serverId` lets the match go (paused): no server holds it from then on, unless another took it over meanwhile. */
export function releaseOp(matchId: string, serverId: string): Op {
  return { kind: "room", matchId, roomId: null, serverId: null, releasedBy: serverId };
}

export function finishOp(f: FinishedMatch): Op {
  return {
    kind: "finish",
    matchId: f.matchId,
    status: f.status,
    outcome: json(f.outcome, "outcome"),
    results: [...f.results],
    finishedAt: iso(f.finishedAt, "finishedAt"),
    ...(f.rated ? { rated: true } : {}),
    ...(f.places ? { places: [...f.places] } : {}),
    ...(f.left ? { left: [...f.left] } : {}),
    ...(f.record ? { record: JSON.parse(json(f.record, "record")) as RecordFacts } : {}),
  };
}

/** Which match an op belongs to (for logs). */
export function opMatch(op: Op): string | undefined {
  return op.kind === "player" ? undefined : op.kind === "create" ? op.id : op.matchId;
}
