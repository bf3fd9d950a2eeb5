/** bench:memory's result as the Markdown table in the README's benchmark section: items down, configurations across. */

export interface ConfigMemory {
  game: string;
  seats: number;
  matches: { first: number; second: number };
  clientsPerMatch: number;
  movesPerMatch: number;
  readings: ({ matches: number } & Record<string, unknown>)[];
  /** The difference between the two snapshots (and process readings) per match added. */
  perAddedMatchKb: {
    rss: number;
    heapUsed: number;
    heapCommitted: number;
    newSpace: number;
    snapshot: number;
    external: number;
    arrayBuffers: number;
    heldByMatches: number;
  };
  youngBytes: { idle: number; moving: number };
  movingReadings: ({ matches: number } & Record<string, unknown>)[];
  perAddedMovingMatchKb: { rss: number; heapUsed: number; newSpace: number; arrayBuffers: number };
  movingPaceMs: number;
  items: { item: string; kb: number; bufferKb: number; parts: { part: string; kb: number }[] }[];
  heldByMatchesKb: number;
  grownElsewhere: { what: string; kb: number }[];
  grownElsewhereKb: number;
}

const kb = (x: number) => x.toFixed(1);

export function memoryTable(configs: readonly ConfigMemory[]): string {
  const head = ["KB per live match", ...configs.map((c) => `${c.game} (${c.seats} seat${c.seats > 1 ? "s" : ""})`)];
  const rows: string[][] = [];
  configs[0]?.items.forEach((it, k) => {
    rows.push([
      it.item,
      ...configs.map((c) => {
        const x = c.items[k];
        return x.bufferKb >= 0.1 ? `${kb(x.kb)} (${kb(x.bufferKb)} buffers)` : kb(x.kb);
      }),
    ]);
  });
  rows.push(["**held by the matches alone**", ...configs.map((c) => `**${kb(c.heldByMatchesKb)}**`)]);
  rows.push(["grown elsewhere (held from outside the match too)", ...configs.map((c) => kb(c.grownElsewhereKb))]);
  rows.push(["JS heap per added match (snapshot difference)", ...configs.map((c) => kb(c.perAddedMatchKb.snapshot))]);
  rows.push([
    "JS heap used per added match (after a full collection)",
    ...configs.map((c) => kb(c.perAddedMatchKb.heapUsed)),
  ]);
  rows.push([
    "V8 heap committed per added match (of it, young generation)",
    ...configs.map((c) => `${kb(c.perAddedMatchKb.heapCommitted)} (${kb(c.perAddedMatchKb.newSpace)})`),
  ]);
  rows.push(["ArrayBuffers per added match", ...configs.map((c) => kb(c.perAddedMatchKb.arrayBuffers))]);
  rows.push(["**RSS per added match, matches idle**", ...configs.map((c) => `**${kb(c.perAddedMatchKb.rss)}**`)]);
  rows.push([
    "JS heap used per added match, matches moving (after a full collection)",
    ...configs.map((c) => kb(c.perAddedMovingMatchKb.heapUsed)),
  ]);
  rows.push([
    "ArrayBuffers per added match, matches moving",
    ...configs.map((c) => kb(c.perAddedMovingMatchKb.arrayBuffers)),
  ]);
  rows.push([
    "**RSS per added match, matches moving** (young generation's growth in brackets)",
    ...configs.map((c) => `**${kb(c.perAddedMovingMatchKb.rss)}** (${kb(c.perAddedMovingMatchKb.newSpace)})`),
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n") + "\n";
}
