/**
 * Leaving a match in play asks first: the seat is not freed but played by a bot from then on, and the player should
 * know that before the click counts. A modal <dialog> on the page (not window.confirm), so it reads like the rest
 * of the table and the choice can be made with the keyboard (Escape stays). Rendered with Preact into a host of its
 * own, which goes with the answer.
 */
import { h } from "preact";
import { renderInto } from "../ui/dom";

/** Asks whether to leave; resolves true to leave, false to stay at the table. */
export function confirmLeave(page: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    page.append(host);
    let dialog: HTMLDialogElement | null = null;
    let stay: HTMLButtonElement | null = null;
    const close = (leaving: boolean) => {
      dialog?.close();
      renderInto(host);
      host.remove();
      resolve(leaving);
    };
    renderInto(
      host,
      h(
        "dialog",
        {
          class: "leave-dialog",
          "data-testid": "leave-dialog",
          "aria-labelledby": "leave-title",
          ref: (el: HTMLDialogElement | null) => void (dialog = el),
          // Escape closes a modal dialog by itself: that is staying.
          onCancel: (e: Event) => {
            e.preventDefault();
            close(false);
          },
        },
        h("h2", { id: "leave-title" }, "Leave the match?"),
        h(
          "p",
          {},
          "The match goes on without you: a bot takes your seat and plays it for you until the match ends. ",
          "The match and its result stay in your history.",
        ),
        h(
          "div",
          { class: "actions" },
          h(
            "button",
            {
              class: "secondary",
              "data-testid": "leave-stay",
              type: "button",
              ref: (el: HTMLButtonElement | null) => void (stay = el),
              onClick: () => close(false),
            },
            "Stay at the table",
          ),
          h(
            "button",
            { "data-testid": "leave-confirm", type: "button", onClick: () => close(true) },
            "Leave, a bot takes my seat",
          ),
        ),
      ),
    );
    dialog!.showModal();
    stay!.focus();
  });
}
