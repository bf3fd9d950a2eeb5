/**
 * The Xorlosch Pixi renderer: a function of (view, legal) with no rules inside. It lays out the board, the dice,
 * the side panels and the dialogs, keeps the local selection, and carries out a confirmed multi-step move one
 * step at a time, each step only once `legal` offers it.
 */
import { Container, Graphics, type Application } from "pixi.js";
import type { GameRenderer } from "../types";
import { TargetBook, clear, fitToScreen, palette } from "../../ui/pixi-kit";
import { text } from "./text";
import { xorloschEngine, type XorAction, type XorView } from "../../../../shared/src/xorlosch/index";
import { stateFromView } from "../../../../shared/src/xorlosch/bots/util";
import { btn, emptyUi, legalOf, seatName, type Ctx } from "./ctx";
import { buildBoardBase, drawBoard } from "./board";
import { drawDwarves, dieActions } from "./dwarves";
import { drawQuests, QUESTS_HEIGHT } from "./quests";
import { drawContext, contextHeight } from "./dialogs";
import { drawItems, drawLevels, drawScores, itemsHeight, levelsHeight, scoresHeight } from "./panels";
import { drawEnd } from "./end";
import { H, SIDE, W } from "./theme";

interface Frame {
  view: XorView;
  legal: XorAction[];
  send: (a: XorAction) => void;
  mySeat: number | null;
  names: string[];
}

function statusLine(ctx: Ctx): string {
  const v = ctx.view;
  if (v.phase === "over") return "Game over";
  const who = v.active === ctx.mySeat ? "Your" : `${seatName(ctx, v.active)}'s`;
  if (v.phase === "placement") return `Placement · ${who} turn to place`;
  if (v.pending?.kind === "diplomacy" && v.waitingOn !== null && v.waitingOn !== v.active) {
    return `Round ${v.round} · Diplomacy · ${v.waitingOn === ctx.mySeat ? "your answer" : `${seatName(ctx, v.waitingOn)}'s answer`} is awaited`;
  }
  const boots = v.turn.boots ? ` · boots on dwarf ${v.turn.boots.dwarf + 1}: ${v.turn.boots.left} own points` : "";
  return `Round ${v.round} · ${who} turn · ${v.turn.pointsLeft} movement points left${boots}`;
}

/**
 * Sends the next step of a confirmed path once the dwarf stands where the last step took it and the legal list is
 * the one for that square (a list still offering the step onto the dwarf's own square is the previous one).
 */
function continuePlan(ctx: Ctx): void {
  const plan = ctx.ui.plan;
  if (!plan || ctx.mySeat === null) return;
  const square = ctx.view.players[ctx.mySeat]?.dwarves[plan.die]?.square ?? null;
  if (square !== plan.at) return; // the last step has not landed yet
  const steps = legalOf(ctx, "step").filter((s) => s.dwarf === plan.die);
  if (steps.some((s) => s.to === square)) return; // the legal list for the new square is still on its way
  const next = steps.find((s) => s.to === plan.path[0]);
  if (!next) {
    ctx.ui.plan = null;
    return;
  }
  plan.path = plan.path.slice(1);
  plan.at = next.to;
  if (plan.path.length === 0) ctx.ui.plan = null;
  queueMicrotask(() => ctx.send(next));
}

export function createRenderer(app: Application): GameRenderer<XorView, XorAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui = emptyUi();
  let frame: Frame | null = null;
  let base: { id: XorView["board"]; layer: Container } | null = null;
  let lastKey = "";

  const context = (f: Frame): Ctx => ({
    view: f.view,
    state: stateFromView(f.view),
    legal: f.legal,
    mySeat: f.mySeat,
    names: f.names,
    book,
    ui,
    send: f.send,
    redraw: () => {
      lastKey = "";
      draw();
      app.render();
    },
  });

  const draw = () => {
    if (!frame) return;
    const ctx = context(frame);
    if (base) root.removeChild(base.layer);
    clear(root);
    book.reset();
    fitToScreen(app, root, W, H);
    if (ui.selected !== null && dieActions(ctx.legal, ui.selected).length === 0) {
      ui.selected = null;
      ui.target = null;
    }
    root.addChild(
      new Graphics().roundRect(0, 0, W, H, 18).fill(palette.table).stroke({ width: 4, color: palette.tableEdge }),
    );
    // The room reports "playing" a moment before the first projection lands: draw nothing game-specific until then.
    if (ctx.view.seats === 0 || ctx.view.players.length < ctx.view.seats) {
      const wait = text("Setting up the table…", 26, palette.muted, "bold");
      wait.position.set(40, 40);
      root.addChild(wait);
      return;
    }
    if (!base || base.id !== ctx.view.board) {
      base?.layer.destroy({ children: true });
      base = { id: ctx.view.board, layer: buildBoardBase(ctx.view.board) };
    }
    root.addChild(base.layer);
    const boardLayer = new Container();
    const pos = drawBoard(ctx, boardLayer);
    drawDwarves(ctx, boardLayer, pos);
    root.addChild(boardLayer);
    const status = text(
      statusLine(ctx),
      22,
      ctx.view.active === ctx.mySeat && ctx.view.phase !== "over" ? palette.gold : palette.ink,
      "bold",
    );
    status.position.set(24, 16);
    root.addChild(status);
    const end = legalOf(ctx, "endTurn")[0];
    if (end) {
      const label = ctx.view.phase === "placement" ? "Done placing" : "End turn";
      const b = btn(ctx, "endTurn", label, end, { width: 170, height: 44, size: 18 }, () => {
        ui.selected = null;
        ui.target = null;
        ui.plan = null;
        ctx.send(end);
      });
      b.position.set(24, H - 64);
      root.addChild(b);
    }
    const legend = text(
      "■ warrior  ● mechanicus  ·  W/M: task profession  ·  red passages need boots (D debris, L ladder, C crevice)",
      13,
      palette.muted,
    );
    legend.position.set(214, H - 50);
    root.addChild(legend);
    let y = 12;
    const stack = (c: Container, h: number) => {
      if (h <= 0) return;
      c.position.set(SIDE.x, y);
      root.addChild(c);
      y += h + 8;
    };
    stack(drawScores(ctx, SIDE.width), scoresHeight(ctx));
    stack(drawQuests(ctx, SIDE.width), QUESTS_HEIGHT);
    stack(drawContext(ctx, SIDE.width), contextHeight(ctx));
    stack(drawLevels(ctx, SIDE.width), levelsHeight());
    if (ctx.mySeat !== null) stack(drawItems(ctx, SIDE.width), itemsHeight(ctx));
    if (ctx.view.phase === "over") root.addChild(drawEnd(ctx, xorloschEngine.outcome(ctx.state)));
  };

  return {
    render(view, legal, send, mySeat, seatNames) {
      frame = { view, legal, send, mySeat, names: seatNames };
      continuePlan(context(frame));
      // The page redraws on every patch and every legal list; an unchanged frame keeps the scene as it is.
      const key = JSON.stringify([view, legal, mySeat, seatNames, app.screen.width, app.screen.height]);
      if (key === lastKey) return;
      lastKey = key;
      draw();
    },
    targets: () => book.list(),
    destroy() {
      if (base) root.removeChild(base.layer);
      base?.layer.destroy({ children: true });
      root.destroy({ children: true });
    },
  };
}
