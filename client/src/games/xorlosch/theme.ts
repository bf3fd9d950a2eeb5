/** Xorlosch colours, sizes and the logical stage (scaled to the canvas by pixi-kit's fitToScreen). */
import type { Colour, ItemType } from "@tabletop/shared/xorlosch/types";

/** The logical stage: the board alone (the prompt, the buttons and the panels are the page's: ./bar.ts, ./panels.ts). */
export const BOARD_AREA = { width: 900, height: 900 };
export const BOARD = { cx: 450, cy: 450, inner: 175, outer: 345 };

export const SQUARE = 86;
export const CENTRE = 156;
export const DIE = 24;

/** Dice colours by seat, matching the engine's SEAT_COLOURS names (Red, Blue, Green, Yellow, Black, White). */
export const SEAT_FILL = [0xd9423a, 0x3f6fd8, 0x3aa65a, 0xe8c534, 0x2b2b2b, 0xf2f2f2];
export const SEAT_INK = [0xffffff, 0xffffff, 0xffffff, 0x1d1d1d, 0xffffff, 0x1d1d1d];

export const QUEST_FILL: Readonly<Record<Colour, number>> = { green: 0x4caf50, blue: 0x3d8fe0, red: 0xe0483d };

export const ITEM_FILL: Readonly<Record<ItemType, number>> = { potion: 0x9b59d0, boots: 0xa0663a, trap: 0x7a7f86 };
export const ITEM_NAME: Readonly<Record<ItemType, string>> = { potion: "Potion", boots: "Boots", trap: "Dragon trap" };
export const ITEM_LETTER: Readonly<Record<ItemType, string>> = { potion: "P", boots: "B", trap: "T" };

export const SQUARE_FILL = 0xd8c9a3;
export const SQUARE_EDGE = 0x6b5a3a;
export const FLOOR = 0x2a2620;
export const PASSAGE = 0x1a1712;
export const OBSTACLE = 0xd23a2a;
export const HIGHLIGHT = 0xf2c14e;
/** The ring of the dwarves of the last move. */
export const LAST_MOVED = 0xffffff;
export const PATH = 0xffe07a;
