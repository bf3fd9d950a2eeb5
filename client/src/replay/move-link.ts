/**
 * A link to any move: `#/replay/<matchId>/<move>` opens the replay at that move, and the address follows the
 * scrubber (history.replaceState: no new history entry and no new page), so the address bar always holds a link
 * to the move shown. "Copy link to this move" puts it on the clipboard, or shows it when the browser refuses.
 */
import { h, type ComponentChild } from "preact";
import { NO_STATUS, statusLine, type Status } from "../ui/dom";
import { controlButton } from "./scrubber";

export function moveHash(matchId: string, step: number): string {
  return `#/replay/${encodeURIComponent(matchId)}/${step}`;
}

/** The move a link names (its last part), or 0 when it names none. */
export function linkedMove(arg: string | undefined): number {
  const n = Number(arg);
  return arg && Number.isInteger(n) && n >= 0 ? n : 0;
}

export interface MoveLink {
  view(): ComponentChild;
  /** Puts the move shown in the address. */
  follow(step: number): void;
}

/** `redraw` renders the page again (to show what the copy did). */
export function moveLink(matchId: string, redraw: () => void): MoveLink {
  let step = 0;
  let note: Status = NO_STATUS;
  const say = (text: string) => {
    note = { text, kind: "info" };
    redraw();
  };
  const copy = () => {
    const link = new URL(moveHash(matchId, step), location.href).href;
    const shown = step;
    (navigator.clipboard?.writeText(link) ?? Promise.reject(new Error("no clipboard")))
      .then(() => say(`Link to move ${shown} copied.`))
      .catch(() => say(`Copy this link to move ${shown}: ${link}`));
  };
  return {
    view: () =>
      h(
        "div",
        { class: "replay-link" },
        controlButton("Copy link to this move", "copy-move-link", copy),
        statusLine("move-link-status", note),
      ),
    follow(s: number) {
      step = s;
      if (location.hash !== moveHash(matchId, s)) history.replaceState(history.state, "", moveHash(matchId, s));
      note = NO_STATUS;
    },
  };
}
