/** Renders a game's option fields as form controls and reads them back. */
import type { OptionField } from "../games/types";
import { h } from "./dom";

export interface OptionsForm {
  element: HTMLElement;
  read(): Record<string, unknown>;
}

export function optionsForm(fields: OptionField[], defaults: Record<string, unknown>): OptionsForm {
  const readers: (() => [string, unknown])[] = [];
  const rows = fields.map((f) => {
    const id = `opt-${f.key}`;
    const initial = defaults[f.key];
    let control: HTMLInputElement | HTMLSelectElement;
    if (f.kind === "select") {
      const select = h("select", { id, testid: id });
      for (const c of f.choices) {
        const o = h("option", { value: String(c.value) }, c.label);
        if (String(c.value) === String(initial)) o.selected = true;
        select.append(o);
      }
      // The chosen value keeps its type; a choice whose value is "" means "not set" (the engine's default).
      readers.push(() => [f.key, f.choices.find((c) => String(c.value) === select.value)?.value ?? select.value]);
      control = select;
    } else if (f.kind === "checkbox") {
      const box = h("input", { id, testid: id, type: "checkbox" });
      box.checked = Boolean(initial);
      readers.push(() => [f.key, box.checked]);
      control = box;
    } else {
      const num = h("input", { id, testid: id, type: "number", min: f.min, max: f.max, step: f.step ?? 1 });
      num.value = String(typeof initial === "number" ? initial : f.min);
      readers.push(() => [f.key, Number(num.value)]);
      control = num;
    }
    return h("label", { class: "field" }, h("span", {}, f.label), control);
  });
  return {
    element: h("div", { class: "options" }, ...rows),
    read: () => Object.fromEntries(readers.map((r) => r()).filter(([, v]) => v !== "")),
  };
}
