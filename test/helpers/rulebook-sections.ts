/**
 * The sections of each game's rulebook, in its order (its table of contents, with the sub-sections it lists), which
 * the "how to play" guides follow. The guides' unit test (test/unit/how-to-play.test.ts) checks this list against
 * the rulebooks' own tables of contents when the team's rulebooks are beside the repo; the browser test
 * (test/e2e/how-to-play.e2e.test.ts) checks the top-level headings the page shows.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface RulebookSection {
  heading: string;
  sections?: RulebookSection[];
}

const flat = (...headings: string[]): RulebookSection[] => headings.map((heading) => ({ heading }));

export const RULEBOOK_SECTIONS: Record<string, RulebookSection[]> = {
  xorlosch: [
    ...flat("Game Material", "Game Idea", "The Goal", "Preparations", "The First Turn", "Movement", "Group Size"),
    {
      heading: "Solving Quests and Tasks",
      sections: flat(
        "Dwarves of more than one player in a square",
        "Solving quests through majority",
        "Solving quests through diplomacy",
      ),
    },
    ...flat("Gaining Experience Levels", "New Quests"),
    { heading: "Magic Items", sections: flat("Boots of Movement", "Potion of Experience", "Dragon Trap") },
    { heading: "Winning the Game", sections: flat("Short game") },
    ...flat("The Tasks"),
    {
      heading: "Game Rules Summary",
      sections: flat(
        "Movement",
        "Quests and tasks",
        "Quest and task fulfillment",
        "Experience levels",
        "Magic items",
        "Winning the game",
      ),
    },
    ...flat("Translation of the Insert's Legend"),
  ],
  "dungeon-flee": flat(
    "Components",
    "Victory Conditions",
    "Modes of play",
    "Terminology",
    "Encounter and Non-encounter cards",
    "Card Anatomy",
    "Setup Easy Mode",
    "Game play Easy Mode",
    "Encounter Types",
    "Combat",
    "Setup Hard Mode",
    "Game play for Hard mode",
    "Extreme Mode",
    "Quick Overview",
  ),
  "dungeon-lite": [
    ...flat(
      "Goal of the Game",
      "Components",
      "Hero Profile Cards",
      "Experience Cards",
      "Action Cards",
      "Equipment Cards",
      "Magic Cards",
      "Chest Cards",
      "Enemy Phase Cards",
      "Enemy Profile Cards",
      "Terrain Segments",
      "Character Figures",
      "Doors",
      "Energy, Damage, Experience, and Time Tokens",
      "Dice",
      "Setup",
    ),
    { heading: "Phases of the Game", sections: flat("1) Event Phase", "2) Player Phase", "3) Enemy Phase") },
    ...flat("Tie-Break Roll", "Difficulty", "Tips", "Credits"),
  ],
};

/** The rulebook file of each game in the team's rules folder. */
export const RULEBOOK_FILES: Record<string, string> = {
  xorlosch: "drachenjaeger-von-xorlosch.txt",
  "dungeon-flee": "dungeon-flee.txt",
  "dungeon-lite": "dungeon-lite-orcs-and-knights.txt",
};

/** The ruling ids docs/rulings/<game>.md defines ("## FLEE-Q-3: …" or "**XOR-Q-1 (…).**" at a block's start). */
export function rulingIds(game: string): string[] {
  const text = readFileSync(fileURLToPath(new URL(`../../docs/rulings/${game}.md`, import.meta.url)), "utf8");
  return [...new Set([...text.matchAll(/^(?:#+\s+|\*\*)([A-Z]+-Q-\d+)\b/gm)].map((m) => m[1]))];
}
