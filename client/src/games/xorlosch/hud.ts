/**
 * What the table shows around the board: the felt, the status line, the End turn button, the legend, and the
 * column of side panels (scores, quests, the current dialog, levels, my items), beside the board or under it.
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { btn, legalOf, seatName, type Ctx } from "./ctx";
import { Flow } from "../flow";
import { drawContext } from "./dialogs";
import { drawItems, drawLevels, drawScores } from "./panels";
import { drawQuests } from "./quests";
import { text } from "../labels";
import { BOARD, BOARD_AREA, SIDE, SQUARE } from "./theme";
import { count } from "../../ui/words";

export function drawFelt(root: Container, width: number, height: number): void {
  root.addChild(
    new Graphics()
      .roundRect(0, 0, width, height, 18)
      .fill(palette.table)
      .stroke({ width: 4, color: palette.tableEdge }),
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

/** Whose turn it is, in gold when it is mine, over the board. */
export function drawStatus(ctx: Ctx, root: Container): void {
  const mine = ctx.view.active === ctx.mySeat && ctx.view.phase !== "over";
  const status = text(statusLine(ctx), 22, mine ? palette.gold : palette.ink, "bold", BOARD_AREA.width - 48);
  status.position.set(24, 16);
  root.addChild(status);
}

/** "End turn" (or "Done placing") when `legal` offers it; it drops the local selection and any plan. */
function endTurn(ctx: Ctx): Container | null {
  const end = legalOf(ctx, "endTurn")[0];
  if (!end) return null;
  const label = ctx.view.phase === "placement" ? "Done placing" : "End turn";
  return btn(ctx, "endTurn", label, end, { width: 170, height: 44, size: 18 }, () => {
    ctx.ui.selected = null;
    ctx.ui.target = null;
    ctx.ui.plan = null;
    ctx.send(end);
  });
}

const LEGEND =
  "■ warrior  ● mechanicus (dwarves and tasks)  ·  red passages need boots (D debris, L ladder, C crevice)";

/** Under the board: End turn when offered, and the legend beside it (or under it); returns the bottom. */
export function drawUnderBoard(ctx: Ctx, root: Container): number {
  const width = BOARD_AREA.width - 48;
  const f = new Flow(root, 24, BOARD.cy + BOARD.outer + SQUARE / 2 + 12, width, 14);
  const end = endTurn(ctx);
  if (end) f.add(end);
  const room = end && width - end.width - 14 >= width / 2 ? width - end.width - 14 : width;
  f.add(text(LEGEND, 13, palette.muted, "normal", room));
  return f.bottom + 16;
}

/** The side panels, stacked top to bottom from (x, y); returns the bottom of the column. */
export function drawSidePanels(ctx: Ctx, root: Container, x: number, y: number, width: number): number {
  const stack = (c: Container) => {
    c.position.set(x, y);
    root.addChild(c);
    y += c.height + 8;
  };
  stack(drawScores(ctx, width));
  stack(drawQuests(ctx, width));
  stack(drawContext(ctx, width));
  stack(drawLevels(ctx, width));
  if (ctx.mySeat !== null) stack(drawItems(ctx, width));
  return y;
}

/** The stage's width: the board's area, and the side column beside it on a wide canvas (under it on a tall one). */
export const stageWidth = (tall: boolean): number =>
  tall ? BOARD_AREA.width : BOARD_AREA.width + SIDE.gap + SIDE.width + SIDE.gap;

/** Where the side column goes: beside the board on a wide canvas, under the board's area (ending at `below`) on a tall one. */
export function sideColumn(tall: boolean, below: number): { x: number; y: number; width: number } {
  return tall
    ? { x: SIDE.gap, y: below, width: BOARD_AREA.width - 2 * SIDE.gap }
    : { x: BOARD_AREA.width + SIDE.gap, y: 12, width: SIDE.width };
}
