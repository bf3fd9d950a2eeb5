/** Counts in words: one helper for the server's texts and the page's (shared/src/words.ts). */
export { count, ordinal, plural } from "../../../shared/src/words";
