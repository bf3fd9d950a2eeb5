/**
 * The engine's `apply`: checks the shape of untrusted input, the seat, the phase and the rule, then dispatches.
 * Never throws on bad input; every rejection has a stable code and a reason citing the rule.
 */
import { plus, without } from "./lists.js";
import { accept, CommonCodes, reject, type ApplyResult, type GameEvent } from "../engine.js";
import { card, isCardId } from "./content/index.js";
import { FleeCodes } from "./actions.js";
import { banish, paysPair } from "./banish.js";
import { commit, commitType } from "./combat.js";
import { N_CORRIDORS } from "./corridors.js";
import { HAND_SIZE } from "./deck.js";
import { enter, move, moveRule, stay } from "./round.js";
import { draft, type FleeState } from "./state.js";
import { treasureBlocked, useTreasure } from "./treasure.js";

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

const wrongPhase = (s: FleeState, what: string) =>
  reject(CommonCodes.WRONG_PHASE, `${what} is not possible in the "${s.phase}" phase`);

export function apply(s: FleeState, seat: number, action: unknown): ApplyResult<FleeState> {
  if (!Number.isInteger(seat) || seat !== 0) return reject(CommonCodes.INVALID_SEAT, "Dungeon Flee is a solo game: the only seat is 0");
  if (!isObj(action) || typeof action.type !== "string") return reject(CommonCodes.MALFORMED_ACTION, "an action is an object with a string `type`");
  if (s.phase === "over") return reject(CommonCodes.GAME_OVER, "the game has ended (FLEE-END-1, FLEE-END-2)");
  const events: GameEvent[] = [];
  const a = action;
  switch (a.type) {
    case "enter": {
      if (s.phase !== "start") return wrongPhase(s, "choosing any corridor (first turn only, FLEE-HARD-2)");
      const i = a.corridor;
      if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= N_CORRIDORS) return reject(FleeCodes.NO_SUCH_CORRIDOR, "`corridor` must be an integer 0..5 (six corridors, FLEE-TERMS-1)");
      const d = draft(s);
      enter(d, i, events);
      return accept(d, events);
    }
    case "select":
    case "deselect": {
      if (s.phase !== "encounter") return wrongPhase(s, "selecting cards for an attempt (step 2)");
      const id = a.card;
      if (!isCardId(id) || !s.hand.includes(id)) return reject(FleeCodes.CARD_NOT_IN_HAND, "that card is not in your hand (FLEE-ROUND-20: you play cards from your hand)");
      if (a.type === "deselect") {
        if (!s.selected.includes(id)) return reject(FleeCodes.CARD_NOT_SELECTED, "that card is not selected");
        const d = draft(s);
        d.selected = without(s.selected, id);
        return accept(d);
      }
      if (s.selected.includes(id)) return reject(FleeCodes.ALREADY_SELECTED, "that card is already selected");
      if (s.selected.length >= HAND_SIZE) return reject(FleeCodes.TOO_MANY_CARDS, "you play at most 5 cards in an attempt (FLEE-OVERVIEW-6)");
      const d = draft(s);
      d.selected = plus(s.selected, id);
      return accept(d);
    }
    case "fight":
    case "open":
    case "disarm": {
      if (s.phase !== "encounter") return wrongPhase(s, "an attempt (step 2)");
      const c = s.corridors[s.location as number];
      const want = commitType(card(c.cards[c.cards.length - 1]).kind);
      if (a.type !== want) return reject(FleeCodes.WRONG_COMMIT, `the encounter showing needs "${want}" (monsters are fought, doors opened, traps disarmed)`);
      const d = draft(s);
      commit(d, events);
      return accept(d, events);
    }
    case "treasure": {
      const id = a.card;
      if (s.phase === "start") return wrongPhase(s, "using a treasure");
      if (!isCardId(id) || !s.inventory.includes(id)) return reject(FleeCodes.NOT_IN_INVENTORY, "that treasure is not in your inventory (FLEE-TREASURE-1)");
      const why = treasureBlocked(s, id);
      if (why) return reject(FleeCodes.NO_EFFECT_NOW, `${why} (FLEE-TREASURE-3, ruling FLEE-Q-9)`);
      const d = draft(s);
      useTreasure(d, id, events);
      return accept(d, events);
    }
    case "banish": {
      if (s.phase === "encounter") return reject(FleeCodes.BANISH_IN_COMBAT, "you banish cards only after the attempt or on a non-encounter, not during combat (FLEE-OVERVIEW-7, ruling FLEE-Q-11)");
      if (s.phase !== "after") return wrongPhase(s, "banishing");
      const pay = a.pay;
      const target = a.target;
      if (!Array.isArray(pay) || pay.length < 1 || pay.length > 2 || !isCardId(pay[0]) || (pay.length === 2 && (!isCardId(pay[1]) || pay[0] === pay[1]))) {
        return reject(CommonCodes.MALFORMED_ACTION, "`pay` is a list of one or two distinct card ids");
      }
      const payIds = pay as string[];
      if (!s.hand.includes(payIds[0]) || (payIds.length === 2 && !s.hand.includes(payIds[1]))) return reject(FleeCodes.CARD_NOT_IN_HAND, "the sword and shield must be played from your hand (FLEE-ENCOUNTER-6)");
      if (!paysPair(payIds)) return reject(FleeCodes.INVALID_PAYMENT, "banishing costs a sword and a shield: one card showing both, or two cards showing one each (FLEE-ROUND-9/10, ruling FLEE-Q-12)");
      if (!isCardId(target) || !s.hand.includes(target) || payIds.includes(target)) return reject(FleeCodes.INVALID_TARGET, "the banished card must be another card in your hand (FLEE-ROUND-9)");
      const d = draft(s);
      banish(d, payIds, target, events);
      return accept(d, events);
    }
    case "stay":
    case "move": {
      if (s.phase !== "after") return wrongPhase(s, "choosing to stay or move (step 1/3)");
      const rule = moveRule(s);
      if (a.type === "stay") {
        if (!rule.stay) return reject(rule.code!, rule.reason!);
        const d = draft(s);
        stay(d, events);
        return accept(d, events);
      }
      if (a.dir !== "cw" && a.dir !== "ccw") return reject(CommonCodes.MALFORMED_ACTION, '`dir` is "cw" or "ccw": a Move goes to an adjacent corridor (FLEE-TERMS-5)');
      if (!rule.move) return reject(rule.code!, rule.reason!);
      const d = draft(s);
      move(d, a.dir, events);
      return accept(d, events);
    }
    default:
      return reject(CommonCodes.UNKNOWN_ACTION, `unknown action type "${String(a.type).slice(0, 40)}"`);
  }
}
