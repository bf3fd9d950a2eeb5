/** Board lookup and graph helpers (adjacency, passages, distances), built once per board and cached. */
import type { BoardId } from "../types.js";
import type { BoardData, Passage } from "./types.js";
import { ruins } from "./ruins.js";
import { dungeon } from "./dungeon.js";

export type { BoardData, Passage } from "./types.js";
export const boards: Readonly<Record<BoardId, BoardData>> = { ruins, dungeon };

export interface Neighbour {
  to: number;
  blocked: boolean;
}

interface Graph {
  adj: Map<number, Neighbour[]>;
  /** All-pairs step distances: [withoutBoots, withBoots][from][to]. */
  dist: [number[][], number[][]];
}

const cache = new Map<BoardId, Graph>();

function bfs(board: BoardData, adj: Map<number, Neighbour[]>, from: number, boots: boolean): number[] {
  const size = Math.max(...board.squares) + 1;
  const d = new Array<number>(size).fill(Infinity);
  d[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i];
    for (const n of adj.get(q) ?? []) {
      if ((n.blocked && !boots) || d[n.to] !== Infinity) continue;
      d[n.to] = d[q] + 1;
      queue.push(n.to);
    }
  }
  return d;
}

function graph(id: BoardId): Graph {
  let g = cache.get(id);
  if (g) return g;
  const board = boards[id];
  const adj = new Map<number, Neighbour[]>();
  for (const s of board.squares) adj.set(s, []);
  for (const p of board.passages) {
    adj.get(p.a)!.push({ to: p.b, blocked: p.obstacle !== null });
    adj.get(p.b)!.push({ to: p.a, blocked: p.obstacle !== null });
  }
  const size = Math.max(...board.squares) + 1;
  const dist: [number[][], number[][]] = [[], []];
  for (let s = 0; s < size; s++) {
    dist[0][s] = board.squares.includes(s) ? bfs(board, adj, s, false) : [];
    dist[1][s] = board.squares.includes(s) ? bfs(board, adj, s, true) : [];
  }
  g = { adj, dist };
  cache.set(id, g);
  return g;
}

export const neighbours = (id: BoardId, square: number): readonly Neighbour[] => graph(id).adj.get(square) ?? [];

export function passageBetween(id: BoardId, a: number, b: number): Passage | undefined {
  return boards[id].passages.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
}

/** Steps from a to b through passages (blocked ones only with boots); Infinity when unreachable. */
export const distance = (id: BoardId, a: number, b: number, boots = false): number =>
  graph(id).dist[boots ? 1 : 0][a]?.[b] ?? Infinity;

export const isSquare = (id: BoardId, s: number): boolean => graph(id).adj.has(s);
