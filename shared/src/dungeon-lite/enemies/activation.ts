/**
 * One enemy's activation (Enemy behavior; 3) Enemy Phase; Doors: LITE-ENEMYCARD-5, -7..-14, LITE-BEHAVIOR-1..9,
 * LITE-INIT-6, LITE-DOOR-3, LITE-DOOR-6; rulings LITE-Q-19..24, LITE-Q-35).
 *
 * On the board as it is now, the enemy first moves (when it moves under this card, movement.ts), then attacks the
 * nearest hero from where it ended (attack.ts), choosing among heroes at equal distance (target.ts). A basic enemy
 * that cannot attack runs (running.ts). One placed this phase by LITE-ENEMYCARD-6 moves and does not attack, nor
 * run: it does not attack by that rule, not for want of sight (LITE-ENEMYCARD-7, ruling LITE-Q-19). Enemies the
 * card does not activate (card.ts: a knocked-down Undead, a basic enemy of a type the card does not name) return an
 * activation with no path and no attack.
 *
 * The barred door (LITE-DOOR-3/6, ruling LITE-Q-35): enemies neither walk nor shoot through it. When an enemy cannot
 * attack the nearest hero because of the door (on the same board without the door it would), it attacks another
 * hero instead: it moves toward, and attacks, the nearest of the other heroes it can attack; if it can attack none
 * of them, it still goes for them rather than wait at the door.
 */
import type { EnemyPhaseCard } from "../content/index.js";
import type { ZoneId } from "../map/index.js";
import type { RngState } from "../../rng.js";
import { attackOptions, shotWords } from "./attack.js";
import { enemyOf, heroWords, isBasic, profileOf, standingHeroes, withoutDoor } from "./board.js";
import { idleReason, movesFirst } from "./card.js";
import { behaviourMove } from "./movement.js";
import { run } from "./running.js";
import { chooseTarget, remember } from "./target.js";
import type { Activation, AttackMemory, Board, EnemyFigure, HeroFigure, TieBreak } from "./types.js";
import { zoneWords } from "../zone-words.js";

/** An activation being planned; `words` says what it did ("moves 1 zone to entrance/2 and attacks the Warrior ..."). */
type Plan = Omit<Activation, "enemy" | "reason"> & { readonly words: string };

/** "moves 1 zone to X and attacks ...", "moves 2 zones to X but cannot attack (...)", "cannot attack (...)". */
const sentence = (move: string | null, act: string, attacks: boolean): string =>
  move === null ? act : `${move}${attacks ? " and " : " but "}${act}`;

/** The activation against the heroes `heroes` (the standing ones, or fewer when the door turns it away). */
function plan(
  board: Board,
  enemy: EnemyFigure,
  card: EnemyPhaseCard,
  heroes: readonly HeroFigure[],
  memory: AttackMemory,
  rng: RngState,
): [Plan, RngState] {
  let r = rng;
  let input = { board, enemy, heroes, memory };
  const path: ZoneId[] = [];
  const tieBreaks: TieBreak[] = [];
  const moved = movesFirst(enemy, card);
  let move: string | null = null;
  if (moved) {
    let m;
    [m, r] = behaviourMove(input, r);
    path.push(...m.path);
    move = m.words;
    tieBreaks.push(...m.tieBreaks);
    input = { ...input, enemy: { ...enemy, zone: path[path.length - 1] ?? enemy.zone }, memory: m.memory };
  }
  if (enemy.justPlaced) {
    const words = sentence(move, "does not attack: it was placed this phase (LITE-ENEMYCARD-7)", false);
    return [{ path, ran: false, attack: null, words, memory: input.memory, tieBreaks }, r];
  }
  const { options, why } = attackOptions(board.map, input.enemy, input.enemy.zone, heroes);
  if (options.length > 0) {
    let choice;
    [choice, r] = chooseTarget(
      options.map((o) => o.hero),
      input.memory,
      r,
    );
    const shot = options.find((o) => o.hero.seat === choice.hero.seat)!.shot;
    if (choice.tieBreak) tieBreaks.push(choice.tieBreak);
    const words = sentence(move, `${shotWords(choice.hero, shot)}${choice.why ? ` (${choice.why})` : ""}`, true);
    return [{ path, ran: false, attack: shot, words, memory: remember(choice.memory, choice.hero.seat), tieBreaks }, r];
  }
  if (!isBasic(enemy)) {
    return [
      {
        path,
        ran: false,
        attack: null,
        words: sentence(move, `cannot attack (${why})`, false),
        memory: input.memory,
        tieBreaks,
      },
      r,
    ];
  }
  const [m, afterRun] = run(input, moved ? 1 : 0, r);
  const words = sentence(move, `cannot attack (${why}), so it runs: ${m.words}`, false);
  return [
    {
      path: [...path, ...m.path],
      ran: true,
      attack: null,
      words,
      memory: m.memory,
      tieBreaks: [...tieBreaks, ...m.tieBreaks],
    },
    afterRun,
  ];
}

/**
 * With the barred door on the map and no attack planned: when the door is what keeps the enemy from attacking the
 * nearest hero (on the same board without the door it would attack them), the plan against the other heroes, with
 * the heroes the door kept it from (LITE-DOOR-6); null when it is not the door. The enemy goes for the nearest
 * other hero it can attack; if it can attack none, it still goes for the others, not for the door.
 */
function redirect(
  board: Board,
  enemy: EnemyFigure,
  card: EnemyPhaseCard,
  memory: AttackMemory,
  rng: RngState,
): [Plan, RngState, HeroFigure[]] | null {
  const open = { ...board, map: withoutDoor(board.map) };
  let heroes = standingHeroes(board);
  const kept: HeroFigure[] = [];
  let last: [Plan, RngState] | null = null;
  for (;;) {
    const [would] = plan(open, enemy, card, heroes, memory, rng);
    if (!would.attack) break;
    const seat = would.attack.seat;
    kept.push(heroes.find((h) => h.seat === seat)!);
    heroes = heroes.filter((h) => h.seat !== seat);
    if (heroes.length === 0) break;
    last = plan(board, enemy, card, heroes, memory, rng);
    if (last[0].attack) break;
  }
  return last === null ? null : [last[0], last[1], kept];
}

/** One enemy's activation against the board as it is now (earlier activations already applied by the engine). */
export function activate(
  board: Board,
  id: number,
  card: EnemyPhaseCard,
  memory: AttackMemory,
  rng: RngState,
): [Activation, RngState] {
  const enemy = enemyOf(board, id);
  const who = `${profileOf(enemy).name} in ${zoneWords(enemy.zone)}`;
  const idle = idleReason(enemy, card);
  if (idle)
    return [{ enemy: id, path: [], ran: false, attack: null, reason: `${who} ${idle}`, memory, tieBreaks: [] }, rng];
  const [first, afterFirst] = plan(board, enemy, card, standingHeroes(board), memory, rng);
  let chosen = first;
  let r = afterFirst;
  let prefix = "";
  if (!first.attack && board.map.door !== null && !enemy.justPlaced) {
    const turned = redirect(board, enemy, card, memory, rng);
    if (turned) {
      [chosen, r] = turned;
      prefix = `, kept from ${heroWords(turned[2])} by the barred door, goes for another hero:`;
    }
  }
  const reason = `${who}${prefix} ${chosen.words}`;
  const { path, ran, attack, tieBreaks } = chosen;
  return [{ enemy: id, path, ran, attack, reason, memory: chosen.memory, tieBreaks }, r];
}
