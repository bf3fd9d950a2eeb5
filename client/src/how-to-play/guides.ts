/** The "how to play" guide of each game, by game id. */
import { dungeonFleeGuide } from "./dungeon-flee.js";
import { dungeonLiteGuide } from "./dungeon-lite.js";
import type { Guide } from "./guide.js";
import { xorloschGuide } from "./xorlosch.js";

const GUIDES: readonly Guide[] = [xorloschGuide, dungeonFleeGuide, dungeonLiteGuide];

export const allGuides = (): readonly Guide[] => GUIDES;

export function guideFor(game: string): Guide | undefined {
  return GUIDES.find((g) => g.game === game);
}
