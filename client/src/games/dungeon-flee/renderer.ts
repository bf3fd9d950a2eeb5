/**
 * The Dungeon Flee table: a function of the frame (view, legal) with no rules inside. The canvas holds the corridors
 * round the character card, the token, the piles, the hand and the treasure, every clickable item something `legal`
 * lists (recorded as a ClickTarget for tests); the page holds the prompt, a button in words for every legal action
 * and the panels (health, the encounter and the attempt, the hand and treasure in words: ./page.ts).
 */
import { Container, Graphics, type Application } from "pixi.js";
import type { FleeAction, FleeView } from "@tabletop/shared/dungeon-flee/index.js";
import type { Frame, GameRenderer } from "../types";
import { TargetBook, clear, fitToScreen, palette } from "../../ui/pixi-kit";
import { ringItems } from "./corridor-ring";
import { H, W, type Ctx } from "./ctx";
import { drawEnd } from "./end";
import { drawHand } from "./hand";
import { drawInventory } from "./inventory";
import { fleeParts } from "./page";
import { setTextDensity } from "./label";
import { drawPiles } from "./piles";
import { Motion } from "../../table/tween";
import { Keyed, type Item } from "../../table/sync";

export function createRenderer(app: Application, changed: () => void): GameRenderer<FleeView, FleeAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const motion = new Motion(app.ticker);
  root.addChild(
    new Graphics().roundRect(0, 0, W, H, 18).fill(palette.table).stroke({ width: 4, color: palette.tableEdge }),
  );
  /** The corridor ring, and over the rest the card layer, kept by key (../../table/sync.ts); between them, the rest. */
  const ring = new Keyed(book);
  const cards = new Keyed(book, motion);
  const rest = new Container();
  const over = new Container();
  root.addChild(ring.layer, rest, cards.layer, over);
  let last: Frame<FleeView, FleeAction> | null = null;
  const context = (f: Frame<FleeView, FleeAction>, laid: Item[] = []): Ctx => ({
    view: f.view,
    legal: f.legal,
    send: f.send,
    book,
    motion,
    cards: laid,
    redraw: () => {
      draw();
      app.render();
      changed();
    },
  });

  const draw = () => {
    if (!last) return;
    clear(rest);
    clear(over);
    book.reset();
    fitToScreen(app, root, W, H);
    setTextDensity(root.scale.x * app.stage.scale.x);
    const ctx = context(last);
    ring.sync(ringItems(ctx));
    drawInventory(ctx, rest);
    drawPiles(ctx, rest);
    drawHand(ctx, rest);
    cards.sync(ctx.cards);
    drawEnd(ctx, over);
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
      ring.destroy();
      cards.destroy();
      root.destroy({ children: true });
    },
  };
}
