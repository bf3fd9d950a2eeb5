/**
 * The Xorlosch Pixi renderer: a function of (view, legal) with no rules inside. It lays out the board, the dice,
 * the side panels and the dialogs, keeps the local selection, and carries out a confirmed multi-step move one
 * step at a time, each step only once `legal` offers it.
 */
import { Container, type Application } from "pixi.js";
import { currentDisplayScale, setDisplayScale } from "../text-size";
import { BoardLabels, type Rect } from "../board-labels";
import { frameKey, settledHeight } from "../stage-height";
import type { GameRenderer } from "../types";
import { TargetBook, clear, fillingHeight, fitToWidth } from "../../ui/pixi-kit";
import { xorloschEngine, type XorAction, type XorView } from "../../../../shared/src/xorlosch/index";
import { stateFromView } from "../../../../shared/src/xorlosch/bots/util";
import { emptyUi, type Ctx } from "./ctx";
import { buildBoardBase, drawBoard } from "./board";
import { drawDwarves, dieActions } from "./dwarves";
import { drawEnd } from "./end";
import { drawFelt, drawSettingUp, drawSidePanels, drawStatus, drawUnderBoard, sideColumn, stageWidth } from "./hud";
import { continuePlan } from "./plan";
import { BOARD_AREA } from "./theme";
import { Motion } from "../../table/tween";

interface Frame {
  view: XorView;
  legal: XorAction[];
  send: (a: XorAction) => void;
  mySeat: number | null;
  names: string[];
}

export function createRenderer(app: Application): GameRenderer<XorView, XorAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui = emptyUi();
  const motion = new Motion(app.ticker);
  let frame: Frame | null = null;
  let base: { id: XorView["board"]; scale: number; layer: Container; labels: Rect[] } | null = null;
  let lastKey = "";

  const context = (f: Frame): Ctx => ({
    view: f.view,
    state: stateFromView(f.view),
    legal: f.legal,
    mySeat: f.mySeat,
    names: f.names,
    book,
    ui,
    motion,
    send: f.send,
    redraw: () => {
      lastKey = "";
      draw();
      app.render();
    },
  });

  /** The stage's height as last laid out: what the panels took (they measure their raised text). */
  let height = BOARD_AREA.height;
  /** Whether the side panels go under the board (a canvas taller than wide). */
  let tall = false;

  const draw = () => {
    // The stage is as high as the side column laid out at the displayed scale (../stage-height.ts).
    if (frame) height = settledHeight((h) => drawOnce(frame!, h), height);
  };

  /** Draws the table on a stage `height` high; returns the height its content needs (null: nothing laid out). */
  const drawOnce = (f: Frame, height: number): number | null => {
    const ctx = context(f);
    if (base) root.removeChild(base.layer);
    clear(root);
    book.reset();
    // A tall canvas (a phone upright) stacks the side panels under the board; the stage is then at least as tall
    // as the canvas's shape, so the board fills its width.
    // A frame that takes the stage's shape (a wide window, style.css) keeps the arrangement it was given.
    if (fillingHeight(app, 1) !== 0) tall = app.screen.height > app.screen.width;
    const width = stageWidth(tall);
    fitToWidth(app, root, width, height);
    // The panels are laid out for the table as fitted (the zoom only enlarges them: the table keeps its height as
    // the board zooms); the board's labels follow the zoom (../text-size.ts).
    const fitted = root.scale.x;
    setDisplayScale(fitted);
    if (ui.selected !== null && dieActions(ctx.legal, ui.selected).length === 0) {
      ui.selected = null;
      ui.target = null;
    }
    const felt = new Container();
    root.addChild(felt);
    // The room reports "playing" a moment before the first projection lands: draw nothing game-specific until then.
    if (ctx.view.seats === 0 || ctx.view.players.length < ctx.view.seats) {
      drawFelt(felt, width, height);
      drawSettingUp(root);
      return null;
    }
    // Built again when the displayed scale moves: its labels are sized for it (../text-size.ts).
    setDisplayScale(fitted * app.stage.scale.x);
    if (!base || base.id !== ctx.view.board || base.scale !== currentDisplayScale()) {
      base?.layer.destroy({ children: true });
      base = { id: ctx.view.board, scale: currentDisplayScale(), ...buildBoardBase(ctx.view.board) };
      // For layout tests (drawn()): the game board's own box, inside the table.
      base.layer.label = "game board";
    }
    root.addChild(base.layer);
    const boardLayer = new Container();
    // Its labels give way to the base's (../board-labels.ts); settled before the layer is on the stage.
    const labels = new BoardLabels(base.labels);
    drawDwarves(ctx, boardLayer, drawBoard(ctx, boardLayer, labels), labels);
    labels.settle();
    root.addChild(boardLayer);
    setDisplayScale(fitted);
    drawStatus(ctx, root);
    const under = Math.max(BOARD_AREA.height, drawUnderBoard(ctx, root));
    const side = sideColumn(tall, under);
    const bottom = drawSidePanels(ctx, root, side.x, side.y, side.width) + 4;
    const need = Math.max(under, bottom, fillingHeight(app, width));
    drawFelt(felt, width, need);
    if (ctx.view.phase === "over") root.addChild(drawEnd(ctx, xorloschEngine.outcome(ctx.state)));
    return need;
  };

  return {
    render(view, legal, send, mySeat, seatNames) {
      frame = { view, legal, send, mySeat, names: seatNames };
      continuePlan(context(frame));
      const key = frameKey(app, view, legal, mySeat, seatNames);
      if (key === lastKey) return;
      lastKey = key;
      draw();
    },
    targets: () => book.list(),
    destroy() {
      motion.destroy();
      if (base) root.removeChild(base.layer);
      base?.layer.destroy({ children: true });
      root.destroy({ children: true });
    },
  };
}
