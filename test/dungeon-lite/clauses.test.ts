/**
 * The checklist: every clause of ../shared/rules/clauses/dungeon-lite.md is cited by a test of test/dungeon-lite
 * (IDs in test names, ranges "LITE-X-2..5" and lists "LITE-X-2/3" counted), and every open question LITE-Q-n has a
 * ruling section in docs/rulings/dungeon-lite.md. On failure the message lists what is missing.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = process.cwd();
const CLAUSES = join(ROOT, "..", "shared", "rules", "clauses", "dungeon-lite.md");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".test.ts") ? [p] : [];
  });
}

/** Every clause ID a text cites, with "LITE-X-2..5" and "LITE-X-2/3/4" expanded. */
export function cited(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/LITE-([A-Z]+)-(\d+)((?:\.\.\d+|\/\d+)*)/g)) {
    const [, group, first, rest] = m;
    let last = Number(first);
    out.add(`LITE-${group}-${last}`);
    for (const part of rest.match(/(\.\.|\/)\d+/g) ?? []) {
      const n = Number(part.replace(/\D/g, ""));
      if (part.startsWith("..")) for (let i = last + 1; i <= n; i++) out.add(`LITE-${group}-${i}`);
      else out.add(`LITE-${group}-${n}`);
      last = n;
    }
  }
  return out;
}

/** The IDs cited in test names only (the string after test( ). */
function citedInTestNames(source: string): Set<string> {
  const names = [...source.matchAll(/\btest\(\s*(["'`])((?:(?!\1).)*)\1/g)].map((m) => m[2]).join("\n");
  return cited(names);
}

describe("Dungeon Lite clause checklist", () => {
  const clauses = [...readFileSync(CLAUSES, "utf8").matchAll(/^- \*\*(LITE-[A-Z]+-\d+)\*\*/gm)].map((m) => m[1]);

  test("the range and list forms are expanded", () => {
    expect([...cited("LITE-HERO-5..7 / LITE-DICE-1/3")]).toEqual([
      "LITE-HERO-5",
      "LITE-HERO-6",
      "LITE-HERO-7",
      "LITE-DICE-1",
      "LITE-DICE-3",
    ]);
  });

  test("every numbered clause is cited in the name of a test", () => {
    const inTests = new Set<string>();
    for (const f of files(join(ROOT, "test", "dungeon-lite")))
      for (const id of citedInTestNames(readFileSync(f, "utf8"))) inTests.add(id);
    const missing = clauses.filter((id) => !id.startsWith("LITE-Q-") && !inTests.has(id));
    expect(clauses.length).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  test("every open question has a ruling, and every ruling's question is tested", () => {
    const rulings = readFileSync(join(ROOT, "docs", "rulings", "dungeon-lite.md"), "utf8");
    const questions = clauses.filter((id) => id.startsWith("LITE-Q-"));
    expect(questions).toHaveLength(48);
    expect(questions.filter((q) => !rulings.includes(`## ${q}:`))).toEqual([]);
    const inTests = new Set<string>();
    for (const f of files(join(ROOT, "test", "dungeon-lite")))
      for (const id of citedInTestNames(readFileSync(f, "utf8"))) inTests.add(id);
    expect(questions.filter((q) => !inTests.has(q))).toEqual([]);
  });
});
