/**
 * `#/how-to-play/<game>`: the game's short guide in the rulebook's sections, each with links to the rulings that
 * settle its questions, and a link to all the rulings (./rulings-page.ts).
 */
import { h, type ComponentChild } from "preact";
import { pageInto } from "../ui/dom";
import { setDebug } from "../ui/debug";
import type { Guide, GuideSection } from "./guide";
import { allGuides, guideFor } from "./guides";
import { howToPlayHash, rulingsHash } from "./links";

function paragraphs(text: string[]): ComponentChild[] {
  const out: ComponentChild[] = [];
  let list: ComponentChild[] | null = null;
  for (const t of text) {
    if (t.startsWith("• ")) {
      if (!list) out.push(h("ul", {}, (list = [])));
      list.push(h("li", {}, t.slice(2)));
    } else {
      list = null;
      out.push(h("p", {}, t));
    }
  }
  return out;
}

function rulingLinks(game: string, ids: readonly string[] | undefined): ComponentChild {
  if (!ids?.length) return null;
  const links = ids.flatMap((id, i) => [i ? ", " : "", h("a", { href: rulingsHash(game, id) }, id)]);
  return h("p", { class: "muted guide-rulings" }, ids.length === 1 ? "Ruling: " : "Rulings: ", ...links);
}

function section(game: string, s: GuideSection, depth: 2 | 3): ComponentChild {
  return h(
    "section",
    { class: "guide-section" },
    h(depth === 2 ? "h2" : "h3", {}, s.heading),
    ...paragraphs(s.text),
    rulingLinks(game, s.rulings),
    ...(s.sections ?? []).map((sub) => section(game, sub, 3)),
  );
}

function guideView(g: Guide): ComponentChild {
  return h(
    "article",
    { class: "panel how-to-play", "data-testid": "how-to-play" },
    h("h1", {}, `How to play ${g.title}`),
    h("p", {}, g.summary),
    h(
      "p",
      {},
      "In our own words, in the sections of the rulebook. Where the rulebook leaves a question open, the table " +
        "plays by our rulings: ",
      h("a", { href: rulingsHash(g.game), "data-testid": "rulings-link" }, `all the rulings for ${g.title}`),
      ".",
    ),
    ...g.sections.map((s) => section(g.game, s, 2)),
    h("p", {}, h("a", { href: "#/" }, "Back to the lobby")),
  );
}

export function howToPlayPage(outlet: HTMLElement, game: string): () => void {
  setDebug({ page: "how-to-play" });
  const g = guideFor(game);
  if (g) pageInto(outlet, guideView(g));
  else
    pageInto(
      outlet,
      h(
        "section",
        { class: "panel how-to-play", "data-testid": "how-to-play" },
        h("p", { class: "status error" }, `There is no guide for a game called "${game}". The guides:`),
        h("ul", {}, ...allGuides().map((x) => h("li", {}, h("a", { href: howToPlayHash(x.game) }, x.title)))),
      ),
    );
  window.scrollTo(0, 0);
  return () => {};
}
