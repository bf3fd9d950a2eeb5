/** Where the guides and rulings live, and the "How to play" link the lobby and the table show. */
import { h, type ComponentChild } from "preact";

export const howToPlayHash = (game: string): string => `#/how-to-play/${encodeURIComponent(game)}`;

/** `#/rulings/<game>`, or at one ruling (`#/rulings/<game>/<id>`). */
export const rulingsHash = (game: string, id?: string): string =>
  `#/rulings/${encodeURIComponent(game)}${id ? `/${encodeURIComponent(id)}` : ""}`;

/** "How to play" for a game, as the lobby's new-table form shows it (for the game chosen) and the table (newTab). */
export function howToPlayLink(game: string, newTab = false): ComponentChild {
  return h(
    "a",
    {
      key: "how-to-play",
      href: howToPlayHash(game),
      "data-testid": "how-to-play-link",
      class: "how-to-play-link",
      ...(newTab ? { target: "_blank", rel: "noopener" } : {}),
    },
    "How to play",
  );
}

/** "How to play" for a game as the table shows it: in a new tab, so the table and its seat stay. */
export const tableHowToPlay = (game: string): ComponentChild => howToPlayLink(game, true);

/**
 * "why?" after a text that applies the rules (a log line, a refused move): to the ruling it cites, or else to the
 * game's guide, in a new tab. The rule's ID stays behind the link (its title), out of the words a player reads.
 */
export function whyLink(game: string, rules: readonly string[]): ComponentChild {
  if (rules.length === 0) return null;
  const ruling = rules.find((id) => /-Q-\d/.test(id));
  return h(
    "a",
    {
      class: "why",
      "data-testid": "why",
      href: ruling ? rulingsHash(game, ruling) : howToPlayHash(game),
      title: `The rules: ${rules.join(", ")}`,
      target: "_blank",
      rel: "noopener",
    },
    "why?",
  );
}
