/**
 * The engine's `apply`: checks the seat, the phase and the rule of an action as ./actions.ts reads it, and carries
 * it out on one working copy of the state (`draft`, made by its fast path `copyState`; the records it made anew are
 * written out in one shape each by `shapeRecords`, a fast path that changes no value). A rejection has a stable
 * code and a reason citing the rule; a refused action leaves the state as it was (the working copy is dropped).
 */
import { accept, CommonCodes, reject, RULES_SEAT, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import { LiteCodes, type LiteAction } from "./actions.js";
import { attackAction } from "./attack.js";
import { play, playRefusal } from "./cards.js";
import { giveRefusal, give, openChest, openChestRefusal } from "./chests.js";
import { afterChoice, chooseEquipment, chooseHero, chooseSpell, keepExperience, levelUp } from "./choose.js";
import { controlAttack, controlChest, controlMove, controlRefusal } from "./control.js";
import { doorZones } from "./map/index.js";
import { unusedField } from "./fields.js";
import { openDoor, openDoorRefusal } from "./explore.js";
import { HeroName } from "./hero.js";
import { useItem, useItemRefusal } from "./items.js";
import { cast, castRefusal } from "./magic.js";
import { block } from "./enemy-attack.js";
import { chooseTieDice, discard } from "./pending.js";
import { adrenaline, counterattack, defend, pass, setReactions, towerShield } from "./reactions.js";
import { revive, reviveRefusal } from "./revive.js";
import { nextStep, runStep, settle } from "./rules.js";
import type { LiteState, Pending } from "./state.js";
import { place } from "./spawn.js";
import { copyState } from "./fast/copy-state.js";
import { keepLastMoveFast } from "./fast/last-move.js";
import { shapeRecords } from "./fast/shapes.js";
import { basicMove, step, takeTurn } from "./turn.js";
import { endTurnOf } from "./turn-end.js";
import { acceptOrder, claimRefusal, declineOrder, propose, settleOrder } from "./turn-order.js";
import { seatRef } from "../seat-refs.js";

const PHASE_WORDS = {
  choose: "while the heroes are being chosen",
  setup: "before the deal",
  event: "in the Event Phase",
  player: "in the Player Phase",
  enemy: "in the Enemy Phase",
  over: "after the game",
} as const;

const WAIT_WORDS: Record<Pending["kind"], (p: Pending) => string> = {
  discard: (p) => {
    const n = p.kind === "discard" ? p.count : 1;
    return `discard ${n} card${n === 1 ? "" : "s"} (LITE-HERO-14)`;
  },
  "level-up": () => "choose a card for 10 experience, or keep it (LITE-XP-3)",
  place: () => "choose where the enemy is placed (LITE-DEPLOY-9)",
  "tie-dice": () => "choose the dice for a tie-break roll (ruling LITE-Q-47)",
};

const wrongPhase = (s: LiteState, what: string): Rejected =>
  reject(CommonCodes.WRONG_PHASE, `${what} is not possible ${PHASE_WORDS[s.phase]}.`);

export function apply(s: LiteState, seat: number, a: LiteAction): ApplyResult<LiteState> {
  if (s.result !== null) return reject(CommonCodes.GAME_OVER, `The game is over: ${s.reason ?? ""}`);
  const d = copyState(s);
  const events: GameEvent[] = [];
  const why =
    a.type === "rules"
      ? rulesRefusal(s, seat, a.step)
      : a.type === "reactions"
        ? (validSeat(s, seat) ?? setReactions(d, seat, a.mode, events))
        : (seatRefusal(s, seat, a) ?? perform(d, seat, a, events));
  if (why) return why;
  if (a.type === "rules") runStep(d, a.step, events);
  settle(d, events);
  settleOrder(d, events);
  shapeRecords(s, d);
  keepLastMoveFast(s, d);
  return accept(d, events);
}

function rulesRefusal(s: LiteState, seat: number, step: string): Rejected | null {
  if (seat !== RULES_SEAT) return reject(LiteCodes.ONLY_THE_RULES, "Only the rules take their own steps (RULES_SEAT).");
  const due = nextStep(s);
  if (!due || due.step !== step)
    return reject(
      LiteCodes.RULES_STEP_NOT_DUE,
      `The rules' step "${step}" is not due now${due ? ` ("${due.step}" is)` : ""}.`,
    );
  return null;
}

const validSeat = (s: LiteState, seat: number): Rejected | null =>
  !Number.isInteger(seat) || seat < 0 || seat >= s.players
    ? reject(CommonCodes.INVALID_SEAT, "There is no such seat at this table.")
    : null;

function seatRefusal(s: LiteState, seat: number, a: LiteAction): Rejected | null {
  const bad = validSeat(s, seat);
  if (bad) return bad;
  const p = s.pending[0];
  if (p) {
    const answers =
      p.kind === "discard"
        ? a.type === "discard"
        : p.kind === "place"
          ? a.type === "place"
          : p.kind === "tie-dice"
            ? a.type === "tie-dice"
            : a.type === "choose-equipment" || a.type === "choose-spell" || a.type === "keep-experience";
    if (p.seat !== seat || !answers) {
      const who = s.heroes[p.seat] ? HeroName(s.heroes[p.seat]) : seatRef(p.seat);
      return reject(LiteCodes.WAITING_FOR_CHOICE, `${who} must first ${WAIT_WORDS[p.kind](p)}.`);
    }
    return null;
  }
  // Between the rules' own steps only chest cards change hands (ruling LITE-Q-18).
  if (nextStep(s) && a.type !== "give")
    return reject(LiteCodes.WAITING_FOR_CHOICE, "The rules are taking their own steps; wait for them.");
  return null;
}

const TURN_ACTIONS = new Set<LiteAction["type"]>([
  "move",
  "step",
  "open-door",
  "remove-door",
  "attack",
  "play",
  "cast",
  "use-item",
  "control-move",
  "control-attack",
  "control-chest",
  "revive",
  "open-chest",
  "level-up",
  "end-turn",
]);

/** Checks the rule and carries the action out on `d`; a rejection if it is not allowed now. */
function perform(d: LiteState, seat: number, a: LiteAction, events: GameEvent[]): Rejected | null {
  const idle = unusedField(a);
  if (idle) return idle;
  switch (a.type) {
    case "choose-hero":
    case "choose-spell":
    case "choose-equipment": {
      if (d.phase !== "choose" && !(d.pending[0]?.kind === "level-up")) return wrongPhase(d, "Choosing a card");
      if (d.phase !== "choose" && a.type === "choose-hero") return wrongPhase(d, "Choosing a hero");
      const r =
        a.type === "choose-hero"
          ? chooseHero(d, seat, a.card, events)
          : a.type === "choose-spell"
            ? chooseSpell(d, seat, a.spell, events)
            : chooseEquipment(d, seat, a.card, events);
      if (!r) afterChoice(d);
      return r;
    }
    case "discard":
      return discard(d, seat, a.card, events);
    case "keep-experience":
      return keepExperience(d, seat, events);
    case "place":
      return place(d, seat, a.zone, events);
    case "tie-dice":
      return chooseTieDice(d, seat, a.dice, events);
    case "block":
      return d.phase === "enemy" ? block(d, seat, a.criticals, events) : wrongPhase(d, "Spending blocks");
    case "take-turn":
      if (d.phase !== "player") return wrongPhase(d, "Taking a turn");
      return claimRefusal(d, seat) ?? takeTurn(d, seat, events);
    case "propose-order":
      return propose(d, seat, a.order, events);
    case "accept-order":
      return acceptOrder(d, seat, events);
    case "decline-order":
      return declineOrder(d, seat, events);
    case "give": {
      const r = giveRefusal(d, seat, a);
      if (!r) give(d, seat, a, events);
      return r;
    }
    case "defend":
      return d.phase === "enemy" ? defend(d, seat, a, events) : wrongPhase(d, "Defense");
    case "counterattack":
      return d.phase === "enemy" ? counterattack(d, seat, a, events) : wrongPhase(d, "Counterattack");
    case "adrenaline":
      return d.phase === "enemy" ? adrenaline(d, seat, a, events) : wrongPhase(d, "Adrenaline");
    case "pass":
      return d.phase === "enemy" ? pass(d, seat, events) : wrongPhase(d, "Passing");
    case "rules":
      return reject(LiteCodes.ONLY_THE_RULES, "Only the rules take their own steps.");
    default:
      break;
  }
  if (a.type === "use-item" && d.phase === "enemy") return towerShield(d, seat, a.card, events);
  if (!TURN_ACTIONS.has(a.type)) return reject(CommonCodes.UNKNOWN_ACTION, `Unknown action ${a.type}.`);
  if (d.phase !== "player") return wrongPhase(d, "That action");
  if (!d.turn)
    return reject(
      CommonCodes.NOT_YOUR_TURN,
      "Claim a turn first (take-turn): the heroes act one after another (LITE-PLAYER-1/2).",
    );
  if (d.turn.seat !== seat)
    return reject(
      CommonCodes.NOT_YOUR_TURN,
      `It is ${HeroName(d.heroes[d.turn.seat]).toLowerCase()}'s turn (LITE-PLAYER-2).`,
    );
  return turnAction(d, seat, a, events);
}

function turnAction(d: LiteState, seat: number, a: LiteAction, events: GameEvent[]): Rejected | null {
  const h = d.heroes[seat];
  let r: Rejected | null;
  switch (a.type) {
    case "move":
      return basicMove(d, seat, a.card, events);
    case "step":
      return step(d, seat, a.zone, events);
    case "attack":
      return attackAction(d, seat, a, events);
    case "end-turn":
      endTurnOf(d, events);
      return null;
    case "level-up":
      return levelUp(d, seat, events);
    case "open-door":
      r = openDoorRefusal(d, seat, a);
      if (!r) openDoor(d, seat, a, events);
      return r;
    case "remove-door":
      if (!doorZones(d.map).includes(h.zone))
        return reject(LiteCodes.NO_DOOR_HERE, "The barred door is not at your zone (LITE-DOOR-7).");
      d.map = { ...d.map, door: null };
      d.doorTimer = null;
      events.push({
        kind: "door-removed",
        seat,
        text: `${HeroName(h)} opens the barred door and removes it (LITE-DOOR-7).`,
      });
      return null;
    case "play":
      r = playRefusal(d, seat, a);
      if (!r) play(d, seat, a, events);
      return r;
    case "cast":
      r = castRefusal(d, seat, a);
      if (!r) cast(d, seat, a, events);
      return r;
    case "use-item":
      r = useItemRefusal(d, seat, a);
      if (!r) useItem(d, seat, a, events);
      return r;
    case "revive":
      r = reviveRefusal(d, seat, a);
      if (!r) revive(d, seat, a, events);
      return r;
    case "open-chest":
      r = openChestRefusal(d, seat);
      if (!r) openChest(d, seat, events);
      return r;
    case "control-move":
      r = controlRefusal(d, "control-move", a.zone);
      if (!r) controlMove(d, a.zone, events);
      return r;
    case "control-attack":
      r = controlRefusal(d, "control-attack", a.target);
      if (!r) controlAttack(d, a.target, events);
      return r;
    case "control-chest":
      r = controlRefusal(d, "control-chest");
      if (!r) controlChest(d, events);
      return r;
    default:
      return reject(CommonCodes.UNKNOWN_ACTION, `Unknown action ${a.type}.`);
  }
}
