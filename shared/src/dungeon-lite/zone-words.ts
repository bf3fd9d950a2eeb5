/**
 * A zone as a player finds it on the map: the map draws each terrain segment's name and each square's number, so
 * zone "corridor-a/2" is "zone 2 of Corridor A" (and "guard-room/1" is "zone 1 of the Guard Room"). Every text a
 * player reads names zones this way, never by their id.
 */
import { TERRAIN_SEGMENTS } from "./content/index.js";
import type { Dir } from "./content/types.js";
import type { ZoneId } from "./map/types.js";

export function zoneWords(zone: ZoneId): string {
  const [segment, n] = String(zone).split("/");
  const name = TERRAIN_SEGMENTS.find((t) => t.id === segment)?.name;
  if (!name || !n) return "that zone";
  return `zone ${n} of ${name.startsWith("Corridor") ? "" : "the "}${name}`;
}

/** A side of a zone, as the map is drawn (north up). */
export const SIDE_WORDS: Readonly<Record<Dir, string>> = { N: "north", E: "east", S: "south", W: "west" };

/** A text with its first letter a capital (a zone at the start of a sentence). */
export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
