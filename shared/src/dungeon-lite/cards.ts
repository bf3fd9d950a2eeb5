/**
 * Action cards played for their text in the hero's own turn (LITE-ACTION-1/3/6, LITE-ACT-1..3, LITE-MOVE-3,
 * LITE-ATTACK-13): the card (and Drain's second card) is discarded; a card that involves movement or attacking
 * uses up the turn's Move or Attack even if the hero does not move or attack. Steps with no choice happen at once
 * (energy, Flask, Bar the Door); a move or an attack step is carried out by the `step` and `attack` actions that
 * follow, in the card's order (`TurnState.program`).
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard, type ActionStep } from "./content/index.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { HeroName, recoverEnergy, setHero } from "./hero.js";
import { barDoor } from "./map/index.js";
import type { LiteState } from "./state.js";
import { interrupt, moveLength, spend } from "./turn.js";
import { SIDE_WORDS, zoneWords } from "./zone-words.js";

const WHEN = {
  "attack-rolled": "in the Enemy Phase, when an enemy's dice against you are rolled",
  attacked: "in the Enemy Phase, after an enemy's attack against you",
  "own-turn": "in your own turn",
} as const;

export function playRefusal(s: LiteState, seat: number, a: ActionOf<"play">): Rejected | null {
  const h = s.heroes[seat];
  const t = s.turn!;
  if (!h.hand.includes(a.card)) return reject(LiteCodes.CARD_NOT_IN_HAND, "That card is not in your hand.");
  const c = actionCard(a.card);
  if (!c.action)
    return reject(
      LiteCodes.WRONG_CARD,
      `${c.name} has no action text: discard it for a basic action (move, attack, revive) instead (LITE-ACTION-2, LITE-EVENT-2).`,
    );
  if (c.action.timing !== "own-turn")
    return reject(LiteCodes.WRONG_TIME, `${c.name} is played ${WHEN[c.action.timing]} (LITE-ACTION-6/7).`);
  if (c.action.involvesMove && t.moved)
    return reject(
      LiteCodes.ALREADY_MOVED,
      `${c.name} involves movement, and you have already moved this turn (LITE-MOVE-3, LITE-ACT-1).`,
    );
  if (c.action.involvesAttack && t.attacked)
    return reject(
      LiteCodes.ALREADY_ATTACKED,
      `${c.name} involves attacking, and you have already attacked this turn (LITE-ATTACK-13, LITE-ACT-2).`,
    );
  if (c.action.extraDiscard === 0 && a.extra !== undefined)
    return reject(LiteCodes.NO_EXTRA_CARD, `${c.name} takes no extra card to discard: leave "extra" out.`);
  if (c.action.extraDiscard > 0) {
    if (a.extra === undefined)
      return reject(LiteCodes.NOT_ENOUGH_CARDS, `${c.name} needs 1 more action card to discard: name it as "extra".`);
    if (a.extra === a.card || !h.hand.includes(a.extra))
      return reject(LiteCodes.CARD_NOT_IN_HAND, `The extra card for ${c.name} must be another card in your hand.`);
  }
  if (c.action.steps.some((st) => st.kind === "bar-door")) {
    if (!a.exit) return reject(LiteCodes.NO_DOOR_HERE, "Name the open exit of your zone to bar (`exit`).");
    if (!barDoor(s.map, h.zone, a.exit)) {
      return reject(
        LiteCodes.NO_DOOR_HERE,
        `You must stand in the exit's zone, and the exit must be open, joining 2 terrain segments (LITE-DOOR-1/2).`,
      );
    }
  }
  return null;
}

const interactive = (st: ActionStep): boolean => st.kind === "move" || st.kind === "attack";

export function play(d: LiteState, seat: number, a: ActionOf<"play">, events: GameEvent[]): void {
  const c = actionCard(a.card);
  const act = c.action!;
  const h = d.heroes[seat];
  interrupt(d);
  spend(d, seat, a.extra === undefined ? [a.card] : [a.card, a.extra]);
  d.turn = { ...d.turn!, moved: d.turn!.moved || act.involvesMove, attacked: d.turn!.attacked || act.involvesAttack };
  events.push({
    kind: "card-played",
    seat,
    text: `${HeroName(h)} plays ${c.name}${a.extra ? ` (and discards ${actionCard(a.extra).name})` : ""}: ${c.text}`,
  });
  let first = -1;
  act.steps.forEach((st, i) => {
    if (interactive(st)) {
      if (first < 0) first = i;
      return;
    }
    if (first >= 0) return;
    runStep(d, seat, st, a, events);
  });
  if (first >= 0) {
    const st = act.steps[first];
    d.turn = {
      ...d.turn!,
      program: { card: a.card, step: first, targets: [] },
      stepsLeft: st.kind === "move" ? moveLength(d, seat, st) : 0,
    };
  }
}

function runStep(d: LiteState, seat: number, st: ActionStep, a: ActionOf<"play">, events: GameEvent[]): void {
  const h = d.heroes[seat];
  switch (st.kind) {
    case "recover-energy": {
      const got = recoverEnergy(d, seat, st.amount);
      events.push({ kind: "energy", seat, text: `${HeroName(h)} recovers ${got} energy.` });
      return;
    }
    case "refill-next-event":
      setHero(d, seat, { refillNext: true });
      return;
    case "bar-door": {
      const moved = d.map.door !== null;
      d.map = barDoor(d.map, h.zone, a.exit!)!;
      d.doorTimer = null;
      events.push({
        kind: "door-barred",
        seat,
        text: `${HeroName(h)} ${moved ? "moves the Door figure to" : "bars"} the exit of ${zoneWords(d.map.door!.zone)} (${SIDE_WORDS[d.map.door!.side]}) (LITE-DOOR-1, ruling LITE-Q-35).`,
      });
      return;
    }
    default:
      return;
  }
}
