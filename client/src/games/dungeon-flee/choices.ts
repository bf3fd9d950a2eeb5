/**
 * What is going on and what you may do next: a status line, the encounter you face (large), how the last attempt
 * went, and the step-1/step-3 choices `legal` offers: stay, or Move clockwise / counter-clockwise.
 */
import { Container, Graphics } from "pixi.js";
import type { FleeView } from "../../../../shared/src/dungeon-flee/index.js";
import { card, isCardId } from "../../../../shared/src/dungeon-flee/content/index.js";
import { STALL_LIMIT } from "../../../../shared/src/dungeon-flee/progress.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { cardFace } from "./card-face";
import { commitLabel, pill, sends, type Ctx } from "./ctx";
import { count } from "../../ui/words";

const C = { x: 700, y: 110, w: 490, h: 320 };

/** The encounter card, large, at the panel's left. */
const ENCOUNTER = { w: 130, h: 182 };

function status(ctx: Ctx): string {
  const v = ctx.view;
  const mine = v.hand !== null;
  const you = mine ? "You" : "The delver";
  if (v.phase === "over") return v.result === "win" ? `${you} fled the dungeon!` : `${you} perished in the dungeon.`;
  if (v.phase === "start") return mine ? "Choose a corridor to start down." : "The delver chooses a corridor.";
  if (v.phase === "encounter" && v.encounter) {
    const kind = v.encounter.kind;
    const verb = commitLabel[kind === "door" ? "open" : kind === "trap" ? "disarm" : "fight"].toLowerCase();
    return mine ? `${v.encounter.name}: select cards, then ${verb}.` : `The delver faces ${v.encounter.name}.`;
  }
  if (v.mustFight) return "A monster moved onto this corridor: stay and fight it.";
  if (mine && ctx.legal.length === 0) return "Waiting…";
  return mine ? "Banish or use treasure if you like, then stay or move." : "The delver decides to stay or move.";
}

function attemptLine(v: FleeView): string {
  const a = v.lastAttempt;
  if (!a) return "";
  const name = isCardId(a.card) ? card(a.card).name : a.card;
  if (a.success)
    return `Defeated ${name} (${count(a.swords, "sword")}, ${count(a.shields, "shield")}${a.wild ? `, ${a.wild} any` : ""}).`;
  return `Failed against ${name}: ${a.damage} damage, ${a.blocked} blocked, ${a.taken} taken.`;
}

export function drawChoices(ctx: Ctx, root: Container): void {
  const v = ctx.view;
  const c = new Container();
  c.addChild(new Graphics().roundRect(0, 0, C.w, C.h, 12).fill(palette.panel));
  const line = text(status(ctx), 18, palette.gold, "bold");
  line.style.wordWrap = true;
  line.style.wordWrapWidth = C.w - 24;
  line.position.set(12, 10);
  line.label = "status";
  c.addChild(line);

  if (v.encounter) {
    const face = cardFace(v.encounter, ENCOUNTER.w, ENCOUNTER.h);
    face.position.set(12, 62);
    c.addChild(face);
  }
  const details: string[] = [];
  if (v.location !== null) details.push(`Corridor ${v.location + 1}`);
  if (v.encounter?.req)
    details.push(v.encounter.damage !== undefined ? `Damage if you fail: ${v.encounter.damage}` : "Deals no damage");
  if (v.bonus.swords || v.bonus.shields || v.bonus.wild)
    details.push(
      `Treasure bonus: +${count(v.bonus.swords, "sword")}, +${count(v.bonus.shields, "shield")}, +${v.bonus.wild} any`,
    );
  if (v.mode === "extreme") details.push(`Exit Path pile: ${v.exitPileCount}`);
  if (v.stalled >= STALL_LIMIT / 2)
    details.push(
      `${count(v.stalled, "round")} without getting anywhere: at ${STALL_LIMIT} you are lost in the dungeon.`,
    );
  const attempt = attemptLine(v);
  if (attempt) details.push(attempt);
  const info = text(details.join("\n"), 16, palette.ink);
  info.style.wordWrap = true;
  const left = v.encounter ? ENCOUNTER.w + 26 : 12;
  info.style.wordWrapWidth = C.w - left - 14;
  info.style.lineHeight = 21;
  info.position.set(left, 62);
  c.addChild(info);

  // Widths for the labels at the table's smallest text: "↺ Counter-clockwise" is the longest.
  const gap = 8;
  const stayW = 112;
  const ccwW = 196;
  const cwW = C.w - 24 - stayW - ccwW - 2 * gap;
  const offers = [
    { id: "stay", label: "Stay here", x: 12, w: stayW, action: ctx.legal.find((a) => a.type === "stay") },
    {
      id: "move-ccw",
      label: "↺ Counter-clockwise",
      x: 12 + stayW + gap,
      w: ccwW,
      action: ctx.legal.find((a) => a.type === "move" && a.dir === "ccw"),
    },
    {
      id: "move-cw",
      label: "Clockwise ↻",
      x: 12 + stayW + gap + ccwW + gap,
      w: cwW,
      action: ctx.legal.find((a) => a.type === "move" && a.dir === "cw"),
    },
  ];
  for (const o of offers) {
    if (!o.action) continue;
    const b = pill(o.label, o.w, 48, 18);
    b.position.set(o.x, C.h - 60);
    sends(ctx, b, o.id, o.action);
    c.addChild(b);
  }
  c.position.set(C.x, C.y);
  root.addChild(c);
}
