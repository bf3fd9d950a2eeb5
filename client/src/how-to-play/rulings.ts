/**
 * The rulings of each game (docs/rulings/<game>.md in the repository), bundled by Vite as text in a chunk of their
 * own that loads only when a rulings page opens; the server serves nothing for them.
 */
const FILES = import.meta.glob<string>("../../../docs/rulings/*.md", { query: "?raw", import: "default" });

/** The rulings' Markdown, or null when the game has none. */
export async function loadRulings(game: string): Promise<string | null> {
  const load = FILES[`../../../docs/rulings/${game}.md`];
  return load ? load() : null;
}
