/**
 * What changes on the map with every view and legal list: the zones lit where the hero can walk (or a controlled
 * enemy can go, or Adrenaline can take the hero), the clickable doors, chests and the barred door, the standees,
 * and picking an enemy, a hero or a zone as the target of an action. Every click is a legal action or picks
 * something that legal actions name.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import type { LiteAction } from "../../../../shared/src/dungeon-lite/index.js";
import { act, clickable, legalOf, type Ctx, type Pick } from "./ctx";
import { drawFigures } from "./figures";
import { sideOf } from "./map-draw";
import { reach, startWalk } from "./moves";
import { CELL, colour } from "./theme";

const samePick = (a: Pick | null, b: Pick): boolean =>
  a !== null &&
  a.kind === b.kind &&
  (a.kind === "enemy"
    ? a.id === (b as { id: number }).id
    : a.kind === "zone"
      ? a.id === (b as { id: string }).id
      : a.seat === (b as { seat: number }).seat);

/** What a legal action is aimed at, if anything: an enemy, a zone or a hero. */
export function pickOf(a: LiteAction): Pick | null {
  switch (a.type) {
    case "attack":
    case "control-attack":
      return { kind: "enemy", id: a.target };
    case "cast":
    case "use-item":
      if (a.target !== undefined) return { kind: "enemy", id: a.target };
      if (a.zone !== undefined) return { kind: "zone", id: a.zone };
      return a.type === "cast" && a.hero !== undefined ? { kind: "hero", seat: a.hero } : null;
    case "control-move":
    case "adrenaline":
      return { kind: "zone", id: a.zone };
    case "revive":
      return { kind: "hero", seat: a.hero };
    case "give":
      return { kind: "hero", seat: a.to };
    default:
      return null;
  }
}

/** Picks (or drops) something as the target of the actions aimed at it. */
function toggle(ctx: Ctx, p: Pick): void {
  ctx.ui.pick = samePick(ctx.ui.pick, p) ? null : p;
  ctx.redraw();
}

/** An invisible rectangle that takes clicks (its bounds are the click target's, for the tests too). */
function hitBox(x: number, y: number, w: number, h: number): Graphics {
  const g = new Graphics().rect(x, y, w, h).fill({ color: 0x000000, alpha: 0.001 });
  g.hitArea = new Rectangle(x, y, w, h);
  return g;
}

const aimedAt = (ctx: Ctx, p: Pick) => ctx.legal.some((a) => samePick(pickOf(a), p));

function zones(ctx: Ctx, layer: Container): void {
  const walk = reach(ctx);
  const lit = new Graphics();
  for (const [id, p] of ctx.layout.zones) {
    const pick: Pick = { kind: "zone", id };
    const step = legalOf(ctx, "step").find((a) => a.zone === id);
    const path = walk.get(id);
    const aimed = aimedAt(ctx, pick);
    if (!step && !path && !aimed) continue;
    const picked = samePick(ctx.ui.pick, pick);
    lit
      .rect(p.x + 2, p.y + 2, CELL - 4, CELL - 4)
      .fill({ color: aimed && !path ? colour.control : colour.lit, alpha: picked ? 0.6 : 0.3 });
    const hit = hitBox(p.x, p.y, CELL, CELL);
    clickable(ctx, `zone-${id}`, step ?? (path ? { ui: "walk", zone: id } : { ui: "pick", zone: id }), hit, () => {
      if (step) return act(ctx, step);
      if (path) return startWalk(ctx, path);
      toggle(ctx, pick);
    });
    layer.addChild(hit);
  }
  layer.addChildAt(lit, 0);
}

/** A click target over a square's side (a door) or a spot of the square (the chest). */
function spot(
  ctx: Ctx,
  layer: Container,
  id: string,
  action: LiteAction,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const g = new Graphics().roundRect(x, y, w, h, 5).stroke({ width: 3, color: colour.lit });
  layer.addChild(g);
  const hit = hitBox(x, y, w, h);
  clickable(ctx, id, action, hit, () => act(ctx, action));
  layer.addChild(hit);
}

function doorsAndChests(ctx: Ctx, layer: Container): void {
  for (const a of legalOf(ctx, "open-door")) {
    const p = ctx.layout.zones.get(a.zone);
    if (!p) continue;
    const [x1, y1, x2, y2] = sideOf(p, a.side);
    spot(ctx, layer, `door-${a.zone}-${a.side}`, a, (x1 + x2) / 2 - 17, (y1 + y2) / 2 - 12, 34, 24);
  }
  const seat = ctx.mySeat;
  const chest = [...legalOf(ctx, "open-chest"), ...legalOf(ctx, "control-chest")][0];
  const zone = chest?.type === "open-chest" && seat !== null ? ctx.view.heroes[seat].zone : null;
  const at =
    chest?.type === "control-chest" ? ctx.view.enemies.find((e) => e.id === ctx.view.turn?.control?.enemy)?.zone : zone;
  const p = at ? ctx.layout.zones.get(at) : undefined;
  if (chest && p) spot(ctx, layer, "chest", chest, p.x + CELL / 2 - 15, p.y + 1, 30, 21);
  const remove = legalOf(ctx, "remove-door")[0];
  const door = ctx.view.door && ctx.layout.zones.get(ctx.view.door.zone);
  if (remove && door && ctx.view.door) {
    const [x1, y1, x2, y2] = sideOf(door, ctx.view.door.side);
    spot(
      ctx,
      layer,
      "barred-door",
      remove,
      Math.min(x1, x2) - 8,
      Math.min(y1, y2) - 8,
      Math.abs(x2 - x1) + 16,
      Math.abs(y2 - y1) + 16,
    );
  }
}

export function drawMapLive(ctx: Ctx): Container {
  const layer = new Container();
  zones(ctx, layer);
  doorsAndChests(ctx, layer);
  const figures = new Container();
  drawFigures(ctx, figures, (kind, id, s) => {
    const pick: Pick = kind === "enemy" ? { kind, id } : { kind, seat: id };
    if (aimedAt(ctx, pick)) clickable(ctx, `${kind}-${id}`, { ui: "pick", [kind]: id }, s, () => toggle(ctx, pick));
  });
  layer.addChild(figures);
  return layer;
}
