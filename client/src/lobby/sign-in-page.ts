/** `#/sign-in/<code>`: this browser takes the identity the code carries, then goes to the lobby, which says so. */
import { signIn } from "../net/identity";
import { errorText, h, replaceChildren } from "../ui/dom";

export function signInPage(outlet: HTMLElement, code: string): () => void {
  replaceChildren(outlet, h("p", { class: "status info", testid: "sign-in-status" }, "Signing in…"));
  signIn(code)
    .then(() => location.replace("#/"))
    .catch((err) =>
      replaceChildren(
        outlet,
        h("p", { class: "status error", testid: "sign-in-error" }, errorText(err)),
        h("a", { href: "#/" }, "Back to the lobby"),
      ),
    );
  return () => {};
}
