/**
 * The browser module of Dungeon Lite: Orcs and Knights: the options of the new-table form (the mission and the four
 * difficulty options, in any combination), the Pixi table and the engine (live views and replays).
 */
import { MISSION_CARDS } from "@tabletop/shared/dungeon-lite/content/index.js";
import {
  dungeonLiteEngine,
  type LiteAction,
  type LiteOptions,
  type LiteView,
} from "@tabletop/shared/dungeon-lite/index.js";
import type { ClientGameModule } from "../types";
import { createRenderer } from "./renderer";

const counts = (what: string) => [
  { value: 0, label: `Keep every ${what} card` },
  { value: 1, label: `Remove 1 ${what} card` },
  { value: 2, label: `Remove 2 ${what} cards` },
];

export const dungeonLiteClient: ClientGameModule<LiteView, LiteAction, LiteOptions> = {
  title: "Dungeon Lite: Orcs and Knights",
  optionFields: [
    {
      kind: "select",
      key: "mission",
      label: "Mission",
      choices: MISSION_CARDS.map((m) => ({ value: m.id, label: `${m.number}. ${m.name}` })),
    },
    { kind: "checkbox", key: "freeEquipment", label: "Easier: each hero takes 1 free equipment card" },
    { kind: "select", key: "removeTraps", label: "Easier: Trap cards", choices: counts("Trap") },
    { kind: "select", key: "removeUndead", label: "Easier: Undead cards", choices: counts("Undead") },
    { kind: "checkbox", key: "removeTroll", label: "Easier: remove the Troll card" },
  ],
  createRenderer,
  // The canvas holds the map alone: every panel and choice is in the page (./page.ts).
  boardOnly: true,
  // Axis-aligned squares and lines: they need no multisampling.
  antialias: false,
  engine: dungeonLiteEngine,
};
