/**
 * The project's Markdown (the README, docs/ and the games' own READMEs) links only to files that exist, and to
 * headings that exist in them: the README keeps the short version and links the rest, so a link left behind by a
 * moved section would strand a reader.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every Markdown file of the project that people read, relative to the root. */
function markdownFiles(): string[] {
  const inDocs = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? inDocs(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : [],
    );
  const games = readdirSync(path.join(ROOT, "shared/src"))
    .map((g) => path.join("shared/src", g, "README.md"))
    .filter((f) => existsSync(path.join(ROOT, f)));
  return ["README.md", ...inDocs("docs"), ...games];
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings (outside code blocks); a repeated heading gets -1, -2... */
function anchorsIn(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) inCode = !inCode;
    const m = !inCode && /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = anchorOf(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** The relative links of a Markdown text (no scheme, no bare anchor), outside code blocks. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:|^#/.test(l));
}

describe("the project's Markdown links", () => {
  it("makes anchors as GitHub does", () => {
    expect(anchorOf("Memory per live match: how it is measured, and what a match holds")).toBe(
      "memory-per-live-match-how-it-is-measured-and-what-a-match-holds",
    );
    expect(anchorOf("Balance (both bots, classes rotating, N = 2000 per mode, seed `sim`)")).toBe(
      "balance-both-bots-classes-rotating-n--2000-per-mode-seed-sim",
    );
  });

  it("finds links and headings outside code blocks only", () => {
    const text = "# Top\n```sh\n# not a heading [x](gone.md)\n```\nSee [a](b.md#top) and [web](https://x.org).\n";
    expect(relativeLinks(text)).toEqual(["b.md#top"]);
    expect([...anchorsIn(text)]).toEqual(["top"]);
  });

  for (const file of markdownFiles()) {
    it(`${file}: every relative link reaches a file, and a heading in it where it names one`, () => {
      const broken: string[] = [];
      for (const link of relativeLinks(readFileSync(path.join(ROOT, file), "utf8"))) {
        const [target, anchor] = link.split("#");
        const resolved = path.resolve(path.dirname(path.join(ROOT, file)), decodeURI(target));
        if (!existsSync(resolved)) broken.push(`${link}: no such file`);
        else if (anchor && resolved.endsWith(".md") && !anchorsIn(readFileSync(resolved, "utf8")).has(anchor))
          broken.push(`${link}: no such heading`);
      }
      expect(broken).toEqual([]);
    });
  }
});
