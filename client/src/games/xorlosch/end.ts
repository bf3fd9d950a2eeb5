/** The end of the game drawn over the board: why it ended, the result and the final tasks per player. */
import { Container, Graphics } from "pixi.js";
import type { Outcome } from "@tabletop/shared";
import { palette } from "../../ui/pixi-kit";
import { STALL_ROUNDS } from "../../../../shared/src/xorlosch/end";
import { text } from "../labels";
import { seatName, type Ctx } from "./ctx";
import { BOARD, SEAT_FILL } from "./theme";
import { count } from "../../ui/words";

const REASON = {
  "all-quests": "All 13 quests are solved.",
  "dragon-quests": "All three Dragon quests are solved (short game).",
  stalled: `${count(STALL_ROUNDS, "round")} in a row without a quest solved: the game ends as it stands.`,
};

export function drawEnd(ctx: Ctx, outcome: Outcome | null): Container {
  const c = new Container();
  const w = 460;
  const rows = ctx.view.seats;
  const h = 130 + rows * 26;
  c.position.set(BOARD.cx - w / 2, BOARD.cy - h / 2);
  c.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, 14)
      .fill({ color: 0x10201a, alpha: 0.93 })
      .stroke({ width: 3, color: palette.gold }),
  );
  const title = text("Game over", 28, palette.gold, "bold");
  title.position.set(20, 14);
  c.addChild(title);
  const reason = text(ctx.view.endReason ? REASON[ctx.view.endReason] : "", 15, palette.ink);
  reason.position.set(20, 54);
  c.addChild(reason);
  const summary = text(outcome?.summary ?? "", 15, palette.ink, "bold");
  summary.position.set(20, 78);
  c.addChild(summary);
  ctx.view.players.forEach((p, seat) => {
    const y = 110 + seat * 26;
    c.addChild(new Graphics().roundRect(20, y + 3, 14, 14, 3).fill(SEAT_FILL[seat]));
    const result = outcome?.results[seat] ?? "";
    const line = text(
      `${seatName(ctx, seat)}: ${count(p.score, "task")}${result ? ` · ${result}` : ""}`,
      15,
      result === "win" ? palette.gold : palette.ink,
    );
    line.position.set(42, y);
    c.addChild(line);
  });
  return c;
}
