/**
 * The engine's `apply`: checks the seat, the phase and the rule (`refusal`) of an action as ./actions.ts reads it,
 * then carries it out on one working copy of the state (`perform`). Every rejection has a stable code and a reason
 * citing the rule.
 */
import { contains, plus, without } from "./lists.js";
import { accept, CommonCodes, reject, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import { card } from "./content/index.js";
import { FleeCodes, type FleeAction } from "./actions.js";
import { banish, paysPair } from "./banish.js";
import { canDefeat, commit, commitType, selectionDefeats } from "./combat.js";
import { N_CORRIDORS } from "./corridors.js";
import { HAND_SIZE } from "./deck.js";
import { MAX_TAKE_BACKS, countStall } from "./progress.js";
import { goTo, moveRule } from "./round.js";
import { draft, type FleeState } from "./state.js";
import { keepLastMove } from "./last-move.js";
import { figuresMovedFast } from "./fast/last-move.js";
import { eventList } from "./fast/packed.js";
import { treasureBlocked, useTreasure } from "./treasure.js";
import { attemptWords } from "./attempt-words.js";

const wrongPhase = (s: FleeState, what: string) =>
  reject(CommonCodes.WRONG_PHASE, `${what} is not possible in the "${s.phase}" phase`);

export function apply(s: FleeState, seat: number, action: FleeAction): ApplyResult<FleeState> {
  if (!Number.isInteger(seat) || seat !== 0)
    return reject(CommonCodes.INVALID_SEAT, "Dungeon Flee is a solo game: the only seat is 0");
  if (s.phase === "over") return reject(CommonCodes.GAME_OVER, "the game has ended (FLEE-END-1, FLEE-END-2)");
  const refused = refusal(s, action);
  if (refused) return refused;
  const d = draft(s);
  const events = eventList();
  perform(d, action, events);
  countStall(s, d, events);
  keepLastMove(s, d, figuresMovedFast);
  return accept(d, events);
}

/** Why this action is not allowed now, or null when it is (checked in the order the rules apply). */
function refusal(s: FleeState, a: FleeAction): Rejected | null {
  switch (a.type) {
    case "enter": {
      if (s.phase !== "start") return wrongPhase(s, "choosing any corridor (first turn only, FLEE-HARD-2)");
      if (a.corridor < 0 || a.corridor >= N_CORRIDORS)
        return reject(FleeCodes.NO_SUCH_CORRIDOR, "`corridor` must be an integer 0..5 (six corridors, FLEE-TERMS-1)");
      return null;
    }
    case "select":
    case "deselect": {
      if (s.phase !== "encounter") return wrongPhase(s, "selecting cards for an attempt (step 2)");
      const id = a.card;
      if (!contains(s.hand, id))
        return reject(
          FleeCodes.CARD_NOT_IN_HAND,
          "that card is not in your hand (FLEE-ROUND-20: you play cards from your hand)",
        );
      if (a.type === "deselect") {
        if (!contains(s.selected, id)) return reject(FleeCodes.CARD_NOT_SELECTED, "that card is not selected");
        return s.takeBacks < MAX_TAKE_BACKS
          ? null
          : reject(
              FleeCodes.NO_MORE_TAKE_BACKS,
              `you have taken back ${MAX_TAKE_BACKS} cards in this attempt, the most allowed (so that games end; see the ruling "Games end")`,
            );
      }
      if (contains(s.selected, id)) return reject(FleeCodes.ALREADY_SELECTED, "that card is already selected");
      if (s.selected.length >= HAND_SIZE)
        return reject(FleeCodes.TOO_MANY_CARDS, "you play at most 5 cards in an attempt (FLEE-OVERVIEW-6)");
      return null;
    }
    case "fight":
    case "open":
    case "disarm": {
      if (s.phase !== "encounter") return wrongPhase(s, "an attempt (step 2)");
      const c = s.corridors[s.location as number];
      const want = commitType(card(c.cards[c.cards.length - 1]).kind);
      if (a.type !== want)
        return reject(
          FleeCodes.WRONG_COMMIT,
          `the encounter showing needs "${want}" (monsters are fought, doors opened, traps disarmed)`,
        );
      if (!selectionDefeats(s) && canDefeat(s))
        return reject(
          FleeCodes.MUST_DEFEAT,
          "your hand (with your treasures) can defeat this encounter, so you cannot fail on purpose: select cards that defeat it (FLEE-ROUND-20/22, ruling FLEE-Q-23)",
        );
      return null;
    }
    case "treasure": {
      const id = a.card;
      if (s.phase === "start") return wrongPhase(s, "using a treasure");
      if (!contains(s.inventory, id))
        return reject(FleeCodes.NOT_IN_INVENTORY, "that treasure is not in your inventory (FLEE-TREASURE-1)");
      const why = treasureBlocked(s, id);
      if (why) return reject(FleeCodes.NO_EFFECT_NOW, `${why} (FLEE-TREASURE-3, ruling FLEE-Q-9)`);
      return null;
    }
    case "banish": {
      if (s.phase === "encounter")
        return reject(
          FleeCodes.BANISH_IN_COMBAT,
          "you banish cards only after the attempt or on a non-encounter, not during combat (FLEE-OVERVIEW-7, ruling FLEE-Q-11)",
        );
      if (s.phase !== "after") return wrongPhase(s, "banishing");
      const { pay: payIds, target } = a;
      if (!contains(s.hand, payIds[0]) || (payIds.length === 2 && !contains(s.hand, payIds[1])))
        return reject(
          FleeCodes.CARD_NOT_IN_HAND,
          "the sword and shield must be played from your hand (FLEE-ENCOUNTER-6)",
        );
      if (!paysPair(payIds))
        return reject(
          FleeCodes.INVALID_PAYMENT,
          "banishing costs a sword and a shield: one card showing both, or two cards showing one each (FLEE-ROUND-9/10, ruling FLEE-Q-12)",
        );
      if (!contains(s.hand, target) || contains(payIds, target))
        return reject(FleeCodes.INVALID_TARGET, "the banished card must be another card in your hand (FLEE-ROUND-9)");
      return null;
    }
    case "stay":
    case "move": {
      if (s.phase !== "after") return wrongPhase(s, "choosing to stay or move (step 1/3)");
      const rule = moveRule(s);
      if (a.type === "stay") return rule.stay ? null : reject(rule.code!, rule.reason!);
      return rule.move ? null : reject(rule.code!, rule.reason!);
    }
  }
}

/** Carries out an allowed action on the working copy `d` (see `draft` in state.ts). */
function perform(d: FleeState, a: FleeAction, events: GameEvent[]): void {
  switch (a.type) {
    // The card is named to its player alone: the selection is hidden from spectators (view.ts), who read the count.
    case "select":
      d.selected = plus(d.selected, a.card);
      events.push(...attemptWords(d, a.card, "adds", "to"));
      return;
    case "deselect":
      d.selected = without(d.selected, a.card);
      d.takeBacks += 1;
      events.push(...attemptWords(d, a.card, "takes", "back from"));
      return;
    case "treasure":
      return useTreasure(d, a.card, events);
    case "banish":
      return banish(d, a.pay, a.target, events);
    case "enter":
    case "stay":
    case "move":
      return goTo(d, a, events);
    default:
      return commit(d, events); // fight, open, disarm
  }
}
