import { TERRAIN_SEGMENTS } from "@tabletop/shared/dungeon-lite/content/index";

export const SEGMENT_IDS = TERRAIN_SEGMENTS.map((t) => t.id);
