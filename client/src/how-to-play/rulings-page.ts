/**
 * `#/rulings/<game>[/<ruling id>]`: the game's rulings as written in the repository (docs/rulings/<game>.md, bundled:
 * ./rulings.ts), opened at one ruling when the address names it.
 */
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { guideFor } from "./guides";
import { howToPlayHash } from "./links";
import { markdown, rulingAnchor } from "./markdown";
import { loadRulings } from "./rulings";

export function rulingsPage(outlet: HTMLElement, game: string, ruling?: string): () => void {
  let disposed = false;
  setDebug({ page: "rulings" });
  const title = guideFor(game)?.title ?? game;
  const status = h("p", { class: "status info", testid: "rulings-status" }, "Loading the rulings…");
  replaceChildren(outlet, h("section", { class: "panel rulings" }, status));
  loadRulings(game)
    .then((text) => {
      if (disposed) return;
      if (text === null) return setStatus(status, `There are no rulings for a game called "${game}".`);
      replaceChildren(
        outlet,
        h(
          "article",
          { class: "panel rulings", testid: "rulings" },
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
    .catch((err) => !disposed && setStatus(status, `The rulings could not be loaded: ${errorText(err)}`));
  return () => {
    disposed = true;
  };
}
