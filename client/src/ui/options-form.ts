/**
 * A game's option fields as form controls (Preact), holding what was chosen, and read back as the options sent.
 */
import { h, type ComponentChild } from "preact";
import type { OptionField } from "./kit-types";

export interface OptionsForm {
  view(): ComponentChild;
  read(): Record<string, unknown>;
}

/** What a control holds: a select's or number's text, a checkbox's tick. */
type Held = string | boolean;

function initial(f: OptionField, value: unknown): Held {
  if (f.kind === "checkbox") return Boolean(value);
  if (f.kind === "number") return String(typeof value === "number" ? value : f.min);
  const chosen = f.choices.find((c) => String(c.value) === String(value)) ?? f.choices[0];
  return chosen ? String(chosen.value) : "";
}

export function optionsForm(fields: OptionField[], defaults: Record<string, unknown>): OptionsForm {
  const held = new Map<string, Held>(fields.map((f) => [f.key, initial(f, defaults[f.key])]));
  const typed = (key: string) => (e: Event) => {
    const input = e.currentTarget as HTMLInputElement | HTMLSelectElement;
    held.set(key, input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked : input.value);
  };

  const control = (f: OptionField): ComponentChild => {
    const id = `opt-${f.key}`;
    const value = held.get(f.key)!;
    if (f.kind === "select")
      return h(
        "select",
        { id, "data-testid": id, value: String(value), onChange: typed(f.key) },
        f.choices.map((c) => h("option", { key: String(c.value), value: String(c.value) }, c.label)),
      );
    if (f.kind === "checkbox")
      return h("input", { id, "data-testid": id, type: "checkbox", checked: value === true, onChange: typed(f.key) });
    return h("input", {
      id,
      "data-testid": id,
      type: "number",
      min: f.min,
      max: f.max,
      step: f.step ?? 1,
      value: String(value),
      onInput: typed(f.key),
    });
  };

  /** Each field's value in its own type; a choice whose value is "" means "not set" (the engine's default). */
  const read = () =>
    Object.fromEntries(
      fields
        .map((f): [string, unknown] => {
          const value = held.get(f.key)!;
          if (f.kind === "checkbox") return [f.key, value === true];
          if (f.kind === "number") return [f.key, Number(value)];
          return [f.key, f.choices.find((c) => String(c.value) === value)?.value ?? value];
        })
        .filter(([, v]) => v !== ""),
    );

  return {
    view: () =>
      h(
        "div",
        { class: "options" },
        fields.map((f) => h("label", { key: f.key, class: "field" }, h("span", {}, f.label), control(f))),
      ),
    read,
  };
}
