/** `#/sign-in/<code>`: this browser takes the identity the code carries, then goes to the lobby, which says so. */
import { h } from "preact";
import { signIn } from "../net/identity";
import { errorText, pageInto, renderInto } from "../ui/dom";

export function signInPage(outlet: HTMLElement, code: string): () => void {
  const host = pageInto(outlet, h("p", { class: "status info", "data-testid": "sign-in-status" }, "Signing in…"));
  signIn(code)
    .then(() => location.replace("#/"))
    .catch((err) =>
      renderInto(
        host,
        h("p", { class: "status error", "data-testid": "sign-in-error" }, errorText(err)),
        h("a", { href: "#/" }, "Back to the lobby"),
      ),
    );
  return () => {};
}
