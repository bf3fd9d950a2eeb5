/**
 * The new-table form: game, options, table size and bots, the pace of rules steps, the response time and the time
 * per move, each control holding what was chosen. The size and bot fields follow from the game's registry entry
 * (GET /api/games `seats`): no size field when the game has one table size, no bot field when it has one seat (a solo
 * game), and a count the table cannot take is refused here in words before anything is sent.
 */
import type { AnyGameModule } from "../games/registry";
import type { TableChoice } from "../net/join";
import type { GameInfo } from "../net/types";
import { h, type ComponentChild } from "preact";
import { optionsForm, type OptionsForm } from "../ui/options-form";
import { count } from "../ui/words";
import { PACE_NAMES, type Pace } from "@tabletop/shared/wire";
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
function timeChoice(
  testid: string,
  label: string,
  choices: [number, string][],
  value: string,
  chosen: (value: string) => void,
): ComponentChild {
  return h(
    "label",
    { class: "field" },
    h("span", {}, label),
    h(
      "select",
      { "data-testid": testid, value, onChange: (e: Event) => chosen((e.currentTarget as HTMLSelectElement).value) },
      choices.map(([s, text]) => h("option", { key: s, value: String(s) }, text)),
    ),
  );
}

const valueOf = (e: Event) => (e.currentTarget as HTMLInputElement | HTMLSelectElement).value;

export interface TableForm {
  view(): ComponentChild;
  read(): TableChoice;
}

/** The form for `available` (at least one game); `redraw` renders the lobby again after a change the form shows. */
export function tableForm(available: { info: GameInfo; module: AnyGameModule }[], redraw: () => void): TableForm {
  // What is chosen, as the controls hold it.
  let game = available[0].info.id;
  let seats = "";
  let bots = "0";
  /** The most bots the bot field offers. */
  let botsMax = 0;
  let options: OptionsForm = optionsForm([], {});
  let pace: Pace = "normal";
  // How long a response window (a potion or trap answering an announcement) waits before everyone left passes.
  let response = "30";
  let turn = "0";
  let bank = "0";

  const chosen = () => available.find((x) => x.info.id === game) ?? available[0];
  /** What the size and bot fields allow, in words (or the table size, when there is nothing to choose). */
  const sizeNote = () => {
    const { min, max } = chosen().info.seats;
    const size = Number(seats);
    const most = Math.max(0, size - 1);
    return max === 1
      ? "A game for one player: the one seat is yours."
      : min === max
        ? `A table of ${count(max, "seat")}; up to ${count(most, "bot")} may fill the others.`
        : `From ${min} to ${max} seats; up to ${count(most, "bot")} at a table of ${count(size, "seat")}.`;
  };
  const pick = (id: string) => {
    game = id;
    const g = chosen();
    seats = String(g.info.seats.min);
    bots = "0";
    botsMax = g.info.seats.max - 1;
    options = optionsForm(g.module.optionFields, g.info.defaultOptions ?? {});
  };
  const seatsTyped = (value: string) => {
    seats = value;
    botsMax = Math.max(0, Number(value) - 1);
    if (Number(bots) > botsMax) bots = String(botsMax);
    redraw();
  };
  pick(game);

  const field = (label: string, control: ComponentChild, hidden = false) =>
    h("label", { class: "field", hidden }, h("span", {}, label), control);

  const view = () => {
    const { info } = chosen();
    return h(
      "div",
      { class: "table-form" },
      field(
        "Game",
        h(
          "select",
          {
            "data-testid": "game-select",
            value: game,
            onChange: (e: Event) => {
              pick(valueOf(e));
              redraw();
            },
          },
          available.map((g) => h("option", { key: g.info.id, value: g.info.id }, g.module.title)),
        ),
      ),
      howToPlayLink(game),
      h(
        "div",
        { class: "row" },
        field(
          "Seats",
          h("input", {
            type: "number",
            "data-testid": "seats-input",
            min: info.seats.min,
            max: info.seats.max,
            value: seats,
            onInput: (e: Event) => seatsTyped(valueOf(e)),
          }),
          info.seats.min === info.seats.max,
        ),
        field(
          "Bots",
          h("input", {
            type: "number",
            "data-testid": "bots-input",
            min: 0,
            max: botsMax,
            value: bots,
            onInput: (e: Event) => void (bots = valueOf(e)),
          }),
          info.seats.max <= 1,
        ),
      ),
      h("p", { class: "muted size-note", "data-testid": "table-size-note" }, sizeNote()),
      h(
        "div",
        // A new game's options are new controls, not the last game's with other values.
        { key: game },
        options.view(),
        info.rulesSteps &&
          field(
            "Pace of the rules' own steps",
            h(
              "select",
              { "data-testid": "pace-select", value: pace, onChange: (e: Event) => void (pace = valueOf(e) as Pace) },
              PACE_NAMES.map((p) => h("option", { key: p, value: p }, PACE_LABELS[p])),
            ),
          ),
        info.responseWindows &&
          field(
            "Response time (seconds)",
            h("input", {
              type: "number",
              "data-testid": "response-seconds",
              min: 5,
              max: 600,
              value: response,
              onInput: (e: Event) => void (response = valueOf(e)),
            }),
          ),
        // A solo game has nobody to keep waiting.
        info.seats.max > 1 && [
          timeChoice(
            "turn-seconds",
            "Time per move (each move's own; when it runs out, the bank runs, or without one a bot plays the turn)",
            TURN_TIMES,
            turn,
            (v) => (turn = v),
          ),
          timeChoice(
            "bank-seconds",
            "Time bank per player, for the whole match (runs only after a move's own time; empty, a bot plays the turn)",
            BANK_TIMES,
            bank,
            (v) => (bank = v),
          ),
        ],
      ),
    );
  };

  const read = (): TableChoice => {
    const { info } = chosen();
    return {
      game,
      ...tableSize(info, Number(seats), Number(bots)),
      options: options.read(),
      ...(info.rulesSteps ? { pace } : {}),
      ...(info.responseWindows
        ? { responseSeconds: Math.min(600, Math.max(5, Math.round(Number(response) || 30))) }
        : {}),
      ...(info.seats.max > 1 && Number(turn) > 0 ? { turnSeconds: Number(turn) } : {}),
      ...(info.seats.max > 1 && Number(bank) > 0 ? { bankSeconds: Number(bank) } : {}),
    };
  };
  return { view, read };
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
