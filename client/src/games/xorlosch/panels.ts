/**
 * Side panels: the level distribution of a player's six dwarves (bring in / raise / remove / count alone from `legal`), my magic
 * items with their uses (also out of turn, whenever `legal` lists them), and the score table of every seat. Each
 * lays its lines and buttons out as they measure (../flow.ts), so raised text and fingertip buttons never overlap.
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { DICE_PROFESSIONS } from "../../../../shared/src/xorlosch/index";
import type { ItemType } from "../../../../shared/src/xorlosch/types";
import { Flow } from "../flow";
import { drawnSize } from "../text-size";
import { act, btn, legalOf, panel, seatName, type Ctx } from "./ctx";
import { drawDie } from "./dwarves";
import { text } from "../labels";
import { HIGHLIGHT, ITEM_FILL, ITEM_LETTER, ITEM_NAME, SEAT_FILL } from "./theme";

/** A die in the panel: large enough to hold its level's raised digit. */
const ICON = () => Math.max(20, Math.ceil(drawnSize(12) * 1.4));
const PROF = (die: number) => (DICE_PROFESSIONS[die] === "warrior" ? "Warrior" : "Mechanicus");

export function drawLevels(ctx: Ctx, width: number): Container {
  const seat = ctx.mySeat ?? ctx.view.active;
  const p = ctx.view.players[seat];
  const used = p.totalLevels - p.freeLevels;
  const who = ctx.mySeat === null ? seatName(ctx, seat) : "Your dwarves";
  const pn = panel("levels", `${who} · levels ${used} of ${p.totalLevels} used, ${p.freeLevels} free`, width);
  const c = pn.c;
  const f = new Flow(c, 12, pn.top, width - 24);
  p.dwarves.forEach((d, die) => {
    const icon = drawDie(seat, die, d.level, ICON(), ctx.ui.selected === die && seat === ctx.mySeat ? HIGHLIGHT : null);
    if (d.square === null) icon.alpha = 0.35;
    f.add(icon);
    const where = d.square === null ? "out of the game" : `square ${d.square}, level ${d.level}`;
    f.add(
      text(
        `${PROF(die)} ${die + 1}: ${where}`,
        13,
        d.square === null ? palette.muted : palette.ink,
        "normal",
        width - 60,
      ),
    );
    // Its buttons follow on the same row where they fit (a wide panel), else under it.
    const add = (id: string, words: string, action: unknown, run: () => void) =>
      f.add(btn(ctx, id, words, action, { width: 64, height: 26, size: 12 }, run));
    if (legalOf(ctx, "step").some((a) => a.dwarf === die)) {
      add(`select-${die}`, ctx.ui.selected === die ? "Selected" : "Move…", { ui: "select", dwarf: die }, () => {
        ctx.ui.selected = ctx.ui.selected === die ? null : die;
        ctx.ui.target = null;
        ctx.redraw();
      });
    }
    const bring = legalOf(ctx, "bringIn").find((a) => a.dwarf === die);
    if (bring) add(`bringIn-${die}`, "Bring in", bring, () => act(ctx, bring));
    const raise = legalOf(ctx, "raise").find((a) => a.dwarf === die);
    if (raise) add(`raise-${die}`, "+1 level", raise, () => act(ctx, raise));
    const remove = legalOf(ctx, "remove").find((a) => a.dwarf === die);
    if (remove) add(`remove-${die}`, "Remove", remove, () => act(ctx, remove));
    // Adding levels is a choice (XOR-Q-20): offered on the row of the first of my dwarves on that square.
    const apart = legalOf(ctx, "apart").find((a) => a.square === d.square);
    const first = p.dwarves.findIndex((x) => x.square === d.square);
    if (apart && first === die) add(`apart-${apart.square}`, "Count alone", apart, () => act(ctx, apart));
    f.newRow(4);
  });
  return pn.close(f.bottom + 8);
}

const TYPES: readonly ItemType[] = ["potion", "boots", "trap"];

/** An item's token: its colour with its letter, the circle as large as the letter drawn. */
function token(type: ItemType, crossed = false): Container {
  const c = new Container();
  const letter = text(ITEM_LETTER[type], 12, 0xffffff, "bold");
  const r = Math.max(10, letter.height / 2 + 2);
  c.addChild(new Graphics().circle(r, r, r).fill(ITEM_FILL[type]));
  letter.anchor.set(0.5);
  letter.position.set(r, r);
  c.addChild(letter);
  if (crossed) c.alpha = 0.45;
  return c;
}

export function drawItems(ctx: Ctx, width: number): Container {
  const pn = panel("items", "Your magic items", width);
  const seat = ctx.mySeat!;
  const held = TYPES.filter((t) => ctx.view.items.some((i) => i.holder === seat && i.type === t));
  const f = new Flow(pn.c, 12, pn.top, width - 24);
  if (held.length === 0)
    f.add(
      text("None yet: stand on both squares of an item symbol to gain one.", 13, palette.muted, "normal", width - 24),
    );
  held.forEach((type) => {
    const item = ctx.view.items.find((it) => it.holder === seat && it.type === type)!;
    f.add(token(type));
    f.add(
      text(`${ITEM_NAME[type]}${item.crossed ? " (usable next turn)" : ""}`, 13, palette.ink, "normal", width - 60),
    );
    f.newRow();
    for (const u of legalOf(ctx, "use").filter((a) => a.item === type)) {
      const d = ctx.view.players[seat].dwarves[u.dwarf];
      const words = `on ${d.square}${DICE_PROFESSIONS[u.dwarf] === "warrior" ? "W" : "M"}`;
      f.add(
        btn(ctx, `use-${type}-${u.dwarf}`, words, u, { width: 52, height: 24, size: 12, fill: 0xe6d3f5 }, () =>
          act(ctx, u),
        ),
      );
    }
    f.newRow(4);
  });
  return pn.close(f.bottom + 8);
}

/** Each seat's score: the player (the one to play marked), then tasks, levels, dwarves in play and items. */
export function drawScores(ctx: Ctx, width: number): Container {
  const pn = panel("scores", "Scores", width);
  const c = pn.c;
  let y = pn.top;
  ctx.view.players.forEach((p, seat) => {
    const active = seat === ctx.view.active && ctx.view.phase !== "over";
    const band = new Graphics();
    c.addChild(band);
    const f = new Flow(c, 12, y + 2, width - 24);
    f.add(
      new Graphics().roundRect(0, 4, 14, 14, 3).fill(SEAT_FILL[seat]).stroke({ width: 1, color: 0xffffff }),
      14,
      18,
    );
    const me = seat === ctx.mySeat ? " · you" : "";
    const name = `${active ? "▶ " : ""}${seatName(ctx, seat)}${me}`;
    f.add(text(name, 13, active ? palette.gold : palette.ink, active ? "bold" : "normal", width - 50));
    f.newRow();
    const alive = p.dwarves.filter((d) => d.square !== null).length;
    const line = `Tasks ${p.score} · levels ${p.totalLevels} (${p.freeLevels} free) · dwarves ${alive}`;
    f.add(text(line, 12, palette.ink, "normal", width - 24));
    for (const it of ctx.view.items.filter((i) => i.holder === seat)) f.add(token(it.type, it.crossed));
    const bottom = f.bottom + 4;
    if (active) band.roundRect(6, y, width - 12, bottom - y, 4).fill(palette.panelActive);
    y = bottom + 4;
  });
  return pn.close(y + 4);
}
