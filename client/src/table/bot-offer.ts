/**
 * A host waiting alone is not left waiting forever (no dead ends): the waiting overlay shows how long the
 * table has waited, and once it has waited OFFER_AFTER_MS with seats still open it offers to fill them with bots
 * and start. "Keep waiting" puts the offer off for as long again.
 */
import { h, type ComponentChild } from "preact";
import type { RoomState } from "../net/types";
import { clockText, count } from "../ui/words";

export const OFFER_AFTER_MS = 20_000;

const clock = (ms: number) => clockText(Math.floor(ms / 1000));

export interface BotOffer {
  /** The wait and, when it is due, the offer (the host's page, at a waiting table); null otherwise. */
  view(s: RoomState, isHost: boolean): ComponentChild;
}

/** `fill` fills the open seats; `changed` draws the overlay again (after "Keep waiting"). */
export function botOffer(fill: (open: number) => void, changed: () => void, now: () => number = Date.now): BotOffer {
  let since: number | null = null;
  let offerAt = 0;
  return {
    view(s, isHost) {
      const open = s.seats.filter((x) => !x.occupied).length;
      if (s.status !== "waiting" || !isHost || open === 0) return null;
      if (since === null) {
        since = now();
        offerAt = since + OFFER_AFTER_MS;
      }
      const waited = now() - since;
      const offer =
        now() >= offerAt &&
        h(
          "div",
          { class: "bot-offer", "data-testid": "bot-offer" },
          h("p", {}, `Nobody has come in ${clock(waited)}. Fill the ${count(open, "open seat")} with bots and start?`),
          h(
            "div",
            { class: "row" },
            h("button", { "data-testid": "offer-fill-bots", onClick: () => fill(open) }, "Fill with bots and start"),
            h(
              "button",
              {
                class: "secondary",
                "data-testid": "offer-keep-waiting",
                onClick: () => {
                  offerAt = now() + OFFER_AFTER_MS;
                  changed();
                },
              },
              "Keep waiting",
            ),
          ),
        );
      return h("div", {}, h("p", { class: "muted", "data-testid": "waited" }, `Waiting for ${clock(waited)}`), offer);
    },
  };
}
