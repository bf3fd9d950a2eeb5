/**
 * The fighting, in the page's side column: in the Enemy Phase, the enemy phase card and the activations still to
 * come, the attack under way and what the attacked hero may answer, and the last activation with its reason from the
 * log; then the dice of the latest roll; and, while an enemy is picked on the map, the preview of each attack on it.
 */
import { h, type ComponentChild } from "preact";
import { enemyPhaseCard } from "@tabletop/shared/dungeon-lite/content/index.js";
import { pagePanel } from "../../table/kit";
import type { LogLine } from "../types";
import { heroLabel, said, type Ctx } from "./ctx";
import { lastRoll, rollDice } from "./dice";
import { enemyName } from "./names";
import { previews } from "./preview";
import { count } from "../../ui/words";

/** The latest log line of a kind, within the last `within` lines. */
function latest(log: readonly LogLine[], kind: string, within = 60): LogLine | null {
  for (let i = log.length - 1; i >= Math.max(0, log.length - within); i--) if (log[i].kind === kind) return log[i];
  return null;
}

/** The Enemy Phase: its card, who acts next, the attack under way. */
function enemyPhase(ctx: Ctx): ComponentChild[] {
  const ep = ctx.view.enemyPhase;
  if (!ep) return [];
  const card = enemyPhaseCard(ep.card);
  const next = ep.queue.slice(0, 5).map((id) => enemyName(ctx.view, id));
  const out: ComponentChild[] = [
    h("p", { key: "card", class: "gold" }, h("strong", {}, `Enemy card ${card.kind}: ${card.text}`)),
    h(
      "p",
      { key: "queue", class: "muted" },
      next.length ? `Next to act: ${next.join(", ")}${ep.queue.length > 5 ? "…" : ""}` : "Every enemy has acted.",
    ),
  ];
  const a = ep.attack;
  if (!a) return out;
  const stage =
    a.stage === "blocks"
      ? "The hero chooses which blocks to spend"
      : a.stage === "rolled"
        ? "Defense or Tower Shield may prevent wounds"
        : "Counterattack or Adrenaline may answer";
  const r = a.roll;
  const dealt =
    a.stage === "blocks"
      ? `${count(r.hits + r.criticals, "hit")} against ${count(r.blocks + r.criticalBlocks, "block")}`
      : count(a.wounds, "wound");
  const words = `The ${enemyName(ctx.view, a.enemy)} ${a.melee ? "attacks" : "shoots"} ${heroLabel(ctx, a.seat)}: ${dealt}${a.prevented ? `, ${a.prevented} prevented` : ""}${a.dazes || a.poison ? ", dazing" : ""}. ${stage}.`;
  out.push(h("p", { key: "attack", class: "danger", "data-testid": "attack-under-way" }, h("strong", {}, words)));
  return out;
}

export function combatPanel(ctx: Ctx): ComponentChild {
  const reason = ctx.view.phase === "enemy" ? latest(ctx.log, "enemy-activation") : null;
  const pick = ctx.ui.pick;
  const shown =
    pick?.kind === "enemy"
      ? previews(ctx, pick.id)
      : ctx.view.enemyPhase?.attack
        ? previews(ctx, ctx.view.enemyPhase.attack.enemy)
        : [];
  const roll = lastRoll(ctx.log);
  const lines = [
    ...enemyPhase(ctx),
    reason ? h("p", { key: "reason" }, said(ctx, reason.text)) : null,
    ...shown
      .slice(0, 3)
      .map((p, i) =>
        h(
          "p",
          { key: `preview-${i}`, class: "gold", "data-testid": "attack-preview" },
          `${p.label}: you roll ${count(p.attack, "attack die", "attack dice")}, it rolls ${count(p.defense, "defense die", "defense dice")} (${p.words})`,
        ),
      ),
    roll ? h("p", { key: "roll-title", class: "muted" }, "Last roll:") : null,
    roll ? h("div", { key: "roll" }, rollDice(roll)) : null,
    roll ? h("p", { key: "roll-text", class: "muted" }, said(ctx, roll.text)) : null,
  ].filter(Boolean);
  return pagePanel("combat", "Combat", ...(lines.length ? lines : [h("p", { class: "muted" }, "No fighting yet.")]));
}
