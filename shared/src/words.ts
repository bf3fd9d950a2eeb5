/**
 * Counts in words, the one place a plural is made (the server's texts and the client's): "1 seat", "2 seats", "1 die", "3 dice". Every text that
 * shows a count says it with `count` (or `plural` for the word alone), so none reads "1 seats".
 */

/** The word for `n` things: `one` for exactly one, else `many` (the English "-s" plural unless given). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** The number and its word: "1 seat", "0 seats", "2 dice". */
export function count(n: number, one: string, many?: string): string {
  return `${n} ${plural(n, one, many)}`;
}

/** An ordinal as people write it: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** A list as people write it: "Ada", "Ada and Ben", "Ada, Ben and Cleo" ("" for none). */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * A text as one sentence: its first letter a capital and one full stop (or its own ? or !) at the end, with no
 * bracket or stop doubled ("the seat is open in another tab" → "The seat is open in another tab.").
 */
export function sentence(text: string): string {
  const t = text.trim().replace(/[\s.]+$/, "");
  if (t === "") return "";
  const s = t.charAt(0).toUpperCase() + t.slice(1);
  return /[?!]$/.test(s) ? s : `${s}.`;
}
