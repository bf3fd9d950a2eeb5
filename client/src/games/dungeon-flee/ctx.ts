/** What every part of the Dungeon Flee renderer draws from: the view, the legal list, and the click bookkeeping. */
import { Container, Graphics } from "pixi.js";
import type { FleeAction, FleeView } from "../../../../shared/src/dungeon-flee/index.js";
import { palette, type TargetBook } from "../../ui/pixi-kit";
import { MIN_SIZE, text } from "./label";
import type { Motion } from "../../table/tween";

/** Presentation-only state kept between renders: the hand card picked as the target of a banish. */
export interface UiState {
  banishTarget: string | null;
}

export interface Ctx {
  view: FleeView;
  legal: FleeAction[];
  send(action: FleeAction): void;
  book: TargetBook;
  ui: UiState;
  /** Walks the player's token from corridor to corridor and flies cards to their places (table/tween.ts). */
  motion: Motion;
  /** The layer above the table where every face-up card in a place lies, so a card flies over the rest (flight.ts). */
  cards: Container;
  /** Draws again with the same view (after a presentation-only change such as picking a banish target). */
  redraw(): void;
}

/** Logical stage size; the root is scaled to the canvas (about 0.77 in a 1280×800 window: 16 units are 12 px). */
export const W = 1200;
export const H = 840;

/** Makes a display object clickable and records it as a ClickTarget for tests. */
export function clickable(ctx: Ctx, display: Container, id: string, action: unknown, onTap: () => void): void {
  display.eventMode = "static";
  display.cursor = "pointer";
  display.on("pointertap", onTap);
  ctx.book.add(id, action, display);
}

/** Sends a legal action on tap. */
export function sends(ctx: Ctx, display: Container, id: string, action: FleeAction): void {
  clickable(ctx, display, id, action, () => {
    ctx.ui.banishTarget = null;
    ctx.send(action);
  });
}

export const commitLabel: Record<"fight" | "open" | "disarm", string> = {
  fight: "Fight",
  open: "Open the door",
  disarm: "Disarm",
};

/**
 * A button whose label shrinks to fit, down to the table's smallest text (MIN_SIZE); a label still too long then
 * ends in "…". Clicks are wired by `sends`/`clickable`, never here.
 */
export function pill(label: string, w: number, h: number, size = 18, colour: number = palette.button): Container {
  const c = new Container();
  c.addChild(new Graphics().roundRect(0, 0, w, h, Math.min(10, h / 3)).fill(colour));
  let s = Math.max(size, MIN_SIZE);
  let t = text(label, s, palette.buttonInk, "bold");
  while (t.width > w - 12 && s > MIN_SIZE) {
    t.destroy();
    s -= 1;
    t = text(label, s, palette.buttonInk, "bold");
  }
  for (let n = label.length - 1; t.width > w - 12 && n > 1; n--) t.text = `${label.slice(0, n).trimEnd()}…`;
  t.anchor.set(0.5);
  t.position.set(w / 2, h / 2);
  c.addChild(t);
  return c;
}
