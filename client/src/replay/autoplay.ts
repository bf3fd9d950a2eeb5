/**
 * Autoplay: the replay steps on by itself at the chosen speed (a move every 0.5, 1 or 2 seconds) and stops at the
 * last move. Started and stopped with its button or the space bar (./keys.ts); a step taken by hand meanwhile
 * only moves the place it goes on from.
 */
import { h } from "../ui/dom";
import { controlButton, type Scrubber } from "./scrubber";

export interface Autoplay {
  element: HTMLElement;
  playing(): boolean;
  toggle(): void;
  stop(): void;
}

/** Seconds a move, as offered, and the one chosen at first. */
const SPEEDS = [0.5, 1, 2];
const DEFAULT_SPEED = 1;

export function autoplay(scrub: Scrubber): Autoplay {
  let timer: ReturnType<typeof setInterval> | null = null;
  const speed = h(
    "select",
    { testid: "replay-speed", "aria-label": "Autoplay speed" },
    ...SPEEDS.map((s) => h("option", { value: String(s), selected: s === DEFAULT_SPEED }, `${s} s a move`)),
  );
  const button = controlButton("▶ Play", "replay-play", () => toggle());
  const show = () => {
    button.textContent = timer ? "❚❚ Pause" : "▶ Play";
    button.setAttribute("aria-pressed", String(timer !== null));
    button.dataset.playing = String(timer !== null);
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
    show();
  };
  const tick = () => {
    scrub.set(scrub.step() + 1);
    if (scrub.step() >= scrub.last) stop();
  };
  const start = () => {
    stop();
    // From the end, a new start plays the match again from its deal.
    if (scrub.step() >= scrub.last) scrub.set(0);
    timer = setInterval(tick, Number(speed.value) * 1000);
    show();
  };
  const toggle = () => (timer ? stop() : start());
  speed.addEventListener("change", () => timer && start());
  show();
  return {
    element: h("div", { class: "row replay-autoplay" }, button, h("label", { class: "field" }, speed)),
    playing: () => timer !== null,
    toggle,
    stop,
  };
}
