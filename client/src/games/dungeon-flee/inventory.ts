/**
 * The treasure inventory: its panel, and each treasure, clickable exactly when `legal` lists using it now, each an
 * item kept by its key between updates (table/sync.ts). A treasure gained flies here from its corridor (flight.ts).
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { currentDisplayScale } from "../text-size";
import { text } from "./label";
import { cardFace } from "./card-face";
import type { Ctx } from "./ctx";
import { layCard } from "./flight";

const INV = { x: 700, y: 14, w: 490, h: 186, cardW: 104, cardH: 140, gap: 8 };

/** The panel under the treasure: its title, and "none yet" while it holds none. */
function panel(empty: boolean): Container {
  const c = new Container();
  c.addChild(new Graphics().roundRect(0, 0, INV.w, INV.h, 12).fill(palette.panel));
  const title = text("Your treasure", 16, palette.muted, "bold");
  title.position.set(12, 8);
  c.addChild(title);
  if (empty) {
    const none = text("none yet", 16, palette.muted);
    none.position.set(12, 32);
    c.addChild(none);
  }
  return c;
}

export function drawInventory(ctx: Ctx): void {
  const v = ctx.view;
  const empty = v.inventory.length === 0;
  ctx.table.push({
    key: "treasure-panel",
    look: [empty, currentDisplayScale()],
    at: { x: INV.x, y: INV.y },
    build: () => panel(empty),
  });
  // Side by side; more than fit overlap like a fanned hand, each still showing its name band.
  const room = INV.w - 24 - INV.cardW;
  const step = v.inventory.length > 1 ? Math.min(INV.cardW + INV.gap, room / (v.inventory.length - 1)) : 0;
  v.inventory.forEach((def, i) => {
    const use = ctx.legal.find((a) => a.type === "treasure" && a.card === def.id);
    layCard(ctx, {
      id: def.id,
      face: () => {
        const face = cardFace(def, INV.cardW, INV.cardH, use ? "playable" : "plain");
        face.label = `treasure-card:${def.id}`;
        return face;
      },
      look: use !== undefined,
      place: "treasure",
      at: { x: INV.x + 12 + i * step, y: INV.y + 36 },
      ...(use ? { tap: { id: `treasure-${def.id}`, action: use, run: () => ctx.send(use) } } : {}),
    });
  });
}
