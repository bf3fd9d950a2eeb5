/**
 * The Dungeon Lite table: a function of (view, legal) with no rules inside. The dungeon fitted in its frame (its
 * squares kept between draws while the map does not change; the table's one board scale zooms and pans it), the
 * standees and what can be clicked on them, the side column (mission and clock, heroes, combat, the order and the
 * log), the hand, the action bar, and the choices and end over the dungeon. Everything clickable is a legal action
 * or picks what legal actions name.
 */
import { Container, Graphics, type Application } from "pixi.js";
import type { LiteAction, LiteView } from "../../../../shared/src/dungeon-lite/index.js";
import { TargetBook, clear, fillingHeight, fitToWidth } from "../../ui/pixi-kit";
import { currentDisplayScale, setDisplayScale } from "../text-size";
import { BoardLabels } from "../board-labels";
import { frameKey, settledHeight } from "../stage-height";
import type { GameRenderer, LogLine } from "../types";
import { Motion } from "../../table/tween";
import { drawBar } from "./bar";
import { mapFit, mapFrame } from "./map-frame";
import { choosing, drawChoices } from "./choose";
import { drawCombat } from "./combat";
import { emptyUi, type Ctx } from "./ctx";
import { drawEnd } from "./end";
import { drawHand } from "./hand";
import { drawHeroes } from "./heroes";
import { drawMapBase } from "./map-draw";
import { drawMapLive, pickOf } from "./map-live";
import { layoutOf, mapOfView } from "./map-model";
import { continueWalk } from "./moves";
import { drawOrderAndLog } from "./order";
import { drawStatus } from "./status";
import { label } from "../labels";
import { MAP, MIN_H, SIDE, colour } from "./theme";

interface Frame {
  view: LiteView;
  legal: LiteAction[];
  send: (a: LiteAction) => void;
  mySeat: number | null;
  names: string[];
  log: readonly LogLine[];
}

/** Drops what was picked once no legal action needs it any more. */
function tidy(ctx: Ctx): void {
  const p = ctx.ui.pick;
  if (p && !ctx.legal.some((a) => JSON.stringify(pickOf(a)) === JSON.stringify(p))) ctx.ui.pick = null;
}

/** The side column's panels stacked from (x, y), `width` wide; returns its bottom. */
function sideColumn(ctx: Ctx, root: Container, x: number, y: number, width: number): number {
  for (const c of [
    drawStatus(ctx, width),
    drawHeroes(ctx, width),
    drawCombat(ctx, width),
    drawOrderAndLog(ctx, width),
  ]) {
    c.position.set(x, y);
    root.addChild(c);
    y += c.height + SIDE.gap;
  }
  return y;
}

export function createRenderer(app: Application): GameRenderer<LiteView, LiteAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui = emptyUi();
  const motion = new Motion(app.ticker);
  let frame: Frame | null = null;
  let base: { key: string; layer: Container; labels: BoardLabels } | null = null;
  let lastKey = "";

  const context = (f: Frame): Ctx => {
    const map = mapOfView(f.view);
    return {
      ...f,
      map,
      layout: layoutOf(map),
      book,
      ui,
      motion,
      redraw: () => {
        lastKey = "";
        draw();
        app.render();
      },
    };
  };

  const mapLayer = (ctx: Ctx): Container => {
    // Its labels are sized for the displayed scale (../text-size.ts): built again when that moves.
    const key = JSON.stringify([
      ctx.view.segments,
      ctx.view.exits,
      ctx.view.door,
      ctx.view.chestsOpened,
      currentDisplayScale(),
    ]);
    if (!base || base.key !== key) {
      base?.layer.destroy({ children: true });
      base = { key, ...drawMapBase(ctx.view, ctx.map, ctx.layout) };
    }
    // The squares' labels and the standees' give way to each other by rank (../board-labels.ts), settled while the
    // map is in its own units (not yet fitted into its frame).
    const labels = new BoardLabels();
    labels.include(base.labels);
    const content = new Container();
    content.addChild(base.layer, drawMapLive(ctx, labels));
    labels.settle();
    return content;
  };

  /** The stage's height as last laid out: what its regions took (they measure their raised text). */
  let height = MIN_H;
  /** Whether the side column goes under the dungeon's column (a canvas taller than wide). */
  let tall = false;

  const draw = () => {
    // The stage is as high as its regions laid out at the displayed scale (../stage-height.ts).
    if (frame) height = settledHeight((h) => drawOnce(frame!, h), height);
  };

  /** Draws the table on a stage `height` high; returns the height its regions need (null: nothing laid out). */
  const drawOnce = (f: Frame, height: number): number | null => {
    base?.layer.parent?.removeChild(base.layer);
    clear(root);
    book.reset();
    // A tall canvas (a phone upright) stacks the side column under the dungeon, the hand and the bar; the stage is
    // then at least as tall as the canvas's shape, so the dungeon fills its width.
    const left = MAP.w + 2 * MAP.x;
    const stageWidth = () => (tall ? left : left + SIDE.w + MAP.x);
    // A frame that takes the stage's shape (a wide window, style.css) keeps the arrangement it was given.
    if (fillingHeight(app, 1) !== 0) tall = app.screen.height > app.screen.width;
    const width = stageWidth();
    fitToWidth(app, root, width, height);
    // The panels, hand, bar and cards are laid out for the table as fitted (the zoom only enlarges them: the table
    // keeps its height as the board zooms); the map's texts follow the zoom (../text-size.ts).
    const fitted = root.scale.x;
    setDisplayScale(fitted);
    const felt = new Graphics();
    root.addChild(felt);
    const ctx = context(f);
    if (!ctx.view.phase) {
      felt.rect(0, 0, width, height).fill(colour.felt);
      label(root, "Setting up the dungeon…", 40, 40, 22, colour.muted);
      return null;
    }
    tidy(ctx);
    let bottom: number;
    if (choosing(ctx)) {
      // The choices cover the dungeon's column: nothing of the dungeon, the hand or the bar is drawn under them.
      const c = drawChoices(ctx, MAP.w, MIN_H - 2 * MAP.y);
      c.position.set(MAP.x, MAP.y);
      root.addChild(c);
      bottom = MAP.y + c.height;
    } else {
      // The map's texts are sized for its fit too: on screen they are the fit times the table's scale.
      // On a tall table the dungeon's frame may be as high as it is wide.
      const fit = mapFit(ctx.layout, fitted, tall ? Math.max(MAP.h, MAP.w) : MAP.h);
      setDisplayScale(fitted * app.stage.scale.x * fit.scale);
      const map = mapLayer(ctx);
      setDisplayScale(fitted);
      root.addChild(mapFrame(map, fit));
      bottom = MAP.y + fit.h;
      for (const c of [drawHand(ctx, MAP.w), drawBar(ctx, MAP.w)]) {
        c.position.set(MAP.x, bottom + SIDE.gap);
        root.addChild(c);
        bottom += SIDE.gap + c.height;
      }
    }
    const side = tall
      ? sideColumn(ctx, root, MAP.x, bottom + SIDE.gap, MAP.w)
      : sideColumn(ctx, root, left, MAP.y, SIDE.w);
    const need = Math.max(MIN_H, bottom + MAP.y, side + MAP.y - SIDE.gap, fillingHeight(app, width));
    felt.rect(0, 0, width, need).fill(colour.felt);
    drawEnd(ctx, root);
    return need;
  };

  return {
    render(view, legal, send, mySeat, seatNames, log = []) {
      if (frame && frame.mySeat !== mySeat) Object.assign(ui, { card: null, pick: null, walk: null });
      frame = { view, legal, send, mySeat, names: seatNames, log };
      continueWalk(context(frame));
      const key = frameKey(app, view, legal, mySeat, seatNames, log.length);
      if (key === lastKey) return;
      lastKey = key;
      draw();
    },
    targets: () => book.list(),
    destroy() {
      motion.destroy();
      base?.layer.parent?.removeChild(base.layer);
      base?.layer.destroy({ children: true });
      root.destroy({ children: true });
    },
  };
}
