/**
 * Dungeon Lite experience cards.
 *
 * From the rulebook: 4 experience cards (LITE-COMP-2) and 4 experience tokens (LITE-COMP-17), one card and token
 * per hero (Setup step 3); experience is gained by killing enemies; at 10 the hero recovers all energy and may
 * spend it on equipment (or a spell for the Mage); the leftover is kept (LITE-XP-1..6). DESIGNED here: the track,
 * boxes 0 to 19. No single gain reaches 10 (the largest is a boss's 6), so a hero who spends at 10 never passes the
 * top of the track; one who keeps the experience stops at 19 (ruling LITE-Q-13).
 */
import type { ExperienceCard } from "./types.js";

export const EXPERIENCE_TRACK = 20;

export const EXPERIENCE_CARDS: readonly ExperienceCard[] = [1, 2, 3, 4].map((n) => ({
  id: `experience-${n}`,
  name: "Experience",
  track: EXPERIENCE_TRACK,
}));
