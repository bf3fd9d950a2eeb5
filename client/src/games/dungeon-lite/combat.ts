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
import { Flow } from "../flow";
import { text } from "../labels";
import { colour } from "./theme";
import { count } from "../../ui/words";

/** The latest log line of a kind, within the last `within` lines. */
function latest(log: readonly LogLine[], kind: string, within = 60): LogLine | null {
  for (let i = log.length - 1; i >= Math.max(0, log.length - within); i--) if (log[i].kind === kind) return log[i];
  return null;
}

/** The Enemy Phase: its card, who acts next, the attack under way. */
function enemyPhase(ctx: Ctx, f: Flow, wrap: number): void {
  const ep = ctx.view.enemyPhase;
  if (!ep) return;
  const card = enemyPhaseCard(ep.card);
  f.add(text(`Enemy card ${card.kind}: ${card.text}`, 13, colour.gold, "bold", wrap));
  f.newRow();
  const next = ep.queue.slice(0, 5).map((id) => enemyName(ctx.view, id));
  const queue = next.length
    ? `Next to act: ${next.join(", ")}${ep.queue.length > 5 ? "…" : ""}`
    : "Every enemy has acted.";
  f.add(text(queue, 11, colour.muted, "normal", wrap));
  f.newRow();
  const a = ep.attack;
  if (!a) return;
  const stage =
    a.stage === "rolled" ? "Defense or Tower Shield may prevent wounds" : "Counterattack or Adrenaline may answer";
  const words = `The ${enemyName(ctx.view, a.enemy)} ${a.melee ? "attacks" : "shoots"} ${heroLabel(ctx, a.seat)}: ${count(a.wounds, "wound")}${a.prevented ? `, ${a.prevented} prevented` : ""}${a.dazes || a.poison ? ", dazing" : ""}. ${stage}.`;
  f.add(text(words, 12, colour.danger, "bold", wrap));
  f.newRow();
}

export function drawCombat(ctx: Ctx, width: number): Container {
  const pn = panel("combat", "Combat", width);
  const wrap = width - 24;
  const f = new Flow(pn.c, 12, pn.top, wrap, 4);
  enemyPhase(ctx, f, wrap);
  const reason = ctx.view.phase === "enemy" ? latest(ctx.log, "enemy-activation") : null;
  if (reason) {
    f.add(text(reason.text, 11, colour.ink, "normal", wrap));
    f.newRow();
  }
  const pick = ctx.ui.pick;
  const shown =
    pick?.kind === "enemy"
      ? previews(ctx, pick.id)
      : ctx.view.enemyPhase?.attack
        ? previews(ctx, ctx.view.enemyPhase.attack.enemy)
        : [];
  for (const p of shown.slice(0, 3)) {
    const words = `${p.label}: you roll ${count(p.attack, "attack die", "attack dice")}, it rolls ${count(p.defense, "defense die", "defense dice")} (${p.words})`;
    f.add(text(words, 11, colour.lit, "bold", wrap));
    f.newRow();
  }
  const roll = lastRoll(ctx.log);
  if (roll) {
    f.add(text("Last roll:", 11, colour.muted));
    const dice = new Container();
    drawRoll(dice, roll, 0, 0);
    f.add(dice);
    f.newRow();
    f.add(text(roll.text, 10, colour.muted, "normal", wrap));
  } else if (f.bottom === pn.top) f.add(text("No fighting yet.", 11, colour.muted, "normal", wrap));
  return pn.close(f.bottom + 8);
}
