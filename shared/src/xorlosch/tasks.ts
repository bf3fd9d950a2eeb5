/**
 * Task cards (content).
 * From the rulebook: 36 task cards in 3 colours (XOR-MAT-2); each shows a square number and a profession, axe =
 * Warrior or pliers = Mechanicus (XOR-TASK-3); green quests have 2 tasks, blue 3, red 4 (XOR-TASK-1); 13 quests in
 * all (XOR-GOAL-1); eight task themes, three of them dragons (XOR-THEMES-1, -2).
 * Designed here (XOR-Q-6, XOR-Q-39, see docs/rulings/xorlosch.md): 12 cards per colour, so 6 green, 4 blue and
 * 3 red quests; the red cards carry the three dragon themes, so the 3 red quests are the Dragon quests of the short
 * game; squares and professions below. Within a colour every card has its own square (a quest never has two cards
 * on one square); across colours squares repeat, so two quests can share a square (XOR-CONTEST-5). Each colour has
 * 6 warrior and 6 mechanicus cards. Quests are formed in play by drawing 2/3/4 cards from the shuffled stack.
 */
import type { Colour, Profession } from "./types.js";

export type Theme =
  | "Tatzelworm"
  | "West Wind Dragon"
  | "Cave Dragon"
  | "Healing Herbs"
  | "Carbuncle Stone"
  | "Kobold"
  | "Helmet"
  | "Dragon Egg";

export const DRAGON_THEMES: readonly Theme[] = ["Tatzelworm", "West Wind Dragon", "Cave Dragon"];
export const OTHER_THEMES: readonly Theme[] = ["Healing Herbs", "Carbuncle Stone", "Kobold", "Helmet", "Dragon Egg"];

export interface TaskCard {
  id: number;
  colour: Colour;
  square: number;
  profession: Profession;
  theme: Theme;
}

/** Tasks per quest of each colour (XOR-TASK-1). */
export const QUEST_SIZE: Readonly<Record<Colour, number>> = { green: 2, blue: 3, red: 4 };
/** Quests per colour (designed, XOR-Q-6): 6 + 4 + 3 = 13. */
export const QUESTS_PER_COLOUR: Readonly<Record<Colour, number>> = { green: 6, blue: 4, red: 3 };

const SQUARES: Readonly<Record<Colour, readonly number[]>> = {
  green: [1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 17, 21],
  blue: [2, 4, 6, 8, 10, 11, 14, 15, 18, 19, 22, 23],
  red: [1, 3, 5, 7, 9, 12, 13, 16, 17, 20, 21, 24],
};

function build(): TaskCard[] {
  const out: TaskCard[] = [];
  (["green", "blue", "red"] as const).forEach((colour) => {
    SQUARES[colour].forEach((square, i) => {
      const theme = colour === "red" ? DRAGON_THEMES[i % 3] : OTHER_THEMES[i % 5];
      // Professions alternate; the red list starts with a mechanicus so that a square shared by two colours
      // often asks for different professions.
      const warrior = colour === "red" ? i % 2 === 1 : i % 2 === 0;
      out.push({ id: out.length, colour, square, profession: warrior ? "warrior" : "mechanicus", theme });
    });
  });
  return out;
}

export const TASK_CARDS: readonly TaskCard[] = build();

export const taskCard = (id: number): TaskCard => TASK_CARDS[id];
