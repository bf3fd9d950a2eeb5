/**
 * What the feel benchmark (./feel.ts) runs inside the page, before the client's own code: for each click on a
 * status-bar button that sends an action (`data-action`), the time from the click to the first frame that shows a
 * different view (`window.__tabletop.view`, client/src/ui/debug.ts). The click's time is the event's own time stamp;
 * after it, on every animation frame, a message is posted that runs once that frame's work is done (every
 * requestAnimationFrame callback, the table's draw among them, and the rendering of the page), and there the view is
 * compared: the first change ends the sample at that moment. A click whose view has not changed after
 * `UNANSWERED_MS` is counted as unanswered (a refusal, or an action the view does not show).
 *
 * The bench's tsconfig has no DOM library (its tools run in Node): the page's globals used here are typed below.
 */

/** One click and what it took for its result to be drawn. */
export interface FeelSample {
  /** The action's JSON, as the button's `data-action` holds it. */
  action: string;
  /** Milliseconds from the click to the end of the frame showing its result; null: unanswered. */
  ms: number | null;
  /** The animation frames that ended before the result was drawn (the one drawing it included). */
  frames: number;
  /** Milliseconds from the click to the first WebSocket message the page received after it (the server's answer). */
  messageMs: number | null;
  /** The click's time on the page's clock (performance.now()). */
  t0: number;
}

export interface FeelRecord {
  samples: FeelSample[];
  /** The page's long tasks (over 50 ms each, PerformanceObserver "longtask"): when its own thread was kept busy. */
  longTasks: { start: number; ms: number }[];
  /** Whether a click is still waiting for its result. */
  busy: boolean;
  /**
   * Called before a click: keeps the JSON of the view drawn now, so the click itself need not make it (it would run
   * before the button's handler, and count in the sample). A click on another view makes its own.
   */
  arm(): void;
}

interface ClickEvent {
  timeStamp: number;
  target: { closest?(selector: string): { getAttribute(name: string): string | null } | null } | null;
}

interface PageGlobals {
  __tabletop?: { view?: unknown };
  __feel?: FeelRecord;
  document: { addEventListener(type: "click", on: (e: ClickEvent) => void, capture: boolean): void };
  requestAnimationFrame(f: () => void): number;
  WebSocket: new (...args: unknown[]) => { addEventListener(type: "message", on: () => void): void };
  PerformanceObserver: new (on: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) => {
    observe(o: { type: string }): void;
  };
  MessageChannel: new () => { port1: { onmessage: (() => void) | null }; port2: { postMessage(m: unknown): void } };
}

/** Installed with `addInitScript`: serialized, so it holds everything it uses. */
export function installFeelProbe(unansweredMs: number): void {
  const g = globalThis as unknown as PageGlobals;
  type Kept = { view: unknown; json: string };
  let armed: Kept | null = null;
  const record: FeelRecord = {
    samples: [],
    longTasks: [],
    busy: false,
    arm() {
      const view = g.__tabletop?.view;
      armed = { view, json: JSON.stringify(view) };
    },
  };
  g.__feel = record;
  /** The click waiting for its result: the view drawn when it came, and that view's JSON. */
  let waiting: {
    t0: number;
    action: string;
    view: unknown;
    json: string;
    frames: number;
    messageMs: number | null;
  } | null = null;
  new g.PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: "longtask" });
  // Every socket the page opens notes the first message after a click, before the page's own handler reads it.
  const Socket = g.WebSocket;
  g.WebSocket = class extends Socket {
    constructor(...args: unknown[]) {
      super(...args);
      this.addEventListener("message", () => {
        if (waiting && waiting.messageMs === null) waiting.messageMs = performance.now() - waiting.t0;
      });
    }
  };
  const channel = new g.MessageChannel();
  const afterFrame = () => {
    if (!waiting) return;
    const now = performance.now();
    waiting.frames += 1;
    const view = g.__tabletop?.view;
    if (view !== waiting.view) {
      // A new draw; the same view drawn again (a seat's connection, a clock) is not the result.
      if (JSON.stringify(view) !== waiting.json) {
        record.samples.push({
          action: waiting.action,
          ms: now - waiting.t0,
          frames: waiting.frames,
          messageMs: waiting.messageMs,
          t0: waiting.t0,
        });
        waiting = null;
        record.busy = false;
        return;
      }
      waiting.view = view;
    }
    if (now - waiting.t0 > unansweredMs) {
      const { action, frames, messageMs, t0 } = waiting;
      record.samples.push({ action, ms: null, frames, messageMs, t0 });
      waiting = null;
      record.busy = false;
      return;
    }
    g.requestAnimationFrame(nextFrame);
  };
  channel.port1.onmessage = afterFrame;
  const nextFrame = () => channel.port2.postMessage(0);
  g.document.addEventListener(
    "click",
    (e) => {
      const button = e.target?.closest?.('[data-testid="status-bar"] button[data-action]');
      if (!button || waiting) return;
      const view = g.__tabletop?.view;
      const kept = armed as Kept | null;
      const json = kept && kept.view === view ? kept.json : JSON.stringify(view);
      waiting = {
        t0: e.timeStamp,
        action: button.getAttribute("data-action") ?? "",
        view,
        json,
        frames: 0,
        messageMs: null,
      };
      record.busy = true;
      g.requestAnimationFrame(nextFrame);
    },
    true,
  );
}
