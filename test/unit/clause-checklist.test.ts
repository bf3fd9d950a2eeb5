/**
 * The checklist of every game: each numbered clause of the team's `shared/rules/clauses/<game>.md` (beside the repo)
 * is cited in the name of a test of that game's test folder, or, for a clause with no meaning online, has its
 * one-line ruling in the rulings file's list (`- **ID**: ...`); and every open question (`<PREFIX>-Q-n`) has a ruling
 * in `docs/rulings/<game>.md` and a test that cites it. Test names cite IDs one by one, as ranges
 * ("<PREFIX>-<AREA>-2..5") or as lists ("<PREFIX>-<AREA>-2/3"). On failure the message lists what is missing.
 *
 * The games checked are the registry's (shared/src/games.ts): a registered game without its test folder
 * (`test/<game>/`) or its rulings (`docs/rulings/<game>.md`) fails here, and, with the team's folder beside the repo,
 * one without its clause list (`<game>.md`) too. The clause lists are the team's reference, not part of the project:
 * without the folder the clause checks are not defined, and the run's last line says so (test/setup/services.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { games } from "@tabletop/shared";
import { optionalFolder, REPO_ROOT } from "../setup/services.js";

const CLAUSES = optionalFolder("../shared/rules/clauses");

/** Each registered game: its clause list, its tests and its rulings. */
const GAMES = Object.keys(games).map((game) => ({
  game,
  list: `${game}.md`,
  tests: `test/${game}`,
  rulings: `docs/rulings/${game}.md`,
}));

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith(".test.ts") ? [p] : [];
  });
}

/** Every clause ID a text cites, with "X-Y-2..5" and "X-Y-2/3/4" expanded. */
export function cited(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z]+)-([A-Z]+)-(\d+)((?:\.\.\d+|\/\d+)*)/g)) {
    const [, prefix, group, first, rest] = m;
    let last = Number(first);
    out.add(`${prefix}-${group}-${last}`);
    for (const part of rest.match(/(\.\.|\/)\d+/g) ?? []) {
      const n = Number(part.replace(/\D/g, ""));
      if (part.startsWith("..")) for (let i = last + 1; i <= n; i++) out.add(`${prefix}-${group}-${i}`);
      else out.add(`${prefix}-${group}-${n}`);
      last = n;
    }
  }
  return out;
}

/** The IDs cited in test names only (the string after `test(` or `test.each(...)(`). */
function citedInTestNames(source: string): Set<string> {
  const names = [...source.matchAll(/\btest(?:\.each\([^)]*\))?\(\s*(["'`])((?:(?!\1).)*)\1/gs)].map((m) => m[2]);
  return cited(names.join("\n"));
}

test("the range and list forms are expanded", () => {
  expect([...cited("LITE-HERO-5..7 / LITE-DICE-1/3, XOR-MOVE-2")]).toEqual([
    "LITE-HERO-5",
    "LITE-HERO-6",
    "LITE-HERO-7",
    "LITE-DICE-1",
    "LITE-DICE-3",
    "XOR-MOVE-2",
  ]);
});

test.each(GAMES)("the registered game $game has a test folder and a rulings file", ({ tests, rulings }) => {
  const dir = path.join(REPO_ROOT, tests);
  expect([tests, existsSync(dir) && testFiles(dir).length > 0]).toEqual([tests, true]);
  expect([rulings, existsSync(path.join(REPO_ROOT, rulings))]).toEqual([rulings, true]);
});

if (CLAUSES) {
  test.each(GAMES)("the registered game $game has a clause list", ({ list }) => {
    expect([list, existsSync(path.join(CLAUSES, list))]).toEqual([list, true]);
  });

  describe.each(GAMES.filter((g) => existsSync(path.join(CLAUSES, g.list))))("$list", ({ list, tests, rulings }) => {
    const ids = [...readFileSync(path.join(CLAUSES, list), "utf8").matchAll(/^- \*\*([A-Z]+-[A-Z]+-\d+)\*\*/gm)].map(
      (m) => m[1],
    );
    // The game's ID prefix (LITE, XOR, FLEE), as its clause list spells it.
    const prefix = ids[0]?.split("-")[0] ?? "";
    const ruling = readFileSync(path.join(REPO_ROOT, rulings), "utf8");
    const inTests = new Set<string>();
    for (const f of testFiles(path.join(REPO_ROOT, tests)))
      for (const id of citedInTestNames(readFileSync(f, "utf8"))) inTests.add(id);
    const isQuestion = (id: string) => id.startsWith(`${prefix}-Q-`);

    test(`every ${prefix} clause is cited in a test name, or ruled as having no meaning online`, () => {
      const offline = (id: string) => new RegExp(`^- \\*\\*[^\\n]*\\b${id}\\b`, "m").test(ruling);
      const missing = ids.filter((id) => !isQuestion(id) && !inTests.has(id) && !offline(id));
      expect(ids.filter((id) => !isQuestion(id)).length).toBeGreaterThan(100);
      expect(missing).toEqual([]);
    });

    test(`every ${prefix} open question has a ruling and a test that cites it`, () => {
      const questions = ids.filter(isQuestion);
      expect(questions.length).toBeGreaterThan(30);
      const ruled = (q: string) => new RegExp(`(^#+ ${q}\\b|\\*\\*${q}\\b)`, "m").test(ruling);
      expect(questions.filter((q) => !ruled(q))).toEqual([]);
      expect(questions.filter((q) => !inTests.has(q))).toEqual([]);
    });
  });
}
