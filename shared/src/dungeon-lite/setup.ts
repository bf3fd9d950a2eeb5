/**
 * Setup (LITE-SETUP-1..12, rulings LITE-Q-4, LITE-Q-37, LITE-Q-38, LITE-Q-39, LITE-Q-48). `setup` lays out what
 * needs no choice: the Entrance face up (step 1) and the seats' empty choices; the heroes are chosen in the
 * "choose" phase (./choose.ts); then the rules' "deal" step does the rest: the mission's terrain deck, the heroes
 * on the hero symbol with their energy, the Entrance's enemies, the shuffled decks, the Troll set aside, the deal
 * with its replacements, the enemies of the cards dealt, and the Troll shuffled below the top third.
 */
import type { GameEvent } from "../engine.js";
import { rngFromSeed, shuffle } from "../rng.js";
import {
  ACTION_CARDS,
  CHEST_CARDS,
  ENEMY_PHASE_CARDS,
  TROLL_CARD_ID,
  actionCard,
  missionCard,
  terrainEnemyCount,
  terrainSegment,
  type BasicEnemyId,
  type EnemyId,
} from "./content/index.js";
import { HeroName, statsOf } from "./hero.js";
import { entranceMap, zoneId } from "./map/index.js";
import { spawnAll } from "./spawn.js";
import type { HeroState, LiteOptions, LiteState } from "./state.js";

export function setup(seed: string, seats: number, options: LiteOptions): LiteState {
  return {
    game: "dungeon-lite",
    options,
    rng: rngFromSeed(seed),
    players: seats,
    round: 0,
    phase: "choose",
    choices: Array.from({ length: seats }, () => ({ card: null, spell: null, equipment: null })),
    map: entranceMap(),
    terrainDeck: [],
    actionDeck: [],
    actionDiscard: [],
    chestDeck: [],
    chestDiscard: [],
    enemyDeck: [],
    enemyDiscard: [],
    heroes: [],
    enemies: [],
    nextEnemyId: 1,
    chestsOpened: [],
    missionObject: false,
    doorTimer: null,
    enemyPhases: 0,
    turnsTaken: [],
    turn: null,
    eventPhase: null,
    enemyPhase: null,
    pending: [],
    auto: null,
    result: null,
    reason: null,
    lastMoved: [],
    reactions: Array.from({ length: seats }, () => "ask" as const),
  };
}

/** The action cards in play: the 47 less those the difficulty options remove (LITE-DIFFICULTY-3..5). */
export function actionCardsInPlay(o: LiteOptions): string[] {
  const removed = new Set<string>();
  for (let i = 1; i <= o.difficulty.removeTraps; i++) removed.add(`trap-${i}`);
  for (let i = 1; i <= o.difficulty.removeUndead; i++) removed.add(`undead-${i}`);
  if (o.difficulty.removeTroll) removed.add(TROLL_CARD_ID);
  return ACTION_CARDS.map((c) => c.id).filter((id) => !removed.has(id));
}

const ENTRANCE = terrainSegment("entrance");
export const HERO_START = zoneId("entrance", ENTRANCE.heroStart!);
export const ENTRANCE_DEPLOY = zoneId("entrance", ENTRANCE.deploy);

/** The rules' "deal" step, once every seat has chosen (steps 2 to 9). */
export function deal(d: LiteState, events: GameEvent[]): void {
  const o = d.options;
  const mission = missionCard(o.mission);
  // Step 2: the mission's segments are the hidden terrain deck (ruling LITE-Q-39).
  [d.terrainDeck, d.rng] = shuffle(d.rng, mission.segments);
  // Steps 3-4: heroes, energy on the card, experience at 0, on the hero symbol.
  d.heroes = d.choices.map((c, seat): HeroState => {
    const h: HeroState = {
      seat,
      card: c.card!,
      zone: HERO_START,
      hand: [],
      energy: 0,
      experience: 0,
      equipment: c.equipment ? [c.equipment] : [],
      magic: c.spell ? [c.spell] : [],
      chest: [],
      dazed: false,
      knockedOut: false,
      refillNext: false,
      protection: 0,
    };
    return { ...h, energy: statsOf(d, h).energy };
  });
  events.push({
    kind: "setup",
    text: `${mission.name}: ${d.heroes.map((h) => HeroName(h).slice(4)).join(", ")} enter the dungeon. ${mission.text}`,
  });
  // Step 5: the Entrance's own terrain enemies (ruling LITE-Q-38).
  const types: EnemyId[] = [];
  for (const t of Object.keys(ENTRANCE.enemies) as BasicEnemyId[]) {
    for (let i = 0; i < terrainEnemyCount(ENTRANCE, t, d.players); i++) types.push(t);
  }
  spawnAll(d, types, { from: ENTRANCE_DEPLOY, avoidFrom: false }, "The Entrance's enemies", events);
  // Step 6: the chest and enemy phase decks.
  [d.chestDeck, d.rng] = shuffle(
    d.rng,
    CHEST_CARDS.map((c) => c.id),
  );
  [d.enemyDeck, d.rng] = shuffle(
    d.rng,
    ENEMY_PHASE_CARDS.map((c) => c.id),
  );
  // Step 7: the Troll set aside, the rest shuffled and dealt up to Life, with the note's replacements.
  const cards = actionCardsInPlay(o);
  const troll = cards.includes(TROLL_CARD_ID);
  [d.actionDeck, d.rng] = shuffle(
    d.rng,
    cards.filter((c) => c !== TROLL_CARD_ID),
  );
  d.heroes = d.heroes.map((h) => ({ ...h, hand: dealHand(d, statsOf(d, h).life) }));
  // Step 8: enemy cards in the starting hands bring their figures to the Entrance (ruling LITE-Q-38).
  for (const h of d.heroes) {
    for (const id of h.hand) {
      for (const e of actionCard(id).event) {
        if (e.kind !== "spawn") continue;
        spawnAll(
          d,
          Array.from({ length: e.count }, () => e.enemy),
          { from: ENTRANCE_DEPLOY, avoidFrom: false, by: h.seat },
          `${HeroName(h)} reveals ${actionCard(id).name}`,
          events,
        );
      }
    }
  }
  // Step 9: the Troll is shuffled into all but the top third (ruling LITE-Q-37).
  if (troll) {
    const top = Math.floor(d.actionDeck.length / 3);
    let rest: string[];
    [rest, d.rng] = shuffle(d.rng, [...d.actionDeck.slice(top), TROLL_CARD_ID]);
    d.actionDeck = [...d.actionDeck.slice(0, top), ...rest];
  }
  d.round = 1;
  d.phase = "event";
  d.auto = "event-start";
  events.push({ kind: "phase", text: "Round 1: the Event Phase begins." });
}

/**
 * `n` cards from the top; a Troll, Undead, Trap or Chest card goes back into the deck, a new card is dealt in its
 * place, and the deck is shuffled (LITE-SETUP-10, ruling LITE-Q-37).
 */
function dealHand(d: LiteState, n: number): string[] {
  const hand: string[] = [];
  while (hand.length < n && d.actionDeck.length > 0) {
    const [top, ...rest] = d.actionDeck;
    if (!actionCard(top).notInInitialDeal) {
      hand.push(top);
      d.actionDeck = rest;
      continue;
    }
    const [next, ...after] = rest;
    if (next === undefined) break;
    if (!actionCard(next).notInInitialDeal) hand.push(next);
    else after.push(next);
    [d.actionDeck, d.rng] = shuffle(d.rng, [...after, top]);
  }
  return hand;
}
