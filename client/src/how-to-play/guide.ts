/**
 * A "how to play" guide: a short text in our own words for one game, laid out in the sections of the game's
 * rulebook (same order, same names), with the rulings that settle a section's open questions linked from it.
 */
export interface GuideSection {
  /** The rulebook's section name. */
  heading: string;
  /** Our own short paragraphs (a line starting "• " is shown as a list item). */
  text: string[];
  /** Ids of the rulings (docs/rulings/<game>.md) about this section, e.g. "XOR-Q-8". */
  rulings?: string[];
  sections?: GuideSection[];
}

export interface Guide {
  /** The game id (the room's name). */
  game: string;
  title: string;
  /** One paragraph: what the game is and how long it takes. */
  summary: string;
  sections: GuideSection[];
}
