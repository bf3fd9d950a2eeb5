/**
 * Side panels: the level distribution of a player's six dwarves (bring in / raise / remove / count alone from `legal`), my magic
 * items with their uses (also out of turn, whenever `legal` lists them), and the score table of every seat.
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { DICE_PROFESSIONS } from "../../../../shared/src/xorlosch/index";
import type { ItemType } from "../../../../shared/src/xorlosch/types";
import { act, btn, label, legalOf, panel, seatName, type Ctx } from "./ctx";
import { drawDie } from "./dwarves";
import { HIGHLIGHT, ITEM_FILL, ITEM_LETTER, ITEM_NAME, SEAT_FILL } from "./theme";

const ROW = 26;
const PROF = (die: number) => (DICE_PROFESSIONS[die] === "warrior" ? "Warrior" : "Mechanicus");

export function levelsHeight(): number {
  return 30 + 6 * ROW + 4;
}

export function drawLevels(ctx: Ctx, width: number): Container {
  const seat = ctx.mySeat ?? ctx.view.active;
  const p = ctx.view.players[seat];
  const used = p.totalLevels - p.freeLevels;
  const who = ctx.mySeat === null ? seatName(ctx, seat) : "Your dwarves";
  const c = panel(`${who} · levels ${used} of ${p.totalLevels} used, ${p.freeLevels} free`, width, levelsHeight());
  p.dwarves.forEach((d, die) => {
    const y = 30 + die * ROW;
    const icon = drawDie(seat, die, d.level, 20, ctx.ui.selected === die && seat === ctx.mySeat ? HIGHLIGHT : null);
    icon.position.set(12, y);
    if (d.square === null) icon.alpha = 0.35;
    c.addChild(icon);
    label(c, `${PROF(die)} ${die + 1}`, 40, y + 2, 13);
    label(
      c,
      d.square === null ? "out of the game" : `square ${d.square}, level ${d.level}`,
      150,
      y + 2,
      13,
      d.square === null ? palette.muted : palette.ink,
    );
    let x = width - 12;
    const add = (id: string, text: string, action: unknown, w: number, run: () => void) => {
      x -= w + 6;
      const b = btn(ctx, id, text, action, { width: w, height: 22, size: 12 }, run);
      b.position.set(x, y);
      c.addChild(b);
    };
    const bring = legalOf(ctx, "bringIn").find((a) => a.dwarf === die);
    if (bring) add(`bringIn-${die}`, "Bring in", bring, 74, () => act(ctx, bring));
    const raise = legalOf(ctx, "raise").find((a) => a.dwarf === die);
    if (raise) add(`raise-${die}`, "+1 level", raise, 70, () => act(ctx, raise));
    const remove = legalOf(ctx, "remove").find((a) => a.dwarf === die);
    if (remove) add(`remove-${die}`, "Remove", remove, 64, () => act(ctx, remove));
    // Adding levels is a choice (XOR-Q-20): offered on the row of the first of my dwarves on that square.
    const apart = legalOf(ctx, "apart").find((a) => a.square === d.square);
    const first = p.dwarves.findIndex((x) => x.square === d.square);
    if (apart && first === die) add(`apart-${apart.square}`, "Count alone", apart, 86, () => act(ctx, apart));
    if (legalOf(ctx, "step").some((a) => a.dwarf === die)) {
      add(`select-${die}`, ctx.ui.selected === die ? "Selected" : "Move…", { ui: "select", dwarf: die }, 70, () => {
        ctx.ui.selected = ctx.ui.selected === die ? null : die;
        ctx.ui.target = null;
        ctx.redraw();
      });
    }
  });
  return c;
}

const TYPES: readonly ItemType[] = ["potion", "boots", "trap"];

export function itemsHeight(ctx: Ctx): number {
  if (ctx.mySeat === null) return 0;
  const held = TYPES.filter((t) => ctx.view.items.some((i) => i.holder === ctx.mySeat && i.type === t));
  return 30 + Math.max(1, held.length) * 30;
}

export function drawItems(ctx: Ctx, width: number): Container {
  const c = panel("Your magic items", width, itemsHeight(ctx));
  const seat = ctx.mySeat!;
  const held = TYPES.filter((t) => ctx.view.items.some((i) => i.holder === seat && i.type === t));
  if (held.length === 0)
    label(c, "None yet: stand on both squares of an item symbol to gain one.", 12, 32, 13, palette.muted);
  held.forEach((type, i) => {
    const y = 30 + i * 30;
    const item = ctx.view.items.find((it) => it.holder === seat && it.type === type)!;
    c.addChild(new Graphics().circle(22, y + 11, 10).fill(ITEM_FILL[type]));
    label(c, ITEM_LETTER[type], 18, y + 4, 12, 0xffffff, "bold");
    label(c, `${ITEM_NAME[type]}${item.crossed ? " (usable next turn)" : ""}`, 40, y + 3, 13);
    const uses = legalOf(ctx, "use").filter((a) => a.item === type);
    uses.forEach((u, k) => {
      const d = ctx.view.players[seat].dwarves[u.dwarf];
      const b = btn(
        ctx,
        `use-${type}-${u.dwarf}`,
        `on ${d.square}${DICE_PROFESSIONS[u.dwarf] === "warrior" ? "W" : "M"}`,
        u,
        { width: 52, height: 24, size: 12, fill: 0xe6d3f5 },
        () => act(ctx, u),
      );
      b.position.set(200 + k * 56, y);
      c.addChild(b);
    });
  });
  return c;
}

export function scoresHeight(ctx: Ctx): number {
  return 48 + ctx.view.seats * 22;
}

export function drawScores(ctx: Ctx, width: number): Container {
  const c = panel("Scores", width, scoresHeight(ctx));
  const cols = [12, 250, 310, 380, 440];
  ["Player", "Tasks", "Levels", "Dwarves", "Items"].forEach((h, i) =>
    label(c, h, cols[i], 26, 12, palette.muted, "bold"),
  );
  ctx.view.players.forEach((p, seat) => {
    const y = 46 + seat * 22;
    const active = seat === ctx.view.active && ctx.view.phase !== "over";
    if (active) c.addChild(new Graphics().roundRect(6, y - 2, width - 12, 21, 4).fill(palette.panelActive));
    c.addChild(
      new Graphics()
        .roundRect(cols[0], y + 2, 14, 14, 3)
        .fill(SEAT_FILL[seat])
        .stroke({ width: 1, color: 0xffffff }),
    );
    const me = seat === ctx.mySeat ? " · you" : "";
    label(
      c,
      `${active ? "▶ " : ""}${seatName(ctx, seat)}${me}`,
      cols[0] + 20,
      y,
      13,
      active ? palette.gold : palette.ink,
      active ? "bold" : "normal",
    );
    label(c, String(p.score), cols[1], y, 13, palette.ink, "bold");
    label(c, `${p.totalLevels} (${p.freeLevels} free)`, cols[2], y, 12);
    label(c, String(p.dwarves.filter((d) => d.square !== null).length), cols[3] + 14, y, 13);
    const items = ctx.view.items.filter((i) => i.holder === seat);
    items.forEach((it, k) => {
      const m = new Graphics().circle(cols[4] + 8 + k * 20, y + 9, 8).fill(ITEM_FILL[it.type]);
      if (it.crossed) m.alpha = 0.45;
      c.addChild(m);
      label(c, ITEM_LETTER[it.type], cols[4] + 4 + k * 20, y + 2, 10, 0xffffff, "bold");
    });
  });
  return c;
}
