/** The human-readable match log, newest at the bottom, with the players named (ui/seat-name.ts). */
import type { LogEvent } from "../net/types";
import { h, replaceChildren } from "../ui/dom";

/** Turns an engine's text into the words people read (names for seats, numbers from 1). */
export type Words = (text: string) => string;

export function appendEvents(el: HTMLElement, events: LogEvent[], words: Words): void {
  for (const e of events) el.append(h("li", { class: `event event-${e.kind}` }, words(e.text)));
  el.scrollTop = el.scrollHeight;
}

/** Shows the whole log anew (the server's copy, after a join or a reconnect). */
export function showLog(el: HTMLElement, events: LogEvent[], words: Words): void {
  replaceChildren(el);
  appendEvents(el, events, words);
}
