/**
 * The Dungeon Lite table: a function of (view, legal) with no rules inside. The canvas holds the dungeon alone (its
 * squares kept between draws while the map does not change; the table's one board scale zooms and pans it), the
 * standees and what can be clicked on them (kept by key and drawn again only where they changed, ../../table/sync.ts):
 * zones, doors, the chest, the standees an action is aimed at; the frame round the map is kept too (./map-frame.ts),
 * so an update draws nothing anew but what changed. Everything
 * else, every choice in words and every panel (the hand, the heroes, the fighting, the order, the choices, the end),
 * is the page's (./page.ts).
 */
import { Container, type Application } from "pixi.js";
import type { LiteAction, LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { TargetBook } from "../../ui/pixi-kit";
import { currentDisplayScale, setDisplayScale } from "../text-size";
import { BoardLabels } from "../board-labels";
import { frameKey } from "../stage-height";
import type { Frame, GameRenderer } from "../types";
import { Motion } from "../../table/tween";
import { Keyed } from "../../table/sync";
import { MapFrame, fitMap } from "./map-frame";
import { emptyUi, forget, type Ctx } from "./ctx";
import { drawMapBase } from "./map-draw";
import { mapItems, pickOf } from "./map-live";
import { layoutOf, mapOfView } from "./map-model";
import { continueWalk } from "./moves";
import { liteParts } from "./page";
import { label } from "../labels";
import { colour } from "./theme";

type LiteFrame = Frame<LiteView, LiteAction>;

/** Drops what was picked once no legal action needs it any more. */
function tidy(ctx: Ctx): void {
  const p = ctx.ui.pick;
  if (p && !ctx.legal.some((a) => JSON.stringify(pickOf(a)) === JSON.stringify(p))) ctx.ui.pick = null;
}

export function createRenderer(app: Application, changed: () => void): GameRenderer<LiteView, LiteAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui = emptyUi();
  const motion = new Motion(app.ticker);
  let frame: LiteFrame | null = null;
  let base: { key: string; layer: Container; labels: BoardLabels } | null = null;
  let lastKey = "";

  const context = (f: LiteFrame): Ctx => {
    const map = mapOfView(f.view);
    return {
      view: f.view,
      legal: f.legal,
      send: f.send,
      mySeat: f.mySeat,
      names: f.seatNames,
      log: f.log,
      map,
      layout: layoutOf(map),
      book,
      ui,
      motion,
      forget: () => forget(ui),
      redraw: () => {
        lastKey = "";
        draw();
        app.render();
        changed();
      },
    };
  };

  /** The map in its own units: its base, and over it what changes, kept by key (../../table/sync.ts). */
  const items = new Keyed(book, motion);
  const content = new Container();
  content.addChild(items.layer);
  const frameOf = new MapFrame();
  root.addChild(frameOf.box);
  /** What the frame holds before the map is laid: the words of the wait, built again when they change. */
  let wait: { key: string; layer: Container } | null = null;

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
      content.addChildAt(base.layer, 0);
    }
    // The squares' labels and the standees' give way to each other by rank (../board-labels.ts).
    const labels = new BoardLabels();
    labels.include(base.labels);
    items.sync(mapItems(ctx), labels);
    labels.settle();
    return content;
  };

  const draw = () => {
    if (!frame) return;
    // The map and the frame round it are kept (the map's items by key).
    book.reset();
    const ctx = context(frame);
    if (!ctx.view.phase || ctx.layout.width === 0) {
      const waiting = { width: 480, height: 300 };
      fitMap(app, root, waiting);
      setDisplayScale(root.scale.x * app.stage.scale.x);
      const words = ctx.view.phase ? "The heroes are being chosen…" : "Setting up the dungeon…";
      const key = JSON.stringify([words, currentDisplayScale()]);
      if (!wait || wait.key !== key) {
        wait?.layer.destroy({ children: true });
        wait = { key, layer: new Container() };
        label(wait.layer, words, 24, 24, 22, colour.muted);
      }
      frameOf.show(wait.layer, waiting);
      return;
    }
    wait?.layer.destroy({ children: true });
    wait = null;
    tidy(ctx);
    // The map's texts follow the fit times the table's zoom (../text-size.ts).
    setDisplayScale(fitMap(app, root, ctx.layout) * app.stage.scale.x);
    frameOf.show(mapLayer(ctx), ctx.layout);
  };

  return {
    render(f) {
      if (frame && frame.mySeat !== f.mySeat) Object.assign(ui, { card: null, pick: null, walk: null });
      frame = f;
      continueWalk(context(f));
      const key = frameKey(app, f.view, f.legal, f.mySeat, f.seatNames, f.log.length);
      if (key === lastKey) return;
      lastKey = key;
      draw();
    },
    page: (f) => liteParts(context(f)),
    targets: () => book.list(),
    destroy() {
      motion.destroy();
      items.destroy();
      content.destroy({ children: true });
      root.destroy({ children: true });
    },
  };
}
