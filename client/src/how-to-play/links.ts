/** Where the guides and rulings live, and the "How to play" link the lobby and the table show. */
import { h } from "../ui/dom";

export const howToPlayHash = (game: string): string => `#/how-to-play/${encodeURIComponent(game)}`;

/** `#/rulings/<game>`, or at one ruling (`#/rulings/<game>/<id>`). */
export const rulingsHash = (game: string, id?: string): string =>
  `#/rulings/${encodeURIComponent(game)}${id ? `/${encodeURIComponent(id)}` : ""}`;

/**
 * "How to play" for a game. From a table it opens in a new tab (`newTab`), so the table and its seat stay; the
 * link follows the game given later with `show`.
 */
export function howToPlayLink(game: string, newTab = false): HTMLAnchorElement & { show(game: string): void } {
  const a = h(
    "a",
    { href: howToPlayHash(game), testid: "how-to-play-link", class: "how-to-play-link" },
    "How to play",
  ) as HTMLAnchorElement & { show(game: string): void };
  if (newTab) {
    a.target = "_blank";
    a.rel = "noopener";
  }
  a.show = (g: string) => (a.href = howToPlayHash(g));
  return a;
}
