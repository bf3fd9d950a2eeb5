/**
 * The Dungeon Flee table: a function of (view, legal) with no rules inside. Every clickable item is something
 * `legal` lists (or, for a banish, the first of its two clicks) and is recorded as a ClickTarget for tests.
 */
import { Container, Graphics, type Application } from "pixi.js";
import type { FleeAction, FleeView } from "../../../../shared/src/dungeon-flee/index.js";
import type { GameRenderer } from "../types";
import { TargetBook, clear, fitToScreen, palette } from "../../ui/pixi-kit";
import { drawChoices } from "./choices";
import { drawCorridorRing } from "./corridor-ring";
import { H, W, type Ctx, type UiState } from "./ctx";
import { drawEnd } from "./end";
import { drawHand } from "./hand";
import { drawHealth } from "./health";
import { drawInventory } from "./inventory";
import { setTextDensity } from "./label";
import { drawPiles } from "./piles";
import { Motion } from "../../table/tween";

export function createRenderer(app: Application): GameRenderer<FleeView, FleeAction> {
  const root = new Container();
  app.stage.addChild(root);
  const book = new TargetBook();
  const ui: UiState = { banishTarget: null };
  const motion = new Motion(app.ticker);
  let last: { view: FleeView; legal: FleeAction[]; send: (a: FleeAction) => void } | null = null;

  const draw = () => {
    if (!last) return;
    clear(root);
    book.reset();
    fitToScreen(app, root, W, H);
    setTextDensity(root.scale.x * app.stage.scale.x);
    root.addChild(
      new Graphics().roundRect(0, 0, W, H, 18).fill(palette.table).stroke({ width: 4, color: palette.tableEdge }),
    );
    const cards = new Container();
    const ctx: Ctx = {
      view: last.view,
      legal: last.legal,
      send: last.send,
      book,
      ui,
      motion,
      cards,
      redraw: () => {
        draw();
        app.render();
      },
    };
    if (last.view.phase !== "after") ui.banishTarget = null;
    drawCorridorRing(ctx, root);
    drawHealth(ctx, root);
    drawChoices(ctx, root);
    drawInventory(ctx, root);
    drawPiles(ctx, root);
    drawHand(ctx, root);
    root.addChild(cards);
    drawEnd(ctx, root);
  };

  return {
    render(view, legal, send) {
      last = { view, legal, send };
      draw();
    },
    targets: () => book.list(),
    destroy() {
      motion.destroy();
      root.destroy({ children: true });
    },
  };
}
