/** What the lobby page gives each of its parts (./lobby-page.ts): its status line, a way to draw again, entering. */
import type { GameSession } from "../net/session";

export interface Lobby {
  /** Shows a message in the lobby's status line (an error unless said otherwise); "" hides it. */
  say(text: string, kind?: "error" | "info"): void;
  /** Renders the lobby again from its parts' state (Preact keeps what did not change: focus, typing, scroll). */
  redraw(): void;
}

/** Enters a room the way the lobby does (name first, then join, then the table). */
export type Enter = (join: () => Promise<GameSession>) => Promise<void>;
