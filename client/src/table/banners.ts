/**
 * Notices above the table: the reconnect banner, the response window's countdown, the time per move and the last
 * rejected move.
 */
import type { Rejection } from "../net/types";
import { whyLink } from "../how-to-play/links";
import type { Said } from "./event-log";
import { h } from "preact";
import { renderInto } from "../ui/dom";
import { clockText, sentence } from "../ui/words";

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
  renderInto(el, `Connection lost. Reconnecting… your seat is held for ${left} s.`);
}

/** While a response window is open (a potion or trap may answer an announcement): the seconds left to answer. */
export function responseClock(el: HTMLElement, deadline: number, now = Date.now()): void {
  if (!deadline || deadline <= now) {
    el.hidden = true;
    return;
  }
  el.hidden = false;
  renderInto(el, `Time to answer: ${Math.ceil((deadline - now) / 1000)} s; then everyone waited on passes.`);
}

/** How long a "your time ran out" notice stays up. */
const TIMED_OUT_SHOWN_MS = 10_000;

/** The table's clocks as the turn banner reads them: whether it has a time per move, and time banks. */
export interface TableTime {
  perMove: boolean;
  banks: boolean;
}

/**
 * The table's time per move: the time left to the seats the game waits on (mine, when I may act), and for a while
 * after my time ran out, the notice that a bot played my turn. At a table with a clock the banner keeps its row
 * while hidden, so its coming and going never moves the board.
 */
export function turnClock(
  el: HTMLElement,
  deadline: number,
  mine: boolean,
  timedOut: { reason: string; at: number } | null,
  time: TableTime,
  now = Date.now(),
): void {
  el.classList.toggle("keeps-row", time.perMove || time.banks);
  const notice = timedOut && now - timedOut.at < TIMED_OUT_SHOWN_MS ? timedOut.reason : null;
  const running = deadline > now;
  el.hidden = !running && !notice;
  if (el.hidden) return;
  const clock = clockText(Math.ceil((deadline - now) / 1000));
  const then = time.banks ? "then your time bank runs" : "then a bot plays your turn";
  renderInto(
    el,
    ...(notice ? [h("strong", { "data-testid": "timed-out" }, notice), " "] : []),
    running ? (mine ? `Your time to move: ${clock}, ${then}.` : `Time to move: ${clock}.`) : "",
  );
}

/** The table is lost until the player rejoins: why, as one sentence, and the Rejoin button. */
export function lostBanner(el: HTMLElement, reason: string, onRejoin: () => void): void {
  el.hidden = false;
  renderInto(
    el,
    h("span", { "data-testid": "lost-reason" }, sentence(reason)),
    " ",
    h("button", { "data-testid": "rejoin", onClick: onRejoin }, "Rejoin"),
  );
}

/** The last move refused, with its reason in words (the code is for programs: it stays in `data-code`). */
export function rejectionNotice(el: HTMLElement, r: Rejection | null, said?: Said, game = ""): void {
  if (!r || !said) {
    el.hidden = true;
    delete el.dataset.code;
    return;
  }
  el.hidden = false;
  el.dataset.code = r.code;
  const { text, rules } = said(r.reason);
  renderInto(el, h("strong", {}, "Move refused: "), text, rules.length ? " " : "", whyLink(game, rules));
}
