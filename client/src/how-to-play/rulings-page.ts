/**
 * `#/rulings/<game>[/<ruling id>]`: the game's rulings as written in the repository (docs/rulings/<game>.md, bundled:
 * ./rulings.ts), opened at one ruling when the address names it.
 */
import { h } from "preact";
import { errorText, pageInto, renderInto } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { guideFor } from "./guides";
import { howToPlayHash } from "./links";
import { markdown, rulingAnchor } from "./markdown";
import { loadRulings } from "./rulings";

export function rulingsPage(outlet: HTMLElement, game: string, ruling?: string): () => void {
  let disposed = false;
  setDebug({ page: "rulings" });
  const title = guideFor(game)?.title ?? game;
  const status = (message: string, kind: "info" | "error") =>
    h(
      "section",
      { class: "panel rulings" },
      h("p", { class: `status ${kind}`, "data-testid": "rulings-status" }, message),
    );
  const host = pageInto(outlet, status("Loading the rulings…", "info"));
  loadRulings(game)
    .then((text) => {
      if (disposed) return;
      if (text === null) return renderInto(host, status(`There are no rulings for a game called "${game}".`, "error"));
      renderInto(
        host,
        h(
          "article",
          { class: "panel rulings", "data-testid": "rulings" },
          h("p", {}, h("a", { href: howToPlayHash(game) }, `How to play ${title}`)),
          ...markdown(text),
          h("p", {}, h("a", { href: howToPlayHash(game) }, `Back to how to play ${title}`)),
        ),
      );
      const target = ruling ? document.getElementById(rulingAnchor(ruling)) : null;
      if (target) {
        target.classList.add("ruling-linked");
        target.scrollIntoView({ block: "start" });
      } else window.scrollTo(0, 0);
      setDebug({ page: "rulings", status: "loaded" });
    })
    .catch(
      (err) => !disposed && renderInto(host, status(`The rulings could not be loaded: ${errorText(err)}`, "error")),
    );
  return () => {
    disposed = true;
  };
}
