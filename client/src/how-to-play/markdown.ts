/**
 * The little Markdown the rulings use (headings, paragraphs, "- " lists, "> " quotes, `code`, **bold**, *italic*,
 * [links](…)) rendered as Preact vnodes, never as HTML, so nothing in a file can become markup. A heading or
 * paragraph that opens with a ruling id ("## FLEE-Q-3: …", "**XOR-Q-1 (…).**") gets the id `ruling-<id>` to link to.
 */
import { h, type ComponentChild } from "preact";

const RULING_ID = /^(?:\*\*)?([A-Z]+-Q-\d+)\b/;
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The element id of a ruling. */
export const rulingAnchor = (id: string): string => `ruling-${id}`;

/** Inline marks; a link leaves the page only for http(s) addresses (the repository's own paths are text). */
function inline(text: string): ComponentChild[] {
  const out: ComponentChild[] = [];
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const [, code, bold, italic, label, href] = m;
    if (code !== undefined) out.push(h("code", {}, code));
    else if (bold !== undefined) out.push(h("strong", {}, ...inline(bold)));
    else if (italic !== undefined) out.push(h("em", {}, ...inline(italic)));
    else if (/^https?:\/\//.test(href)) out.push(h("a", { href, target: "_blank", rel: "noopener" }, label));
    else out.push(label);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** The ruling id a block opens with, as its element id. */
const anchor = (text: string): string | undefined => {
  const id = RULING_ID.exec(text)?.[1];
  return id ? rulingAnchor(id) : undefined;
};

function block(lines: string[]): ComponentChild {
  const first = lines[0];
  const heading = /^(#{1,4})\s+(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    const tag = (["h2", "h2", "h3", "h4"] as const)[heading[1].length - 1];
    return h(tag, { id: anchor(heading[2]) }, ...inline(heading[2]));
  }
  if (lines.every((l) => l.startsWith(">")))
    return h("blockquote", {}, ...inline(lines.map((l) => l.replace(/^>\s?/, "")).join(" ")));
  if (/^[-*]\s/.test(first)) {
    const items: string[] = [];
    for (const l of lines) {
      if (/^[-*]\s/.test(l)) items.push(l.replace(/^[-*]\s+/, ""));
      else items[items.length - 1] += ` ${l.trim()}`;
    }
    return h("ul", {}, ...items.map((i) => h("li", {}, ...inline(i))));
  }
  const text = lines.map((l) => l.trim()).join(" ");
  return h("p", { id: anchor(text) }, ...inline(text));
}

/** The document as a list of blocks (a heading line always starts a block of its own). */
export function markdown(source: string): ComponentChild[] {
  const blocks: string[][] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length) blocks.push(current);
    current = [];
  };
  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") end();
    else if (/^#{1,4}\s/.test(line)) {
      end();
      blocks.push([line]);
    } else current.push(line);
  }
  end();
  return blocks.map(block);
}
