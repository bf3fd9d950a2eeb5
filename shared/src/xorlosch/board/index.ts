/**
 * Board lookup and graph helpers (adjacency, passages, distances). Each board's graph is built once, when this
 * module loads: adjacency lists indexed by square and all-pairs step distances in flat typed arrays, so the rules
 * and the bots look them up without searching.
 */
import type { BoardId } from "../types.js";
import type { BoardData } from "./types.js";
import { ruins } from "./ruins.js";
import { dungeon } from "./dungeon.js";

export type { BoardData } from "./types.js";
export const boards: Readonly<Record<BoardId, BoardData>> = { ruins, dungeon };

export interface Neighbour {
  to: number;
  blocked: boolean;
}

interface Graph {
  /** One past the highest square number. */
  size: number;
  /** Whether a square shows a magic item symbol (XOR-ITEMS-1), by square. */
  itemSquare: boolean[];
  /** Neighbours by square, in passage order (undefined for numbers that are not squares). */
  adj: (readonly Neighbour[] | undefined)[];
  /** Step distances, [from * size + to]; Infinity when unreachable or not a square. */
  walk: Float64Array;
  /** The same with boots (blocked passages count as one step). */
  boots: Float64Array;
}

const NONE: readonly Neighbour[] = [];

function bfs(g: Graph, from: number, boots: boolean): void {
  const d = boots ? g.boots : g.walk;
  const row = from * g.size;
  d[row + from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i];
    for (const n of g.adj[q] ?? NONE) {
      if ((n.blocked && !boots) || d[row + n.to] !== Infinity) continue;
      d[row + n.to] = d[row + q] + 1;
      queue.push(n.to);
    }
  }
}

function build(board: BoardData): Graph {
  const size = Math.max(...board.squares) + 1;
  const lists: Neighbour[][] = [];
  for (const s of board.squares) lists[s] = [];
  for (const p of board.passages) {
    lists[p.a].push({ to: p.b, blocked: p.obstacle !== null });
    lists[p.b].push({ to: p.a, blocked: p.obstacle !== null });
  }
  const adj: (readonly Neighbour[] | undefined)[] = Array.from({ length: size }, (_, s) => lists[s]);
  const itemSquare = Array.from({ length: size }, (_, s) =>
    Object.values(board.itemSquares).some((pair) => pair.includes(s)),
  );
  const g: Graph = {
    size,
    itemSquare,
    adj,
    walk: new Float64Array(size * size).fill(Infinity),
    boots: new Float64Array(size * size).fill(Infinity),
  };
  for (const s of board.squares) {
    bfs(g, s, false);
    bfs(g, s, true);
  }
  return g;
}

const graphs: Readonly<Record<BoardId, Graph>> = { ruins: build(ruins), dungeon: build(dungeon) };

const inRange = (g: Graph, s: number): boolean => Number.isInteger(s) && s >= 0 && s < g.size;

export const neighbours = (id: BoardId, square: number): readonly Neighbour[] => {
  const g = graphs[id];
  return (inRange(g, square) && g.adj[square]) || NONE;
};

/** Steps from a to b through passages (blocked ones only with boots); Infinity when unreachable. */
export function distance(id: BoardId, a: number, b: number, boots = false): number {
  const g = graphs[id];
  if (!inRange(g, a) || !inRange(g, b)) return Infinity;
  return (boots ? g.boots : g.walk)[a * g.size + b];
}

/** Whether the square is one of the board's six item squares. */
export const isItemSquare = (id: BoardId, s: number): boolean => graphs[id].itemSquare[s] === true;
