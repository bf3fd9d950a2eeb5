/**
 * What every drawing function of the Xorlosch renderer receives: the view, the legal actions, the send function,
 * the seat names, the click-target book and the renderer's local UI state (selection, planned path). Also the small
 * helpers that make a display object clickable and register it as a ClickTarget.
 */
import { Container, Graphics } from "pixi.js";
import type { TargetBook } from "../../ui/pixi-kit";
import type { Motion } from "../../table/tween";
import { palette } from "../../ui/pixi-kit";
import { text } from "../labels";
import { titledPanel, type Panel, type PanelLook } from "../panel";
import { targetSize } from "../text-size";
import { seatWords } from "../../ui/seat-name";
import type { XorAction, XorState, XorView } from "../../../../shared/src/xorlosch/index";
import type { Colour } from "../../../../shared/src/xorlosch/types";
import { SEAT_COLOURS } from "../../../../shared/src/xorlosch/index";

export interface UiState {
  /** My dwarf (die number) selected on the board. */
  selected: number | null;
  /** Square chosen as the destination of the selected dwarf. */
  target: number | null;
  /** A confirmed multi-step move: the squares still to enter, sent one step at a time once the dwarf is `at`. */
  plan: { die: number; path: number[]; at: number } | null;
  /** Index into the legal proposal orders, per quest colour. */
  order: Record<Colour, number>;
}

export const emptyUi = (): UiState => ({
  selected: null,
  target: null,
  plan: null,
  order: { green: 0, blue: 0, red: 0 },
});

export interface Ctx {
  view: XorView;
  /** A rules-compatible state rebuilt from the view (shared's stateFromView), for the engine's display helpers. */
  state: XorState;
  legal: XorAction[];
  send: (action: XorAction) => void;
  mySeat: number | null;
  names: string[];
  book: TargetBook;
  ui: UiState;
  /** Walks a moved dwarf to its new square and remembers the dwarves of the last move (table/tween.ts). */
  motion: Motion;
  /** Redraws with the same view and legal list (after a local UI change). */
  redraw: () => void;
}

/** The seat's player and colour ("Ada (Red)"), named as everywhere on the page (ui/seat-name.ts). */
export const seatName = (ctx: Ctx, seat: number): string =>
  seatWords({ seatColours: SEAT_COLOURS }, ctx.names).name(seat);

/** Legal actions of one type. */
export const legalOf = <T extends XorAction["type"]>(ctx: Ctx, type: T): Extract<XorAction, { type: T }>[] =>
  ctx.legal.filter((a) => a.type === type) as Extract<XorAction, { type: T }>[];

/** Makes `display` clickable and records it for tests under `id`. */
export function clickable(ctx: Ctx, id: string, action: unknown, display: Container, onClick: () => void): void {
  display.eventMode = "static";
  display.cursor = "pointer";
  display.on("pointertap", onClick);
  ctx.book.add(id, action, display);
}

export interface BtnOpts {
  width: number;
  height?: number;
  enabled?: boolean;
  fill?: number;
  size?: number;
}

/**
 * A compact button, at least as wide as its label and, where fingers tap, a fingertip each way (../text-size.ts);
 * when enabled it is clickable and registered as a ClickTarget with `id` and `action`.
 */
export function btn(ctx: Ctx, id: string, label: string, action: unknown, o: BtnOpts, onClick: () => void): Container {
  const enabled = o.enabled ?? true;
  const t = text(label, o.size ?? 14, enabled ? palette.buttonInk : palette.muted, "bold");
  const h = targetSize(Math.max(o.height ?? 30, t.height + 6));
  const w = targetSize(Math.max(o.width, t.width + 16));
  const c = new Container();
  c.addChild(new Graphics().roundRect(0, 0, w, h, 7).fill(enabled ? (o.fill ?? palette.button) : palette.disabled));
  t.anchor.set(0.5);
  t.position.set(w / 2, h / 2);
  c.addChild(t);
  if (enabled) clickable(ctx, id, action, c, onClick);
  return c;
}

/** Sends an engine action, clears the local selection and redraws without it. */
export function act(ctx: Ctx, action: XorAction): void {
  ctx.ui.plan = null;
  ctx.ui.selected = null;
  ctx.ui.target = null;
  ctx.send(action);
  ctx.redraw();
}

const LOOK: PanelLook = {
  titleSize: 15,
  titleTop: 6,
  paint: (bg, width, height) => bg.roundRect(0, 0, width, height, 10).fill(palette.panel),
};

/** A titled panel of the side column, labelled `panel:<name>` for layout tests; its height follows its content. */
export const panel = (name: string, title: string, width: number): Panel => titledPanel(name, title, width, LOOK);
