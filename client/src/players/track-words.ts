/**
 * A record track in words and its board's address (docs/ratings.md, "Records"): a Dungeon Flee mode ("Extreme"), or
 * a Dungeon Lite mission and setting ("The Necromancer · 1 trap removed, no Troll").
 */
import { parseLiteSetting } from "@tabletop/shared";
import { missionCard } from "@tabletop/shared/dungeon-lite/content/index.js";
import { CLASSES } from "@tabletop/shared/dungeon-flee/content/index.js";
import type { ClassId } from "@tabletop/shared/dungeon-flee/content/types.js";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A Dungeon Lite setting in words ("standard", or the difficulty options taken). */
function settingWords(key: string): string {
  const d = parseLiteSetting(key);
  if (!d || key === "standard") return "standard";
  return [
    d.freeEquipment ? "free equipment" : "",
    d.removeTraps ? `${d.removeTraps} trap${d.removeTraps > 1 ? "s" : ""} removed` : "",
    d.removeUndead ? `${d.removeUndead} undead removed` : "",
    d.removeTroll ? "no Troll" : "",
  ]
    .filter(Boolean)
    .join(", ");
}

export function trackTitle(game: string, track: string): string {
  if (game !== "dungeon-lite") return capital(track);
  const [mission, setting = "standard"] = track.split("/");
  let name = mission;
  try {
    name = missionCard(mission).name;
  } catch {
    // an unknown mission keeps its id
  }
  return `${name} · ${settingWords(setting)}`;
}

/** A Dungeon Flee class's name ("Fighter"). */
export const className = (id: unknown): string =>
  (CLASSES as Record<string, { name: string } | undefined>)[String(id as ClassId)]?.name ?? String(id);

/** The board of a track, `#/records/<game>/<track>`. */
export const boardHref = (game: string, track: string): string =>
  `#/records/${encodeURIComponent(game)}/${track.split("/").map(encodeURIComponent).join("/")}`;

/** The board of a daily dungeon's day, `#/daily/<game>/<track>/<day>`. */
export const dailyHref = (game: string, track: string, day: string): string =>
  `#/daily/${[game, track, day].map(encodeURIComponent).join("/")}`;
