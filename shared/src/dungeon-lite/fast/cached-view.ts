/**
 * Fast path of `view` (../view.ts), the one the engine serves: the same values, built by the same functions, with
 * the parts that successive states share kept for the last value seen:
 * - the seats' views of one state share all but the hand with its public view (built once per state, as the room
 *   asks for the public view and every seat's);
 * - the map's segments, exits and door are kept for the last map (a map changes only when a door is opened, barred
 *   or removed);
 * - each hero's entry for the last hero object in that seat (with the mission object and the mission, which its
 *   attributes depend on); each enemy's entry for the last enemy object at that place in the list (with the players
 *   and its time tokens).
 * One entry per use, not WeakMaps: successive states of one match hit them, and nothing else could change a result
 * (every key is an immutable value or a number). A server plays many matches in turn, so each match room has a
 * viewer of its own (`liteViewer`, the engine's `viewer`): with one for all, every match's view missed every entry
 * left by another match and was built, and projected, whole. Views are read-only: a consumer must copy before
 * changing anything. test/dungeon-lite/fastpaths.test.ts holds both equal to `view`.
 */
import type { DungeonMap } from "../map/index.js";
import type { EnemyState, HeroState, LiteState } from "../state.js";
import { enemyView, heroView, mapView, ownHand, timeTokens, viewWith, type LiteView, type ViewParts } from "../view.js";

type HeroView = LiteView["heroes"][number];
type EnemyView = LiteView["enemies"][number];
type MapView = ReturnType<typeof mapView>;

/** A view function with entries of its own, for the successive states of one match. */
export function liteViewer(): (s: LiteState, seat: number | null) => LiteView {
  let lastMap: DungeonMap | null = null;
  let lastMapView: MapView | null = null;

  function mapOnce(map: DungeonMap): MapView {
    if (map !== lastMap || !lastMapView) {
      lastMapView = mapView(map);
      lastMap = map;
    }
    return lastMapView;
  }

  /** Per seat: the hero object, the mission object held, the mission, and the entry built from them. */
  const heroKeys: { h: HeroState; object: boolean; mission: string; view: HeroView }[] = [];
  let lastHeroes: HeroView[] = [];

  function heroesOnce(s: LiteState): HeroView[] {
    let same = lastHeroes.length === s.heroes.length;
    const out: HeroView[] = new Array(s.heroes.length);
    for (let i = 0; i < s.heroes.length; i++) {
      const h = s.heroes[i];
      let k = heroKeys[i];
      if (!k || k.h !== h || k.object !== s.missionObject || k.mission !== s.options.mission) {
        k = heroKeys[i] = { h, object: s.missionObject, mission: s.options.mission, view: heroView(s, h) };
      }
      out[i] = k.view;
      if (lastHeroes[i] !== k.view) same = false;
    }
    if (same) return lastHeroes;
    lastHeroes = out;
    return out;
  }

  /** Per place in the list: the enemy object, the players, its time tokens, and the entry built from them. */
  const enemyKeys: { e: EnemyState; players: number; left: number; view: EnemyView }[] = [];
  let lastEnemies: EnemyView[] = [];

  function enemiesOnce(s: LiteState): EnemyView[] {
    let same = lastEnemies.length === s.enemies.length;
    const out: EnemyView[] = new Array(s.enemies.length);
    for (let i = 0; i < s.enemies.length; i++) {
      const e = s.enemies[i];
      const left = e.down === null ? 0 : timeTokens(s, e.down);
      let k = enemyKeys[i];
      if (!k || k.e !== e || k.players !== s.players || k.left !== left) {
        k = enemyKeys[i] = { e, players: s.players, left, view: enemyView(s, e) };
      }
      out[i] = k.view;
      if (lastEnemies[i] !== k.view) same = false;
    }
    if (same) return lastEnemies;
    lastEnemies = out;
    return out;
  }

  const parts: ViewParts = { map: mapOnce, heroes: heroesOnce, enemies: enemiesOnce };
  let lastState: LiteState | null = null;
  let lastPublic = null as unknown as LiteView;

  return (s, seat) => {
    if (s !== lastState) {
      lastPublic = viewWith(s, null, parts);
      lastState = s;
    }
    return seat === null ? lastPublic : { ...lastPublic, hand: ownHand(s, seat) };
  };
}

/** The view of `seat` (null: the public view), equal to `view`: the engine's `view`, one viewer for every caller. */
export const cachedView = liteViewer();
