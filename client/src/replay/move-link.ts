/**
 * A link to any move: `#/replay/<matchId>/<move>` opens the replay at that move, and the address follows the
 * scrubber (history.replaceState: no new history entry and no new page), so the address bar always holds a link
 * to the move shown. "Copy link to this move" puts it on the clipboard, or shows it when the browser refuses.
 */
import { h, setStatus } from "../ui/dom";
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
  element: HTMLElement;
  /** Puts the move shown in the address. */
  follow(step: number): void;
}

export function moveLink(matchId: string): MoveLink {
  let step = 0;
  const note = h("p", { class: "status info", hidden: true, testid: "move-link-status" });
  const url = () => new URL(moveHash(matchId, step), location.href).href;
  const copy = controlButton("Copy link to this move", "copy-move-link", () => {
    const link = url();
    const shown = step;
    (navigator.clipboard?.writeText(link) ?? Promise.reject(new Error("no clipboard")))
      .then(() => setStatus(note, `Link to move ${shown} copied.`, "info"))
      .catch(() => setStatus(note, `Copy this link to move ${shown}: ${link}`, "info"));
  });
  return {
    element: h("div", { class: "replay-link" }, copy, note),
    follow(s: number) {
      step = s;
      if (location.hash !== moveHash(matchId, s)) history.replaceState(history.state, "", moveHash(matchId, s));
      setStatus(note, "");
    },
  };
}
