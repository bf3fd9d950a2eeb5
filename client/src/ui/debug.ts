/**
 * `window.__tabletop`: a read-only window on what the page shows, for browser tests and
 * debugging. It holds no rules: targets are whatever the renderer made clickable.
 */
import type { ClickTarget } from "./kit-types";

/** A drawn item's bounds in viewport coordinates (CSS pixels). */
export interface DrawnBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What the canvas shows, for layout checks in tests: its texts (with their size in CSS pixels and, in `in`, the label
 * of the panel or card they are laid out in: "panel:…" or "card:…") and labelled items.
 */
export interface Drawn {
  texts: (DrawnBox & { text: string; fontPx: number; in?: string })[];
  labelled: (DrawnBox & { label: string })[];
}

/**
 * The canvas's display objects: how many the stage holds, and how many of them are new since the last census (each
 * census remembers what it saw). A test takes one before an update and one after: `fresh` is what the update created,
 * `built` how many whole things it built (new objects whose parent is not new: an item's body built again, an item
 * added, or any part of the scene drawn anew), and `loose` how many of these are neither an item's body nor an item
 * of a keyed board (client/src/table/sync.ts): a part drawn anew.
 */
export interface Census {
  objects: number;
  fresh: number;
  built: number;
  loose: number;
}

export interface DebugHook {
  page: string;
  roomId?: string;
  matchId?: string;
  mySeat?: number | null;
  /** Every seat this page holds (several where the game allows one person more than one). */
  seats?: number[];
  status?: string;
  view?: unknown;
  legal?: unknown[];
  /** The version of the match the view and the legal list are of (its `moves` count). */
  moves?: number;
  /** Replays: the number of states the scrubber steps through. */
  steps?: number;
  /** Clickable canvas items in page (viewport) coordinates. */
  targets?: () => ClickTarget[];
  /** Every text and labelled item drawn on the canvas (layout checks). */
  drawn?: () => Drawn;
  /** The display objects on the canvas, and those created since the last call (tests: what an update rebuilt). */
  census?: () => Census;
  /** Sends a raw message to the room, bypassing the UI (tests use it to provoke rejections). */
  send?: (type: string, payload?: unknown) => void;
  /** Draws the table page again from the session as it is (tests: a click must survive a redraw under it). */
  redraw?: () => void;
}

declare global {
  interface Window {
    __tabletop?: DebugHook;
  }
}

export function setDebug(hook: DebugHook): void {
  window.__tabletop = hook;
}

export function patchDebug(patch: Partial<DebugHook>): void {
  if (window.__tabletop) Object.assign(window.__tabletop, patch);
}
