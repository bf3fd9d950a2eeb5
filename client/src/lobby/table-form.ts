/** The new-table form: game, options, table size and bots. */
import type { AnyGameModule } from "../games/registry";
import type { TableChoice } from "../net/join";
import type { GameInfo } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { optionsForm, type OptionsForm } from "../ui/options-form";

export interface TableForm {
  element: HTMLElement;
  read(): TableChoice;
}

export function tableForm(available: { info: GameInfo; module: AnyGameModule }[]): TableForm {
  const gameSelect = h(
    "select",
    { testid: "game-select" },
    ...available.map((g) => h("option", { value: g.info.id }, g.module.title)),
  );
  const seats = h("input", { type: "number", testid: "seats-input" });
  const bots = h("input", { type: "number", testid: "bots-input", min: 0, value: 0 });
  const optionsHost = h("div");
  let options: OptionsForm | null = null;

  const pick = () => {
    const g = available.find((x) => x.info.id === gameSelect.value) ?? available[0];
    seats.min = String(g.info.seats.min);
    seats.max = String(g.info.seats.max);
    seats.value = String(g.info.seats.min);
    bots.max = String(g.info.seats.max - 1);
    options = optionsForm(g.module.optionFields, g.info.defaultOptions ?? {});
    replaceChildren(optionsHost, options.element);
  };
  gameSelect.addEventListener("change", pick);
  seats.addEventListener("change", () => {
    bots.max = String(Math.max(0, Number(seats.value) - 1));
    if (Number(bots.value) > Number(bots.max)) bots.value = bots.max;
  });
  pick();

  return {
    element: h(
      "div",
      { class: "table-form" },
      h("label", { class: "field" }, h("span", {}, "Game"), gameSelect),
      h(
        "div",
        { class: "row" },
        h("label", { class: "field" }, h("span", {}, "Seats"), seats),
        h("label", { class: "field" }, h("span", {}, "Bots"), bots),
      ),
      optionsHost,
    ),
    read: () => ({
      game: gameSelect.value,
      seats: Number(seats.value),
      bots: Number(bots.value),
      options: options?.read() ?? {},
    }),
  };
}
