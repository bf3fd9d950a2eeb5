/**
 * The replay scrubber: a range input, previous/next buttons and the list of moves, each labelled in words. The list
 * keeps its scroll position as the scrubber moves: it scrolls (itself, not the page) only as far as it takes to show
 * the move shown.
 */
import { h, type ComponentChild } from "preact";

export interface Scrubber {
  /** The range input. */
  range(): ComponentChild;
  /** The previous and next buttons and where the replay is ("Move 3 of 40"). */
  buttons(): ComponentChild;
  /** The list of moves, the move shown marked; a click on one shows it. */
  moves(): ComponentChild;
  /** The last step (the number of moves). */
  last: number;
  /** The step shown. */
  step(): number;
  set(step: number): void;
}

/** A button that does not take the focus when clicked, so the page's keys (./keys.ts) keep working after it. */
export function controlButton(
  label: string,
  testid: string,
  onClick: () => void,
  attrs: Record<string, string | boolean> = {},
): ComponentChild {
  return h(
    "button",
    {
      ...attrs,
      class: "secondary",
      "data-testid": testid,
      onMouseDown: (e: Event) => e.preventDefault(),
      onClick,
    },
    label,
  );
}

/** Scrolls `list` the least that shows `item` whole (scrollIntoView would scroll the side column and page too). */
function reveal(list: HTMLElement, item: Element): void {
  const box = list.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += Math.min(at.bottom - box.bottom, at.top - box.top);
}

/** `onStep` draws the step chosen (at once: the list then shows it). */
export function scrubber(labels: string[], onStep: (step: number) => void): Scrubber {
  const last = labels.length - 1;
  let current = 0;
  let list: HTMLElement | null = null;

  function set(step: number): void {
    current = Math.max(0, Math.min(last, Number.isFinite(step) ? Math.trunc(step) : 0));
    onStep(current);
    const item = list?.children[current];
    if (list && item) reveal(list, item);
  }

  const range = () =>
    h("input", {
      type: "range",
      min: 0,
      max: last,
      value: current,
      "data-testid": "scrubber",
      "aria-label": "Move",
      onInput: (e: Event) => set(Number((e.currentTarget as HTMLInputElement).value)),
    });
  const buttons = () =>
    h(
      "div",
      { class: "row replay-steps" },
      controlButton("◀ Prev", "replay-prev", () => set(current - 1), { disabled: current === 0 }),
      controlButton("Next ▶", "replay-next", () => set(current + 1), { disabled: current === last }),
      h("span", { class: "muted", "data-testid": "replay-position" }, `Move ${current} of ${last}`),
    );
  const moves = () =>
    h(
      "ol",
      { class: "move-list", "data-testid": "move-list", ref: (el: HTMLElement | null) => void (list = el) },
      labels.map((label, i) =>
        h(
          "li",
          {
            key: i,
            class: i === current ? "move current" : "move",
            "data-testid": `move-${i}`,
            "aria-current": i === current ? "step" : undefined,
            onClick: () => set(i),
          },
          h("span", { class: "move-no" }, i === 0 ? "·" : String(i)),
          label,
        ),
      ),
    );
  return { range, buttons, moves, last, step: () => current, set };
}
