/**
 * The rules an engine's text cites, apart from its words. Engines cite the rule a text applies, as the rulebook
 * numbers it ("LITE-HERO-14", "ruling XOR-Q-34", "XOR-END-3..5"), mostly in brackets at the end of a sentence; a
 * player reads the words alone, and the page puts the citations behind a "why?" link to the rulings
 * (client/src/table/event-log.ts). `cited` is that split, for every text a player reads: log lines, refusals, the
 * outcome, the panels' reasons.
 */

/** One citation: a clause or ruling ID with its sub-clauses, ranges and lettered parts. */
const CITATION = "(?:ruling )?[A-Z]{2,}-[A-Z]+-\\d+(?:(?:\\/|\\.\\.|-)\\d+)*(?: \\([a-z]\\)(?: and \\([a-z]\\))?)?";
const WHOLE = new RegExp(`^${CITATION}$`);
const ANYWHERE = new RegExp(`\\s*${CITATION}`, "g");
const ID = /[A-Z]{2,}-[A-Z]+-\d+/g;

export interface Cited {
  /** The words, without the citations (and without the brackets that held only citations). */
  text: string;
  /** The clause and ruling IDs cited, in order, each once ("LITE-HERO-14", "LITE-Q-18"). */
  rules: string[];
}

/** The top-level bracketed groups of a text: [start, end) of each, brackets included. */
function groups(text: string): [number, number][] {
  const out: [number, number][] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") {
      if (depth++ === 0) start = i;
    } else if (text[i] === ")" && depth > 0 && --depth === 0) out.push([start, i + 1]);
  }
  return out;
}

/** A bracketed group's contents without its citations: null when nothing else was in it. */
function uncited(inner: string, found: string[]): string | null {
  const kept = inner.split(/,\s*/).filter((part) => {
    if (!WHOLE.test(part.trim())) return true;
    found.push(part);
    return false;
  });
  return kept.length === 0 ? null : kept.join(", ");
}

export function cited(text: string): Cited {
  const found: string[] = [];
  let out = "";
  let at = 0;
  for (const [start, end] of groups(text)) {
    const inner = uncited(text.slice(start + 1, end - 1), found);
    out += text.slice(at, start);
    if (inner === null) out = out.replace(/\s+$/, "");
    else out += `(${inner})`;
    at = end;
  }
  out += text.slice(at);
  out = out.replace(ANYWHERE, (c) => {
    found.push(c);
    return "";
  });
  const rules = [...new Set(found.flatMap((c) => c.match(ID) ?? []))];
  return { text: out.replace(/\s+([.,;:!?])/g, "$1").trim(), rules };
}
