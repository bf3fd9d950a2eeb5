/** A tiny element builder for the DOM pages. */
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | EventListener | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") {
      el.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (name === "class") {
      el.className = String(value);
    } else if (name === "testid") {
      el.dataset.testid = String(value);
    } else if (value === true) {
      el.setAttribute(name, "");
    } else if (name === "value" && "value" in el) {
      (el as HTMLInputElement).value = String(value);
    } else {
      el.setAttribute(name, String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el: Element, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : String(c));
  }
}

export function replaceChildren(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/** Shows an error message in a status line; empty text hides it. */
export function setStatus(el: HTMLElement, message: string, kind: "error" | "info" = "error"): void {
  el.textContent = message;
  el.className = `status ${kind}`;
  el.hidden = message === "";
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
