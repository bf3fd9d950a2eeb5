/**
 * The end of the game, over the dungeon: fled or perished, with the numbers that matter; an item kept by its key
 * (table/sync.ts).
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { text } from "./label";
import { RING } from "./corridor-ring";
import { STAIRS_TO_WIN } from "@tabletop/shared/dungeon-flee/end.js";
import type { Ctx } from "./ctx";
import type { Item } from "../../table/sync";
import { currentDisplayScale } from "../text-size";
import { count } from "../../ui/words";

const W = 460;
const H = 190;

/** The banner once the game is over (none before). */
export function endItems(ctx: Ctx): Item[] {
  const v = ctx.view;
  if (v.result === null) return [];
  const lines = [
    `Health ${Math.max(0, v.health)} / ${v.maxHealth} · Stairs Up ${v.stairs} of ${STAIRS_TO_WIN}`,
    `${count(v.round, "round")} · ${v.mode} mode · ${v.class}`,
    `Deck: ${count(v.drawCount + v.discardCount + v.handCount, "card")} · ${v.banishedCount} banished`,
  ];
  const win = v.result === "win";
  const mine = v.hand !== null;
  return [
    {
      key: "end-banner",
      look: [win, mine, lines, currentDisplayScale()],
      at: { x: RING.cx - W / 2, y: RING.cy - H / 2 },
      label: "end-banner",
      build: () => banner(win, mine, lines),
    },
  ];
}

function banner(win: boolean, mine: boolean, lines: string[]): Container {
  const w = W;
  const h = H;
  const c = new Container();
  c.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, 16)
      .fill({ color: 0x10201a, alpha: 0.93 })
      .stroke({ width: 3, color: win ? palette.gold : palette.danger }),
  );
  const head = text(
    win ? "You fled the dungeon!" : "You perished in the dungeon.",
    28,
    win ? palette.gold : palette.danger,
    "bold",
  );
  if (!mine) head.text = win ? "The delver fled the dungeon!" : "The delver perished.";
  head.anchor.set(0.5, 0);
  head.position.set(w / 2, 22);
  const body = text(lines.join("\n"), 16, palette.ink);
  body.style.align = "center";
  body.style.lineHeight = 26;
  body.anchor.set(0.5, 0);
  body.position.set(w / 2, 74);
  c.addChild(head, body);
  return c;
}
