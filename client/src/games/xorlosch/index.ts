/** The browser module of Drachenjäger von Xorlosch: options form, renderer and engine (live views and replays). */
import type { ClientGameModule } from "../types";
import {
  SEAT_COLOURS,
  xorloschEngine,
  type XorAction,
  type XorOptions,
  type XorView,
} from "@tabletop/shared/xorlosch/index";
import { createRenderer } from "./renderer";

export const xorloschClient: ClientGameModule<XorView, XorAction, XorOptions> = {
  title: "Drachenjäger von Xorlosch",
  optionFields: [
    {
      kind: "select",
      key: "board",
      label: "Board",
      choices: [
        { value: "ruins", label: "Ruins" },
        { value: "dungeon", label: "Dungeon" },
      ],
    },
    { kind: "checkbox", key: "shortGame", label: "Short game (ends with the third Dragon quest)" },
    // XOR-Q-1: the host may pick who begins; otherwise the seeded RNG draws the first player.
    {
      kind: "select",
      key: "firstPlayer",
      label: "First player",
      choices: [
        { value: "", label: "Drawn at random" },
        // The host sits at the first seat; the others are named at the table once people sit (seatOptionWords).
        ...[0, 1, 2, 3, 4, 5].map((seat) => ({ value: seat, label: seat === 0 ? "Seat 1 (you)" : `Seat ${seat + 1}` })),
      ],
    },
  ],
  createRenderer,
  boardOnly: true,
  engine: xorloschEngine,
  seatColours: SEAT_COLOURS,
  seatOptionWords: (o, name) =>
    typeof o.firstPlayer === "number" ? `${name(o.firstPlayer)} plays first` : "the first player is drawn at random",
  // Play goes round the table from the first player (XOR-TURN); the game waits on the active or the asked player.
  turnOrder: (v) => {
    const toPlay = v.phase === "over" ? null : (v.waitingOn ?? v.active);
    return {
      order: Array.from({ length: v.seats }, (_, i) => (v.firstPlayer + i) % v.seats),
      toPlay,
      waitingOn: v.pending?.kind === "response" ? v.pending.waiting : toPlay === null ? [] : [toPlay],
    };
  },
};
