/**
 * Ratings in the store (docs/ratings.md): a rated match's end rates its people once, in its own transaction, with
 * the places it was written with (a player who left for good last, a bot's seat counting for no one); results
 * between the same people count less after the first few in a UTC day; and the rebuild recomputes the ratings kept
 * along the way exactly.
 */
import { randomUUID } from "node:crypto";
import type { MatchStore } from "../../server/src/store/index.js";
import type { SeatResult } from "@tabletop/shared";
import { displayRating, farmWeight, newSkill, PROVISIONAL_MATCHES, rateTable } from "../../server/src/ratings/model.js";
import { backend, cleanupTempDirs, openTestStore, poolOf, uid } from "../helpers/store.js";

interface Seat {
  player: string | null;
  place: number;
  left?: boolean;
}

describe(`ratings in the store (${backend})`, () => {
  let store: MatchStore;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(async () => {
    await store?.close();
    cleanupTempDirs();
  });

  const q = <T>(sql: string, params: unknown[] = []) =>
    poolOf(store)
      .query(sql, params)
      .then((r) => r.rows as T[]);

  /** A played Xorlosch match: its record, then its end at `at` with each seat's place. */
  async function played(seats: Seat[], at: Date, opts: { rated?: boolean; again?: number } = {}): Promise<string> {
    const id = randomUUID();
    const rated = opts.rated ?? true;
    await store.createMatch({
      id,
      game: "xorlosch",
      seed: "s",
      options: {},
      engineVersion: "test",
      private: false,
      createdAt: new Date(at.getTime() - 60_000),
      table: rated ? { rated: true } : {},
      seats: seats.map((s, i) => ({
        seat: i,
        playerId: s.player,
        name: s.player ?? `Bot ${i + 1}`,
        bot: s.player === null,
      })),
    });
    const results: SeatResult[] = seats.map((s) => (s.place === 1 ? "win" : "loss"));
    for (let n = 0; n <= (opts.again ?? 0); n++)
      await store.finishMatch({
        matchId: id,
        outcome: { results, summary: "over" },
        results,
        finishedAt: at,
        status: "finished",
        rated,
        places: seats.map((s) => s.place),
        // A repeated end (a resumed match ending again) marks nobody as gone.
        left: seats.map((s) => n === 0 && s.left === true),
      });
    return id;
  }

  const ratingOf = async (player: string) =>
    (
      await q<{ mu: number; sigma: number; rated_matches: number; wins: number; losses: number; draws: number }>(
        "SELECT mu, sigma, rated_matches, wins, losses, draws FROM ratings WHERE player_id = $1 AND game = 'xorlosch'",
        [player],
      )
    )[0];
  const changesOf = (match: string) =>
    q<{ player_id: string; rank: number; result: string; weight: number }>(
      "SELECT player_id, rank, result, weight FROM rating_changes WHERE match_id = $1 ORDER BY rank, player_id",
      [match],
    );

  it("rates a rated match's people once, as OpenSkill rates their places, whatever ends it again", async () => {
    const [a, b, c] = [uid("a"), uid("b"), uid("c")];
    const match = await played(
      [
        { player: a, place: 2 },
        { player: b, place: 1 },
        { player: c, place: 2 },
      ],
      new Date("2026-03-02T10:00:00Z"),
      { again: 2 },
    );
    const expected = rateTable([newSkill(), newSkill(), newSkill()], [2, 1, 2], [1, 1, 1]);
    expect(await ratingOf(a)).toMatchObject({ ...expected[0], rated_matches: 1, wins: 0, losses: 1 });
    expect(await ratingOf(b)).toMatchObject({ ...expected[1], rated_matches: 1, wins: 1, losses: 0 });
    expect(await changesOf(match)).toEqual([
      { player_id: b, rank: 1, result: "win", weight: 1 },
      ...[a, c].sort().map((p) => ({ player_id: p, rank: 2, result: "loss", weight: 1 })),
    ]);
  });

  it("leaves an unrated match's people unrated", async () => {
    const [a, b] = [uid("a"), uid("b")];
    await played(
      [
        { player: a, place: 1 },
        { player: b, place: 2 },
      ],
      new Date("2026-03-02T11:00:00Z"),
      { rated: false },
    );
    expect(await ratingOf(a)).toBeUndefined();
    expect(await ratingOf(b)).toBeUndefined();
  });

  it("counts a seat left for good as last, and a bot's seat for no one", async () => {
    const [gone, stayer, third] = [uid("gone"), uid("stay"), uid("third")];
    // The one who left had a bot stand in that placed first: the bot's result counts for no one.
    const match = await played(
      [
        { player: gone, place: 1, left: true },
        { player: stayer, place: 3 },
        { player: null, place: 2 },
        { player: third, place: 4 },
      ],
      new Date("2026-03-02T12:00:00Z"),
      { again: 1 },
    );
    const changes = await changesOf(match);
    expect(changes.map((ch) => [ch.player_id, ch.result])).toEqual([
      [stayer, "win"],
      [third, "loss"],
      [gone, "loss"],
    ]);
    expect(changes[2].rank).toBeGreaterThan(changes[1].rank);
    const seats = await q<{ place: number; left_for_good: boolean }>(
      "SELECT place, left_for_good FROM match_players WHERE match_id = $1 ORDER BY seat",
      [match],
    );
    // The repeated end (nobody marked as gone) did not change what the rating read.
    expect(seats[0]).toEqual({ place: 1, left_for_good: true });
  });

  it("anti-farming: the same two people count fully three times a UTC day, then half, a quarter, an eighth", async () => {
    const [a, b] = [uid("farm-a"), uid("farm-b")];
    const matches: string[] = [];
    for (let i = 0; i < 6; i++)
      matches.push(
        await played(
          [
            { player: a, place: 1 },
            { player: b, place: 2 },
          ],
          new Date(Date.UTC(2026, 2, 3, 8, i * 10)),
        ),
      );
    const weights = [];
    for (const m of matches) weights.push((await changesOf(m))[0].weight);
    expect(weights).toEqual([1, 1, 1, 0.5, 0.25, 0.125]);
    expect(weights).toEqual([0, 1, 2, 3, 4, 5].map(farmWeight));
    // Only full-weight matches count towards leaving the provisional mark.
    expect((await ratingOf(a)).rated_matches).toBe(3);
    // The next UTC day counts fully again.
    const next = await played(
      [
        { player: a, place: 2 },
        { player: b, place: 1 },
      ],
      new Date(Date.UTC(2026, 2, 4, 0, 1)),
    );
    expect((await changesOf(next))[0].weight).toBe(1);
    // Six farmed wins move the winner less than six honest ones would.
    let honest = newSkill();
    let loser = newSkill();
    for (let i = 0; i < 6; i++) [honest, loser] = rateTable([honest, loser], [1, 2], [1, 1]);
    const farmed = await q<{ mu_after: number }>(
      "SELECT mu_after FROM rating_changes WHERE match_id = $1 AND player_id = $2",
      [matches[5], a],
    );
    expect(farmed[0].mu_after).toBeLessThan(honest.mu);
  });

  it("marks a rating provisional until enough full-weight matches", () => {
    expect(PROVISIONAL_MATCHES).toBe(10);
    expect(displayRating(newSkill())).toBe(1000);
  });

  it("npm run ratings:rebuild's rebuild recomputes exactly the ratings kept along the way", async () => {
    const people = [uid("r1"), uid("r2"), uid("r3"), uid("r4")];
    for (let i = 0; i < 8; i++) {
      const order = [0, 1, 2, 3].map((k) => (k + i) % 4);
      await played(
        order.slice(0, 2 + (i % 3)).map((k, place) => ({
          player: people[k],
          place: place === 1 && i % 4 === 0 ? 1 : place + 1,
          left: i === 5 && place === 0,
        })),
        new Date(Date.UTC(2026, 2, 5, 9, i)),
        { again: i % 2 },
      );
    }
    const snapshot = () =>
      q(
        `SELECT r.player_id, r.mu, r.sigma, r.conservative, r.rated_matches, r.wins, r.losses, r.draws, r.last_played_at,
                (SELECT json_agg(json_build_object('m', c.match_id, 'w', c.weight, 'mu', c.mu_after, 's', c.sigma_after,
                                                   'rank', c.rank) ORDER BY c.seq)
                   FROM rating_changes c WHERE c.player_id = r.player_id) AS changes
         FROM ratings r WHERE r.player_id = ANY($1) ORDER BY r.player_id`,
        [people],
      );
    const kept = await snapshot();
    expect(kept).toHaveLength(4);
    const done = await store.rebuildRatings();
    expect(done.matches).toBeGreaterThanOrEqual(8);
    expect(await snapshot()).toEqual(kept);
  });
});
