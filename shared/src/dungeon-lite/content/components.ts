/**
 * Dungeon Lite components that are not cards: figures and tokens (all numbers from the rulebook's Components,
 * LITE-COMP-11..20; nothing designed). Online, figures and tokens are state, not objects (see
 * docs/rulings/dungeon-lite.md, "Physical components"); these counts are what the box holds. Only the enemy
 * figures are a limit of the rules (LITE-FIGURES-1/2, caps in ./enemies.ts); the tokens are not (ruling LITE-Q-5).
 */

export const HERO_FIGURES = 8;
export const DOOR_FIGURES = 1;
export const ENEMY_FIGURES = 33;
export const BOSS_FIGURES = 7;

export const TOKENS = { energy: 15, damage: 12, time: 4, experience: 4, chest: 5 } as const;
