/**
 * The Dungeon Flee table: a function of the frame (view, legal) with no rules inside. The canvas holds the corridors
 * round the character card, the token, the piles, the hand and the treasure, every clickable item something `legal`
 * lists (recorded as a ClickTarget for tests). Each of them is an item kept by its key in one of four layers (the ring,
 * the table under the cards, the cards, the end's banner over them: ../../table/sync.ts), so an update adds, moves
 * and removes only what changed, and the table's scene is never drawn again as a whole. The page holds the prompt, a button in words for every legal action
 * and the panels (health, the encounter and the attempt, the hand and treasure in words: ./page.ts).
 */
import { Container, Graphics, type Application } from "pixi.js";
import type { FleeAction, FleeView } from "@tabletop/shared/dungeon-flee/index.js";
import type { Frame, GameRenderer } from "../types";
import { TargetBook, fitToScreen, palette } from "../../ui/pixi-kit";
import { ringItems } from "./corridor-ring";
import { H, W, type Ctx } from "./ctx";
import { endItems } from "./end";
import { drawHand } from "./hand";
import { drawInventory } from "./inventory";
import { fleeParts } from "./page";
import { setTextDensity } from "./label";
import { drawPiles } from "./piles";
import { Motion } from "../../table/tween";
import { Keyed } from "../../table/sync";

export function createRenderer(app: Application, changed: () => void): GameRenderer<FleeView, FleeAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const motion = new Motion(app.ticker);
  root.addChild(
    new Graphics().roundRect(0, 0, W, H, 18).fill(palette.table).stroke({ width: 4, color: palette.tableEdge }),
  );
  /** The corridor ring, the table under the cards, the cards and the end over them, kept by key. */
  const ring = new Keyed(book);
  const table = new Keyed(book);
  const cards = new Keyed(book, motion);
  const over = new Keyed(book);
  root.addChild(ring.layer, table.layer, cards.layer, over.layer);
  let last: Frame<FleeView, FleeAction> | null = null;
  const context = (f: Frame<FleeView, FleeAction>): Ctx => ({
    view: f.view,
    legal: f.legal,
    send: f.send,
    book,
    motion,
    cards: [],
    table: [],
    redraw: () => {
      draw();
      app.render();
      changed();
    },
  });

  const draw = () => {
    if (!last) return;
    book.reset();
    fitToScreen(app, root, W, H);
    setTextDensity(root.scale.x * app.stage.scale.x);
    const ctx = context(last);
    ring.sync(ringItems(ctx));
    drawInventory(ctx);
    drawPiles(ctx);
    drawHand(ctx);
    table.sync(ctx.table);
    cards.sync(ctx.cards);
    over.sync(endItems(ctx));
  };

  return {
    render(f) {
      last = f;
      draw();
    },
    page: (f) => fleeParts(context(f)),
    targets: () => book.list(),
    destroy() {
      motion.destroy();
      for (const layer of [ring, table, cards, over]) layer.destroy();
      root.destroy({ children: true });
    },
  };
}
