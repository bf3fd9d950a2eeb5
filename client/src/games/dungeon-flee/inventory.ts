/**
 * The treasure inventory: each treasure is clickable exactly when `legal` lists using it now. A treasure gained flies
 * here from its corridor (flight.ts).
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { cardFace } from "./card-face";
import { sends, type Ctx } from "./ctx";
import { layCard } from "./flight";

const INV = { x: 700, y: 14, w: 490, h: 186, cardW: 104, cardH: 140, gap: 8 };

export function drawInventory(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  root.addChild(new Graphics().roundRect(INV.x, INV.y, INV.w, INV.h, 12).fill(palette.panel));
  const title = text("Your treasure", 16, palette.muted, "bold");
  title.position.set(INV.x + 12, INV.y + 8);
  root.addChild(title);
  if (v.inventory.length === 0) {
    const none = text("none yet", 16, palette.muted);
    none.position.set(INV.x + 12, INV.y + 32);
    root.addChild(none);
    return;
  }
  // Side by side; more than fit overlap like a fanned hand, each still showing its name band.
  const room = INV.w - 24 - INV.cardW;
  const step = v.inventory.length > 1 ? Math.min(INV.cardW + INV.gap, room / (v.inventory.length - 1)) : 0;
  v.inventory.forEach((def, i) => {
    const use = ctx.legal.find((a) => a.type === "treasure" && a.card === def.id);
    const face = cardFace(def, INV.cardW, INV.cardH, use ? "playable" : "plain");
    face.label = `treasure-card:${def.id}`;
    if (use) sends(ctx, face, `treasure-${def.id}`, use);
    layCard(ctx, face, def.id, false, "treasure", { x: INV.x + 12 + i * step, y: INV.y + 36 });
  });
}
