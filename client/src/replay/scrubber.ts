/** The replay scrubber: a range input, previous/next buttons and the list of moves, each labelled in words. */
import { h, replaceChildren } from "../ui/dom";

export interface Scrubber {
  element: HTMLElement;
  /** The last step (the number of moves). */
  last: number;
  /** The step shown. */
  step(): number;
  set(step: number): void;
}

/** A button that does not take the focus when clicked, so the page's keys (./keys.ts) keep working after it. */
export function controlButton(label: string, testid: string, onClick: () => void): HTMLButtonElement {
  const b = h("button", { class: "secondary", testid }, label);
  b.addEventListener("mousedown", (e) => e.preventDefault());
  b.addEventListener("click", onClick);
  return b;
}

export function scrubber(labels: string[], onStep: (step: number) => void): Scrubber {
  const last = labels.length - 1;
  const range = h("input", { type: "range", min: 0, max: last, value: 0, testid: "scrubber", "aria-label": "Move" });
  const prev = controlButton("◀ Prev", "replay-prev", () => set(current - 1));
  const next = controlButton("Next ▶", "replay-next", () => set(current + 1));
  const position = h("span", { class: "muted", testid: "replay-position" });
  const items = labels.map((label, i) =>
    h(
      "li",
      { class: "move", testid: `move-${i}`, onclick: () => set(i) },
      h("span", { class: "move-no" }, i === 0 ? "·" : String(i)),
      label,
    ),
  );
  const list = h("ol", { class: "move-list", testid: "move-list" }, ...items);
  let current = 0;

  function set(step: number): void {
    current = Math.max(0, Math.min(last, Number.isFinite(step) ? Math.trunc(step) : 0));
    range.value = String(current);
    prev.disabled = current === 0;
    next.disabled = current === last;
    replaceChildren(position, `Move ${current} of ${last}`);
    items.forEach((li, i) => li.classList.toggle("current", i === current));
    items[current]?.scrollIntoView({ block: "nearest" });
    onStep(current);
  }

  range.addEventListener("input", () => set(Number(range.value)));
  return {
    element: h("div", { class: "scrubber" }, range, h("div", { class: "row" }, prev, next, position), list),
    last,
    step: () => current,
    set,
  };
}
