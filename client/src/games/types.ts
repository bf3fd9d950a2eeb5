/**
 * What the browser needs from each game: a title, an options form, a Pixi renderer, and the
 * engine itself, whose view description turns the synced state back into its view
 * (decodeView) and which rebuilds replays. Renderers hold no rules: they draw the view and offer only the
 * actions listed in `legal`.
 *
 * This file imports nothing from the client shell but the kit's types (ui/kit-types.ts), so that game modules living
 * outside client/ (the test fixture) can depend on it. The kit that renderers draw with is client/src/table/kit.ts.
 */
import type { Application } from "pixi.js";
import type { ComponentChildren } from "preact";
import type { Engine } from "@tabletop/shared";
import type { ClickTarget, LogLine, OptionField } from "../ui/kit-types.js";

export type { ClickTarget, LogLine, OptionField } from "../ui/kit-types.js";

/** What a renderer draws: one frame of the table. */
export interface Frame<V, A> {
  view: V;
  /** The seat's legal actions now (empty for a spectator, a replay, or while it is not the seat's move). */
  legal: A[];
  send: (action: A) => void;
  /** Null for spectators and replays of the public view. */
  mySeat: number | null;
  /** Every seat's player, as the page names them. */
  seatNames: string[];
  /** The match log so far, for a renderer that shows what just happened (the dice rolled, an enemy's reason). */
  log: readonly LogLine[];
}

/**
 * A button of the page's status bar: an action in words. `action` is the legal action it sends (the page marks the
 * button with it, `data-action`), or the renderer's own step towards one (picking a dwarf, a card to pay with);
 * `run` does it.
 */
export interface PageAction {
  /** Stable and unique in the bar: the button's test id is `act-<id>`. */
  id: string;
  label: string;
  action: unknown;
  run: () => void;
  /** Buttons of one group share a row, titled by the group ("Warrior 1", "Green quest"). */
  group?: string;
  /** "primary" for the move the prompt asks for, "danger" for a veto; default plain. */
  tone?: "primary" | "danger" | "plain";
  /** A toggle that is on (the dwarf selected). */
  pressed?: boolean;
}

/** What the page shows of the game beside the canvas, for the last frame drawn. */
export interface TableParts {
  /** Whose move it is and what is asked, in words ("Your turn: 3 movement points left"). */
  prompt: string;
  /** Whether the prompt asks this page's player to act (the bar is marked). */
  mine: boolean;
  /** A button for every legal action, in words. */
  actions: PageAction[];
  /** The game's panels for the side column (scores, quests, the hand's details), as vnodes (preact). */
  panels: ComponentChildren;
}

export interface GameRenderer<V, A> {
  /** Draws this frame on the canvas (only what changed; the renderer keeps what it drew). */
  render(frame: Frame<V, A>): void;
  /**
   * The page's parts for this frame (the last one given to `render`): the prompt, the status bar's buttons and the
   * panels. They follow every frame.
   */
  page(frame: Frame<V, A>): TableParts;
  /** The clickable items drawn by the last render. */
  targets(): ClickTarget[];
  destroy(): void;
}

/** Whose turn it is and the order the seats play in, as the seat list shows them. */
export interface TurnOrder {
  /** The seats in playing order. */
  order: number[];
  /** The seat whose turn it is, if one. */
  toPlay: number | null;
  /**
   * The seats the game waits on now: the one to play, or those that must answer (a response window). A seat with an
   * optional action out of turn (Xorlosch's "apart") is not waited on, so its page does not say "your turn".
   */
  waitingOn: readonly number[];
}

/** A game in the browser, known by its engine's id (`engine.game`). */
export interface ClientGameModule<V = unknown, A = unknown, O = unknown> {
  title: string;
  optionFields: OptionField[];
  /**
   * A renderer on this canvas; `changed` is called when the renderer's own state changed what the page shows (a
   * dwarf picked), so the page draws its parts again.
   */
  createRenderer(app: Application, changed: () => void): GameRenderer<V, A>;
  /**
   * Whether a WebGL canvas smooths edges with multisampling (default true). A table of many squares and lines may turn
   * it off. Where WebGL would run on the CPU the table is drawn with Canvas 2D instead (table/software-webgl.ts).
   */
  antialias?: boolean;
  /**
   * The canvas holds the board alone (every panel and choice is in the page): on a phone the frame takes the board's
   * shape. A game whose canvas still lays out panels around its board leaves it out.
   */
  boardOnly?: boolean;
  /** The colour of each seat, where the game colours its seats (Xorlosch's dice): shown with the player's name. */
  seatColours?: readonly string[];
  /**
   * What the table's options say about its seats, in words, with the people named as they sit ("Ben plays first"):
   * shown in the table's header (games whose options name a seat; `name` says "seat 2 (open)" for an open one).
   */
  seatOptionWords?: (options: O, name: (seat: number) => string) => string;
  /** Whose turn it is and the seats' order of play, from the view (games with turns). */
  turnOrder?: (view: V) => TurnOrder;
  // Each game module keeps its precise types; the registry holds them side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state type is the engine's own business here
  engine: Engine<any, A, O, V>;
}
