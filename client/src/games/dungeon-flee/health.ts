/** The health track (one pip per point up to max health) and the Stairs Up found (4 to flee). */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { STAIRS_TO_WIN } from "../../../../shared/src/dungeon-flee/end.js";
import type { Ctx } from "./ctx";

const T = { x: 700, y: 14, w: 490, h: 88 };

export function drawHealth(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  const c = new Container();
  c.label = "health-track";
  c.addChild(new Graphics().roundRect(0, 0, T.w, T.h, 12).fill(palette.panel));
  const label = text(
    `Health ${Math.max(0, v.health)} / ${v.maxHealth}`,
    16,
    v.health <= 3 ? palette.danger : palette.ink,
    "bold",
  );
  label.position.set(12, 8);
  c.addChild(label);
  const n = Math.max(v.maxHealth, 1);
  const pip = Math.min(30, (T.w - 24) / n - 4);
  for (let i = 1; i <= n; i++) {
    const filled = i <= v.health;
    const g = new Graphics().roundRect(12 + (i - 1) * (pip + 4), 34, pip, 16, 4);
    if (filled) g.fill(palette.danger);
    else g.stroke({ width: 1.5, color: palette.disabled });
    c.addChild(g);
  }
  const stairs = text(`Stairs Up ${v.stairs} / ${STAIRS_TO_WIN}`, 16, palette.gold, "bold");
  stairs.position.set(12, 58);
  c.addChild(stairs);
  for (let i = 0; i < STAIRS_TO_WIN; i++) {
    const g = new Graphics().rect(170 + i * 26, 61, 20, 16);
    if (i < v.stairs) g.fill(0x2a9d8f);
    else g.stroke({ width: 1.5, color: palette.disabled });
    c.addChild(g);
  }
  c.position.set(T.x, T.y);
  root.addChild(c);
}
