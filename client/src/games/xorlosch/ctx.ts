/**
 * What every part of the Xorlosch renderer receives: the view, the legal actions, the send function, the seat names,
 * the click-target book and the renderer's local UI state (selection, planned path): the renderers' kit
 * (table/kit.ts) with the game's own parts.
 */
import type { Kit } from "../../table/kit";
import type { Motion } from "../../table/tween";
import { seatWords } from "../../ui/seat-name";
import type { XorAction, XorState, XorView } from "@tabletop/shared/xorlosch/index";
import { SEAT_COLOURS } from "@tabletop/shared/xorlosch/index";

export interface UiState {
  /** My dwarf (die number) selected on the board. */
  selected: number | null;
  /** Square chosen as the destination of the selected dwarf. */
  target: number | null;
  /** A confirmed multi-step move: the squares still to enter, sent one step at a time once the dwarf is `at`. */
  plan: { die: number; path: number[]; at: number } | null;
}

export const emptyUi = (): UiState => ({
  selected: null,
  target: null,
  plan: null,
});

export interface Ctx extends Kit<XorAction> {
  view: XorView;
  /** A rules-compatible state rebuilt from the view (shared's stateFromView), for the engine's display helpers. */
  state: XorState;
  legal: XorAction[];
  mySeat: number | null;
  names: string[];
  ui: UiState;
  /** Walks a moved dwarf to its new square and remembers the dwarves of the last move (table/tween.ts). */
  motion: Motion;
}

/** The seat's player and colour ("Ada (Red)"), named as everywhere on the page (ui/seat-name.ts). */
export const seatName = (ctx: Ctx, seat: number): string =>
  seatWords({ seatColours: SEAT_COLOURS }, ctx.names).name(seat);

/** Forgets the local selection and any plan (a move was sent); answers whether there was any. */
export function forget(ui: UiState): boolean {
  const picked = ui.plan !== null || ui.selected !== null || ui.target !== null;
  ui.plan = null;
  ui.selected = null;
  ui.target = null;
  return picked;
}

/** An engine's text (the outcome's summary) as the player reads it: the seats named, no rule cited. */
export const said = (ctx: Ctx, text: string): string => seatWords({ seatColours: SEAT_COLOURS }, ctx.names).words(text);
