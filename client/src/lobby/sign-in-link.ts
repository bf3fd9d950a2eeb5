/**
 * "Play on another device": asks the server for a sign-in code and shows the link that carries this identity (and
 * so its history) to another browser, once, with how long it is good and a warning to keep it private.
 */
import { h, type ComponentChild } from "preact";
import { count } from "@tabletop/shared";
import { currentIdentity, signInCode } from "../net/identity";
import { errorText } from "../ui/dom";
import type { Lobby } from "./lobby-parts";

export function signInLink(lobby: Lobby): { view(): ComponentChild } {
  let shown: { link: string; minutes: number } | null = null;
  let field: HTMLInputElement | null = null;

  const ask = async () => {
    if (!currentIdentity()) return lobby.say("Pick a name first: the link carries that player.");
    try {
      const { code, expiresInSeconds } = await signInCode();
      const link = `${location.origin}${location.pathname}#/sign-in/${encodeURIComponent(code)}`;
      shown = { link, minutes: Math.round(expiresInSeconds / 60) };
      lobby.redraw();
    } catch (err) {
      lobby.say(errorText(err));
    }
  };
  const copy = (link: string) => {
    field?.select();
    void navigator.clipboard?.writeText(link).catch(() => undefined);
  };

  const view = () =>
    h(
      "div",
      {},
      h("button", { class: "secondary", "data-testid": "make-sign-in-link", onClick: ask }, "Play on another device"),
      h(
        "div",
        { class: "sign-in-link", "data-testid": "sign-in-link" },
        shown && [
          h(
            "div",
            { key: "link", class: "row" },
            h("input", {
              readOnly: true,
              value: shown.link,
              "data-testid": "sign-in-url",
              "aria-label": "Sign-in link",
              ref: (el: HTMLInputElement | null) => void (field = el),
            }),
            h(
              "button",
              { class: "secondary", "data-testid": "copy-sign-in-link", onClick: () => copy(shown!.link) },
              "Copy",
            ),
          ),
          h(
            "p",
            { key: "note", class: "muted" },
            `Open it in the other browser within ${count(shown.minutes, "minute")}: you play there as yourself, with your history. Anyone with the link can do the same, so keep it to yourself.`,
          ),
        ],
      ),
    );
  return { view };
}
