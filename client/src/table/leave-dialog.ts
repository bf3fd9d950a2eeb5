/**
 * Leaving a match in play asks first: the seat is not freed but played by a bot from then on, and the player should
 * know that before the click counts. A modal <dialog> on the page (not window.confirm), so it reads like the rest
 * of the table and the choice can be made with the keyboard (Escape stays).
 */
import { h } from "../ui/dom";

/** Asks whether to leave; resolves true to leave, false to stay at the table. */
export function confirmLeave(host: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const stay = h("button", { class: "secondary", testid: "leave-stay", type: "button" }, "Stay at the table");
    const leave = h("button", { testid: "leave-confirm", type: "button" }, "Leave, a bot takes my seat");
    const dialog = h(
      "dialog",
      { class: "leave-dialog", testid: "leave-dialog", "aria-labelledby": "leave-title" },
      h("h2", { id: "leave-title" }, "Leave the match?"),
      h(
        "p",
        {},
        "The match goes on without you: a bot takes your seat and plays it for you until the match ends. ",
        "The match and its result stay in your history.",
      ),
      h("div", { class: "actions" }, stay, leave),
    );
    const close = (leaving: boolean) => {
      dialog.close();
      dialog.remove();
      resolve(leaving);
    };
    stay.addEventListener("click", () => close(false));
    leave.addEventListener("click", () => close(true));
    // Escape closes a modal dialog by itself: that is staying.
    dialog.addEventListener("cancel", (e) => {
      e.preventDefault();
      close(false);
    });
    host.append(dialog);
    dialog.showModal();
    stay.focus();
  });
}
