/**
 * Small drawing helpers shared by game renderers: a fixed logical stage fitted to the
 * canvas, text, buttons and the bookkeeping of clickable items for tests.
 * Imports only pixi.js so game modules outside client/ can use it.
 */
import { Application, Container, Graphics, Rectangle, Text, type TextStyleFontWeight } from "pixi.js";
import type { ClickTarget } from "./kit-types.js";

export const palette = {
  table: 0x1f3b2d,
  tableEdge: 0x2c5440,
  panel: 0x24493a,
  panelActive: 0x2f6a50,
  ink: 0xf4f1e8,
  muted: 0xb7c4bb,
  gold: 0xf2c14e,
  card: 0xfbf8ef,
  cardInk: 0x1d2a24,
  cardBack: 0x3b5ba5,
  danger: 0xe26d5a,
  button: 0xf2c14e,
  buttonInk: 0x1d2a24,
  disabled: 0x5b6f64,
};

const FONT = "Inter, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

export function text(value: string, size: number, color = palette.ink, weight: TextStyleFontWeight = "normal"): Text {
  const t = new Text({ text: value, style: { fontFamily: FONT, fontSize: size, fill: color, fontWeight: weight } });
  t.resolution = Math.max(2, window.devicePixelRatio || 1);
  return t;
}

/**
 * Scales `root` so a W×H logical layout fits the canvas, centred. The W×H stage is the root's bounds (whatever is
 * drawn past its edges), which the table's zoom fills the canvas with (table/board-zoom.ts).
 */
export function fitToScreen(app: Application, root: Container, width: number, height: number): void {
  root.boundsArea = new Rectangle(0, 0, width, height);
  const s = Math.min(app.screen.width / width, app.screen.height / height);
  root.scale.set(s);
  root.position.set((app.screen.width - width * s) / 2, (app.screen.height - height * s) / 2);
}

/**
 * Scales `root` so a layout `width` logical units wide spans the canvas, from its top left; the stage is `height`
 * high (its bounds, which the table's zoom fills the canvas with, table/board-zoom.ts). For a stage as high as
 * what it holds: its scale on screen follows the canvas's width only, so its height can follow its content.
 */
export function fitToWidth(app: Application, root: Container, width: number, height: number): void {
  root.boundsArea = new Rectangle(0, 0, width, height);
  root.scale.set(app.screen.width / width);
  root.position.set(0, 0);
}

/**
 * The least height of a stage `width` wide that fills the canvas's shape, so the table's zoom fills the canvas by
 * the width; 0 where the canvas takes the stage's shape itself (a frame with the board's aspect ratio, style.css).
 */
export function fillingHeight(app: Application, width: number): number {
  const frame = app.canvas.parentElement?.parentElement;
  if (frame && getComputedStyle(frame).aspectRatio !== "auto") return 0;
  return (width * app.screen.height) / app.screen.width;
}

export function clear(root: Container): void {
  for (const child of root.removeChildren()) child.destroy({ children: true });
}

export interface ButtonStyle {
  width: number;
  height: number;
  enabled: boolean;
}

/** A rounded button; it reacts to clicks only when enabled. */
export function button(label: string, style: ButtonStyle, onClick: () => void): Container {
  const c = new Container();
  const bg = new Graphics()
    .roundRect(0, 0, style.width, style.height, 10)
    .fill(style.enabled ? palette.button : palette.disabled);
  const t = text(label, 18, style.enabled ? palette.buttonInk : palette.muted, "bold");
  t.anchor.set(0.5);
  t.position.set(style.width / 2, style.height / 2);
  c.addChild(bg, t);
  if (style.enabled) {
    c.eventMode = "static";
    c.cursor = "pointer";
    c.on("pointertap", onClick);
  }
  return c;
}

/** The target id of every display recorded in a book (a tap on an item drawn anew finds its successor by it). */
export const tapIds = new WeakMap<Container, string>();

/** Records clickable items as they are drawn and reports their on-canvas bounds (their box of taps, if they have one). */
export class TargetBook {
  private items: { id: string; action: unknown; display: Container }[] = [];

  reset(): void {
    this.items = [];
  }

  add(id: string, action: unknown, display: Container): void {
    this.items.push({ id, action, display });
    tapIds.set(display, id);
  }

  list(): ClickTarget[] {
    return this.items
      .filter((i) => !i.display.destroyed)
      .map(({ id, action, display }) => {
        // An item that takes taps on a box of its own (table/sync.ts) is that box; any other, what it draws.
        const area = display.hitArea;
        if (area instanceof Rectangle) {
          const a = display.toGlobal({ x: area.x, y: area.y });
          const b = display.toGlobal({ x: area.x + area.width, y: area.y + area.height });
          return { id, action, x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
        }
        const b = display.getBounds();
        return { id, action, x: b.x, y: b.y, width: b.width, height: b.height };
      });
  }
}
