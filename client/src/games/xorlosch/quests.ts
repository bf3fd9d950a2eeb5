/**
 * The quests panel: per colour the quest in play (square and profession of each task, and who is strongest there
 * now), the preview quest beside the stack, the stack count and the quests solved. When `legal` offers it, a
 * button solves the quest, labelled with how (outright or majority, from the engine's own evaluation), or proposes
 * diplomacy in an order the player can cycle through.
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { QUESTS_PER_COLOUR, TASK_CARDS } from "../../../../shared/src/xorlosch/index";
import { evaluateQuest } from "../../../../shared/src/xorlosch/solve";
import type { Colour } from "../../../../shared/src/xorlosch/types";
import { act, btn, label, legalOf, panel, type Ctx } from "./ctx";
import { QUEST_FILL, SEAT_FILL } from "./theme";

const COLOURS: readonly Colour[] = ["green", "blue", "red"];
const TITLE: Record<Colour, string> = { green: "Green", blue: "Blue", red: "Red (Dragon)" };
export const QUESTS_HEIGHT = 276;

function chip(card: number, small: boolean, tops: number[] | null): Container {
  const c = new Container();
  const info = TASK_CARDS[card];
  const w = small ? 44 : 62;
  const h = small ? 20 : 26;
  c.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, 5)
      .fill(small ? 0x31574a : QUEST_FILL[info.colour])
      .stroke({ width: 1, color: 0x102018 }),
  );
  label(
    c,
    `${info.square} ${info.profession === "warrior" ? "W" : "M"}`,
    5,
    small ? 3 : 5,
    small ? 11 : 13,
    0xffffff,
    "bold",
  );
  (tops ?? []).slice(0, 3).forEach((seat, i) => {
    c.addChild(
      new Graphics()
        .circle(w - 7 - i * 9, h / 2, 4)
        .fill(SEAT_FILL[seat])
        .stroke({ width: 1, color: 0xffffff }),
    );
  });
  return c;
}

function row(ctx: Ctx, colour: Colour, width: number): Container {
  const c = new Container();
  const v = ctx.view;
  c.addChild(
    new Graphics().roundRect(0, 0, width, 80, 8).fill(0x1d3a2e).stroke({ width: 2, color: QUEST_FILL[colour] }),
  );
  label(
    c,
    `${TITLE[colour]} · solved ${v.solved[colour]}/${QUESTS_PER_COLOUR[colour]} · stack ${v.stackCounts[colour]}`,
    10,
    5,
    13,
    palette.ink,
    "bold",
  );
  const quest = v.quests[colour];
  const ev = quest ? evaluateQuest(ctx.state, colour) : null;
  if (!quest) label(c, "No quest left", 10, 30, 13, palette.muted);
  (quest ?? []).forEach((card, i) => {
    const ch = chip(card, false, ev ? ev.tops[i] : null);
    ch.position.set(10 + i * 66, 26);
    c.addChild(ch);
  });
  label(c, "next", 10, 57, 11, palette.muted);
  (v.previews[colour] ?? []).forEach((card, i) => {
    const ch = chip(card, true, null);
    ch.position.set(40 + i * 48, 56);
    c.addChild(ch);
  });
  const x = width - 150;
  const solve = legalOf(ctx, "solve").find((a) => a.quest === colour);
  if (solve) {
    const how = ev?.outright ? "outright" : "majority";
    const b = btn(ctx, `solve-${colour}`, `Solve (${how})`, solve, { width: 140, fill: QUEST_FILL[colour] }, () =>
      act(ctx, solve),
    );
    b.position.set(x, 26);
    c.addChild(b);
  }
  const proposals = legalOf(ctx, "propose").filter((a) => a.quest === colour);
  if (proposals.length) {
    const idx = ctx.ui.order[colour] % proposals.length;
    const p = proposals[idx];
    const b = btn(ctx, `propose-${colour}`, "Diplomacy", p, { width: 140, fill: QUEST_FILL[colour] }, () =>
      act(ctx, p),
    );
    b.position.set(x, 22);
    c.addChild(b);
    const order = p.order.map((pos) => TASK_CARDS[quest![pos]].square).join("→");
    const o = btn(
      ctx,
      `order-${colour}`,
      `ask ${order} ⟳`,
      { ui: "order", quest: colour },
      { width: 140, height: 24, size: 12, fill: 0xcfd8d3, enabled: proposals.length > 1 },
      () => {
        ctx.ui.order[colour] = (idx + 1) % proposals.length;
        ctx.redraw();
      },
    );
    o.position.set(x, 54);
    c.addChild(o);
  }
  return c;
}

export function drawQuests(ctx: Ctx, width: number): Container {
  const c = panel("Quests", width, QUESTS_HEIGHT);
  COLOURS.forEach((colour, i) => {
    const r = row(ctx, colour, width - 16);
    r.position.set(8, 28 + i * 82);
    c.addChild(r);
  });
  return c;
}
