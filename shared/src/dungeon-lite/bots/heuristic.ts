/**
 * The heuristic hero bot: a pure choice over its seat's view and `legal` (it never sees hidden information), that
 * plays any hero in a seat. It picks a hero and its gear (./values.ts); in its turn it plans attacks and moves
 * against what the next Enemy Phase may cost the party (./turn.ts, ./plan.ts), explores with the party toward the
 * objective, opens chests, revives; in the Enemy Phase it defends and counterattacks when that pays (./react.ts).
 * `random` breaks the ties of its first choices only, so it is deterministic given it. The same bot plays any table
 * of weights (./weights.ts): `heuristic` the designed one, `strong` the one the weight search found.
 */
import type { Bot } from "../../engine.js";
import type { LiteAction } from "../actions.js";
import type { ClassId } from "../content/index.js";
import type { LiteView } from "../view.js";
import { blocks, discard, reaction, tieDice } from "./react.js";
import { read } from "./read.js";
import { ownTurn } from "./turn.js";
import { equipmentRank, heroRank, spellRank } from "./values.js";
import { ofType } from "./lists.js";
import { HEURISTIC_WEIGHTS, STRONG_WEIGHTS, withWeights, type Weights } from "./weights.js";

type A = LiteAction;
const of = <T extends A["type"]>(legal: readonly A[], type: T): Extract<A, { type: T }>[] => ofType(legal, type);

function chooseHero(v: LiteView, legal: readonly A[], random: number): A {
  const heroes = of(legal, "choose-hero");
  const best = Math.min(...heroes.map((h) => heroRank(h.card, v.players)));
  const options = heroes.filter((h) => heroRank(h.card, v.players) === best);
  return options[Math.floor(random * options.length)] ?? legal[0];
}

function chooseGear(v: LiteView, legal: readonly A[], seat: number): A {
  const cls = v.heroes[seat]?.cls as ClassId | undefined;
  const spells = of(legal, "choose-spell").sort((x, y) => spellRank(x.spell) - spellRank(y.spell));
  const gear = of(legal, "choose-equipment").sort((x, y) =>
    cls ? equipmentRank(cls, x.card) - equipmentRank(cls, y.card) : 0,
  );
  if (v.phase === "choose") return spells[0] ?? gear[0] ?? legal[0];
  const me = v.heroes[seat];
  const staff = gear[0] && cls && equipmentRank(cls, gear[0].card) === 0;
  if (spells.length && !staff && (me.magic.length < 2 || gear.length === 0)) return spells[0];
  return gear[0] ?? spells[0] ?? legal[0];
}

function decide(v: LiteView, legal: readonly A[], seat: number, random: number): A {
  const first = legal[0];
  if (legal.length === 1) return first;
  switch (first.type) {
    case "choose-hero":
      return chooseHero(v, legal, random);
    case "choose-spell":
    case "choose-equipment":
      return chooseGear(v, legal, seat);
    case "discard":
      return discard(legal);
    case "place":
      // The zone chance would pick is listed first: the bot leaves it to chance, as the rules did (LITE-Q-30).
      return first;
    case "block":
      return blocks(legal);
    case "tie-dice":
      return tieDice(v, seat);
    default:
      break;
  }
  if (v.phase === "enemy") return reaction(read(v, seat), legal);
  if (v.turn?.seat === seat) {
    // Experience kept at a level-up (it never keeps it itself, but a person's seat it stands in for may have).
    const spend = legal.find((a) => a.type === "level-up");
    return spend ?? ownTurn(read(v, seat), legal);
  }
  return legal.find((a) => a.type === "take-turn" || a.type === "accept-order") ?? first;
}

/** The bot playing the table `weights`, named `name`. */
export function weightedBot(name: string, weights: Weights): Bot<LiteView, LiteAction> {
  return { name, choose: (v, legal, seat, random) => withWeights(weights, () => decide(v, legal, seat, random)) };
}

export const heuristicBot = weightedBot("heuristic", HEURISTIC_WEIGHTS);

/** The strongest simple policy found: the balance bands hold for it (docs/balance.md). */
export const strongBot = weightedBot("strong", STRONG_WEIGHTS);
