/** The human-readable match log, newest at the bottom. */
import type { LogEvent } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

export function appendEvents(el: HTMLElement, events: LogEvent[]): void {
  for (const e of events) el.append(h("li", { class: `event event-${e.kind}` }, e.text));
  el.scrollTop = el.scrollHeight;
}

/** Shows the whole log anew (the server's copy, after a join or a reconnect). */
export function showLog(el: HTMLElement, events: LogEvent[]): void {
  replaceChildren(el);
  appendEvents(el, events);
}
