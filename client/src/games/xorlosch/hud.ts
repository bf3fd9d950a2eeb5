/**
 * What the table shows around the board: the felt, the status line, the End turn button, the legend, and the
 * column of side panels (scores, quests, the current dialog, levels, my items).
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { btn, legalOf, seatName, type Ctx } from "./ctx";
import { drawContext, contextHeight } from "./dialogs";
import { drawItems, drawLevels, drawScores, itemsHeight, levelsHeight, scoresHeight } from "./panels";
import { drawQuests, QUESTS_HEIGHT } from "./quests";
import { text } from "./text";
import { H, SIDE, W } from "./theme";
import { count } from "../../ui/words";

export function drawFelt(root: Container): void {
  root.addChild(
    new Graphics().roundRect(0, 0, W, H, 18).fill(palette.table).stroke({ width: 4, color: palette.tableEdge }),
  );
}

/** Shown while the room reports "playing" and the first projection has not landed yet. */
export function drawSettingUp(root: Container): void {
  const wait = text("Setting up the table…", 26, palette.muted, "bold");
  wait.position.set(40, 40);
  root.addChild(wait);
}

function statusLine(ctx: Ctx): string {
  const v = ctx.view;
  if (v.phase === "over") return "Game over";
  const who = v.active === ctx.mySeat ? "Your" : `${seatName(ctx, v.active)}'s`;
  if (v.phase === "placement") return `Placement · ${who} turn to place`;
  if (v.pending?.kind === "diplomacy" && v.waitingOn !== null && v.waitingOn !== v.active) {
    return `Round ${v.round} · Diplomacy · ${v.waitingOn === ctx.mySeat ? "your answer" : `${seatName(ctx, v.waitingOn)}'s answer`} is awaited`;
  }
  const boots = v.turn.boots
    ? ` · boots on dwarf ${v.turn.boots.dwarf + 1}: ${count(v.turn.boots.left, "own point")}`
    : "";
  return `Round ${v.round} · ${who} turn · ${count(v.turn.pointsLeft, "movement point")} left${boots}`;
}

/** Whose turn it is, in gold when it is mine. */
export function drawStatus(ctx: Ctx, root: Container): void {
  const mine = ctx.view.active === ctx.mySeat && ctx.view.phase !== "over";
  const status = text(statusLine(ctx), 22, mine ? palette.gold : palette.ink, "bold");
  status.position.set(24, 16);
  root.addChild(status);
}

/** "End turn" (or "Done placing") when `legal` offers it; it drops the local selection and any plan. */
export function drawEndTurn(ctx: Ctx, root: Container): void {
  const end = legalOf(ctx, "endTurn")[0];
  if (!end) return;
  const label = ctx.view.phase === "placement" ? "Done placing" : "End turn";
  const b = btn(ctx, "endTurn", label, end, { width: 170, height: 44, size: 18 }, () => {
    ctx.ui.selected = null;
    ctx.ui.target = null;
    ctx.ui.plan = null;
    ctx.send(end);
  });
  b.position.set(24, H - 64);
  root.addChild(b);
}

export function drawLegend(root: Container): void {
  const legend = text(
    "■ warrior  ● mechanicus  ·  W/M: task profession  ·  red passages need boots (D debris, L ladder, C crevice)",
    13,
    palette.muted,
  );
  legend.position.set(214, H - 50);
  root.addChild(legend);
}

/** The side panels, stacked top to bottom; a panel of no height is left out. */
export function drawSidePanels(ctx: Ctx, root: Container): void {
  let y = 12;
  const stack = (c: Container, h: number) => {
    if (h <= 0) return;
    c.position.set(SIDE.x, y);
    root.addChild(c);
    y += h + 8;
  };
  stack(drawScores(ctx, SIDE.width), scoresHeight(ctx));
  stack(drawQuests(ctx, SIDE.width), QUESTS_HEIGHT);
  stack(drawContext(ctx, SIDE.width), contextHeight(ctx));
  stack(drawLevels(ctx, SIDE.width), levelsHeight());
  if (ctx.mySeat !== null) stack(drawItems(ctx, SIDE.width), itemsHeight(ctx));
}
