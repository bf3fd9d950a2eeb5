/** The end of the adventure over the dungeon: won or lost, and why (the view's result and reason). */
import { Container, Graphics } from "pixi.js";
import type { Ctx } from "./ctx";
import { label } from "../labels";
import { MAP, colour } from "./theme";
import { count } from "../../ui/words";

export function drawEnd(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  if (!v.result) return;
  const box = new Container();
  const w = 560;
  const h = 150;
  box.position.set(MAP.x + (MAP.w - w) / 2, MAP.y + (MAP.h - h) / 2);
  box.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, 14)
      .fill({ color: 0x0d1411, alpha: 0.95 })
      .stroke({ width: 3, color: v.result === "win" ? colour.good : colour.danger }),
  );
  const title = v.result === "win" ? "Victory! The party wins." : "Defeat. The party is lost.";
  label(box, title, 24, 20, 26, v.result === "win" ? colour.good : colour.danger, "bold");
  label(box, v.reason ?? "", 24, 64, 14, colour.ink, "normal", w - 48);
  label(box, `Round ${v.round} · ${count(v.segments.length, "segment")} explored`, 24, h - 30, 12, colour.muted);
  box.eventMode = "none";
  root.addChild(box);
}
