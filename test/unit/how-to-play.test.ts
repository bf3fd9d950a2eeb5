/**
 * The "how to play" guides (client/src/how-to-play/): one for each registered game (shared/src/games.ts); each follows its rulebook's structure, sections and
 * sub-sections in the rulebook's order and with its names; links only rulings that docs/rulings/<game>.md defines;
 * and links every open question's ruling (<GAME>-Q-n) from some section. The expected structure
 * (../helpers/rulebook-sections.ts) is checked against the rulebooks' own tables of contents when the team's
 * rulebooks are beside the repo.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { games } from "@tabletop/shared";
import type { GuideSection } from "../../client/src/how-to-play/guide.js";
import { allGuides } from "../../client/src/how-to-play/guides.js";
import { RULEBOOK_FILES, RULEBOOK_SECTIONS, rulingIds, type RulebookSection } from "../helpers/rulebook-sections.js";
import { optionalFolder } from "../setup/services.js";

const RULES = optionalFolder("../shared/rules");

/** A section tree as "Heading" and "Heading / Sub-heading" lines, in order. */
function outline(sections: readonly (RulebookSection | GuideSection)[], parent = ""): string[] {
  return sections.flatMap((s) => {
    const name = parent ? `${parent} / ${s.heading}` : s.heading;
    return [name, ...outline(s.sections ?? [], s.heading)];
  });
}

/** Every ruling id a guide section (or its sub-sections) links, with the section that links it. */
function links(sections: readonly GuideSection[]): { id: string; section: string }[] {
  return sections.flatMap((s) => [
    ...(s.rulings ?? []).map((id) => ({ id, section: s.heading })),
    ...links(s.sections ?? []),
  ]);
}

/** The sections (as in `outline`) with no text of their own. */
function silent(sections: readonly GuideSection[], parent = ""): string[] {
  return sections.flatMap((s) => [
    ...(s.text.some((t) => t.trim().length > 0) ? [] : [parent ? `${parent} / ${s.heading}` : s.heading]),
    ...silent(s.sections ?? [], s.heading),
  ]);
}

/** A rulebook's table of contents: its "• " lines after the title, two spaces of indent for a sub-section. */
function tableOfContents(text: string): string[] {
  const start = text.indexOf("• ");
  const lines = text.slice(start, text.indexOf("\n\n", start)).split("\n");
  let parent = "";
  return lines.map((line) => {
    const heading = line.replace(/^\s*• /, "").trim();
    if (!line.startsWith(" ")) return (parent = heading);
    return `${parent} / ${heading}`;
  });
}

const GUIDES = allGuides();

test("there is one guide for each registered game, and its rulebook's sections are listed", () => {
  expect(GUIDES.map((g) => g.game).sort()).toEqual(Object.keys(games).sort());
  expect(Object.keys(RULEBOOK_SECTIONS).sort()).toEqual(Object.keys(games).sort());
});

describe.each(GUIDES.map((g) => [g.game, g] as const))("the %s guide", (game, guide) => {
  const defined = rulingIds(game);

  test("has the rulebook's sections and sub-sections, in its order and with its names", () => {
    expect(outline(guide.sections)).toEqual(outline(RULEBOOK_SECTIONS[game]));
  });

  test("links only rulings that the game's rulings file defines", () => {
    expect(defined.length).toBeGreaterThan(30);
    expect(links(guide.sections).filter((l) => !defined.includes(l.id))).toEqual([]);
  });

  test("links every open question's ruling from some section", () => {
    const linked = new Set(links(guide.sections).map((l) => l.id));
    expect(defined.filter((id) => !linked.has(id))).toEqual([]);
  });

  test("says something in every section", () => {
    expect(silent(guide.sections)).toEqual([]);
  });
});

if (RULES) {
  test.each(Object.entries(RULEBOOK_FILES))(
    "the sections listed for %s are the rulebook's table of contents",
    (game, file) => {
      const text = readFileSync(path.join(RULES, file), "utf8");
      expect(outline(RULEBOOK_SECTIONS[game])).toEqual(tableOfContents(text));
    },
  );
}
