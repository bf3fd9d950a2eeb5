/** The browser module of Drachenjäger von Xorlosch: options form, renderer and engine (live views and replays). */
import type { ClientGameModule } from "../types";
import {
  SEAT_COLOURS,
  xorloschEngine,
  type XorAction,
  type XorOptions,
  type XorView,
} from "../../../../shared/src/xorlosch/index";
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
        ...[0, 1, 2, 3, 4, 5].map((seat) => ({ value: seat, label: `Seat ${seat + 1}` })),
      ],
    },
  ],
  createRenderer,
  engine: xorloschEngine,
  seatColours: SEAT_COLOURS,
  // The engine counts seats and dice from 0 ("Seat 0 moves dwarf 0"); people count from 1.
  engineWords: {
    seatBase: 0,
    renumber: (t) => t.replace(/\b([Dd])warf (\d+)\b/g, (_, d, n) => `${d}warf ${Number(n) + 1}`),
  },
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
