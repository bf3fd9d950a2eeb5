/**
 * The fighting, in the side column: in the Enemy Phase, the enemy phase card and the activations still to come, the
 * attack under way and what the attacked hero may answer, and the last activation with its reason from the log;
 * then the dice of the latest roll; and, while an enemy is picked, the preview of each attack on it.
 */
import { Container } from "pixi.js";
import { enemyPhaseCard } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LogLine } from "../types";
import { heroLabel, panel, type Ctx } from "./ctx";
import { drawRoll, lastRoll } from "./dice";
import { enemyName } from "./names";
import { previews } from "./preview";
import { label } from "./text";
import { SIDE, colour } from "./theme";
import { count } from "../../ui/words";

/** The latest log line of a kind, within the last `within` lines. */
function latest(log: readonly LogLine[], kind: string, within = 60): LogLine | null {
  for (let i = log.length - 1; i >= Math.max(0, log.length - within); i--) if (log[i].kind === kind) return log[i];
  return null;
}

/** The Enemy Phase: its card, who acts next, the attack under way; returns the height used. */
function enemyPhase(ctx: Ctx, c: Container, y: number): number {
  const ep = ctx.view.enemyPhase;
  if (!ep) return y;
  const card = enemyPhaseCard(ep.card);
  label(c, `Enemy card ${card.kind}: ${card.text}`, 12, y, 13, colour.gold, "bold", SIDE.w - 24);
  const next = ep.queue.slice(0, 5).map((id) => enemyName(ctx.view, id));
  label(
    c,
    next.length ? `Next to act: ${next.join(", ")}${ep.queue.length > 5 ? "…" : ""}` : "Every enemy has acted.",
    12,
    y + 18,
    11,
    colour.muted,
    "normal",
    SIDE.w - 24,
  );
  const a = ep.attack;
  if (!a) return y + 36;
  const stage =
    a.stage === "rolled" ? "Defense or Tower Shield may prevent wounds" : "Counterattack or Adrenaline may answer";
  const words = `The ${enemyName(ctx.view, a.enemy)} ${a.melee ? "attacks" : "shoots"} ${heroLabel(ctx, a.seat)}: ${count(a.wounds, "wound")}${a.prevented ? `, ${a.prevented} prevented` : ""}${a.dazes || a.poison ? ", dazing" : ""}. ${stage}.`;
  label(c, words, 12, y + 34, 12, colour.danger, "bold", SIDE.w - 24);
  return y + 66;
}

export function drawCombat(ctx: Ctx, root: Container, top: number, height: number): void {
  const c = panel("Combat", SIDE.w, height);
  c.position.set(SIDE.x, top);
  root.addChild(c);
  let y = enemyPhase(ctx, c, 28);
  const reason = ctx.view.phase === "enemy" ? latest(ctx.log, "enemy-activation") : null;
  if (reason) {
    label(c, reason.text, 12, y, 11, colour.ink, "normal", SIDE.w - 24);
    y += 30;
  }
  const pick = ctx.ui.pick;
  const shown =
    pick?.kind === "enemy"
      ? previews(ctx, pick.id)
      : ctx.view.enemyPhase?.attack
        ? previews(ctx, ctx.view.enemyPhase.attack.enemy)
        : [];
  for (const p of shown.slice(0, 3)) {
    label(
      c,
      `${p.label}: you roll ${count(p.attack, "attack die", "attack dice")}, it rolls ${count(p.defense, "defense die", "defense dice")} (${p.words})`,
      12,
      y,
      11,
      colour.lit,
      "bold",
      SIDE.w - 24,
    );
    y += 30;
  }
  const roll = lastRoll(ctx.log);
  if (roll && y < height - 40) {
    label(c, "Last roll:", 12, y, 11, colour.muted);
    drawRoll(c, roll, 76, y - 4);
    label(c, roll.text, 12, y + 26, 10, colour.muted, "normal", SIDE.w - 24);
  }
}
