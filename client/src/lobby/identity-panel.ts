/**
 * The lobby's "You" panel: the guest name, saved on its own or before entering a room (a new name is the same
 * player, with the same history), and a sign-in link that carries the identity to another browser.
 */
import { currentIdentity, ensureIdentity } from "../net/identity";
import { signInLink } from "./sign-in-link";
import { errorText, h, setStatus } from "../ui/dom";

export interface IdentityPanel {
  element: HTMLElement;
  /** Makes sure there is a guest identity with the name typed (creating or renaming it), and says so. */
  identify(): Promise<void>;
}

export function identityPanel(status: HTMLElement, onIdentity: () => void): IdentityPanel {
  const nameInput = h("input", {
    testid: "name-input",
    placeholder: "Your name",
    maxlength: 24,
    value: currentIdentity()?.name ?? "",
  });
  const saveName = h("button", { testid: "save-name" }, "Save");
  const who = h("p", { class: "muted", testid: "identity" });
  const showWho = () => {
    const id = currentIdentity();
    who.textContent = id ? `Playing as ${id.name}.` : "Pick a name to play.";
  };
  showWho();

  const identify = async () => {
    await ensureIdentity(nameInput.value);
    showWho();
    onIdentity();
  };
  saveName.addEventListener("click", async () => {
    try {
      await identify();
      setStatus(status, "");
    } catch (err) {
      setStatus(status, errorText(err));
    }
  });
  const element = h(
    "div",
    { class: "panel" },
    h("h2", {}, "You"),
    h("div", { class: "row" }, nameInput, saveName),
    who,
    signInLink(status),
  );
  return { element, identify };
}
