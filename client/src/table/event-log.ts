/** The human-readable match log, newest at the bottom. */
import type { LogEvent } from "../net/types";
import { h } from "../ui/dom";

export function appendEvents(el: HTMLElement, events: LogEvent[]): void {
  for (const e of events) el.append(h("li", { class: `event event-${e.kind}` }, e.text));
  el.scrollTop = el.scrollHeight;
}
