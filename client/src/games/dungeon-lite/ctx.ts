/**
 * What every part of the Dungeon Lite renderer draws from: the view, the legal list, the log, the map rebuilt from
 * the view and laid out on screen, the click-target book, and the renderer's own UI state (what the person has
 * picked: a card, a target, a spell; a planned walk): the renderers' kit (table/kit.ts) with the game's own parts.
 * No rules: what may be done is what `legal` lists.
 */
import { CLASSES, type ClassId } from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteAction, LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import type { DungeonMap } from "@tabletop/shared/dungeon-lite/map/index.js";
import type { LogLine } from "../types";
import type { Motion } from "../../table/tween";
import type { MapLayout } from "./map-model";
import { legalOf as kitLegalOf, type Kit } from "../../table/kit";
import { seatWords } from "../../ui/seat-name";

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

export interface Ctx extends Kit<LiteAction> {
  view: LiteView;
  legal: LiteAction[];
  mySeat: number | null;
  names: string[];
  log: readonly LogLine[];
  map: DungeonMap;
  layout: MapLayout;
  ui: UiState;
  /** Walks a figure that changed zone and remembers the figures of the last move (table/tween.ts). */
  motion: Motion;
}

export type Of<T extends LiteAction["type"]> = Extract<LiteAction, { type: T }>;

/** Legal actions of one type (the kit's legalOf on the frame's list). */
export const legalOf = <T extends LiteAction["type"]>(ctx: Ctx, type: T): Of<T>[] => kitLegalOf(ctx.legal, type);

export const className = (cls: string): string => CLASSES[cls as ClassId]?.name ?? cls;

/** "the Elf (Ann)": the hero of a seat, with the person's name. */
export function heroLabel(ctx: Ctx, seat: number): string {
  const h = ctx.view.heroes[seat];
  const who = ctx.names[seat] ?? `Seat ${seat + 1}`;
  return h ? `${className(h.cls)} (${who})` : who;
}

/** An engine's text (a log line, the end's reason) as the player reads it: the seats named, no rule cited. */
export const said = (ctx: Ctx, text: string): string => seatWords({}, ctx.names).words(text);

export { act, clickable } from "../../table/kit";

/** Forgets what was picked for a move (the kit's `act` calls it once the move is sent); answers whether there was any. */
export function forget(ui: UiState): boolean {
  const picked = ui.card !== null || ui.pick !== null || ui.items.length > 0;
  ui.card = null;
  ui.pick = null;
  ui.items = [];
  return picked;
}
