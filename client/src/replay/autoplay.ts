/**
 * Autoplay: the replay steps on by itself at the chosen speed (a move every 0.5, 1 or 2 seconds) and stops at the
 * last move. Started and stopped with its button or the space bar (./keys.ts); a step taken by hand meanwhile
 * only moves the place it goes on from.
 */
import { h, type ComponentChild } from "preact";
import { controlButton, type Scrubber } from "./scrubber";

export interface Autoplay {
  view(): ComponentChild;
  playing(): boolean;
  toggle(): void;
  stop(): void;
}

/** Seconds a move, as offered, and the one chosen at first. */
const SPEEDS = [0.5, 1, 2];
const DEFAULT_SPEED = 1;

/** `redraw` renders the page again (the button says whether it plays). */
export function autoplay(scrub: Scrubber, redraw: () => void): Autoplay {
  let timer: ReturnType<typeof setInterval> | null = null;
  let speed = DEFAULT_SPEED;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
    redraw();
  };
  const tick = () => {
    scrub.set(scrub.step() + 1);
    if (scrub.step() >= scrub.last) stop();
  };
  const start = () => {
    if (timer) clearInterval(timer);
    // From the end, a new start plays the match again from its deal.
    if (scrub.step() >= scrub.last) scrub.set(0);
    timer = setInterval(tick, speed * 1000);
    redraw();
  };
  const toggle = () => (timer ? stop() : start());

  const view = () => {
    const playing = timer !== null;
    const button = controlButton(playing ? "❚❚ Pause" : "▶ Play", "replay-play", toggle, {
      "aria-pressed": String(playing),
      "data-playing": String(playing),
    });
    return h(
      "div",
      { class: "row replay-autoplay" },
      button,
      h(
        "select",
        {
          "data-testid": "replay-speed",
          "aria-label": "Autoplay speed",
          value: String(speed),
          onChange: (e: Event) => {
            speed = Number((e.currentTarget as HTMLSelectElement).value);
            if (timer) start();
          },
        },
        SPEEDS.map((s) => h("option", { key: s, value: String(s) }, `${s} s a move`)),
      ),
    );
  };
  return { view, playing: () => timer !== null, toggle, stop };
}
