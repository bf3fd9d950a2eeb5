/**
 * Notices above the table: the reconnect banner, the response window's countdown, the time per move and the last
 * rejected move.
 */
import type { Rejection } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { clockText } from "../ui/words";

/** The server's default, for a state that predates the `graceSeconds` field. */
const DEFAULT_GRACE_S = 60;

/**
 * While my own connection is down I cannot see my seat's `reconnectDeadline` change, so the
 * countdown runs from the moment I dropped plus the room's grace window.
 */
export function reconnectBanner(
  el: HTMLElement,
  droppedAt: number | null,
  deadline: number,
  graceSeconds: number,
  now = Date.now(),
): void {
  if (droppedAt === null) {
    el.hidden = true;
    return;
  }
  const until = deadline > now ? deadline : droppedAt + (graceSeconds || DEFAULT_GRACE_S) * 1000;
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  el.hidden = false;
  replaceChildren(el, `Connection lost. Reconnecting… your seat is held for ${left} s.`);
}

/** While a response window is open (a potion or trap may answer an announcement): the seconds left to answer. */
export function responseClock(el: HTMLElement, deadline: number, now = Date.now()): void {
  if (!deadline || deadline <= now) {
    el.hidden = true;
    return;
  }
  el.hidden = false;
  replaceChildren(el, `Time to answer: ${Math.ceil((deadline - now) / 1000)} s; then everyone waited on passes.`);
}

/** How long a "your time ran out" notice stays up. */
const TIMED_OUT_SHOWN_MS = 10_000;

/**
 * The table's time per move: the time left to the seats the game waits on (mine, when I may act), and for a while
 * after my time ran out, the notice that a bot moved for me.
 */
export function turnClock(
  el: HTMLElement,
  deadline: number,
  mine: boolean,
  timedOut: { reason: string; at: number } | null,
  now = Date.now(),
): void {
  const notice = timedOut && now - timedOut.at < TIMED_OUT_SHOWN_MS ? timedOut.reason : null;
  const running = deadline > now;
  el.hidden = !running && !notice;
  if (el.hidden) return;
  const clock = clockText(Math.ceil((deadline - now) / 1000));
  replaceChildren(
    el,
    ...(notice ? [h("strong", { testid: "timed-out" }, notice), " "] : []),
    running ? (mine ? `Your time to move: ${clock}, then a bot moves for you.` : `Time to move: ${clock}.`) : "",
  );
}

export function lostBanner(el: HTMLElement, reason: string, onRejoin: () => void): void {
  el.hidden = false;
  replaceChildren(
    el,
    `Disconnected from the table (${reason}). `,
    h("button", { testid: "rejoin", onclick: onRejoin }, "Rejoin"),
  );
}

/** The last move refused, with its reason in words (the code is for programs: it stays in `data-code`). */
export function rejectionNotice(el: HTMLElement, r: Rejection | null, words: (text: string) => string): void {
  if (!r) {
    el.hidden = true;
    delete el.dataset.code;
    return;
  }
  el.hidden = false;
  el.dataset.code = r.code;
  replaceChildren(el, h("strong", {}, "Move refused: "), words(r.reason));
}
