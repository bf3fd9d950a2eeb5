/**
 * "Your turn": while the player has a legal action the tab's title says so (seen from another tab), and the
 * moment it becomes their turn a short chime plays, unless they muted it with the toggle in the side bar.
 */
import { h } from "../ui/dom";
import { chime, setSoundMuted, soundMuted } from "../ui/chime";

export const YOUR_TURN = "Your turn";

export interface TurnAlert {
  /** The sound toggle for the side bar. */
  toggle: HTMLElement;
  /** Called on every draw: whether this page has a legal action now. */
  update(myTurn: boolean): void;
  /** Puts the tab's title back. */
  dispose(): void;
}

export function turnAlert(): TurnAlert {
  const title = document.title;
  let was = false;
  const toggle = h("button", { class: "secondary small", testid: "sound-toggle", type: "button" });
  const label = () => {
    const muted = soundMuted();
    toggle.textContent = muted ? "Turn sound: off" : "Turn sound: on";
    toggle.setAttribute("aria-pressed", String(!muted));
  };
  toggle.addEventListener("click", () => {
    setSoundMuted(!soundMuted());
    label();
  });
  label();
  return {
    toggle,
    update(myTurn) {
      document.title = myTurn ? `${YOUR_TURN} · ${title}` : title;
      if (myTurn && !was) chime();
      was = myTurn;
    },
    dispose() {
      document.title = title;
    },
  };
}
