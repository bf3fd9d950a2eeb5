/**
 * The Dungeon (board side B) as graph data.
 * From the rulebook: the side exists (XOR-MAT-1), a large central starting square with the stairwell
 * (XOR-FIRST-5), numbered squares, passages free or blocked by debris or crevices (XOR-MOVE-5), and two squares
 * per magic item symbol. Designed here (the printed layout is not public): the numbering 0 (centre) and 1-24,
 * an inner ring 1-8 and an outer ring 9-24 joined by spokes, which passages are blocked, and the item squares.
 * Every square is reachable from the centre through free passages; the blocked ones are boot shortcuts.
 */
import type { BoardData, Passage } from "./types.js";

const free = (a: number, b: number): Passage => ({ a, b, obstacle: null });
const debris = (a: number, b: number): Passage => ({ a, b, obstacle: "debris" });
const crevice = (a: number, b: number): Passage => ({ a, b, obstacle: "crevice" });

export const dungeon: BoardData = {
  id: "dungeon",
  name: "Dungeon",
  centre: 0,
  squares: Array.from({ length: 25 }, (_, i) => i),
  passages: [
    // centre and stairwell
    free(0, 2),
    free(0, 4),
    free(0, 6),
    free(0, 8),
    crevice(0, 1),
    debris(0, 5),
    // inner ring
    free(1, 2),
    free(2, 3),
    crevice(3, 4),
    free(4, 5),
    free(5, 6),
    free(6, 7),
    debris(7, 8),
    free(8, 1),
    // spokes
    free(1, 10),
    free(2, 12),
    free(3, 14),
    free(4, 16),
    free(5, 18),
    free(6, 20),
    free(7, 22),
    free(8, 24),
    debris(6, 19),
    // outer ring
    free(9, 10),
    crevice(10, 11),
    free(11, 12),
    free(12, 13),
    free(13, 14),
    debris(14, 15),
    free(15, 16),
    free(16, 17),
    free(17, 18),
    crevice(18, 19),
    free(19, 20),
    free(20, 21),
    free(21, 22),
    debris(22, 23),
    free(23, 24),
    free(24, 9),
  ],
  itemSquares: { potion: [9, 17], boots: [11, 19], trap: [13, 21] },
};
