/**
 * The human-readable match log, newest at the bottom, with the players named (ui/seat-name.ts) and a "why?" link
 * where a line applies a rule. Rendered with Preact into its list, one keyed line per event: a new line adds one
 * element, and the list follows it only while it is scrolled to its end (./keep-scroll.ts).
 */
import { h } from "preact";
import type { Cited } from "@tabletop/shared/citations";
import type { LogEvent } from "../net/types";
import { whyLink } from "../how-to-play/links";
import { renderInto } from "../ui/dom";
import { keepScroll } from "./keep-scroll";

/** Turns an engine's text into the words people read (names for seats, the rules it cites apart). */
export type Said = (text: string) => Cited;

export interface EventLog {
  /** Adds the events at the end. */
  append(events: readonly LogEvent[]): void;
  /** Shows the whole log anew (the server's copy, after a join or a reconnect). */
  show(events: readonly LogEvent[]): void;
}

export function eventLog(el: HTMLElement, game: string, said: () => Said): EventLog {
  let lines: LogEvent[] = [];
  const draw = () => {
    const w = said();
    keepScroll(el, () =>
      renderInto(
        el,
        ...lines.map((e, i) => {
          const { text, rules } = w(e.text);
          return h(
            "li",
            { key: i, class: `event event-${e.kind}` },
            text,
            rules.length ? " " : "",
            whyLink(game, rules),
          );
        }),
      ),
    );
  };
  return {
    append(events) {
      lines = [...lines, ...events];
      draw();
    },
    show(events) {
      lines = [...events];
      draw();
    },
  };
}
