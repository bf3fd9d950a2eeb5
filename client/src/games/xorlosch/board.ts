/**
 * The board: passages (free in black, blocked in red with their obstacle's letter), numbered squares and the item
 * symbols, drawn once per board and displayed scale and cached as a texture; over them, kept by key and drawn again
 * only where a view changed them (table/sync.ts), the items lying on the stack squares, the tasks of the quests in
 * play on their squares (square for a warrior's task, round for a mechanicus's, as the dice), and, when one of my
 * dwarves is selected, the squares it can reach (clickable) and the previewed path. Their labels follow ../board-labels.ts: shown where they fit at the displayed
 * scale, the square numbers first.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { BoardLabels, RANK, type Rect } from "../board-labels";
import { text } from "../labels";
import { boards } from "@tabletop/shared/xorlosch/index";
import { TASK_CARDS } from "@tabletop/shared/xorlosch/index";
import type { BoardId, Colour, ItemType } from "@tabletop/shared/xorlosch/types";
import type { Item } from "../../table/sync";
import { currentDisplayScale } from "../text-size";
import type { Ctx } from "./ctx";
import { squarePositions, type Point } from "./layout";
import { routes } from "./path";
import {
  BOARD,
  CENTRE,
  FLOOR,
  HIGHLIGHT,
  ITEM_FILL,
  ITEM_LETTER,
  OBSTACLE,
  PASSAGE,
  PATH,
  QUEST_FILL,
  SQUARE,
  SQUARE_EDGE,
  SQUARE_FILL,
} from "./theme";

const COLOURS: readonly Colour[] = ["green", "blue", "red"];
const OBSTACLE_LETTER = { debris: "D", ladder: "L", crevice: "C" } as const;

export const squareSize = (ctx: Ctx, sq: number): number => (sq === boards[ctx.view.board].centre ? CENTRE : SQUARE);

/** The square of side `size` centred on `p`, in board units. */
const squareBox = (p: Point, size: number): Rect => ({
  x: p.x - size / 2,
  y: p.y - size / 2,
  width: size,
  height: size,
});

/** The radius of an obstacle's and an item's mark: room for its letter on a laptop's board. */
const MARK = 13;

/** Where along the line from square `a` to square `b` (0 to 1) the stretch between their edges has its middle. */
function between(a: Point, b: Point, sizeA: number, sizeB: number): number {
  const dx = Math.abs(b.x - a.x) || 1e-9;
  const dy = Math.abs(b.y - a.y) || 1e-9;
  const out = Math.min(sizeA / 2 / dx, sizeA / 2 / dy);
  const into = 1 - Math.min(sizeB / 2 / dx, sizeB / 2 / dy);
  return (out + into) / 2;
}

/** The passages, under the squares; their obstacles' marks (`marks`), over them. */
function passages(id: BoardId, pos: Map<number, Point>, layer: Container, marks: Container, labels: BoardLabels): void {
  const g = new Graphics();
  for (const p of boards[id].passages) {
    const a = pos.get(p.a)!;
    const b = pos.get(p.b)!;
    g.moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .stroke({ width: p.obstacle ? 9 : 12, color: p.obstacle ? OBSTACLE : PASSAGE });
  }
  layer.addChild(g);
  const size = (sq: number) => (sq === boards[id].centre ? CENTRE : SQUARE);
  for (const p of boards[id].passages) {
    if (!p.obstacle) continue;
    const a = pos.get(p.a)!;
    const b = pos.get(p.b)!;
    // The mark sits in the middle of the passage's stretch between the two squares' edges.
    const t = between(a, b, size(p.a), size(p.b));
    const mark = new Graphics().circle(0, 0, MARK).fill(OBSTACLE).stroke({ width: 2, color: 0xffffff });
    mark.position.set(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    const l = text(OBSTACLE_LETTER[p.obstacle], 12, 0xffffff, "bold");
    l.anchor.set(0.5);
    l.position.copyFrom(mark.position);
    marks.addChild(mark, labels.add(l, mark, RANK.mark));
  }
}

function itemSymbols(id: BoardId, sq: number, box: Container, size: number, labels: BoardLabels): void {
  const types = (Object.keys(boards[id].itemSquares) as ItemType[]).filter((t) =>
    boards[id].itemSquares[t].includes(sq),
  );
  types.forEach((type, i) => {
    const m = new Graphics().circle(0, 0, MARK).fill(ITEM_FILL[type]).stroke({ width: 2, color: 0xffffff });
    m.position.set(size - MARK - 3 - i * (2 * MARK + 4), size - MARK - 3);
    const l = text(ITEM_LETTER[type], 11, 0xffffff, "bold");
    l.anchor.set(0.5);
    l.position.copyFrom(m.position);
    box.addChild(m, labels.add(l, m, RANK.mark));
  });
}

/** How many items lie on the stack square of each type (ready, and crossed: usable from the next turn). */
function itemStacks(ctx: Ctx, pos: Map<number, Point>): Item[] {
  const squares = boards[ctx.view.board].itemSquares;
  return (Object.keys(squares) as ItemType[]).map((type) => {
    const sq = squares[type][0];
    const lying = ctx.view.items.filter((it) => it.type === type && it.holder === null);
    const ready = lying.filter((it) => !it.crossed).length;
    const crossed = lying.length - ready;
    const count = `${ready}${crossed ? `+${crossed}✗` : ""}`;
    const p = pos.get(sq)!;
    const at = { x: p.x + SQUARE / 2 - 2 * MARK - 6, y: p.y + SQUARE / 2 - 2 };
    return {
      key: `stack-${type}`,
      look: [count, currentDisplayScale()],
      at,
      build: (labels) => {
        const s = text(count, 11, 0x1d1d1d, "bold");
        s.anchor.set(1, 1);
        return labels.add(s, squareBox(p, SQUARE), RANK.detail);
      },
    };
  });
}

/** The side of a task's chip. */
export const CHIP = 20;

/** The tasks on a square, from its top right corner leftwards (the square's number is at its top left). */
function taskChips(ctx: Ctx, sq: number, at: Point, size: number): Item | null {
  const tasks = COLOURS.flatMap((colour) =>
    (ctx.view.quests[colour] ?? []).filter((id) => TASK_CARDS[id].square === sq).map((id) => ({ colour, id })),
  );
  if (tasks.length === 0) return null;
  return {
    key: `tasks-${sq}`,
    look: [tasks, size, currentDisplayScale()],
    at,
    build: (labels) => {
      const box = new Container();
      let x = size - 3 - CHIP;
      for (const { colour, id } of tasks) {
        const warrior = TASK_CARDS[id].profession === "warrior";
        const chip = new Graphics();
        if (warrior) chip.roundRect(0, 0, CHIP, CHIP, 3);
        else chip.circle(CHIP / 2, CHIP / 2, CHIP / 2);
        chip.fill(QUEST_FILL[colour]).stroke({ width: 1, color: 0x1d1d1d });
        chip.position.set(x, 3);
        const l = text(warrior ? "W" : "M", 11, 0xffffff, "bold");
        l.anchor.set(0.5);
        l.position.set(x + CHIP / 2, 3 + CHIP / 2);
        box.addChild(chip, labels.add(l, chip, RANK.mark));
        x -= CHIP + 2;
      }
      return box;
    },
  };
}

/** A square's number, at its top left. */
export function squareNumber(sq: number): ReturnType<typeof text> {
  const n = text(String(sq), 13, 0x3b2f1c, "bold");
  n.position.set(5, 2);
  return n;
}

/**
 * The parts of a board that never change (floor, passages, squares, numbers, item symbols), drawn once for the
 * displayed scale and cached; with the boxes of the labels it shows, which the labels drawn over it leave free.
 */
export function buildBoardBase(id: BoardId): { layer: Container; labels: Rect[] } {
  const layer = new Container();
  const labels = new BoardLabels();
  const pos = squarePositions(id);
  layer.addChild(new Graphics().circle(BOARD.cx, BOARD.cy, BOARD.outer + 80).fill(FLOOR));
  const marks = new Container();
  passages(id, pos, layer, marks, labels);
  for (const sq of boards[id].squares) {
    const p = pos.get(sq)!;
    const size = sq === boards[id].centre ? CENTRE : SQUARE;
    const box = new Container();
    box.position.set(p.x - size / 2, p.y - size / 2);
    const square = new Graphics()
      .roundRect(0, 0, size, size, 10)
      .fill(SQUARE_FILL)
      .stroke({ width: 2, color: SQUARE_EDGE });
    box.addChild(square);
    box.addChild(labels.add(squareNumber(sq), square, RANK.figure));
    if (sq === boards[id].centre) {
      const s = text("Stairwell", 11, 0x6b5a3a);
      s.anchor.set(1, 0);
      s.position.set(size - 6, 4);
      box.addChild(labels.add(s, square, RANK.detail));
    }
    itemSymbols(id, sq, box, size, labels);
    layer.addChild(box);
  }
  layer.addChild(marks);
  const shown = labels.settle();
  layer.cacheAsTexture(true);
  return { layer, labels: shown };
}

/**
 * What changes on the board, as keyed items (table/sync.ts): item stacks, quest tasks, reachable squares (clickable,
 * each keyed by the square it moves to) and the previewed path.
 */
export function boardItems(ctx: Ctx, pos: Map<number, Point>): Item[] {
  const items = itemStacks(ctx, pos);
  const reach = ctx.ui.selected !== null ? routes(ctx, ctx.ui.selected) : new Map();
  const lit: Item[] = [];
  for (const sq of boards[ctx.view.board].squares) {
    const p = pos.get(sq)!;
    const size = squareSize(ctx, sq);
    const at = { x: p.x - size / 2, y: p.y - size / 2 };
    const tasks = taskChips(ctx, sq, at, size);
    if (tasks) items.push(tasks);
    if (!reach.has(sq)) continue;
    const isTarget = ctx.ui.target === sq;
    lit.push({
      key: `square-${sq}`,
      look: [isTarget, size],
      at,
      build: () =>
        new Graphics()
          .roundRect(0, 0, size, size, 10)
          .fill({ color: HIGHLIGHT, alpha: 0.12 })
          .stroke({ width: isTarget ? 6 : 4, color: HIGHLIGHT }),
      tap: {
        id: `square-${sq}`,
        action: { ui: "target", square: sq },
        run: () => {
          ctx.ui.target = sq;
          ctx.redraw();
        },
      },
      hit: new Rectangle(0, 0, size, size),
    });
  }
  items.push(...lit);
  const route = ctx.ui.target !== null ? reach.get(ctx.ui.target) : undefined;
  if (route && ctx.ui.selected !== null && ctx.mySeat !== null) {
    const start = ctx.view.players[ctx.mySeat].dwarves[ctx.ui.selected].square!;
    const squares = [start, ...route.path];
    items.push({
      key: "path",
      look: squares,
      at: { x: 0, y: 0 },
      build: () => {
        const g = new Graphics();
        squares.forEach((sq, i) => (i === 0 ? g.moveTo : g.lineTo).call(g, pos.get(sq)!.x, pos.get(sq)!.y));
        return g.stroke({ width: 6, color: PATH, alpha: 0.9 });
      },
    });
  }
  return items;
}
