/**
 * The Ruins (board side A) as graph data.
 * From the rulebook: the side exists (XOR-MAT-1), a large central starting square with the stairwell
 * (XOR-FIRST-5), numbered squares, passages free or blocked by debris or ladders (XOR-MOVE-5), and two squares
 * per magic item symbol. Designed here (the printed layout is not public): the numbering 0 (centre) and 1-24,
 * an inner ring 1-8 and an outer ring 9-24 joined by spokes, which passages are blocked, and the item squares.
 * Every square is reachable from the centre through free passages; the blocked ones are boot shortcuts.
 */
import type { BoardData, Passage } from "./types.js";

const free = (a: number, b: number): Passage => ({ a, b, obstacle: null });
const debris = (a: number, b: number): Passage => ({ a, b, obstacle: "debris" });
const ladder = (a: number, b: number): Passage => ({ a, b, obstacle: "ladder" });

export const ruins: BoardData = {
  id: "ruins",
  name: "Ruins",
  centre: 0,
  squares: Array.from({ length: 25 }, (_, i) => i),
  passages: [
    // centre and stairwell
    free(0, 1),
    free(0, 3),
    free(0, 5),
    free(0, 7),
    ladder(0, 2),
    debris(0, 6),
    // inner ring
    free(1, 2),
    debris(2, 3),
    free(3, 4),
    free(4, 5),
    free(5, 6),
    ladder(6, 7),
    free(7, 8),
    free(8, 1),
    // spokes
    free(1, 9),
    free(2, 11),
    free(3, 13),
    free(4, 15),
    free(5, 17),
    free(6, 19),
    free(7, 21),
    free(8, 23),
    debris(4, 14),
    // outer ring
    free(9, 10),
    free(10, 11),
    free(11, 12),
    debris(12, 13),
    free(13, 14),
    free(14, 15),
    free(15, 16),
    ladder(16, 17),
    free(17, 18),
    free(18, 19),
    free(19, 20),
    debris(20, 21),
    free(21, 22),
    free(22, 23),
    free(23, 24),
    ladder(24, 9),
  ],
  itemSquares: { potion: [10, 18], boots: [12, 20], trap: [14, 22] },
};
