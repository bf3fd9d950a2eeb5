/** The titled panels of a table's side column, each game in its own look. */
import { Container, Graphics, Rectangle } from "pixi.js";
import { palette } from "../ui/pixi-kit";
import { text } from "./labels";

/** A panel being laid out: its container, where its body starts, and `close`, which gives it its height. */
export interface Panel {
  c: Container;
  top: number;
  close(height: number): Container;
}

/** How a game's panels look: the title's size and top margin, and the background drawn once the height is known. */
export interface PanelLook {
  titleSize: number;
  titleTop: number;
  paint(bg: Graphics, width: number, height: number): void;
}

/** A titled panel, labelled `panel:<name>` for layout tests; its height follows its content. */
export function titledPanel(name: string, title: string, width: number, look: PanelLook): Panel {
  const c = new Container();
  c.label = `panel:${name}`;
  const bg = new Graphics();
  c.addChild(bg);
  const t = text(title, look.titleSize, palette.gold, "bold", width - 24);
  t.position.set(12, look.titleTop);
  c.addChild(t);
  return {
    c,
    top: look.titleTop + t.height + 6,
    close(height) {
      look.paint(bg, width, height);
      c.boundsArea = new Rectangle(0, 0, width, height);
      return c;
    },
  };
}
