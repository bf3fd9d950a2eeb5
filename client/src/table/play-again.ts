/**
 * "Play again" on the end screen (server/src/room/playAgain.ts): a player asks for the next table with the same
 * settings and people, and goes there once the room says where it is. When another player asked first, the button
 * offers that table instead; nobody is moved without a click. Spectators see nothing here.
 */
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { GameSession } from "../net/session";
import type { PlayAgainMessage } from "../net/types";

/** To the follow-up table: a private one through its code (the join page), a public one by its room. */
function go(next: PlayAgainMessage): void {
  location.hash = next.code ? `#/join/${encodeURIComponent(next.code)}` : `#/room/${encodeURIComponent(next.roomId)}`;
}

export function PlayAgain({ session }: { session: GameSession }) {
  const [next, setNext] = useState(session.followUp);
  const [asked, setAsked] = useState(false);
  useEffect(() => session.on("playAgain", setNext), [session]);
  useEffect(() => {
    if (asked && next) go(next);
  }, [asked, next]);
  if (session.spectator) return null;
  if (next && !asked)
    return h(
      "button",
      { "data-testid": "play-again", title: "Another player has set up the next table", onClick: () => go(next) },
      "Join the next table",
    );
  return h(
    "button",
    {
      "data-testid": "play-again",
      disabled: asked,
      onClick: () => {
        setAsked(true);
        session.playAgain();
      },
    },
    asked ? "Setting up the next table…" : "Play again",
  );
}
