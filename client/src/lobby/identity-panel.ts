/**
 * The lobby's "You" panel: the guest name, saved on its own or before entering a room (a new name is the same
 * player, with the same history), a sign-in link that carries the identity to another browser, and "Sign out other
 * devices". A browser that was signed out from another device says so here when the lobby opens.
 */
import { h, type ComponentChild } from "preact";
import { currentIdentity, ensureIdentity, signedOutReason } from "../net/identity";
import { errorText } from "../ui/dom";
import type { Lobby } from "./lobby-parts";
import { signInLink } from "./sign-in-link";
import { signOutOthersButton } from "./sign-out-others";

export interface IdentityPanel {
  view(): ComponentChild;
  /** Makes sure there is a guest identity with the name typed (creating or renaming it), and says so. */
  identify(): Promise<void>;
}

export function identityPanel(lobby: Lobby, onIdentity: () => void): IdentityPanel {
  /** The name as typed. */
  let name = currentIdentity()?.name ?? "";
  const link = signInLink(lobby);
  void signedOutReason().then((reason) => reason && lobby.say(reason));

  const identify = async () => {
    await ensureIdentity(name);
    lobby.redraw();
    onIdentity();
  };
  const save = async () => {
    try {
      await identify();
      lobby.say("");
    } catch (err) {
      lobby.say(errorText(err));
    }
  };

  const view = () => {
    const id = currentIdentity();
    return h(
      "div",
      { class: "panel" },
      h("h2", {}, "You"),
      h(
        "div",
        { class: "row" },
        h("input", {
          "data-testid": "name-input",
          placeholder: "Your name",
          maxLength: 24,
          value: name,
          onInput: (e: Event) => void (name = (e.currentTarget as HTMLInputElement).value),
        }),
        h("button", { "data-testid": "save-name", onClick: save }, "Save"),
      ),
      h("p", { class: "muted", "data-testid": "identity" }, id ? `Playing as ${id.name}.` : "Pick a name to play."),
      link.view(),
      signOutOthersButton(lobby),
    );
  };
  return { view, identify };
}
