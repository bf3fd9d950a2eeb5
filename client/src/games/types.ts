/**
 * What the browser needs from each game: a title, an options form, a Pixi renderer, and the
 * engine itself, whose view description turns the synced state back into its view
 * (decodeView) and which rebuilds replays. Renderers hold no rules: they draw the view and offer only the
 * actions listed in `legal`.
 *
 * This file imports nothing from the client shell so that game modules living outside
 * client/ (the test fixture) can depend on it.
 */
import type { Application } from "pixi.js";
import type { Engine } from "@tabletop/shared";

export type OptionField =
  | { kind: "select"; key: string; label: string; choices: { value: string | number; label: string }[] }
  | { kind: "checkbox"; key: string; label: string }
  | { kind: "number"; key: string; label: string; min: number; max: number; step?: number };

/** A clickable canvas item, in canvas CSS pixels, exposed for tests through `window.__tabletop`. */
export interface ClickTarget {
  /** A stable, human-readable id such as "card-7" or "draw". */
  id: string;
  action: unknown;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One entry of the match log in words, as the page received it. */
export interface LogLine {
  kind: string;
  text: string;
  seat?: number;
}

export interface GameRenderer<V, A> {
  /**
   * Redraws everything for this view. `mySeat` is null for spectators and replays of the public view; `log` is the
   * match log so far, for a renderer that shows what just happened (the dice rolled, an enemy's reason).
   */
  render(
    view: V,
    legal: A[],
    send: (action: A) => void,
    mySeat: number | null,
    seatNames: string[],
    log?: readonly LogLine[],
  ): void;
  /** The clickable items drawn by the last render. */
  targets(): ClickTarget[];
  destroy(): void;
}

/**
 * How an engine's texts (log, rejections, outcome) number what people see: `seatBase` is the number its texts give
 * the first seat ("Seat 0": 0; "Seat 1": 1); `renumber` turns its other numbers counted from 0 into people's numbers
 * (Xorlosch's "dwarf 0" is the first dwarf). The page puts the players' names in (client/src/ui/seat-name.ts).
 */
export interface EngineWords {
  seatBase: 0 | 1;
  renumber?: (text: string) => string;
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
  createRenderer(app: Application): GameRenderer<V, A>;
  /**
   * Whether the canvas smooths edges with multisampling (default true). A table of many squares and lines may turn
   * it off; where WebGL runs on the CPU it is off for every game (table/software-webgl.ts).
   */
  antialias?: boolean;
  /** The colour of each seat, where the game colours its seats (Xorlosch's dice): shown with the player's name. */
  seatColours?: readonly string[];
  /** How the engine's texts number seats (default: from 1, as "Seat 1"). */
  engineWords?: EngineWords;
  /** Whose turn it is and the seats' order of play, from the view (games with turns). */
  turnOrder?: (view: V) => TurnOrder;
  // Each game module keeps its precise types; the registry holds them side by side.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state type is the engine's own business here
  engine: Engine<any, A, O, V>;
}
