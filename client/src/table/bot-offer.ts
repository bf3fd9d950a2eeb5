/**
 * A host waiting alone is not left waiting forever (issue 15, no dead ends): the waiting overlay shows how long the
 * table has waited, and once it has waited OFFER_AFTER_MS with seats still open it offers to fill them with bots
 * and start. "Keep waiting" puts the offer off for as long again.
 */
import type { RoomState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { clockText, count } from "../ui/words";

export const OFFER_AFTER_MS = 20_000;

const clock = (ms: number) => clockText(Math.floor(ms / 1000));

export interface BotOffer {
  /** Draws the wait and, when it is due, the offer into `el` (the host's page, at a waiting table). */
  render(el: HTMLElement, s: RoomState, isHost: boolean): void;
}

export function botOffer(fill: (open: number) => void, now: () => number = Date.now): BotOffer {
  let since: number | null = null;
  let offerAt = 0;
  return {
    render(el, s, isHost) {
      const open = s.seats.filter((x) => !x.occupied).length;
      if (s.status !== "waiting" || !isHost || open === 0) return replaceChildren(el);
      if (since === null) {
        since = now();
        offerAt = since + OFFER_AFTER_MS;
      }
      const waited = now() - since;
      const offer =
        now() >= offerAt &&
        h(
          "div",
          { class: "bot-offer", testid: "bot-offer" },
          h("p", {}, `Nobody has come in ${clock(waited)}. Fill the ${count(open, "open seat")} with bots and start?`),
          h(
            "div",
            { class: "row" },
            h("button", { testid: "offer-fill-bots", onclick: () => fill(open) }, "Fill with bots and start"),
            h(
              "button",
              {
                class: "secondary",
                testid: "offer-keep-waiting",
                onclick: () => {
                  offerAt = now() + OFFER_AFTER_MS;
                  replaceChildren(el, h("p", { class: "muted", testid: "waited" }, `Waiting for ${clock(waited)}`));
                },
              },
              "Keep waiting",
            ),
          ),
        );
      replaceChildren(el, h("p", { class: "muted", testid: "waited" }, `Waiting for ${clock(waited)}`), offer);
    },
  };
}
