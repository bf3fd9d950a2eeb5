/**
 * The rulings file names the tests that pin each ruling: `test name` (file.test.ts). Every file it names exists in
 * test/dungeon-lite/, and every test it names is in one of the files named after it (a name may be cut short with
 * "…": the words before it must begin a test name of that file).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../setup/services.js";

const TESTS = path.join(REPO_ROOT, "test/dungeon-lite");
const RULINGS = readFileSync(path.join(REPO_ROOT, "docs/rulings/dungeon-lite.md"), "utf8");

interface Cited {
  /** The names quoted (each up to its "…"), and the files named after them. */
  names: string[];
  files: string[];
  /** Where in the rulings, for the failure message. */
  at: string;
}

/** Each "(… .test.ts …)" group of the rulings with the `quoted` names since the group before it. */
export function citations(text: string): Cited[] {
  const out: Cited[] = [];
  let from = 0;
  for (const m of text.matchAll(/\(([^()]*?\b[\w/-]+\.test\.ts[^()]*)\)/g)) {
    const before = text.slice(from, m.index);
    from = m.index + m[0].length;
    const names = [...before.matchAll(/`([^`]+)`/g)]
      .map((q) => q[1].split("…")[0].replace(/\s+/g, " ").trim())
      // A test's name, not code such as an action (`{ type: "reactions", mode }`).
      .filter((n) => !n.startsWith("{") && (/\w+.*: /.test(n) || /^LITE-/.test(n)));
    const files = [...m[1].matchAll(/[\w/-]+\.test\.ts/g)].map((f) => f[0]);
    out.push({ names, files, at: text.slice(Math.max(0, m.index - 60), m.index + m[0].length) });
  }
  return out;
}

/** Every test name declared in a file: the first string argument of each `test(`. */
function testNames(file: string): string[] {
  const src = readFileSync(file, "utf8");
  return [...src.matchAll(/\btest(?:\.each\([^)]*\))?\(\s*(["'`])((?:(?!\1).)*)\1/gs)].map((m) => m[2]);
}

describe("Dungeon Lite rulings and their tests", () => {
  const cited = citations(RULINGS);

  test("the rulings cite tests in named files (the parser reads them)", () => {
    expect(cited.length).toBeGreaterThan(60);
    expect(cited.flatMap((c) => c.names).length).toBeGreaterThan(100);
  });

  test("every test file a ruling names exists", () => {
    const missing = cited.flatMap((c) =>
      c.files.filter((f) => !existsSync(path.join(TESTS, f))).map((f) => `${f} (${c.at})`),
    );
    expect(missing).toEqual([]);
  });

  test("every test a ruling names is in one of the files named after it", () => {
    const missing: string[] = [];
    for (const c of cited) {
      const names = c.files
        .filter((f) => existsSync(path.join(TESTS, f)))
        .flatMap((f) => testNames(path.join(TESTS, f)));
      for (const n of c.names)
        if (!names.some((t) => t.startsWith(n) || t.includes(n))) missing.push(`${n} [${c.files.join(", ")}]`);
    }
    expect(missing).toEqual([]);
  });

  test("the checks can fail: a made-up file and a made-up test are found", () => {
    const fake = citations("`LITE-Q-99: no such test` (nowhere.test.ts) and `LITE-Q-1: nor this one` (end.test.ts)");
    expect(fake.map((c) => c.files)).toEqual([["nowhere.test.ts"], ["end.test.ts"]]);
    expect(existsSync(path.join(TESTS, "nowhere.test.ts"))).toBe(false);
    expect(testNames(path.join(TESTS, "end.test.ts")).some((t) => t.includes("LITE-Q-1: nor this one"))).toBe(false);
  });
});
