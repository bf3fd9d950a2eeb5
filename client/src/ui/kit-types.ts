/**
 * The types of the renderers' kit that the page's own modules read too: a clickable canvas item, an option field of
 * the new-table form, a line of the match log. Here, under ui/, so the pages
 * (lobby, debug hook, seat names) import them without importing a game module; client/src/games/types.ts gives them
 * to the games. Imports nothing.
 */

export type OptionField =
  | { kind: "select"; key: string; label: string; choices: { value: string | number; label: string }[] }
  | { kind: "checkbox"; key: string; label: string }
  | { kind: "number"; key: string; label: string; min: number; max: number; step?: number };

/** A clickable canvas item, in canvas CSS pixels, exposed for tests through `window.__tabletop`. */
export interface ClickTarget {
  /** A stable, human-readable id such as "card-7" or "draw". */
  id: string;
  action: unknown;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One entry of the match log in words, as the page received it. */
export interface LogLine {
  kind: string;
  text: string;
  seat?: number;
}
