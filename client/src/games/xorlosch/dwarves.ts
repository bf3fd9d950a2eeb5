/**
 * Dwarves as dice in their player's colour showing their level: warriors square, mechanicusses round. A potion
 * dwarf has a purple ring, a trapped one a grey ring, the boots dwarf a brown ring, the selected one a gold ring.
 * My dwarves are clickable when `legal` lists a step for them. Each dwarf is one item kept by its name
 * (table/sync.ts): a dwarf that steps is the same die, walking to its new square (table/tween.ts); the dwarves of the last move, by anyone, as the view names them (`lastMoved`), keep a white ring
 * until others move.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import type { BoardLabels } from "../board-labels";
import { RANK } from "../board-labels";
import { text } from "../labels";
import { DICE_PROFESSIONS } from "@tabletop/shared/xorlosch/index";
import type { XorAction } from "@tabletop/shared/xorlosch/index";
import { dwarfFigure } from "@tabletop/shared/xorlosch/last-move";
import type { Item } from "../../table/sync";
import type { Ctx } from "./ctx";
import { currentDisplayScale, targetSize } from "../text-size";
import type { Point } from "./layout";
import { CHIP, squareNumber, squareSize } from "./board";
import { DIE, HIGHLIGHT, LAST_MOVED, ITEM_FILL, SEAT_FILL, SEAT_INK } from "./theme";

interface Placed {
  seat: number;
  die: number;
  level: number;
}

/** A dwarf is selectable on the board when `legal` lets it step (levels and items have their own panels). */
const dieActions = (legal: readonly XorAction[], die: number) =>
  legal.filter((a) => a.type === "step" && a.dwarf === die);

/** Largest die size (up to DIE) whose grid fits n dice in the square's free area. */
function fit(n: number, w: number, h: number): { d: number; cols: number } {
  for (let d = DIE; d > 10; d--) {
    const cols = Math.floor(w / (d + 3));
    if (cols * Math.floor(h / (d + 3)) >= n) return { d, cols };
  }
  return { d: 10, cols: Math.max(1, Math.floor(w / 13)) };
}

/** A die showing its level; on the board its level is one of the board's labels (`labels`, ../board-labels.ts). */
export function drawDie(
  seat: number,
  die: number,
  level: number,
  d: number,
  ring: number | null,
  labels?: BoardLabels,
): Container {
  const c = new Container();
  const g = new Graphics();
  if (DICE_PROFESSIONS[die] === "warrior") g.roundRect(0, 0, d, d, 3);
  else g.circle(d / 2, d / 2, d / 2);
  g.fill(SEAT_FILL[seat] ?? 0x888888).stroke({ width: ring === null ? 1 : 3, color: ring ?? 0x1d1d1d });
  const t = text(String(level), Math.round(d * 0.62), SEAT_INK[seat] ?? 0x000000, "bold");
  t.anchor.set(0.5);
  t.position.set(d / 2, d / 2 + 1);
  c.addChild(g, labels ? labels.add(t, g, RANK.figure) : t);
  return c;
}

/** Whether the dwarf is of the last move, as the view says. */
const movedLast = (ctx: Ctx, seat: number, die: number): boolean => ctx.view.lastMoved.includes(dwarfFigure(seat, die));

function ringFor(ctx: Ctx, seat: number, die: number): number | null {
  const t = ctx.view.turn;
  if (seat === ctx.mySeat && die === ctx.ui.selected) return HIGHLIGHT;
  if (t.traps.some((a) => a.seat === seat && a.dwarf === die)) return ITEM_FILL.trap;
  if (t.potions.some((a) => a.seat === seat && a.dwarf === die)) return ITEM_FILL.potion;
  if (seat === ctx.view.active && t.boots?.dwarf === die) return ITEM_FILL.boots;
  if (movedLast(ctx, seat, die)) return LAST_MOVED;
  return null;
}

/**
 * The dwarves as keyed items (table/sync.ts), each by its figure's name (`dwarf-<seat>-<die>`), standing on its
 * square: a dwarf that changed square is the same item, walking there. Under them all, where fingers tap, the pads
 * that take a fingertip's taps around my dwarves that may step.
 */
export function dwarfItems(ctx: Ctx, pos: Map<number, Point>): Item[] {
  const bySquare = new Map<number, Placed[]>();
  ctx.view.players.forEach((p, seat) =>
    p.dwarves.forEach((d, die) => {
      if (d.square === null) return;
      const list = bySquare.get(d.square) ?? [];
      list.push({ seat, die, level: d.level });
      bySquare.set(d.square, list);
    }),
  );
  const dice: Item[] = [];
  const pads: Item[] = [];
  // Under the square's number (as raised for the displayed scale) and its task chips.
  const number = squareNumber(0);
  const top = Math.max(CHIP + 5, number.y + number.height + 2);
  number.destroy();
  const scale = currentDisplayScale();
  for (const [sq, list] of bySquare) {
    const size = squareSize(ctx, sq);
    const p = pos.get(sq)!;
    // Dice fill the square below the number and task chips and above a free strip at the bottom (where the square
    // is clicked).
    const area = { x: p.x - size / 2 + 4, y: p.y - size / 2 + top, w: size - 8, h: size - top - 16 };
    const { d, cols } = fit(list.length, area.w, area.h);
    list.forEach((x, i) => {
      const key = dwarfFigure(x.seat, x.die);
      const at = { x: area.x + (i % cols) * (d + 3), y: area.y + Math.floor(i / cols) * (d + 3) };
      const ring = ringFor(ctx, x.seat, x.die);
      const mine = x.seat === ctx.mySeat && dieActions(ctx.legal, x.die).length > 0;
      // Not while a dwarf is selected: the squares around then take the taps that move it.
      const side = mine && ctx.ui.selected === null ? targetSize(d) : d;
      const tap = (listed: boolean) => ({
        id: key,
        action: { ui: "select", dwarf: x.die },
        listed,
        run: () => {
          ctx.ui.selected = ctx.ui.selected === x.die ? null : x.die;
          ctx.ui.target = null;
          ctx.redraw();
        },
      });
      dice.push({
        key,
        look: [x.seat, x.die, x.level, d, ring, scale],
        at,
        where: sq,
        // For layout and motion tests (drawn()): who, on which square, and whether it is of the last move.
        label: `${key} on ${sq}${movedLast(ctx, x.seat, x.die) ? " last-moved" : ""}`,
        build: (labels) => drawDie(x.seat, x.die, x.level, d, ring, labels),
        ...(mine ? { tap: tap(side <= d), hit: new Rectangle(0, 0, d, d) } : {}),
      });
      // Where fingers tap, a die takes taps on a fingertip's square around it (../text-size.ts), under every die,
      // so a tap on a die itself still reaches that die.
      if (side > d)
        pads.push({
          key: `pad-${key}`,
          look: [d, side],
          at,
          build: () =>
            new Graphics().rect(d / 2 - side / 2, d / 2 - side / 2, side, side).fill({ color: 0xffffff, alpha: 0.001 }),
          tap: tap(true),
          hit: new Rectangle(d / 2 - side / 2, d / 2 - side / 2, side, side),
        });
    });
  }
  return [...pads, ...dice];
}

export { dieActions };
