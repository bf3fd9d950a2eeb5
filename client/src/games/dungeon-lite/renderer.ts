/**
 * The Dungeon Lite table: a function of (view, legal) with no rules inside. The dungeon fitted in its frame (its
 * squares kept between draws while the map does not change; the table's one board scale zooms and pans it), the
 * standees and what can be clicked on them, the side column (mission and clock, heroes, combat, the order and the
 * log), the hand, the action bar, and the choices and end over the dungeon. Everything clickable is a legal action
 * or picks what legal actions name.
 */
import { Container, Graphics, type Application } from "pixi.js";
import type { LiteAction, LiteView } from "../../../../shared/src/dungeon-lite/index.js";
import { TargetBook, clear, fitToScreen } from "../../ui/pixi-kit";
import { currentDisplayScale, setDisplayScale } from "../text-size";
import type { GameRenderer, LogLine } from "../types";
import { Motion } from "../../table/tween";
import { drawBar } from "./bar";
import { mapFit, mapFrame } from "./map-frame";
import { drawChoices } from "./choose";
import { drawCombat } from "./combat";
import { emptyUi, type Ctx } from "./ctx";
import { drawEnd } from "./end";
import { drawHand } from "./hand";
import { HEROES_Y, drawHeroes } from "./heroes";
import { drawMapBase } from "./map-draw";
import { drawMapLive, pickOf } from "./map-live";
import { layoutOf, mapOfView } from "./map-model";
import { continueWalk } from "./moves";
import { drawOrderAndLog } from "./order";
import { drawStatus } from "./status";
import { label } from "./text";
import { H, SIDE, W, colour } from "./theme";

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

function sideColumn(ctx: Ctx, root: Container): void {
  drawStatus(ctx, root);
  drawHeroes(ctx, root);
  const combatTop = HEROES_Y + 34 + Math.max(1, ctx.view.heroes.length) * 84;
  const combatH = 226;
  drawCombat(ctx, root, combatTop, combatH);
  const logTop = combatTop + combatH + 6;
  drawOrderAndLog(ctx, root, logTop, SIDE.y + SIDE.h - logTop);
}

export function createRenderer(app: Application): GameRenderer<LiteView, LiteAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui = emptyUi();
  const motion = new Motion(app.ticker);
  let frame: Frame | null = null;
  let base: { key: string; layer: Container } | null = null;
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
      base = { key, layer: drawMapBase(ctx.view, ctx.map, ctx.layout) };
    }
    const content = new Container();
    content.addChild(base.layer, drawMapLive(ctx));
    return content;
  };

  const draw = () => {
    if (!frame) return;
    base?.layer.parent?.removeChild(base.layer);
    clear(root);
    book.reset();
    fitToScreen(app, root, W, H);
    setDisplayScale(root.scale.x * app.stage.scale.x);
    root.addChild(new Graphics().rect(0, 0, W, H).fill(colour.felt));
    const ctx = context(frame);
    if (!ctx.view.phase) {
      label(root, "Setting up the dungeon…", 40, 40, 22, colour.muted);
      return;
    }
    tidy(ctx);
    // The map's texts are sized for its fit too: on screen they are the fit times the table's scale.
    const fit = mapFit(ctx.layout);
    const shown = currentDisplayScale();
    setDisplayScale(shown * fit.scale);
    const map = mapLayer(ctx);
    setDisplayScale(shown);
    root.addChild(mapFrame(map, fit));
    sideColumn(ctx, root);
    drawHand(ctx, root);
    drawBar(ctx, root);
    drawChoices(ctx, root);
    drawEnd(ctx, root);
  };

  return {
    render(view, legal, send, mySeat, seatNames, log = []) {
      if (frame && frame.mySeat !== mySeat) Object.assign(ui, { card: null, pick: null, walk: null });
      frame = { view, legal, send, mySeat, names: seatNames, log };
      continueWalk(context(frame));
      const key = JSON.stringify([
        view,
        legal,
        mySeat,
        seatNames,
        log.length,
        app.screen.width,
        app.screen.height,
        app.stage.scale.x,
      ]);
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
