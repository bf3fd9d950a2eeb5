/**
 * The new-table form: game, options, table size and bots, the pace of rules steps, the response time and the time
 * per move. The size
 * and bot fields follow from the game's registry entry (GET /api/games `seats`): no size field when the game has one
 * table size, no bot field when it has one seat (a solo game), and a count the table cannot take is refused here in
 * words before anything is sent.
 */
import type { AnyGameModule } from "../games/registry";
import type { TableChoice } from "../net/join";
import type { GameInfo } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { optionsForm, type OptionsForm } from "../ui/options-form";
import { count } from "../ui/words";
import { PACE_NAMES, type Pace } from "../../../shared/src/wire";
import { howToPlayLink } from "../how-to-play/links";

/** Each pace in words: how long the table waits between the rules' steps. */
const PACE_LABELS: Record<Pace, string> = {
  slow: "Slow (time to read each step)",
  normal: "Normal",
  fast: "Fast",
};

/** The times per move offered (seconds; 0: none). The server takes any from 0 to 3,600. */
const TURN_TIMES: [number, string][] = [
  [0, "None"],
  [60, "1 minute"],
  [180, "3 minutes"],
  [600, "10 minutes"],
];

/** The time banks offered (seconds each player has for all their moves; 0: none). The server takes 0 to 7,200. */
const BANK_TIMES: [number, string][] = [
  [0, "None"],
  [300, "5 minutes"],
  [600, "10 minutes"],
  [1200, "20 minutes"],
  [1800, "30 minutes"],
];

/** A labelled select of times (seconds, in words), as the time per move and the time bank are chosen. */
function timeChoice(testid: string, label: string, choices: [number, string][]): [HTMLSelectElement, HTMLElement] {
  const select = h("select", { testid }, ...choices.map(([s, text]) => h("option", { value: String(s) }, text)));
  return [select, h("label", { class: "field" }, h("span", {}, label), select)];
}

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
  const seatsField = h("label", { class: "field" }, h("span", {}, "Seats"), seats);
  const botsField = h("label", { class: "field" }, h("span", {}, "Bots"), bots);
  /** What the size and bot fields allow, in words (or the table size, when there is nothing to choose). */
  const sizeNote = h("p", { class: "muted size-note", testid: "table-size-note" });
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
  const [turn, turnField] = timeChoice("turn-seconds", "Time per move (then a bot moves for the player)", TURN_TIMES);
  const [bank, bankField] = timeChoice(
    "bank-seconds",
    "Time bank per player, for all their moves (then a bot moves for them)",
    BANK_TIMES,
  );
  let options: OptionsForm | null = null;
  const howToPlay = howToPlayLink(available[0]?.info.id ?? "");

  const chosen = () => available.find((x) => x.info.id === gameSelect.value) ?? available[0];
  const noteSize = () => {
    const { min, max } = chosen().info.seats;
    const size = Number(seats.value);
    const most = Math.max(0, size - 1);
    sizeNote.textContent =
      max === 1
        ? "A game for one player: the one seat is yours."
        : min === max
          ? `A table of ${count(max, "seat")}; up to ${count(most, "bot")} may fill the others.`
          : `From ${min} to ${max} seats; up to ${count(most, "bot")} at a table of ${count(size, "seat")}.`;
  };
  const pick = () => {
    const g = chosen();
    howToPlay.show(g.info.id);
    seats.min = String(g.info.seats.min);
    seats.max = String(g.info.seats.max);
    seats.value = String(g.info.seats.min);
    bots.max = String(g.info.seats.max - 1);
    bots.value = "0";
    seatsField.hidden = g.info.seats.min === g.info.seats.max;
    botsField.hidden = g.info.seats.max <= 1;
    noteSize();
    options = optionsForm(g.module.optionFields, g.info.defaultOptions ?? {});
    replaceChildren(
      optionsHost,
      options.element,
      ...(g.info.rulesSteps ? [paceField] : []),
      ...(g.info.responseWindows ? [responseField] : []),
      // A solo game has nobody to keep waiting.
      ...(g.info.seats.max > 1 ? [turnField, bankField] : []),
    );
  };
  gameSelect.addEventListener("change", pick);
  seats.addEventListener("input", () => {
    bots.max = String(Math.max(0, Number(seats.value) - 1));
    if (Number(bots.value) > Number(bots.max)) bots.value = bots.max;
    noteSize();
  });
  pick();

  return {
    element: h(
      "div",
      { class: "table-form" },
      h("label", { class: "field" }, h("span", {}, "Game"), gameSelect),
      howToPlay,
      h("div", { class: "row" }, seatsField, botsField),
      sizeNote,
      optionsHost,
    ),
    read: () => ({
      game: gameSelect.value,
      ...tableSize(chosen().info, Number(seats.value), Number(bots.value)),
      options: options?.read() ?? {},
      ...(chosen().info.rulesSteps ? { pace: pace.value as Pace } : {}),
      ...(chosen().info.responseWindows
        ? { responseSeconds: Math.min(600, Math.max(5, Math.round(Number(response.value) || 30))) }
        : {}),
      ...(chosen().info.seats.max > 1 && Number(turn.value) > 0 ? { turnSeconds: Number(turn.value) } : {}),
      ...(chosen().info.seats.max > 1 && Number(bank.value) > 0 ? { bankSeconds: Number(bank.value) } : {}),
    }),
  };
}

/** The size and bots asked for, if the game's table can take them; otherwise the reason in words. */
function tableSize(info: GameInfo, seats: number, bots: number): { seats: number; bots: number } {
  const { min, max } = info.seats;
  if (!Number.isInteger(seats) || seats < min || seats > max)
    throw new Error(
      min === max ? `This game is played at a table of ${count(max, "seat")}.` : `A table has ${min} to ${max} seats.`,
    );
  if (!Number.isInteger(bots) || bots < 0) throw new Error("The number of bots is a whole number, 0 or more.");
  if (bots > seats - 1)
    throw new Error(`At most ${count(seats - 1, "bot")} at a table of ${count(seats, "seat")}: one seat is yours.`);
  return { seats, bots };
}
