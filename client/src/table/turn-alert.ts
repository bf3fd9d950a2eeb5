/**
 * "Your turn": while the player has a legal action the tab's title says so (seen from another tab), and the
 * moment it becomes their turn a short chime plays, unless they muted it with the toggle in the side bar.
 */
import { h, type ComponentChild } from "preact";
import { useState } from "preact/hooks";
import { chime, setSoundMuted, soundMuted } from "../ui/chime";

export const YOUR_TURN = "Your turn";

export interface TurnAlert {
  /** The sound toggle for the side bar. */
  toggle: ComponentChild;
  /** Called on every draw: whether this page has a legal action now. */
  update(myTurn: boolean): void;
  /** Puts the tab's title back. */
  dispose(): void;
}

function SoundToggle(): ComponentChild {
  const [muted, setMuted] = useState(soundMuted());
  return h(
    "button",
    {
      class: "secondary small",
      "data-testid": "sound-toggle",
      type: "button",
      "aria-pressed": String(!muted),
      onClick: () => {
        setSoundMuted(!muted);
        setMuted(!muted);
      },
    },
    muted ? "Turn sound: off" : "Turn sound: on",
  );
}

export function turnAlert(): TurnAlert {
  const title = document.title;
  let was = false;
  return {
    toggle: h(SoundToggle, { key: "sound" }),
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
