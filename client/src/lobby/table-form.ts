/** The new-table form: game, options, table size and bots, the pace of rules steps and the response time. */
import type { AnyGameModule } from "../games/registry";
import type { TableChoice } from "../net/join";
import type { GameInfo } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { optionsForm, type OptionsForm } from "../ui/options-form";
import { PACE_NAMES, type Pace } from "../../../shared/src/wire";

/** Each pace in words: how long the table waits between the rules' steps. */
const PACE_LABELS: Record<Pace, string> = {
  slow: "Slow (time to read each step)",
  normal: "Normal",
  fast: "Fast",
};

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
  const pace = h(
    "select",
    { testid: "pace-select" },
    ...PACE_NAMES.map((p) => h("option", { value: p, selected: p === "normal" }, PACE_LABELS[p])),
  );
  const paceField = h("label", { class: "field" }, h("span", {}, "Pace of the rules' own steps"), pace);
  // How long a response window (a potion or trap answering an announcement) waits before everyone left passes.
  const response = h("input", { type: "number", testid: "response-seconds", min: 5, max: 600, value: 30 });
  const responseField = h("label", { class: "field" }, h("span", {}, "Response time (seconds)"), response);
  let options: OptionsForm | null = null;

  const chosen = () => available.find((x) => x.info.id === gameSelect.value) ?? available[0];
  const pick = () => {
    const g = chosen();
    seats.min = String(g.info.seats.min);
    seats.max = String(g.info.seats.max);
    seats.value = String(g.info.seats.min);
    bots.max = String(g.info.seats.max - 1);
    options = optionsForm(g.module.optionFields, g.info.defaultOptions ?? {});
    replaceChildren(
      optionsHost,
      options.element,
      ...(g.info.rulesSteps ? [paceField] : []),
      ...(g.info.responseWindows ? [responseField] : []),
    );
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
      ...(chosen().info.rulesSteps ? { pace: pace.value as Pace } : {}),
      ...(chosen().info.responseWindows
        ? { responseSeconds: Math.min(600, Math.max(5, Math.round(Number(response.value) || 30))) }
        : {}),
    }),
  };
}
