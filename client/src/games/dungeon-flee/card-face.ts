/** A Dungeon Flee card drawn from its content definition: face up (name, requirement, damage, centre) or face down. */
import { Container, Graphics } from "pixi.js";
import type { CardDef } from "@tabletop/shared/dungeon-flee/content/index.js";
import { palette } from "../../ui/pixi-kit";
import { fitted, MIN_SIZE, text } from "./label";
import { iconRow } from "./icons";
import { count } from "../../ui/words";

const KIND_COLOUR: Record<CardDef["kind"], number> = {
  starter: 0x8d99ae,
  monster: 0xb23a48,
  door: 0x8c5e34,
  trap: 0x7b4fa0,
  treasure: 0xd4a017,
  empty: 0x6c757d,
  stairs: 0x2a9d8f,
  deadend: 0x343a40,
};

const KIND_LABEL: Record<CardDef["kind"], string> = {
  starter: "Starter",
  monster: "Monster",
  door: "Door",
  trap: "Trap",
  treasure: "Treasure",
  empty: "Empty",
  stairs: "Stairs Up",
  deadend: "Dead End",
};

const TEXT_LABEL: Record<string, string> = {
  wild2: "+2 any",
  heal1: "Heal 1",
  ward2: "Ward 2",
  slayer2: "Slayer +2",
  lockpick2: "Lockpick +2",
};

function treasureLabel(t: NonNullable<CardDef["treasure"]>): string {
  if ("heal" in t) return `Heal ${t.heal}`;
  if ("swords" in t) return `+${count(t.swords, "sword")}`;
  if ("shields" in t) return `+${count(t.shields, "shield")}`;
  return `+${t.wild} any`;
}

export type CardLook = "plain" | "playable" | "selected" | "dim";

/**
 * A card face laid out top to bottom so nothing overlaps: the name in the coloured band (wrapped to two lines when
 * long, the band growing with it), the requirement and damage, the centre icons, the card's words, and the kind at
 * the foot. Every text is at least MIN_SIZE (label.ts).
 */
export function cardFace(def: CardDef, w: number, h: number, look: CardLook = "plain"): Container {
  const c = new Container();
  const kind = KIND_COLOUR[def.kind];
  const bg = new Graphics().roundRect(0, 0, w, h, 8).fill(palette.card);
  if (look === "selected") bg.stroke({ width: 5, color: palette.gold });
  else if (look === "playable") bg.stroke({ width: 3, color: palette.gold, alpha: 0.8 });
  else bg.stroke({ width: 1, color: 0x8a9a90 });
  c.addChild(bg);

  const name = fitted(def.name, Math.round(h * 0.1), w - 14, 0xffffff, "bold");
  const band = Math.max(h * 0.2, name.height + 8);
  c.addChild(new Graphics().roundRect(4, 4, w - 8, band, 5).fill(kind));
  name.position.set(8, 4 + (band - name.height) / 2);
  c.addChild(name);

  const small = Math.max(MIN_SIZE, Math.round(h * 0.085));
  let y = band + 10;
  // Upper left: the requirement; upper right: the green damage icon (FLEE anatomy).
  if (def.req) {
    const req =
      def.req.wild > 0
        ? iconRow({ wild: def.req.wild }, small, palette.cardInk)
        : iconRow({ sword: def.req.swords, shield: def.req.shields }, small, palette.cardInk);
    req.position.set(7, y);
    c.addChild(req);
  }
  if (def.damage !== undefined) {
    const dmg = new Graphics().circle(w - 15, y + small / 2, small * 0.7).fill(0x3c9d4a);
    const n = text(String(def.damage), small, 0xffffff, "bold");
    n.anchor.set(0.5);
    n.position.set(w - 15, y + small / 2);
    c.addChild(dmg, n);
  }
  if (def.req || def.damage !== undefined) y += small + 8;
  // Centre: the icons and text the card gives when played.
  const centre = iconRow(
    { sword: def.centre.swords, shield: def.centre.shields },
    Math.max(MIN_SIZE, Math.round(h * 0.13)),
    palette.cardInk,
  );
  if (centre.children.length > 0) {
    centre.position.set((w - centre.width) / 2, y);
    c.addChild(centre);
    y += centre.height + 6;
  }
  const words = def.centre.text ? TEXT_LABEL[def.centre.text] : def.treasure ? treasureLabel(def.treasure) : "";
  if (words) {
    const t = fitted(words, small, w - 12, palette.cardInk, "bold");
    t.anchor.set(0.5, 0);
    t.position.set(w / 2, y);
    c.addChild(t);
  }
  const label = fitted(KIND_LABEL[def.kind], MIN_SIZE, w - 10, 0x5b6770);
  label.anchor.set(0.5, 1);
  label.position.set(w / 2, h - 4);
  c.addChild(label);
  if (look === "selected") {
    const badge = new Graphics()
      .circle(w - 4, -4, 11)
      .fill(palette.gold)
      .stroke({ width: 2, color: palette.cardInk });
    const tick = text("✓", MIN_SIZE, palette.cardInk, "bold");
    tick.anchor.set(0.5);
    tick.position.set(w - 4, -4);
    c.addChild(badge, tick);
  }
  if (look === "dim") c.alpha = 0.6;
  return c;
}

export function cardBack(w: number, h: number): Graphics {
  return new Graphics()
    .roundRect(0, 0, w, h, 8)
    .fill(0x3a2f4f)
    .stroke({ width: 1.5, color: 0x1c1626 })
    .roundRect(6, 6, w - 12, h - 12, 5)
    .stroke({ width: 1.5, color: 0xc9b6e4, alpha: 0.6 })
    .circle(w / 2, h / 2, Math.min(w, h) * 0.16)
    .stroke({ width: 2, color: 0xc9b6e4, alpha: 0.6 });
}

/** An empty pile's outline. */
export function slot(w: number, h: number): Graphics {
  return new Graphics().roundRect(0, 0, w, h, 8).stroke({ width: 2, color: 0x5b6f64, alpha: 0.8 });
}
