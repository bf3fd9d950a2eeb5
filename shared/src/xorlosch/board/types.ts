/** Shape of a board layout (data only; see ruins.ts and dungeon.ts). */
import type { BoardId, ItemType, Obstacle } from "../types.js";

export interface Passage {
  a: number;
  b: number;
  /** null = free passage (black line); otherwise blocked by this obstacle (red line, XOR-MOVE-4..6). */
  obstacle: Obstacle | null;
}

export interface BoardData {
  id: BoardId;
  name: string;
  /** The large central starting square with the stairwell (XOR-FIRST-5). */
  centre: number;
  /** Every square number on the board, centre included. */
  squares: readonly number[];
  passages: readonly Passage[];
  /** Two squares per magic item type (6 item squares per board). The first holds the stack (XOR-PREP-13). */
  itemSquares: Readonly<Record<ItemType, readonly [number, number]>>;
}
