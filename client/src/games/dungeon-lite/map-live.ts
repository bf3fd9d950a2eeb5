/**
 * What changes on the map with every view and legal list: the zones lit where the hero can walk (or a controlled
 * enemy can go, or Adrenaline can take the hero), the clickable doors, chests and the barred door, the standees,
 * and picking an enemy, a hero or a zone as the target of an action, each an item kept by its key (a zone by its id, a
 * spot by the action it stands for, a standee by its name: table/sync.ts). Every click is a legal action or picks
 * something that legal actions name.
 */
import { Graphics, Rectangle } from "pixi.js";
import type { Item } from "../../table/sync";
import type { LiteAction } from "@tabletop/shared/dungeon-lite/index.js";
import { act, legalOf, type Ctx, type Of, type Pick } from "./ctx";
import { fingers, targetSize } from "../text-size";
import type { Placed } from "./map-model";
import { figureItems, type StandeeTap } from "./figures";
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
export function toggle(ctx: Ctx, p: Pick): void {
  ctx.ui.pick = samePick(ctx.ui.pick, p) ? null : p;
  ctx.redraw();
}

const aimedAt = (ctx: Ctx, p: Pick) => ctx.legal.some((a) => samePick(pickOf(a), p));

/** The zones lit where something can go, each keyed by its zone, taking the taps that go there. */
function zones(ctx: Ctx): Item[] {
  const walk = reach(ctx);
  const out: Item[] = [];
  for (const [id, p] of ctx.layout.zones) {
    const pick: Pick = { kind: "zone", id };
    const step = legalOf(ctx, "step").find((a) => a.zone === id);
    const path = walk.get(id);
    const aimed = aimedAt(ctx, pick);
    if (!step && !path && !aimed) continue;
    const picked = samePick(ctx.ui.pick, pick);
    const fill = { color: aimed && !path ? colour.control : colour.lit, alpha: picked ? 0.6 : 0.3 };
    const action = step ?? (path ? { ui: "walk", zone: id } : { ui: "pick", zone: id });
    out.push({
      key: `zone-${id}`,
      look: [fill, p.x, p.y],
      at: { x: 0, y: 0 },
      build: () => new Graphics().rect(p.x + 2, p.y + 2, CELL - 4, CELL - 4).fill(fill),
      tap: {
        id: `zone-${id}`,
        action,
        run: () => {
          if (step) return act(ctx, step);
          if (path) return startWalk(ctx, path);
          toggle(ctx, pick);
        },
      },
      hit: new Rectangle(p.x, p.y, CELL, CELL),
    });
  }
  return out;
}

/** A spot's lit outline, keyed by `id`, and the box that takes its taps (`hit`: the outline's own box where not given). */
function spot(
  ctx: Ctx,
  id: string,
  action: LiteAction,
  x: number,
  y: number,
  w: number,
  h: number,
  hit: { x: number; y: number; w: number; h: number } = { x, y, w, h },
): Item {
  return {
    key: id,
    look: [x, y, w, h],
    at: { x: 0, y: 0 },
    build: () => new Graphics().roundRect(x, y, w, h, 5).stroke({ width: 3, color: colour.lit }),
    tap: { id, action, run: () => act(ctx, action) },
    hit: new Rectangle(hit.x, hit.y, hit.w, hit.h),
  };
}
/** A door's outline across a square's side, in map units. */
const DOOR = { along: 34, depth: 24 };

/**
 * A closed exit's door: its outline across the side; it takes taps on a fingertip's box where fingers tap (along the
 * side, and out of the square beyond the outline's inner half: no other square is there), so the doors of two sides
 * of one square meet only in a corner of their outlines.
 */
function door(ctx: Ctx, a: Of<"open-door">, p: Placed): Item {
  const [x1, y1, x2, y2] = sideOf(p, a.side);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const along = targetSize(DOOR.along);
  const deep = Math.max(DOOR.depth, targetSize(DOOR.depth));
  const inner = DOOR.depth / 2;
  const across = a.side === "N" || a.side === "S";
  const hit = across
    ? { x: mx - along / 2, y: a.side === "N" ? my + inner - deep : my - inner, w: along, h: deep }
    : { x: a.side === "W" ? mx + inner - deep : mx - inner, y: my - along / 2, w: deep, h: along };
  const w = across ? DOOR.along : DOOR.depth;
  const h = across ? DOOR.depth : DOOR.along;
  return spot(ctx, `door-${a.zone}-${a.side}`, a, mx - w / 2, my - h / 2, w, h, hit);
}

function doorsAndChests(ctx: Ctx): Item[] {
  const out: Item[] = [];
  for (const a of legalOf(ctx, "open-door")) {
    const p = ctx.layout.zones.get(a.zone);
    if (p) out.push(door(ctx, a, p));
  }
  const seat = ctx.mySeat;
  const chest = [...legalOf(ctx, "open-chest"), ...legalOf(ctx, "control-chest")][0];
  const zone = chest?.type === "open-chest" && seat !== null ? ctx.view.heroes[seat].zone : null;
  const at =
    chest?.type === "control-chest" ? ctx.view.enemies.find((e) => e.id === ctx.view.turn?.control?.enemy)?.zone : zone;
  const p = at ? ctx.layout.zones.get(at) : undefined;
  // The chest takes taps on a fingertip's box inside its square, where fingers tap.
  const side = targetSize(30);
  if (chest && p)
    out.push(
      spot(ctx, "chest", chest, p.x + CELL / 2 - 15, p.y + 1, 30, 21, {
        x: p.x + CELL / 2 - side / 2,
        y: p.y,
        w: side,
        h: Math.max(21, targetSize(21)),
      }),
    );
  // The barred door lies between two squares, which take their own taps: where fingers tap, the action bar's button
  // removes it (offers.ts), not a spot too thin for a fingertip.
  const remove = fingers() ? undefined : legalOf(ctx, "remove-door")[0];
  const barred = ctx.view.door && ctx.layout.zones.get(ctx.view.door.zone);
  if (remove && barred && ctx.view.door) {
    const [x1, y1, x2, y2] = sideOf(barred, ctx.view.door.side);
    out.push(
      spot(
        ctx,
        "barred-door",
        remove,
        Math.min(x1, x2) - 8,
        Math.min(y1, y2) - 8,
        Math.abs(x2 - x1) + 16,
        Math.abs(y2 - y1) + 16,
      ),
    );
  }
  return out;
}

/** What changes on the map, as keyed items (table/sync.ts), lowest first: lit zones, spots, occupancies, standees. */
export function mapItems(ctx: Ctx): Item[] {
  // A standee is far smaller than a fingertip, and its neighbours stand close: where fingers tap, the action bar
  // offers what to aim at instead (bar.ts).
  const tapFigures = !fingers();
  const tapOf: StandeeTap = (kind, id) => {
    const pick: Pick = kind === "enemy" ? { kind, id } : { kind, seat: id };
    return tapFigures && aimedAt(ctx, pick)
      ? { id: `${kind}-${id}`, action: { ui: "pick", [kind]: id }, run: () => toggle(ctx, pick) }
      : undefined;
  };
  return [...zones(ctx), ...doorsAndChests(ctx), ...figureItems(ctx, tapOf)];
}
