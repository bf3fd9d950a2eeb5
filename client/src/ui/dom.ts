/**
 * The pages' DOM is rendered by Preact (docs/architecture.md says why): `renderInto` renders vnodes into a host
 * element, diffing against what it rendered there last, so an element that keeps its place and key (an input with
 * the focus, a scrolled list, a selected text) survives the update. Every page is rendered so: each keeps its state
 * and renders its view again when that state changes.
 */
import { Fragment, h, render, type ComponentChild } from "preact";

/** Renders `children` into `el` (a host only Preact renders into). */
export function renderInto(el: Element, ...children: ComponentChild[]): void {
  render(h(Fragment, {}, ...children), el);
}

/**
 * Renders a page into the outlet: a host of its own (no box: `.page-host`), which Preact renders `children` into;
 * returns the host, for the page to render into again as it changes.
 */
export function pageInto(outlet: HTMLElement, ...children: ComponentChild[]): HTMLElement {
  const host = document.createElement("div");
  host.className = "page-host";
  outlet.replaceChildren(host);
  renderInto(host, ...children);
  return host;
}

/** A message for a status line: an error, or news in words; empty text hides the line. */
export interface Status {
  text: string;
  kind: "error" | "info";
}

export const NO_STATUS: Status = { text: "", kind: "error" };

/** A status line (its `data-testid` given) showing `status`, hidden while there is nothing to say. */
export function statusLine(testid: string, status: Status): ComponentChild {
  return h(
    "p",
    { class: `status ${status.kind}`, "data-testid": testid, hidden: status.text === "", "aria-live": "polite" },
    status.text,
  );
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
