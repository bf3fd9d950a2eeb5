/** Counts in words: one helper for the server's texts and the page's (shared/src/words.ts). */
export { count, list, ordinal, plural, sentence } from "@tabletop/shared/words";

/** A time in whole seconds as a clock shows it: "4:07" (one format for every clock on the page). */
export const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
