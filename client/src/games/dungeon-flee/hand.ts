/**
 * The hand (up to 5 cards) and the attempt panel beside it.
 * Step 2: a card is clickable exactly when `legal` lists selecting or deselecting it; the panel shows a display sum
 * of the selected cards' printed icons (plus treasure bonus) against the requirement — presentation, not a rule
 * check — and the commit button that `legal` offers ("fight", "open" or "disarm"); when it offers none (the hand
 * can win, so failing is not allowed), a hint instead of the button.
 * Step 3: a card is clickable when `legal` lists a banish with it as the target; picking it shows the payments
 * `legal` lists for that target, one button each. A card played or discarded flies from the hand to its pile
 * (flight.ts).
 */
import { Container, Graphics } from "pixi.js";
import type { CardDef } from "../../../../shared/src/dungeon-flee/content/index.js";
import type { FleeAction } from "../../../../shared/src/dungeon-flee/index.js";
import { palette } from "../../ui/pixi-kit";
import { fitted, text } from "./label";
import { cardBack, cardFace, type CardLook } from "./card-face";
import { clickable, commitLabel, pill, sends, type Ctx } from "./ctx";
import { layCard } from "./flight";
import { iconRow } from "./icons";
import { count } from "../../ui/words";

const HAND = { x: 318, y: 672, cardW: 104, cardH: 150, gap: 8 };
const PANEL = { x: 882, y: 640, w: 308, h: 190 };

type Banish = Extract<FleeAction, { type: "banish" }>;

function look(selected: boolean, clickable: boolean): CardLook {
  return selected ? "selected" : clickable ? "playable" : "plain";
}

function drawCards(ctx: Ctx, hand: readonly CardDef[]): void {
  const selected = new Set(ctx.view.selected ?? []);
  const banishes = ctx.legal.filter((a): a is Banish => a.type === "banish");
  hand.forEach((def, i) => {
    const pick = ctx.legal.find((a) => (a.type === "select" || a.type === "deselect") && a.card === def.id);
    const target = banishes.some((b) => b.target === def.id);
    const isTarget = ctx.ui.banishTarget === def.id;
    const face = cardFace(
      def,
      HAND.cardW,
      HAND.cardH,
      look(selected.has(def.id) || isTarget, pick !== undefined || target),
    );
    face.label = `hand-card:${def.id}`;
    if (pick) sends(ctx, face, `hand-${def.id}`, pick);
    else if (target) {
      clickable(ctx, face, `banish-target-${def.id}`, { ui: "banish-target", card: def.id }, () => {
        ctx.ui.banishTarget = isTarget ? null : def.id;
        ctx.redraw();
      });
    }
    layCard(ctx, face, def.id, false, "hand", { x: HAND.x + i * (HAND.cardW + HAND.gap), y: HAND.y });
  });
}

function attemptPanel(ctx: Ctx, root: Container, hand: readonly CardDef[]): void {
  const v = ctx.view;
  const enc = v.encounter;
  const commit = ctx.legal.find(
    (a): a is Extract<FleeAction, { type: "fight" | "open" | "disarm" }> =>
      a.type === "fight" || a.type === "open" || a.type === "disarm",
  );
  if (!enc?.req || ctx.legal.length === 0) return;
  const chosen = hand.filter((c) => (v.selected ?? []).includes(c.id));
  const swords = chosen.reduce((n, c) => n + c.centre.swords, v.bonus.swords);
  const shields = chosen.reduce((n, c) => n + c.centre.shields, v.bonus.shields);
  const texts = chosen.filter((c) => c.centre.text).length;

  const need = text("Needs", 16, palette.muted);
  need.position.set(PANEL.x + 12, PANEL.y + 10);
  const req =
    enc.req.wild > 0
      ? iconRow({ wild: enc.req.wild }, 20, palette.ink)
      : iconRow({ sword: enc.req.swords, shield: enc.req.shields }, 20, palette.ink);
  req.position.set(PANEL.x + 80, PANEL.y + 8);
  const have = text(`Selected (${chosen.length})`, 16, palette.muted);
  have.position.set(PANEL.x + 12, PANEL.y + 42);
  const sum = iconRow({ sword: swords, shield: shields, wild: v.bonus.wild }, 20, palette.gold, ["sword", "shield"]);
  sum.position.set(PANEL.x + 120, PANEL.y + 40);
  sum.label = "selected-sum";
  root.addChild(need, req, have, sum);
  if (texts > 0) {
    const note = text(`+ ${count(texts, "card text")}${v.ability ? " and your ability" : ""}`, 16, palette.muted);
    note.position.set(PANEL.x + 12, PANEL.y + 70);
    root.addChild(note);
  }
  if (!commit) {
    // `legal` offers no commit while the selection would fail and the hand (with treasures) can win: you cannot
    // fail on purpose (ruling FLEE-Q-23), so there is no button to do it.
    const hint = text(
      "Your hand can defeat it: select the cards that win (failing is not a choice).",
      16,
      palette.gold,
    );
    hint.style.wordWrap = true;
    hint.style.wordWrapWidth = PANEL.w - 24;
    hint.position.set(PANEL.x + 12, PANEL.y + 100);
    hint.label = "must-defeat";
    root.addChild(hint);
    return;
  }
  const b = pill(commitLabel[commit.type], PANEL.w - 24, 54, 22);
  b.position.set(PANEL.x + 12, PANEL.y + 104);
  sends(ctx, b, "commit", commit);
  root.addChild(b);
}

function banishPanel(ctx: Ctx, root: Container, hand: readonly CardDef[]): void {
  const banishes = ctx.legal.filter((a): a is Banish => a.type === "banish");
  if (banishes.length === 0) {
    if (ctx.legal.length === 0) return;
    const none = text("Nothing to banish now:\nit costs a sword and a shield\nfrom your hand.", 16, palette.muted);
    none.position.set(PANEL.x + 12, PANEL.y + 10);
    root.addChild(none);
    return;
  }
  const target = ctx.ui.banishTarget ? hand.find((c) => c.id === ctx.ui.banishTarget) : undefined;
  if (!target) {
    const hint = text(
      "Banish: pick a hand card\nto remove it from the game\n(costs a sword and a shield).",
      16,
      palette.muted,
    );
    hint.position.set(PANEL.x + 12, PANEL.y + 10);
    root.addChild(hint);
    return;
  }
  const title = fitted(`Pay to banish ${target.name}:`, 16, PANEL.w - 24, palette.ink, "bold");
  title.position.set(PANEL.x + 12, PANEL.y + 6);
  root.addChild(title);
  const name = (id: string) => hand.find((c) => c.id === id)?.name ?? id;
  const colW = (PANEL.w - 30) / 2;
  // At most 10 payments exist (4 other cards: 4 single cards showing both icons, 6 pairs), two columns of 5.
  banishes
    .filter((b) => b.target === target.id)
    .forEach((b, i) => {
      const btn = pill(b.pay.map(name).join(" + "), colW, 28, 16);
      btn.position.set(PANEL.x + 12 + (i % 2) * (colW + 6), PANEL.y + 8 + title.height + Math.floor(i / 2) * 31);
      sends(ctx, btn, `banish-pay-${b.pay.join("+")}`, b);
      root.addChild(btn);
    });
}

export function drawHand(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  const label = text(v.hand ? "Your hand" : `Hand: ${count(v.handCount, "card")}`, 16, palette.muted);
  label.position.set(HAND.x, HAND.y - 24);
  root.addChild(label);
  root.addChild(new Graphics().roundRect(PANEL.x, PANEL.y, PANEL.w, PANEL.h, 12).fill(palette.panel));
  if (!v.hand) {
    // A spectator sees only how many cards are in the hand, and how many are chosen.
    for (let i = 0; i < v.handCount; i++) {
      const b = cardBack(HAND.cardW, HAND.cardH);
      b.position.set(HAND.x + i * (HAND.cardW + HAND.gap), HAND.y);
      if (i < v.selectedCount)
        b.addChild(
          new Graphics()
            .roundRect(-3, -3, HAND.cardW + 6, HAND.cardH + 6, 10)
            .stroke({ width: 4, color: palette.gold }),
        );
      root.addChild(b);
    }
    return;
  }
  if (ctx.ui.banishTarget && !v.hand.some((c) => c.id === ctx.ui.banishTarget)) ctx.ui.banishTarget = null;
  drawCards(ctx, v.hand);
  if (v.phase === "encounter") attemptPanel(ctx, root, v.hand);
  else if (v.phase === "after") banishPanel(ctx, root, v.hand);
  else if (v.phase === "start" && ctx.legal.length > 0) {
    const hint = text("Click a corridor in the ring\nto start down it.", 16, palette.muted);
    hint.position.set(PANEL.x + 12, PANEL.y + 10);
    root.addChild(hint);
  }
}
