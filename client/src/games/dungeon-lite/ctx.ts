/**
 * What every part of the Dungeon Lite renderer draws from: the view, the legal list, the log, the map rebuilt from
 * the view and laid out on screen, the click-target book, and the renderer's own UI state (what the person has
 * picked: a card, a target, a spell; a planned walk). No rules: what may be done is what `legal` lists.
 */
import { Container, Graphics } from "pixi.js";
import { CLASSES, type ClassId } from "../../../../shared/src/dungeon-lite/content/index.js";
import type { LiteAction, LiteView } from "../../../../shared/src/dungeon-lite/index.js";
import type { DungeonMap } from "../../../../shared/src/dungeon-lite/map/index.js";
import { palette, type TargetBook } from "../../ui/pixi-kit";
import type { LogLine } from "../types";
import type { Motion } from "../../table/tween";
import type { MapLayout } from "./map-model";
import { text } from "../labels";
import { titledPanel, type Panel, type PanelLook } from "../panel";
import { targetSize } from "../text-size";

/** Something picked on the table: an enemy, a zone, a hero. */
export type Pick = { kind: "enemy"; id: number } | { kind: "zone"; id: string } | { kind: "hero"; seat: number };

export interface UiState {
  /** The hand card picked to pay for an action. */
  card: string | null;
  pick: Pick | null;
  /** Paid equipment chosen for the next attack. */
  items: string[];
  /** Which of the legal proposals the order panel shows. */
  order: number;
  /** A walk to a far zone: the zones still to enter, each step sent once the hero stands `at` the one before. */
  walk: { path: string[]; at: string } | null;
}

export const emptyUi = (): UiState => ({
  card: null,
  pick: null,
  items: [],
  order: 0,
  walk: null,
});

export interface Ctx {
  view: LiteView;
  legal: LiteAction[];
  send(action: LiteAction): void;
  mySeat: number | null;
  names: string[];
  log: readonly LogLine[];
  map: DungeonMap;
  layout: MapLayout;
  book: TargetBook;
  ui: UiState;
  /** Walks a figure that changed zone and remembers the figures of the last move (table/tween.ts). */
  motion: Motion;
  /** Draws again with the same view (after a change of the UI state). */
  redraw(): void;
}

export type Of<T extends LiteAction["type"]> = Extract<LiteAction, { type: T }>;

export const legalOf = <T extends LiteAction["type"]>(ctx: Ctx, type: T): Of<T>[] =>
  ctx.legal.filter((a): a is Of<T> => a.type === type);

export const className = (cls: string): string => CLASSES[cls as ClassId]?.name ?? cls;

/** "the Elf (Ann)": the hero of a seat, with the person's name. */
export function heroLabel(ctx: Ctx, seat: number): string {
  const h = ctx.view.heroes[seat];
  const who = ctx.names[seat] ?? `Seat ${seat + 1}`;
  return h ? `${className(h.cls)} (${who})` : who;
}

/** Makes `display` clickable and records it for tests under `id`. */
export function clickable(ctx: Ctx, id: string, action: unknown, display: Container, onClick: () => void): void {
  display.eventMode = "static";
  display.cursor = "pointer";
  display.on("pointertap", onClick);
  ctx.book.add(id, action, display);
}

/** Sends a legal action and forgets what was picked for it. */
export function act(ctx: Ctx, action: LiteAction): void {
  ctx.ui.card = null;
  ctx.ui.pick = null;
  ctx.ui.items = [];
  ctx.send(action);
  ctx.redraw();
}

export interface BtnOpts {
  width: number;
  height?: number;
  fill?: number;
  size?: number;
}

/**
 * A button that sends `action` (or runs `onClick`), registered as a ClickTarget: at least as wide as its label and,
 * where fingers tap, a fingertip each way (../text-size.ts).
 */
export function btn(ctx: Ctx, id: string, label: string, action: unknown, o: BtnOpts, onClick: () => void): Container {
  const t = text(label, o.size ?? 13, palette.buttonInk, "bold");
  const h = targetSize(Math.max(o.height ?? 28, t.height + 6));
  const w = targetSize(Math.max(o.width, t.width + 12));
  const c = new Container();
  c.addChild(new Graphics().roundRect(0, 0, w, h, 7).fill(o.fill ?? palette.button));
  t.anchor.set(0.5);
  t.position.set(w / 2, h / 2);
  c.addChild(t);
  clickable(ctx, id, action, c, onClick);
  return c;
}

const LOOK: PanelLook = {
  titleSize: 14,
  titleTop: 7,
  paint: (bg, width, height) =>
    bg.roundRect(0, 0, width, height, 10).fill(0x1f3129).stroke({ width: 1, color: 0x33574a }),
};

/** A titled panel of the side column, labelled `panel:<name>` for layout tests; its height follows its content. */
export const panel = (name: string, title: string, width: number): Panel => titledPanel(name, title, width, LOOK);
