/**
 * "Sign out other devices": every other browser of this player (a sign-in link opened elsewhere, a lost phone) is
 * signed out at once; this one goes on with a fresh token, and says so.
 */
import { h, type ComponentChild } from "preact";
import { currentIdentity, signOutOthers } from "../net/identity";
import { errorText } from "../ui/dom";
import type { Lobby } from "./lobby-parts";

export function signOutOthersButton(lobby: Lobby): ComponentChild {
  const click = async () => {
    if (!currentIdentity()) return lobby.say("Pick a name first: there is nothing to sign out yet.");
    try {
      await signOutOthers();
      lobby.say("Your other devices are signed out; this one stays signed in.", "info");
    } catch (err) {
      lobby.say(errorText(err));
    }
  };
  return h(
    "button",
    { class: "secondary", "data-testid": "sign-out-others", onClick: click },
    "Sign out other devices",
  );
}
