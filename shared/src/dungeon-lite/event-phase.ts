/**
 * The Event Phase (LITE-ACTION-4/5, LITE-EVENT-1/2, LITE-BEHAVIOR-12, LITE-DOOR-5, rulings LITE-Q-16, LITE-Q-24,
 * LITE-Q-35, LITE-Q-40), as two rules' steps: "event-start" opens the barred door whose time is out and raises
 * the Undead whose time is out; then one "event-draw" per standing hero in seat order: 2 cards (up to Life after a
 * Flask), never beyond Life, each event resolved as it comes. A wound to discard pauses the draw until chosen.
 */
import type { GameEvent } from "../engine.js";
import { EVENT_DRAW, UNDEAD_DOWN_TURNS, enemyProfile } from "./content/index.js";
import { usedPoints } from "./enemy.js";
import { HeroName, setHero } from "./hero.js";
import { hasRoom, removeDoor } from "./map/index.js";
import { receiveCards, roomInHand } from "./receive.js";
import type { LiteState } from "./state.js";
import { zoneWords } from "./zone-words.js";

/** Whether a knocked-down Undead's time is out: 2 Enemy Phases have begun and ended since it fell (ruling LITE-Q-24). */
export const undeadTimeOut = (s: LiteState, down: number): boolean => s.enemyPhases - down >= UNDEAD_DOWN_TURNS;

export function eventStart(d: LiteState, events: GameEvent[]): void {
  if (d.map.door !== null && d.doorTimer === 0) {
    d.map = removeDoor(d.map);
    d.doorTimer = null;
    events.push({
      kind: "door-opened",
      text: "After 2 Enemy Phases the barred door gives way and is removed (LITE-DOOR-5).",
    });
  }
  for (const e of d.enemies) {
    if (e.down === null || !undeadTimeOut(d, e.down)) continue;
    if (!hasRoom(usedPoints(d, e.zone), enemyProfile(e.type).occupancy)) {
      events.push({
        kind: "undead-waits",
        text: `The Undead in ${zoneWords(e.zone)} cannot rise: its zone is full (ruling LITE-Q-28).`,
      });
      continue;
    }
    d.enemies = d.enemies.map((x) => (x.id === e.id ? { ...x, down: null, wounds: 0 } : x));
    events.push({
      kind: "undead-rises",
      text: `The Undead in ${zoneWords(e.zone)} gets back up at full life (LITE-BEHAVIOR-12).`,
    });
  }
  d.eventPhase = { seats: d.heroes.filter((h) => !h.knockedOut).map((h) => h.seat), left: null };
  d.auto = "event-draw";
  if (d.eventPhase.seats.length === 0) beginPlayerPhase(d, events);
  else events.push({ kind: "event-draws", text: "Each standing hero in turn draws event cards (LITE-ACTION-4)." });
}

export function eventDraw(d: LiteState, events: GameEvent[]): void {
  const ep = d.eventPhase!;
  const seat = ep.seats[0];
  const h = d.heroes[seat];
  let left = ep.left;
  if (left === null) {
    const room = roomInHand(d, seat);
    left = h.refillNext ? room : Math.min(EVENT_DRAW, room);
    if (h.refillNext) {
      setHero(d, seat, { refillNext: false });
      events.push({ kind: "flask", seat, text: `${HeroName(h)}'s Flask: cards up to Life this Event Phase.` });
    }
    if (left === 0)
      events.push({
        kind: "hand-full",
        seat,
        text: `${HeroName(h)} holds as many cards as Life allows and receives none (LITE-ACTION-4).`,
      });
  }
  left -= receiveCards(d, seat, left, events);
  if (d.result !== null) return;
  // A wound to discard pauses the draw; the rest comes once it is chosen (the step is due again).
  if (left > 0 && d.pending.length > 0 && !d.heroes[seat].knockedOut) {
    d.eventPhase = { seats: ep.seats, left };
    return;
  }
  const seats = ep.seats.slice(1).filter((x) => !d.heroes[x].knockedOut);
  d.eventPhase = { seats, left: null };
  if (seats.length === 0) beginPlayerPhase(d, events);
}

export function beginPlayerPhase(d: LiteState, events: GameEvent[]): void {
  d.eventPhase = null;
  d.phase = "player";
  d.auto = null;
  d.turnsTaken = [];
  d.turn = null;
  events.push({
    kind: "phase",
    text: `Round ${d.round}: the Player Phase begins. The heroes agree on their turn order (LITE-PLAYER-1).`,
  });
}
