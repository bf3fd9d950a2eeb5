/** Sword, shield and wildcard icons drawn with Graphics (no art assets), and a row of "icon × n" figures. */
import { Container, Graphics } from "pixi.js";
import { MIN_SIZE, text } from "./label";

const ICON = {
  sword: 0xc3ccd6,
  swordEdge: 0x2d3748,
  shield: 0x5b8def,
  shieldEdge: 0x1f3f8a,
  wild: 0xd9534f,
};

export type IconKind = "sword" | "shield" | "wild";

function icon(kind: IconKind, size: number): Graphics {
  const g = new Graphics();
  const s = size;
  if (kind === "sword") {
    g.poly([s * 0.5, 0, s * 0.64, s * 0.16, s * 0.64, s * 0.64, s * 0.36, s * 0.64, s * 0.36, s * 0.16])
      .fill(ICON.sword)
      .stroke({ width: 1.5, color: ICON.swordEdge });
    g.roundRect(s * 0.14, s * 0.62, s * 0.72, s * 0.12, 2)
      .fill(0xb08d57)
      .stroke({ width: 1, color: 0x5a4221 });
    g.rect(s * 0.43, s * 0.74, s * 0.14, s * 0.26).fill(0x6b4f2a);
  } else if (kind === "shield") {
    g.poly([s * 0.12, s * 0.08, s * 0.88, s * 0.08, s * 0.88, s * 0.5, s * 0.5, s, s * 0.12, s * 0.5])
      .fill(ICON.shield)
      .stroke({ width: 1.5, color: ICON.shieldEdge });
  } else {
    g.circle(s / 2, s / 2, s * 0.46)
      .fill(ICON.wild)
      .stroke({ width: 1.5, color: 0x7a1f1c });
  }
  return g;
}

/** "⚔2 🛡1" as drawn icons with numbers; parts with a zero count are left out unless `always` lists them. */
export function iconRow(
  counts: Partial<Record<IconKind, number>>,
  size: number,
  color: number,
  always: IconKind[] = [],
): Container {
  const c = new Container();
  let x = 0;
  for (const kind of ["sword", "shield", "wild"] as const) {
    const n = counts[kind] ?? 0;
    if (n === 0 && !always.includes(kind)) continue;
    const g = icon(kind, size);
    g.position.set(x, 0);
    const t = text(String(n), Math.max(MIN_SIZE, size * 0.85), color, "bold");
    t.position.set(x + size + 2, size * 0.05);
    c.addChild(g, t);
    x += size + 4 + t.width + 8;
  }
  return c;
}
