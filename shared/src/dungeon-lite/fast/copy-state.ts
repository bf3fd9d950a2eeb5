/**
 * Fast path of `draft` (../state.ts), the one `apply` uses: the same shallow copy, written out field by field in the
 * state's own order, so that every working copy, and so every state after the first, has one and the same shape.
 * A spread (`{ ...s }`) keeps the shape of its source, and sources differ (with or without `turnOrder`, each field's
 * first value), so the code that reads states saw several shapes and was compiled again for each. `turnOrder` is
 * always present here (undefined until a hero proposes an order), last, where the first proposal used to add it:
 * JSON and equality read an undefined field as an absent one. test/dungeon-lite/fastpaths.test.ts holds it equal to
 * `draft`.
 */
import type { LiteState } from "../state.js";

export const copyState = (s: LiteState): LiteState => ({
  game: s.game,
  options: s.options,
  rng: s.rng,
  players: s.players,
  round: s.round,
  phase: s.phase,
  choices: s.choices,
  map: s.map,
  terrainDeck: s.terrainDeck,
  actionDeck: s.actionDeck,
  actionDiscard: s.actionDiscard,
  chestDeck: s.chestDeck,
  chestDiscard: s.chestDiscard,
  enemyDeck: s.enemyDeck,
  enemyDiscard: s.enemyDiscard,
  heroes: s.heroes,
  enemies: s.enemies,
  nextEnemyId: s.nextEnemyId,
  chestsOpened: s.chestsOpened,
  missionObject: s.missionObject,
  doorTimer: s.doorTimer,
  enemyPhases: s.enemyPhases,
  turnsTaken: s.turnsTaken,
  turn: s.turn,
  eventPhase: s.eventPhase,
  enemyPhase: s.enemyPhase,
  pending: s.pending,
  auto: s.auto,
  result: s.result,
  reason: s.reason,
  lastMoved: s.lastMoved,
  reactions: s.reactions,
  turnOrder: s.turnOrder,
});
