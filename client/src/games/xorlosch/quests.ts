/**
 * The quests panel: per colour the quest in play (square and profession of each task, and who is strongest there
 * now), the preview quest beside the stack, the stack count and the quests solved. When `legal` offers it, a
 * button solves the quest, labelled with how (outright or majority, from the engine's own evaluation), or proposes
 * diplomacy in an order the player can cycle through.
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { QUESTS_PER_COLOUR, TASK_CARDS } from "../../../../shared/src/xorlosch/index";
import { evaluateQuest } from "../../../../shared/src/xorlosch/majority";
import type { Colour } from "../../../../shared/src/xorlosch/types";
import { Flow } from "../flow";
import { act, btn, legalOf, panel, type Ctx } from "./ctx";
import { text } from "../labels";
import { QUEST_FILL, SEAT_FILL } from "./theme";

const COLOURS: readonly Colour[] = ["green", "blue", "red"];
const TITLE: Record<Colour, string> = { green: "Green", blue: "Blue", red: "Red (Dragon)" };

/** A task card: its square and profession, and the seats strongest there now as dots; as wide as its text. */
function chip(card: number, small: boolean, tops: number[] | null): Container {
  const c = new Container();
  const info = TASK_CARDS[card];
  const t = text(`${info.square} ${info.profession === "warrior" ? "W" : "M"}`, small ? 11 : 13, 0xffffff, "bold");
  const dots = (tops ?? []).slice(0, 3);
  const w = Math.max(small ? 44 : 62, 10 + t.width + (dots.length ? dots.length * 9 + 6 : 0));
  const h = Math.max(small ? 20 : 26, t.height + 6);
  c.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, 5)
      .fill(small ? 0x31574a : QUEST_FILL[info.colour])
      .stroke({ width: 1, color: 0x102018 }),
  );
  t.position.set(5, (h - t.height) / 2);
  c.addChild(t);
  dots.forEach((seat, i) => {
    c.addChild(
      new Graphics()
        .circle(w - 7 - i * 9, h / 2, 4)
        .fill(SEAT_FILL[seat])
        .stroke({ width: 1, color: 0xffffff }),
    );
  });
  return c;
}

/** One colour: its title, the quest in play, the preview, and the solve or diplomacy buttons; returns its height. */
function row(ctx: Ctx, colour: Colour, parent: Container, y: number, width: number): number {
  const c = new Container();
  c.position.set(8, y);
  const frame = new Graphics();
  c.addChild(frame);
  const v = ctx.view;
  const f = new Flow(c, 10, 5, width - 20);
  const head = `${TITLE[colour]} · solved ${v.solved[colour]}/${QUESTS_PER_COLOUR[colour]} · stack ${v.stackCounts[colour]}`;
  f.add(text(head, 13, palette.ink, "bold", width - 20));
  f.newRow();
  const quest = v.quests[colour];
  const ev = quest ? evaluateQuest(ctx.state, colour) : null;
  if (!quest) f.add(text("No quest left", 13, palette.muted));
  (quest ?? []).forEach((card, i) => f.add(chip(card, false, ev ? ev.tops[i] : null)));
  // The preview ("next" and its chips, kept together) beside the quest where it fits, else under it.
  const previews = v.previews[colour] ?? [];
  if (previews.length) {
    const group = new Container();
    const g = new Flow(group, 0, 0, width - 20);
    g.add(text("next", 11, palette.muted));
    previews.forEach((card) => g.add(chip(card, true, null)));
    f.add(group);
  }
  f.newRow();
  const solve = legalOf(ctx, "solve").find((a) => a.quest === colour);
  if (solve) {
    const how = ev?.outright ? "outright" : "majority";
    f.add(
      btn(ctx, `solve-${colour}`, `Solve (${how})`, solve, { width: 140, fill: QUEST_FILL[colour] }, () =>
        act(ctx, solve),
      ),
    );
  }
  const proposals = legalOf(ctx, "propose").filter((a) => a.quest === colour);
  if (proposals.length) {
    const idx = ctx.ui.order[colour] % proposals.length;
    const p = proposals[idx];
    f.add(btn(ctx, `propose-${colour}`, "Diplomacy", p, { width: 140, fill: QUEST_FILL[colour] }, () => act(ctx, p)));
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
    f.add(o);
  }
  const h = f.bottom + 6;
  frame.roundRect(0, 0, width, h, 8).fill(0x1d3a2e).stroke({ width: 2, color: QUEST_FILL[colour] });
  parent.addChild(c);
  return h;
}

export function drawQuests(ctx: Ctx, width: number): Container {
  const pn = panel("quests", "Quests", width);
  let y = pn.top;
  for (const colour of COLOURS) y += row(ctx, colour, pn.c, y, width - 16) + 6;
  return pn.close(y + 2);
}
