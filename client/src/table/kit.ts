/**
 * The renderers' kit, beside the tween (./tween.ts): what every game draws its clickable items, its canvas panels and
 * its page parts with, written once. A renderer's context extends `Kit` (the legal list, send, the book of click
 * targets, its redraw and what it forgets after a move); the helpers take it first:
 * - `legalOf(legal, type)`: the legal actions of one type;
 * - `clickable(kit, id, action, display, onTap)`: a canvas item that takes taps, recorded as a ClickTarget for tests;
 * - `btn(kit, id, label, action, opts, onTap)`: a canvas button, a fingertip each way where fingers tap;
 * - `act(kit, action)`: sends a legal action and forgets the renderer's picks (drawing again only if there were any);
 * - `choice(kit, id, label, action, opts)`: a status-bar button (types.ts PageAction) that acts;
 * - `titledPanel(...)`: a titled canvas panel whose height follows what it holds, and `pagePanel(...)` one in the page.
 * Renderers hold no rules: every item that sends sends what `legal` lists.
 */
import { Container, Graphics, Rectangle } from "pixi.js";
import { h, type ComponentChild, type ComponentChildren } from "preact";
import { palette, type TargetBook } from "../ui/pixi-kit.js";
import { text } from "../games/labels.js";
import { targetSize } from "../games/text-size.js";
import type { PageAction } from "../games/types.js";

export type { Frame, PageAction, TableParts } from "../games/types.js";

/** What the kit's helpers need of a renderer's context. */
export interface Kit<A> {
  legal: readonly A[];
  send(action: A): void;
  book: TargetBook;
  /** Draws the canvas again with the same frame, and tells the page (after a pick). */
  redraw(): void;
  /**
   * Forgets what the person picked towards a move (a selection, a card to pay with), once a move is sent; answers
   * whether anything was picked.
   */
  forget?(): boolean;
}

/** The legal actions of one type. */
export const legalOf = <A extends { type: string }, T extends A["type"]>(
  legal: readonly A[],
  type: T,
): Extract<A, { type: T }>[] => legal.filter((a): a is Extract<A, { type: T }> => a.type === type);

/** Makes `display` take taps and records it for tests under `id`, with the action it stands for. */
export function clickable(
  kit: Kit<unknown>,
  id: string,
  action: unknown,
  display: Container,
  onTap: () => void,
): Container {
  display.eventMode = "static";
  display.cursor = "pointer";
  display.on("pointertap", onTap);
  kit.book.add(id, action, display);
  return display;
}

/**
 * Sends a legal action and forgets the picks made towards it. The move's result draws the table when it comes; before
 * it, the table is drawn again only where picks it shows are gone, so a click costs no redraw of what stays the same
 * (the feel benchmark, docs/benchmark.md).
 */
export function act<A>(kit: Kit<A>, action: A): void {
  const picked = kit.forget?.() ?? false;
  kit.send(action);
  if (picked) kit.redraw();
}

export interface BtnOpts {
  width: number;
  height?: number;
  enabled?: boolean;
  fill?: number;
  /** The label's size in logical units (default 14). */
  size?: number;
  /** Room beside the label (default 16). */
  pad?: number;
}

/**
 * A compact canvas button, at least as wide as its label and, where fingers tap, a fingertip each way
 * (../games/text-size.ts); when enabled it takes taps and is recorded as a ClickTarget with `id` and `action`.
 */
export function btn<A>(
  kit: Kit<A>,
  id: string,
  label: string,
  action: unknown,
  o: BtnOpts,
  onTap: () => void,
): Container {
  const enabled = o.enabled ?? true;
  const t = text(label, o.size ?? 14, enabled ? palette.buttonInk : palette.muted, "bold");
  const height = targetSize(Math.max(o.height ?? 30, t.height + 6));
  const width = targetSize(Math.max(o.width, t.width + (o.pad ?? 16)));
  const c = new Container();
  c.addChild(
    new Graphics().roundRect(0, 0, width, height, 7).fill(enabled ? (o.fill ?? palette.button) : palette.disabled),
  );
  t.anchor.set(0.5);
  t.position.set(width / 2, height / 2);
  c.addChild(t);
  if (enabled) clickable(kit as Kit<unknown>, id, action, c, onTap);
  return c;
}

/** A status-bar button that sends the legal `action` (types.ts PageAction). */
export function choice<A>(
  kit: Kit<A>,
  id: string,
  label: string,
  action: A,
  extra: Pick<PageAction, "group" | "tone" | "pressed"> = {},
): PageAction {
  return { id, label, action, run: () => act(kit, action), ...extra };
}

/** A panel being laid out on the canvas: its container, where its body starts, and `close`, which gives it its height. */
export interface Panel {
  c: Container;
  top: number;
  close(height: number): Container;
}

/** How a game's canvas panels look: the title's size and top margin, and the background drawn once the height is known. */
export interface PanelLook {
  titleSize: number;
  titleTop: number;
  paint(bg: Graphics, width: number, height: number): void;
}

/** A titled canvas panel, labelled `panel:<name>` for layout tests; its height follows its content. */
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

/** A titled panel of the page's side column (`data-panel=<name>` for tests). */
export const pagePanel = (name: string, title: string, ...body: ComponentChildren[]): ComponentChild =>
  h("section", { class: "game-panel", "data-panel": name, key: name }, h("h3", {}, title), ...body);
