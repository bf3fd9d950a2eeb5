/**
 * "Play on another device": asks the server for a sign-in code and shows the link that carries this identity (and
 * so its history) to another browser, once, with how long it is good and a warning to keep it private.
 */
import { currentIdentity, signInCode } from "../net/identity";
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { count } from "@tabletop/shared";

export function signInLink(status: HTMLElement): HTMLElement {
  const shown = h("div", { class: "sign-in-link", testid: "sign-in-link" });
  const ask = h("button", { class: "secondary", testid: "make-sign-in-link" }, "Play on another device");
  ask.addEventListener("click", async () => {
    if (!currentIdentity()) return setStatus(status, "Pick a name first: the link carries that player.");
    try {
      const { code, expiresInSeconds } = await signInCode();
      const link = `${location.origin}${location.pathname}#/sign-in/${encodeURIComponent(code)}`;
      const field = h("input", { readonly: true, value: link, testid: "sign-in-url", "aria-label": "Sign-in link" });
      const copy = h("button", { class: "secondary", testid: "copy-sign-in-link" }, "Copy");
      copy.addEventListener("click", () => {
        field.select();
        void navigator.clipboard?.writeText(link).catch(() => undefined);
      });
      replaceChildren(
        shown,
        h("div", { class: "row" }, field, copy),
        h(
          "p",
          { class: "muted" },
          `Open it in the other browser within ${count(Math.round(expiresInSeconds / 60), "minute")}: you play there as yourself, with your history. Anyone with the link can do the same, so keep it to yourself.`,
        ),
      );
    } catch (err) {
      setStatus(status, errorText(err));
    }
  });
  return h("div", {}, ask, shown);
}
