/**
 * The benchmark divides the server's CPU by the moves the server counted (server/src/bench/moveCounts.ts): the
 * metrics' accepted actions by who made them, and the refusals. Read from a real metrics registry.
 */
import { createMetrics } from "@tabletop/server/metrics.js";
import { countsSince, moveCounts } from "@tabletop/server/bench/moveCounts.js";

test("the server's counts: accepted actions by player, bot and rules across games, and every refusal", async () => {
  const metrics = createMetrics();
  const before = await moveCounts(metrics);
  expect(before).toEqual({ player: 0, bot: 0, rules: 0, rejected: 0 });
  metrics.moves.inc({ game: "xorlosch", by: "player" }, 3);
  metrics.moves.inc({ game: "dungeon-lite", by: "player" }, 2);
  metrics.moves.inc({ game: "dungeon-lite", by: "rules" }, 4);
  metrics.moves.inc({ game: "dungeon-lite", by: "bot" });
  metrics.rejections.inc({ code: "NOT_YOUR_TURN" }, 2);
  metrics.rejections.inc({ code: "RATE_LIMITED" });
  const after = await moveCounts(metrics);
  expect(after).toEqual({ player: 5, bot: 1, rules: 4, rejected: 3 });
  metrics.moves.inc({ game: "xorlosch", by: "player" });
  expect(countsSince(after, await moveCounts(metrics))).toEqual({ player: 1, bot: 0, rules: 0, rejected: 0 });
});
