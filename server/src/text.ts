/**
 * Text people type that others read: guest names and chat lines. One set of rules for both:
 *
 * - NFKC first: compatibility forms become their plain letters (fullwidth "Ｂｏｔ", mathematical "𝐁𝐨𝐭", ligatures);
 * - line breaks and tabs become spaces, other control characters go;
 * - invisible characters go: format characters (zero-width spaces, word joiners, the bidi embeddings, overrides and
 *   isolates that turn text around, the Arabic letter mark), the default-ignorable code points (Hangul fillers,
 *   Mongolian variation selectors, tags), unassigned code points and unpaired surrogates. Kept, because emoji and
 *   some scripts need them: the zero-width joiner and non-joiner between two visible characters, and the emoji and
 *   text presentation selectors after one;
 * - a braille blank is a space, runs of spaces are one space, and the ends are trimmed;
 * - at most MAX_MARKS combining marks stay on one character (no text that climbs over the lines around it).
 *
 * A name must also keep a character one can see, and must not pass for one of the page's own labels (a bot's
 * "Bot 2", "you", the host, an open seat...): compared case-blind and through the Unicode confusables skeleton
 * (UTS #39, the `unhomoglyph` table), so "B0T", "Вот" (Cyrillic) or "ʏᴏᴜ" do not pass either. Brackets are the
 * page's too: it writes "(you)", "(bot)" and a seat's colour after names.
 */
import unhomoglyph from "unhomoglyph";
import { unstorableText } from "./store/storable.js";

export const NAME_MAX_CHARS = 24;
/** Combining marks kept on one character (Vietnamese needs two, some scripts stack three or four). */
export const MAX_MARKS = 4;

export type Read = { ok: true; text: string } | { ok: false; reason: string };

const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
const JOINERS = new Set(["\u200c", "\u200d", "\ufe0e", "\ufe0f"]);
/** A joiner or a presentation selector with nothing visible before it, or a joiner with nothing visible after it. */
const LOOSE_JOINERS = /(^|\s)(?:\u200c|\u200d|\ufe0e|\ufe0f)+|(?:\u200c|\u200d)+(?=\s|$)/g;
const MANY_MARKS = new RegExp(`(\\p{M}{${MAX_MARKS}})\\p{M}+`, "gu");
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** `raw` as plain, visible, one-line text (the rules above); may be empty. */
export function plainText(raw: string): string {
  return raw
    .normalize("NFKC")
    .replace(LINE_BREAKS, " ")
    .replace(INVISIBLE, (c) => (JOINERS.has(c) ? c : ""))
    .replace(/\u2800/g, " ")
    .replace(LOOSE_JOINERS, "$1")
    .replace(/(\u200c|\u200d)(?:\u200c|\u200d)+/g, "$1")
    .replace(MANY_MARKS, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** A guest name, or why not. */
export function readName(raw: unknown): Read {
  if (typeof raw !== "string")
    return { ok: false, reason: `A guest name is text, 1 to ${NAME_MAX_CHARS} characters: {"name": "…"}.` };
  const name = plainText(raw);
  if (!VISIBLE.test(name))
    return {
      ok: false,
      reason: `A guest name is 1 to ${NAME_MAX_CHARS} characters, with at least one letter, digit or sign that can be seen.`,
    };
  if (name.length > NAME_MAX_CHARS)
    return { ok: false, reason: `A guest name is 1 to ${NAME_MAX_CHARS} characters (this one has ${name.length}).` };
  if (/[()[\]{}]/.test(name))
    return { ok: false, reason: 'A guest name has no brackets: the page writes its own labels in them, as "(you)".' };
  const label = labelImitated(name);
  if (label)
    return {
      ok: false,
      reason: `"${name}" could be taken for the page's own label "${label}": choose another name.`,
    };
  if (unstorableText(name) !== null) return { ok: false, reason: "The name has characters that cannot be kept." };
  return { ok: true, text: name };
}

/** A chat line of at most `max` characters, or why not. */
export function readChatLine(raw: unknown, max: number): Read {
  if (typeof raw !== "string") return { ok: false, reason: 'A chat message is {"text": "…"}.' };
  const text = plainText(raw);
  if (!VISIBLE.test(text)) return { ok: false, reason: "Say something: the message is empty." };
  if (text.length > max)
    return { ok: false, reason: `A chat message is at most ${max} characters (this one has ${text.length}).` };
  if (unstorableText(text) !== null) return { ok: false, reason: "The message has characters that cannot be kept." };
  return { ok: true, text };
}

/** The page's words a name alone could pass for; "bot" and "seat" also with a number ("Bot 2", "Seat 3"). */
const LABELS = [
  "you",
  "host",
  "bot",
  "stand-in bot",
  "open seat",
  "waiting for a player",
  "spectator",
  "spectators",
  "server",
  "system",
  "admin",
  "administrator",
  "moderator",
  "rules",
  "seat",
];
const NUMBERED = new Set(["bot", "stand-in bot", "seat"]);

/** The label `name` could be taken for, or null. */
export function labelImitated(name: string): string | null {
  // "Bot 2", "Seat #3", "bot-10": the label with a number after it.
  const withoutNumber = name.replace(/[\s#.\-_]*\p{N}[\p{N}\s#.\-_]*$/u, "");
  const whole = skeletons(name);
  const head = skeletons(withoutNumber);
  for (const label of LABELS) {
    const forms = skeletons(label);
    const same = (a: readonly string[]) => a.some((s) => forms.includes(s));
    if (same(whole) || (NUMBERED.has(label) && withoutNumber !== name && same(head))) return label;
  }
  return null;
}

/**
 * The forms two look-alike strings share: accents, case and everything but letters and digits dropped, then the
 * confusables skeleton, read once from the lower case and once from the upper case (the table maps some look-alikes
 * to a small capital, others to a capital).
 */
function skeletons(s: string): string[] {
  const bare = s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]/gu, "");
  const lower = unhomoglyph(unhomoglyph(bare.toLowerCase()).toLowerCase()).toLowerCase();
  const upper = unhomoglyph(unhomoglyph(bare.toUpperCase()).toUpperCase()).toLowerCase();
  return [lower, upper];
}
