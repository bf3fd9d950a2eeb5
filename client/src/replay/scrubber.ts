/** The replay scrubber: a range input, previous/next buttons and the list of moves. */
import { h, replaceChildren } from "../ui/dom";

export interface Scrubber {
  element: HTMLElement;
  set(step: number): void;
}

export function scrubber(labels: string[], onStep: (step: number) => void): Scrubber {
  const last = labels.length - 1;
  const range = h("input", { type: "range", min: 0, max: last, value: 0, testid: "scrubber" });
  const prev = h("button", { class: "secondary", testid: "replay-prev" }, "◀ Prev");
  const next = h("button", { class: "secondary", testid: "replay-next" }, "Next ▶");
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
    current = Math.max(0, Math.min(last, step));
    range.value = String(current);
    prev.disabled = current === 0;
    next.disabled = current === last;
    replaceChildren(position, `Move ${current} of ${last}`);
    items.forEach((li, i) => li.classList.toggle("current", i === current));
    items[current]?.scrollIntoView({ block: "nearest" });
    onStep(current);
  }

  range.addEventListener("input", () => set(Number(range.value)));
  prev.addEventListener("click", () => set(current - 1));
  next.addEventListener("click", () => set(current + 1));
  return {
    element: h("div", { class: "scrubber" }, range, h("div", { class: "row" }, prev, next, position), list),
    set,
  };
}
