/**
 * The six corridors in a circle around the character card (clockwise from the top, as the corridor numbers go),
 * each with its stack height and its top card face up or face down, and the player's token at its location (it
 * walks there). A face-up top card lies on the card layer (flight.ts): a monster that a failed door moves steps to
 * its new corridor, and an encounter defeated flies to its pile. The token and the monsters of the last move keep a
 * white ring. Each is an item kept by its key between updates (table/sync.ts).
 * A corridor is clickable only when `legal` offers to enter it (the first turn).
 */
import { Container, Graphics } from "pixi.js";
import type { CorridorView } from "@tabletop/shared/dungeon-flee/view.js";
import { palette } from "../../ui/pixi-kit";
import { fitted, text } from "./label";
import { cardBack, cardFace, slot } from "./card-face";
import type { Ctx } from "./ctx";
import { layCard, movedLast, tokenMark } from "./flight";
import type { Item } from "../../table/sync";
import { currentDisplayScale } from "../text-size";
import { TOKEN_FIGURE } from "@tabletop/shared/dungeon-flee/last-move.js";
import { count } from "../../ui/words";

export const RING = { cx: 390, cy: 300, r: 215, cardW: 92, cardH: 132 };

/** The character card in the ring's middle (its words wrap inside it). */
const CHARACTER = { w: 186, h: 176 };

const MAX_SHADOWS = 5;

function angleOf(i: number): number {
  return ((-90 + i * 60) * Math.PI) / 180;
}

function corridorCentre(i: number, radius = RING.r): { x: number; y: number } {
  const a = angleOf(i);
  return { x: RING.cx + radius * Math.cos(a), y: RING.cy + radius * Math.sin(a) };
}

/** A corridor's box: its stack under the top card, its label and counts (a face-up top card is laid by the caller). */
function corridor(c: CorridorView, here: boolean, enterable: boolean): Container {
  const { cardW: w, cardH: h } = RING;
  const box = new Container();
  // The stack: one offset card back per card under the top (a few at most), so taller piles look taller.
  const under = Math.min(MAX_SHADOWS, Math.max(0, c.count - 1));
  for (let k = under; k >= 1; k--) {
    const b = cardBack(w, h);
    b.position.set(k * 3, -k * 3);
    b.alpha = 0.85;
    box.addChild(b);
  }
  const shown = c.shown;
  if (shown.length > 1) {
    // A monster that moved onto a face-up door: the lower card peeks out.
    const lower = cardFace(shown[shown.length - 2], w, h, "dim");
    lower.position.set(-10, 10);
    box.addChild(lower);
  }
  if (shown.length === 0) box.addChild(c.count > 0 ? cardBack(w, h) : slot(w, h));
  if (here || enterable) {
    box.addChild(
      new Graphics()
        .roundRect(-4, -4, w + 8, h + 8, 10)
        .stroke({ width: here ? 4 : 3, color: here ? palette.danger : palette.gold }),
    );
  }
  if (c.cleared) box.alpha = 0.75;

  const label = text(`Corridor ${c.index + 1}`, 17, here ? palette.gold : palette.ink, "bold");
  label.anchor.set(0.5, 0);
  label.position.set(w / 2, h + 6);
  const stack = text(
    c.cleared ? `cleared · ${c.count}` : `${count(c.count, "card")} · ${c.faceDown} down`,
    16,
    palette.muted,
  );
  stack.anchor.set(0.5, 0);
  stack.position.set(w / 2, h + 28);
  box.addChild(label, stack);
  return box;
}

/** The red meeple. */
function meeple(): Graphics {
  return new Graphics()
    .circle(0, -16, 8)
    .fill(palette.danger)
    .poly([-12, 12, 12, 12, 6, -6, -6, -6])
    .fill(palette.danger)
    .circle(0, -16, 8)
    .stroke({ width: 1.5, color: 0x5a1a12 });
}

function characterCard(ctx: Ctx): Container {
  const v = ctx.view;
  const c = new Container();
  const { w, h } = CHARACTER;
  c.addChild(
    new Graphics().roundRect(0, 0, w, h, 12).fill(palette.panel).stroke({ width: 2, color: palette.tableEdge }),
  );
  const cls = v.class[0].toUpperCase() + v.class.slice(1);
  const title = text(`${cls} (${v.gender})`, 18, palette.gold, "bold");
  title.anchor.set(0.5, 0);
  title.position.set(w / 2, 8);
  const ability = fitted(v.ability ? v.ability.name : "No ability", 16, w - 16, palette.ink, "bold");
  ability.anchor.set(0.5, 0);
  ability.position.set(w / 2, 34);
  const words = text(v.ability ? v.ability.text : "More health instead.", 16, palette.muted);
  words.style.wordWrap = true;
  words.style.wordWrapWidth = w - 16;
  words.style.align = "center";
  words.style.lineHeight = 19;
  words.anchor.set(0.5, 0);
  words.position.set(w / 2, 38 + ability.height);
  const mode = text(`${v.mode} mode · round ${v.round}`, 16, palette.muted);
  mode.anchor.set(0.5, 1);
  mode.position.set(w / 2, h - 6);
  c.addChild(title, ability, words, mode);
  return c;
}

/**
 * The ring as keyed items (table/sync.ts): its circle, the character card and each corridor by its number (taking
 * the tap that enters it); the corridors' top cards and the token go on the card layer (`ctx.cards`).
 */
export function ringItems(ctx: Ctx): Item[] {
  const v = ctx.view;
  const scale = currentDisplayScale();
  const items: Item[] = [
    {
      key: "ring",
      look: [],
      at: { x: 0, y: 0 },
      build: () =>
        new Graphics().circle(RING.cx, RING.cy, RING.r).stroke({ width: 2, color: palette.tableEdge, alpha: 0.9 }),
    },
    {
      key: "character",
      look: [v.class, v.gender, v.ability, v.mode, v.round, scale],
      at: { x: RING.cx - CHARACTER.w / 2, y: RING.cy - CHARACTER.h / 2 },
      build: () => characterCard(ctx),
    },
  ];

  for (const c of v.corridors) {
    const enter = ctx.legal.find((a) => a.type === "enter" && a.corridor === c.index);
    const here = v.location === c.index;
    const { x, y } = corridorCentre(c.index);
    const at = { x: x - RING.cardW / 2, y: y - RING.cardH / 2 };
    items.push({
      key: `corridor-${c.index}`,
      look: [
        c.count,
        c.faceDown,
        c.cleared,
        c.shown.length > 1 ? c.shown[c.shown.length - 2] : null,
        c.shown.length === 0,
        here,
        !!enter,
        scale,
      ],
      at,
      build: () => corridor(c, here, enter !== undefined),
      ...(enter ? { tap: { id: `corridor-${c.index}`, action: enter, run: () => ctx.send(enter) } } : {}),
    });
    const top = c.shown[c.shown.length - 1];
    if (!top) continue;
    layCard(ctx, {
      id: top.id,
      face: () => cardFace(top, RING.cardW, RING.cardH),
      monster: top.kind === "monster",
      place: { corridor: c.index },
      at,
      alpha: c.cleared ? 0.75 : 1,
    });
  }

  // The token stands at the left of its corridor's cards, clear of the corridor's label under them; before the
  // first corridor it waits under the character card. It walks from corridor to corridor (table/tween.ts), over the
  // cards, as it walks past them.
  const p = v.location === null ? null : corridorCentre(v.location);
  const last = movedLast(ctx, TOKEN_FIGURE);
  ctx.cards.push({
    key: TOKEN_FIGURE,
    look: [last],
    at: p ? { x: p.x - RING.cardW / 2 - 18, y: p.y + 4 } : { x: RING.cx, y: RING.cy + CHARACTER.h / 2 + 30 },
    where: v.location ?? "start",
    // For layout and motion tests (drawn()): where the token stands, and whether it is of the last move.
    label: `${TOKEN_FIGURE} at ${v.location === null ? "start" : `corridor ${v.location + 1}`}${last ? " last-moved" : ""}`,
    build: () => {
      const token = new Container();
      const mark = tokenMark(ctx);
      if (mark) token.addChild(mark);
      token.addChild(meeple());
      return token;
    },
  });
  return items;
}
