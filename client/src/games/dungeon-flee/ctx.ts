/**
 * What every part of the Dungeon Flee renderer draws from: the view, the legal list and the click bookkeeping (the
 * renderers' kit, table/kit.ts), the tween, and the items of the table's layers (table/sync.ts).
 */
import type { FleeAction, FleeView } from "@tabletop/shared/dungeon-flee/index.js";
import type { Kit } from "../../table/kit";
import type { Motion } from "../../table/tween";
import type { Item } from "../../table/sync";

export interface Ctx extends Kit<FleeAction> {
  view: FleeView;
  legal: FleeAction[];
  /** Walks the player's token from corridor to corridor and flies cards to their places (table/tween.ts). */
  motion: Motion;
  /**
   * What lies on the layer above the table, kept by key (table/sync.ts): every face-up card in a place, so a card
   * flies over the rest (flight.ts), and the token.
   */
  cards: Item[];
  /** What lies on the table under the cards, kept by key too: the treasure's panel, the piles, the hand's label. */
  table: Item[];
}

/** Logical stage size; the root is scaled to the canvas (about 0.77 in a 1280×800 window: 16 units are 12 px). */
export const W = 1200;
export const H = 840;

export const commitLabel: Record<"fight" | "open" | "disarm", string> = {
  fight: "Fight",
  open: "Open the door",
  disarm: "Disarm",
};
