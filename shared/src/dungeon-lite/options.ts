/**
 * Options: the mission (ruling LITE-Q-1) and the four difficulty options in any combination (LITE-DIFFICULTY-1..5);
 * 1 to 4 seats, one hero per seat (ruling LITE-Q-4). Read flat, as the lobby's form and the simulator's flags send
 * them (`{ mission?, freeEquipment?, removeTraps?, removeUndead?, removeTroll? }`), or in the normalised form the
 * engine keeps (`{ mission, difficulty: { ... } }`, e.g. `defaultOptions`).
 */
import { z } from "../actions.js";
import type { LiteOptions, MissionId } from "./state.js";

export const MISSION_IDS: readonly MissionId[] = ["goblin-king", "orc-warlord", "necromancer", "demon-forge"];

export const DEFAULT_OPTIONS: LiteOptions = {
  mission: "goblin-king",
  difficulty: { freeEquipment: false, removeTraps: 0, removeUndead: 0, removeTroll: false },
};

const count = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const difficulty = {
  freeEquipment: z.boolean().optional(),
  removeTraps: count.optional(),
  removeUndead: count.optional(),
  removeTroll: z.boolean().optional(),
};
const schema = z.strictObject({
  mission: z.enum(MISSION_IDS as [MissionId, ...MissionId[]]).optional(),
  difficulty: z.strictObject(difficulty).optional(),
  ...difficulty,
});

export function parseOptions(
  raw: unknown,
  seats: number,
): { ok: true; options: LiteOptions } | { ok: false; reason: string } {
  if (!Number.isInteger(seats) || seats < 1 || seats > 4)
    return { ok: false, reason: `Dungeon Lite is for 1 to 4 heroes, one per seat; got ${String(seats)} seats` };
  if (raw === undefined || raw === null) return { ok: true, options: DEFAULT_OPTIONS };
  const r = schema.safeParse(raw);
  if (!r.success) {
    return {
      ok: false,
      reason: r.error.issues.map((i) => `${i.path.join(".") || "options"}: ${i.message}`).join("; "),
    };
  }
  const { mission, difficulty: nested, ...flat } = r.data;
  if (nested && Object.keys(flat).length)
    return { ok: false, reason: "give the difficulty options either flat or under `difficulty`, not both" };
  const d = nested ?? flat;
  const base = DEFAULT_OPTIONS.difficulty;
  return {
    ok: true,
    options: {
      mission: mission ?? DEFAULT_OPTIONS.mission,
      difficulty: {
        freeEquipment: d.freeEquipment ?? base.freeEquipment,
        removeTraps: d.removeTraps ?? base.removeTraps,
        removeUndead: d.removeUndead ?? base.removeUndead,
        removeTroll: d.removeTroll ?? base.removeTroll,
      },
    },
  };
}
