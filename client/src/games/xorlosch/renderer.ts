/**
 * The Xorlosch renderer: a function of the frame (view, legal) with no rules inside. The canvas holds the board (its
 * squares, the dwarves, the tasks and items on it, and, for a selected dwarf, the squares it can reach and the path
 * previewed), each item kept by its key between updates and drawn again only where it changed (../../table/sync.ts);
 * the page holds the prompt and a button for every legal action (./bar.ts) and the panels (./panels.ts).
 * It keeps the local selection, and carries out a confirmed multi-step move one step at a time, each step only once
 * `legal` offers it (./plan.ts).
 */
import { Container, Graphics, type Application } from "pixi.js";
import { currentDisplayScale, setDisplayScale } from "../text-size";
import { BoardLabels, type Rect } from "../board-labels";
import { frameKey } from "../stage-height";
import type { Frame, GameRenderer } from "../types";
import { TargetBook, fitToScreen, palette } from "../../ui/pixi-kit";
import { xorloschEngine, type XorAction, type XorView } from "@tabletop/shared/xorlosch/index";
import { stateFromView } from "@tabletop/shared/xorlosch/bots/util";
import { text } from "../labels";
import { emptyUi, forget, type Ctx } from "./ctx";
import { barActions, prompt } from "./bar";
import { boardItems, buildBoardBase } from "./board";
import { dieActions, dwarfItems } from "./dwarves";
import { squarePositions } from "./layout";
import { endPanel } from "./end";
import { panels } from "./panels";
import { continuePlan } from "./plan";
import { BOARD_AREA } from "./theme";
import { Motion } from "../../table/tween";
import { Keyed } from "../../table/sync";

type XorFrame = Frame<XorView, XorAction>;

export function createRenderer(app: Application, changed: () => void): GameRenderer<XorView, XorAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui = emptyUi();
  const motion = new Motion(app.ticker);
  const { width, height } = BOARD_AREA;
  root.addChild(new Graphics().roundRect(0, 0, width, height, 18).fill(palette.table));
  /** What changes on the board, kept by key (../../table/sync.ts): marks, reachable squares, path, dwarves. */
  const items = new Keyed(book, motion);
  let waiting: Container | null = null;
  let frame: XorFrame | null = null;
  let base: { id: XorView["board"]; scale: number; layer: Container; labels: Rect[] } | null = null;
  let lastKey = "";

  const context = (f: XorFrame): Ctx => ({
    view: f.view,
    state: stateFromView(f.view),
    legal: f.legal,
    mySeat: f.mySeat,
    names: f.seatNames,
    book,
    ui,
    motion,
    send: f.send,
    forget: () => forget(ui),
    redraw: () => {
      lastKey = "";
      draw();
      app.render();
      changed();
    },
  });

  const draw = () => {
    if (!frame) return;
    const ctx = context(frame);
    book.reset();
    fitToScreen(app, root, width, height);
    const fitted = root.scale.x;
    if (ui.selected !== null && dieActions(ctx.legal, ui.selected).length === 0) {
      ui.selected = null;
      ui.target = null;
    }
    // The room reports "playing" a moment before the first projection lands: draw nothing game-specific until then.
    if (ctx.view.seats === 0 || ctx.view.players.length < ctx.view.seats) {
      setDisplayScale(fitted);
      items.clear();
      if (!waiting) {
        waiting = text("Setting up the table…", 26, palette.muted, "bold");
        waiting.position.set(40, 40);
        root.addChild(waiting);
      }
      return;
    }
    waiting?.destroy();
    waiting = null;
    // The board's labels follow the displayed scale (fitted and zoomed, ../text-size.ts): built again when it moves.
    setDisplayScale(fitted * app.stage.scale.x);
    if (!base || base.id !== ctx.view.board || base.scale !== currentDisplayScale()) {
      base?.layer.destroy({ children: true });
      base = { id: ctx.view.board, scale: currentDisplayScale(), ...buildBoardBase(ctx.view.board) };
      // For layout tests (drawn()) and the wheel (table/board-zoom.ts): the game board's own box.
      base.layer.label = "game board";
      root.addChildAt(base.layer, 1);
    }
    // Its labels give way to the base's (../board-labels.ts), settled off the stage, in the board's own units.
    root.removeChild(items.layer);
    const labels = new BoardLabels(base.labels);
    const pos = squarePositions(ctx.view.board);
    items.sync([...boardItems(ctx, pos), ...dwarfItems(ctx, pos)], labels);
    labels.settle();
    root.addChild(items.layer);
  };

  return {
    render(f) {
      frame = f;
      continuePlan(context(f));
      const key = frameKey(app, f.view, f.legal, f.mySeat, f.seatNames);
      if (key === lastKey) return;
      lastKey = key;
      draw();
    },
    page(f) {
      const ctx = context(f);
      if (f.view.seats === 0 || f.view.players.length < f.view.seats)
        return { prompt: "Setting up the table…", mine: false, actions: [], panels: null };
      const over = f.view.phase === "over";
      return {
        prompt: prompt(ctx),
        mine: f.legal.length > 0,
        actions: barActions(ctx),
        panels: [over ? endPanel(ctx, xorloschEngine.outcome(ctx.state)) : null, panels(ctx)],
      };
    },
    targets: () => book.list(),
    destroy() {
      motion.destroy();
      items.destroy();
      root.destroy({ children: true });
    },
  };
}
