/**
 * Setup steps shared by all modes (Setup Easy Mode steps 1-5, Setup Hard Mode steps 1-5, Extreme Mode).
 */
import { copyOf, noIds } from "../fast/packed.js";
import { rngFromSeed, shuffle, type RngState } from "../../rng.js";
import { CLASSES, EMPTY_CARDS, ENCOUNTER_CARDS, EXIT_CARDS, STARTER_CARDS, TREASURE_CARDS } from "../content/index.js";
import { NO_BONUS, type Corridor, type FleeOptions, type FleeState } from "../state.js";

export const CORRIDORS = 6;

/**
 * What a mode's setup builds: the six corridors, the Extreme Exit Path pile (empty in the other modes) and the
 * generator after its shuffles.
 */
export interface Dungeon {
  corridors: Corridor[];
  exitPile: string[];
  rng: RngState;
}

/**
 * FLEE-SETUPEASY-1 / FLEE-ANATOMY-1: 5 Swords and 5 Shields shuffled together are the starter (draw) deck. This is
 * the first shuffle of every game; the dungeon is built with the generator that follows it.
 */
export function starterDeck(seed: string): [string[], RngState] {
  return shuffle(rngFromSeed(`dungeon-flee:${seed}`), STARTER_IDS);
}

/** The first state: the character, the starter deck and the mode's dungeon. */
export function firstState(options: FleeOptions, draw: string[], dungeon: Dungeon): FleeState {
  // FLEE-SETUPEASY-2..4: the higher set of numbers is showing; starting health is the highest yellow number.
  const health = CLASSES[options.class].health.high;
  return {
    game: "dungeon-flee",
    mode: options.mode,
    cls: options.class,
    gender: options.gender ?? "male",
    rng: dungeon.rng,
    phase: "start",
    round: 0,
    health,
    maxHealth: health, // ruling FLEE-Q-10
    location: null, // FLEE-SETUPEASY-6: the token starts on the character card
    corridors: dungeon.corridors,
    exitPile: dungeon.exitPile,
    draw,
    discard: noIds(),
    hand: noIds(),
    selected: noIds(),
    banished: noIds(),
    inventory: noIds(),
    bonus: NO_BONUS,
    stairs: 0,
    last: "none",
    mustFight: false,
    lastAttempt: null,
    stalled: 0,
    takeBacks: 0,
    result: null,
    lastMoved: [],
  };
}

/** FLEE-SETUPEASY-7/8: shuffle the 4 Stairs Up and 2 Dead Ends and deal one face down per corridor. */
export function exitCorridors(rng: RngState): [Corridor[], RngState] {
  const exits = shuffle(rng, EXIT_IDS);
  const corridors: Corridor[] = [];
  for (let i = 0; i < exits[0].length; i++) corridors.push({ cards: [exits[0][i]], up: 0 });
  return [corridors, exits[1]];
}

/**
 * FLEE-SETUPEASY-20 / FLEE-SETUPHARD-9: deal the dungeon deck (last element = top) clockwise one card at a
 * time, face down, starting at corridor 0, on top of what the corridors hold (ruling FLEE-Q-17).
 */
export function dealOut(corridors: readonly Corridor[], deck: readonly string[]): Corridor[] {
  const piles: string[][] = [];
  for (let i = 0; i < corridors.length; i++) piles.push(copyOf(corridors[i].cards));
  for (let k = 0; k < deck.length; k++) piles[k % CORRIDORS].push(deck[deck.length - 1 - k]);
  const out: Corridor[] = [];
  for (let i = 0; i < piles.length; i++) out.push({ cards: piles[i], up: 0 });
  return out;
}

/** Card id lists used by the setups, computed once (the content never changes). */
const DAMAGE = ENCOUNTER_CARDS.filter((c) => c.damage !== undefined);
const PLAIN_DOORS = ENCOUNTER_CARDS.filter((c) => c.damage === undefined).map((c) => c.id);
const TREASURES = TREASURE_CARDS.map((c) => c.id);
const EMPTIES = EMPTY_CARDS.map((c) => c.id);
const STARTER_IDS = STARTER_CARDS.map((c) => c.id);
export const EXIT_IDS = EXIT_CARDS.map((c) => c.id);
export const damageCards = () => DAMAGE;
export const plainDoors = () => PLAIN_DOORS;
export const treasureIds = () => TREASURES;
export const emptyIds = () => EMPTIES;
/** Easy piles 1..7 by level (FLEE-SETUPEASY-9). */
export const LEVEL_PILES: readonly (readonly string[])[] = [1, 2, 3, 4, 5, 6, 7].map((l) =>
  DAMAGE.filter((c) => c.level === l).map((c) => c.id),
);
/** Hard piles by the damage icon (FLEE-SETUPHARD-4). */
export const LOW_DAMAGE = DAMAGE.filter((c) => (c.damage ?? 0) <= 3).map((c) => c.id);
export const HIGH_DAMAGE = DAMAGE.filter((c) => (c.damage ?? 0) >= 4).map((c) => c.id);
