/** The treasure inventory: each treasure is clickable exactly when `legal` lists using it now. */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { cardFace } from "./card-face";
import { sends, type Ctx } from "./ctx";

const INV = { x: 700, y: 476, w: 490, h: 110, cardW: 62, cardH: 88 };

export function drawInventory(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  root.addChild(new Graphics().roundRect(INV.x, INV.y, INV.w, INV.h, 12).fill(palette.panel));
  const title = text("Treasure", 14, palette.muted, "bold");
  title.position.set(INV.x + 12, INV.y + 8);
  root.addChild(title);
  if (v.inventory.length === 0) {
    const none = text("none yet", 13, palette.muted);
    none.position.set(INV.x + 12, INV.y + 32);
    root.addChild(none);
    return;
  }
  v.inventory.forEach((def, i) => {
    const use = ctx.legal.find((a) => a.type === "treasure" && a.card === def.id);
    const face = cardFace(def, INV.cardW, INV.cardH, use ? "playable" : "plain");
    face.position.set(INV.x + 96 + i * (INV.cardW + 8), INV.y + 12);
    if (use) sends(ctx, face, `treasure-${def.id}`, use);
    root.addChild(face);
  });
}
