/**
 * Fuzzing a game's room over real WebSockets: seated players and a spectator send random and
 * mutated messages (fuzzMessages.ts), one at a time, and each must get exactly one answer: a `rejected` with a code
 * and a reason, or, for an action the rules accept, the move. (A legal action with an extra field is read without
 * it, shared/src/actions.ts, so some mutated actions are moves; junk and unknown message types never are.) After every accepted action the room's engine state is
 * checked (its legal lists, views and outcome can be computed for every seat), and when a match ends its stored log
 * must replay to the room's final state. A new match starts whenever one ends, until the messages are spent.
 *
 * The server runs in this process (the room's state is read through the matchmaker), with rate limits lifted.
 */
import { isDeepStrictEqual } from "node:util";
import { matchMaker } from "@colyseus/core";
import { Client, type Room } from "@colyseus/sdk";
import { gameById, legalIn, replay, type AnyEngine } from "@tabletop/shared";
import type { MatchStore } from "@tabletop/server/testing";
import { FuzzSource, type FuzzMessage } from "./fuzzMessages.js";

/** The close codes a hostile frame may get instead of an answer: too big (1009), or not decodable (4002). */
/**
 * The seats the fuzzer fills for a game, read from its engine: one more than the fewest it takes, when it takes more,
 * so that some seats wait while another acts.
 */
export function fuzzSeats(game: string): number {
  const { seats } = gameById(game)!.engine;
  return Math.min(seats.max, seats.min + 1);
}

export const EXPECTED_CLOSES = [1009, 4002];

/** What failed in a report, in words ([] when nothing did). */
export function fuzzFailures(r: FuzzReport): string[] {
  const closes = Object.keys(r.closed).filter((k) => !EXPECTED_CLOSES.includes(Number(k.split(" ")[0])));
  return [
    ...r.unanswered.map((u) => `unanswered ${u.type} (${u.kind}): ${u.excerpt}`),
    ...r.broken,
    ...closes.map((k) => `a connection closed with ${k}`),
    ...(["junk", "other-type"] as const).filter((k) => r.acceptedByKind[k] > 0).map((k) => `${k} accepted`),
    // The room answers an engine that throws (ENGINE_ERROR) so play goes on, but a rules engine must refuse in words.
    ...(r.rejectedCodes.ENGINE_ERROR ? [`the engine threw ${r.rejectedCodes.ENGINE_ERROR} times`] : []),
  ];
}

export interface FuzzReport {
  game: string;
  messages: number;
  byKind: Record<FuzzMessage["kind"], number>;
  accepted: number;
  /** Accepted messages by how they were made: junk and other message types must never be accepted. */
  acceptedByKind: Record<FuzzMessage["kind"], number>;
  rejected: number;
  rejectedCodes: Record<string, number>;
  /** Messages that got no answer within the wait (each one is a failure). */
  unanswered: { kind: string; type: string; excerpt: string }[];
  /** Broken checks of the room's state or the stored log (each one is a failure). */
  broken: string[];
  /**
   * Connections the server closed, by close code: a frame over the transport's cap (1009) or one it cannot decode
   * (4002) is not answered but closes the connection (the seat waits for a reconnect). The fuzzer then joins again.
   * Keyed "<code> <message kind>"; any other code is a failure (EXPECTED_CLOSES).
   */
  closed: Record<string, number>;
  matches: number;
  finished: number;
}

interface Seat {
  room: Room;
  rejected: { code: string; reason: string }[];
  /** The seat this client holds (null: the spectator, or before the sync reply). */
  seat: number | null;
  spectator: boolean;
  token: string;
  /** The close code once the server closed this connection. */
  closed: number | null;
}

interface FuzzOptions {
  url: string;
  store: MatchStore;
  game: string;
  seats: number;
  messages: number;
  seed: string;
  /** How long one message may go unanswered. */
  answerMs?: number;
}

/** The path of the first place two plain values differ, for the report. */
function firstDifference(a: unknown, b: unknown, path = "state"): string {
  if (isDeepStrictEqual(a, b)) return "";
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 60)} against ${JSON.stringify(b)?.slice(0, 60)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function guestToken(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`guest: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function track(room: Room, spectator: boolean, token: string): Seat {
  const s: Seat = { room, rejected: [], seat: null, spectator, token, closed: null };
  room.reconnection.enabled = false;
  room.onLeave((code: number) => (s.closed = code));
  room.onMessage("rejected", (m: { code: string; reason: string }) => s.rejected.push(m));
  for (const t of ["seat", "events", "finished", "responseDeadline"]) room.onMessage(t, () => undefined);
  room.onMessage("*", () => undefined);
  return s;
}

const roomOf = (id: string) =>
  matchMaker.getLocalRoomById(id) as unknown as {
    match: { gameState: unknown };
    state: { moves: number; status: string; matchId: string; seats: { length: number } };
  };

/** What is wrong with a room's engine state, in words ([] when it reads for every seat). */
function stateProblems(engine: AnyEngine, state: unknown, seats: number): string[] {
  try {
    for (let seat = 0; seat < seats; seat++) {
      engine.legal(state, seat);
      engine.view(state, seat);
    }
    engine.view(state, null);
    engine.outcome(state);
    return [];
  } catch (e) {
    return [`the state does not read: ${(e as Error).message}`];
  }
}

async function newMatch(o: FuzzOptions, n: number): Promise<Seat[]> {
  const tokens = await Promise.all(Array.from({ length: o.seats + 1 }, (_, i) => guestToken(o.url, `Fuzz${n}-${i}`)));
  const first = await new Client(o.url).create(o.game, { token: tokens[0], seats: o.seats });
  const seats = [track(first, false, tokens[0])];
  for (let i = 1; i < o.seats; i++)
    seats.push(track(await new Client(o.url).joinById(first.roomId, { token: tokens[i] }), false, tokens[i]));
  const watcher = await new Client(o.url).joinById(first.roomId, { token: tokens[o.seats], spectate: true });
  seats.push(track(watcher, true, tokens[o.seats]));
  for (const s of seats) await synced(s);
  return seats;
}

async function synced(s: Seat): Promise<Seat> {
  const hello = (await s.room.request("sync", {})) as { seat: number | null };
  s.seat = hello.seat;
  return s;
}

/** A seat's legal list and the version it is of, as the state its client holds carries them. */
function listOf(s: Seat): { legal: unknown[]; at: number } {
  const state = s.room.state as { moves: number; seats: { legal?: string }[] };
  return { legal: s.seat === null ? [] : legalIn(state.seats[s.seat]), at: state.moves };
}

/** A seat (or the spectator) whose connection the server closed joins again, as a page would. */
async function rejoin(o: FuzzOptions, roomId: string, s: Seat): Promise<Seat> {
  const options = s.spectator ? { token: s.token, spectate: true } : { token: s.token };
  return synced(track(await new Client(o.url).joinById(roomId, options), s.spectator, s.token));
}

export async function fuzzRoom(o: FuzzOptions): Promise<FuzzReport> {
  const engine = gameById(o.game)!.engine as AnyEngine;
  const source = new FuzzSource(`${o.game}:${o.seed}`);
  const report: FuzzReport = {
    game: o.game,
    messages: 0,
    byKind: { legal: 0, mutated: 0, junk: 0, "other-type": 0 },
    accepted: 0,
    acceptedByKind: { legal: 0, mutated: 0, junk: 0, "other-type": 0 },
    rejected: 0,
    rejectedCodes: {},
    unanswered: [],
    broken: [],
    closed: {},
    matches: 0,
    finished: 0,
  };
  const wait = o.answerMs ?? 3000;
  let seats = await newMatch(o, report.matches++);
  let sender = 0;
  while (report.messages < o.messages) {
    const roomId = seats[0].room.roomId;
    const live = roomOf(roomId);
    if (!live || live.state.status === "finished") {
      if (live) await checkStored(o, engine, live, report);
      for (const s of seats) await s.room.leave().catch(() => undefined);
      seats = await newMatch(o, report.matches++);
      continue;
    }
    // The rules' own steps (and the patches after them) come first, so that a move seen is the message's.
    for (let i = 0; i < 1000 && engine.next?.(live.match.gameState) != null; i++) await sleep(1);
    const at = sender++ % seats.length;
    if (seats[at].closed !== null) seats[at] = await rejoin(o, roomId, seats[at]);
    const s = seats[at];
    const list = listOf(s);
    const m = source.next(s.spectator ? [] : list.legal, list.at);
    const movesBefore = live.state.moves;
    const answersBefore = s.rejected.length;
    s.room.send(m.type, m.payload);
    report.messages++;
    report.byKind[m.kind]++;
    const deadline = Date.now() + wait;
    while (
      s.rejected.length === answersBefore &&
      live.state.moves === movesBefore &&
      s.closed === null &&
      Date.now() < deadline
    )
      await sleep(1);
    if (report.messages % 10_000 === 0) console.error(`${o.game}: ${report.messages} messages`);
    if (s.rejected.length > answersBefore) {
      report.rejected++;
      const r = s.rejected[s.rejected.length - 1];
      report.rejectedCodes[r.code] = (report.rejectedCodes[r.code] ?? 0) + 1;
      if (!r.reason) report.broken.push(`a ${r.code} rejection with no reason`);
    } else if (live.state.moves > movesBefore) {
      report.accepted++;
      report.acceptedByKind[m.kind]++;
      report.broken.push(...stateProblems(engine, live.match.gameState, live.state.seats.length));
      // The others' clients get the move's patch (with their lists) before the next message.
      await sleep(2);
    } else if (s.closed !== null) {
      const key = `${s.closed} ${m.kind}`;
      report.closed[key] = (report.closed[key] ?? 0) + 1;
    } else {
      const excerpt = JSON.stringify(m.payload)?.slice(0, 80) ?? "undefined";
      report.unanswered.push({ kind: m.kind, type: m.type, excerpt });
    }
  }
  for (const s of seats) await s.room.leave().catch(() => undefined);
  return report;
}

/** A finished match's stored log replays to the state the room ended with. */
async function checkStored(
  o: FuzzOptions,
  engine: AnyEngine,
  live: ReturnType<typeof roomOf>,
  report: FuzzReport,
): Promise<void> {
  report.finished++;
  await o.store.flush();
  const stored = await o.store.getMatch(live.state.matchId);
  if (!stored) return void report.broken.push(`finished match ${live.state.matchId} is not stored`);
  const final = replay(engine, stored.seed, stored.seats.length, stored.options, stored.actions);
  if (!isDeepStrictEqual(final, live.match.gameState)) {
    const at = firstDifference(final, live.match.gameState);
    report.broken.push(`match ${live.state.matchId}: the stored log does not replay to the room's final state (${at})`);
  }
}
