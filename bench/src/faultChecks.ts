/**
 * `--faults`' checks of the store against what the clients saw (./faultMatch.ts), read straight from the
 * database once the server's outbox has drained:
 * - a finished match is stored as finished, with seqs 1..n, no gap and no double, and n its final move count;
 * - a match still in play at the end is stored in play, with seqs 1..n and at least the moves its clients saw;
 * - every move a client saw acknowledged is in the log at its seq, by its seat, as it was sent (else lost);
 * - the log holds no more moves than the finished match made (else doubled).
 */
import pg from "pg";
import type { MatchRecord } from "./faultMatch.js";

export interface StoredAction {
  seq: number;
  seat: number;
  action: unknown;
}

export interface StoredMatch {
  status: string;
  /** In seq order. */
  actions: StoredAction[];
}

/** The matches `ids` as stored, with their actions. */
export async function readStored(databaseUrl: string, ids: string[]): Promise<Map<string, StoredMatch>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const matches = await client.query<{ id: string; status: string }>(
      "SELECT id, status FROM matches WHERE id = ANY($1)",
      [ids],
    );
    const stored = new Map<string, StoredMatch>(matches.rows.map((r) => [r.id, { status: r.status, actions: [] }]));
    const actions = await client.query<{ match_id: string; seq: number; seat: number; action: unknown }>(
      "SELECT match_id, seq, seat, action FROM match_actions WHERE match_id = ANY($1) ORDER BY match_id, seq",
      [ids],
    );
    for (const a of actions.rows) stored.get(a.match_id)?.actions.push({ seq: a.seq, seat: a.seat, action: a.action });
    return stored;
  } finally {
    await client.end();
  }
}

/** JSON with every object's keys in order: jsonb does not keep the order an action was sent in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

export interface StoreCheck {
  finishedMatchesChecked: number;
  inPlayMatchesChecked: number;
  /** Moves the clients saw acknowledged at a known seq, each looked up in the log. */
  acknowledgedMovesChecked: number;
  actionsLost: number;
  actionsDoubled: number;
  /** What was wrong, in words (the first few). */
  problems: string[];
}

const MAX_PROBLEMS = 20;

export function checkStore(records: readonly MatchRecord[], stored: ReadonlyMap<string, StoredMatch>): StoreCheck {
  const out: StoreCheck = {
    finishedMatchesChecked: 0,
    inPlayMatchesChecked: 0,
    acknowledgedMovesChecked: 0,
    actionsLost: 0,
    actionsDoubled: 0,
    problems: [],
  };
  const problem = (text: string) => {
    if (out.problems.length < MAX_PROBLEMS) out.problems.push(text);
  };
  for (const r of records) {
    const s = stored.get(r.matchId);
    const finished = r.finishedMoves !== null;
    const seen = r.finishedMoves ?? r.moves;
    if (!s) {
      problem(`match ${r.matchId || `in room ${r.roomId}`} is not in the store`);
      out.actionsLost += seen;
      continue;
    }
    if (finished) out.finishedMatchesChecked++;
    else out.inPlayMatchesChecked++;
    const expected = finished ? "finished" : "playing";
    if (s.status !== expected) problem(`match ${r.matchId} is stored as ${s.status}, its clients saw it ${expected}`);
    const seqs = s.actions.map((a) => a.seq);
    const distinct = new Set(seqs).size;
    if (distinct !== seqs.length) {
      problem(`match ${r.matchId} has ${seqs.length - distinct} seqs stored twice`);
      out.actionsDoubled += seqs.length - distinct;
    }
    if (seqs.some((seq, i) => seq !== i + 1)) problem(`match ${r.matchId}'s seqs are not 1..${seqs.length}`);
    const n = distinct;
    if (n < seen) {
      problem(`match ${r.matchId} has ${n} moves stored, its clients saw ${seen}`);
      out.actionsLost += seen - n;
    } else if (finished && n > seen) {
      problem(`match ${r.matchId} has ${n} moves stored, it finished after ${seen}`);
      out.actionsDoubled += n - seen;
    }
    const bySeq = new Map(s.actions.map((a) => [a.seq, a]));
    for (const [seq, move] of r.acked) {
      out.acknowledgedMovesChecked++;
      const at = bySeq.get(seq);
      if (!at || at.seat !== move.seat || canonical(at.action) !== canonical(move.action)) {
        // A seq past the log's end is already counted as a move short above.
        if (at || seq <= (seqs.at(-1) ?? 0)) out.actionsLost++;
        problem(
          `match ${r.matchId}, seq ${seq}: seat ${move.seat} saw ${canonical(move.action)} acknowledged, the log has ` +
            (at ? `seat ${at.seat} ${canonical(at.action)}` : "nothing"),
        );
      }
    }
  }
  return out;
}
