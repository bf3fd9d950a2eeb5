/** The browser module of Dungeon Flee: options form, the Pixi table and the engine (live views and replays). */
import { CLASSES, CLASS_IDS } from "@tabletop/shared/dungeon-flee/content/index.js";
import {
  dungeonFleeEngine,
  type FleeAction,
  type FleeOptions,
  type FleeView,
} from "@tabletop/shared/dungeon-flee/index.js";
import type { ClientGameModule } from "../types";
import { createRenderer } from "./renderer";

export const dungeonFleeClient: ClientGameModule<FleeView, FleeAction, FleeOptions> = {
  title: "Dungeon Flee",
  optionFields: [
    {
      kind: "select",
      key: "mode",
      label: "Mode",
      choices: [
        { value: "easy", label: "Easy" },
        { value: "hard", label: "Hard" },
        { value: "extreme", label: "Extreme" },
      ],
    },
    {
      kind: "select",
      key: "class",
      label: "Class",
      choices: CLASS_IDS.map((id) => ({ value: id, label: `${CLASSES[id].name} (health ${CLASSES[id].health.high})` })),
    },
    {
      kind: "select",
      key: "gender",
      label: "Character",
      choices: [
        { value: "male", label: "Male" },
        { value: "female", label: "Female" },
      ],
    },
  ],
  createRenderer,
  engine: dungeonFleeEngine,
};
