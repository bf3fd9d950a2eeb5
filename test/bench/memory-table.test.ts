/** bench:memory's README table: items down, the configurations across, buffers and totals marked. */
import { memoryTable, type ConfigMemory } from "@tabletop/server/bench/memoryTable.js";

const config = (game: string, seats: number, engine: number): ConfigMemory => ({
  game,
  seats,
  matches: { first: 100, second: 200 },
  clientsPerMatch: seats,
  movesPerMatch: 30,
  readings: [],
  perAddedMatchKb: {
    rss: 250,
    heapUsed: 60,
    heapCommitted: 200,
    newSpace: 150,
    snapshot: 112,
    external: 45,
    arrayBuffers: 48,
    heldByMatches: 110,
  },
  youngBytes: { idle: 2 ** 27, moving: 2 ** 27 },
  movingReadings: [],
  perAddedMovingMatchKb: { rss: 90, heapUsed: 70, newSpace: 0, arrayBuffers: 1.5 },
  movingPaceMs: 1000,
  items: [
    { item: "engine state", kb: engine, bufferKb: 0, parts: [] },
    { item: "encoder", kb: 69.54, bufferKb: 48.4, parts: [] },
  ],
  heldByMatchesKb: 110,
  grownElsewhere: [],
  grownElsewhereKb: 2,
});

test("one column per configuration, one row per item, then the totals and the process's readings", () => {
  const lines = memoryTable([config("xorlosch", 2, 2.7), config("dungeon-flee", 1, 2.4)])
    .trimEnd()
    .split("\n");
  expect(lines[0]).toBe("| KB per live match | xorlosch (2 seats) | dungeon-flee (1 seat) |");
  expect(lines[1]).toBe("| --- | --- | --- |");
  expect(lines[2]).toBe("| engine state | 2.7 | 2.4 |");
  expect(lines[3]).toBe("| encoder | 69.5 (48.4 buffers) | 69.5 (48.4 buffers) |");
  expect(lines[4]).toBe("| **held by the matches alone** | **110.0** | **110.0** |");
  expect(lines).toContain("| **RSS per added match, matches idle** | **250.0** | **250.0** |");
  expect(lines).toContain("| JS heap used per added match, matches moving (after a full collection) | 70.0 | 70.0 |");
  expect(lines).toContain("| ArrayBuffers per added match, matches moving | 1.5 | 1.5 |");
  expect(lines).toContain(
    "| **RSS per added match, matches moving** (young generation's growth in brackets) | **90.0** (0.0) | **90.0** (0.0) |",
  );
  for (const l of lines) expect(l.split("|")).toHaveLength(5);
});
