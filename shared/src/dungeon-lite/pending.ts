/**
 * Choices the game waits for (LITE-HERO-14, LITE-XP-3/5, LITE-TIEBREAK-2): the cards a wounded hero discards, one
 * per wound (or a hero holding more cards than Life, down to Life), the card a hero takes at a level-up, and the dice
 * a tied hero rolls in a tie-break roll (ruling LITE-Q-47). The first pending choice is answered first; nothing else
 * happens meanwhile.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard } from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { HeroName, statsOf } from "./hero.js";
import type { LiteState, TieDice } from "./state.js";
import { spend } from "./turn.js";

export function discard(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  const p = d.pending[0];
  if (!p || p.kind !== "discard" || p.seat !== seat)
    return reject(LiteCodes.NOTHING_TO_CHOOSE, "You have no wound to discard a card for.");
  const h = d.heroes[seat];
  if (!h.hand.includes(card)) return reject(LiteCodes.CARD_NOT_IN_HAND, "That card is not in your hand.");
  const overLife = h.hand.length > statsOf(d, h).life;
  spend(d, seat, [card]);
  d.pending = p.count > 1 ? [{ ...p, count: p.count - 1 }, ...d.pending.slice(1)] : d.pending.slice(1);
  events.push({
    kind: "discard",
    seat,
    text: `${HeroName(h)} discards ${actionCard(card).name} ${overLife ? "to hold no more cards than Life (LITE-HERO-13)" : "for a wound (LITE-HERO-14)"}.`,
  });
  return null;
}

/** A tied hero chooses attack or defense dice for the tie-break roll due (ruling LITE-Q-47). */
export function chooseTieDice(d: LiteState, seat: number, dice: TieDice, events: GameEvent[]): Rejected | null {
  const p = d.pending[0];
  if (!p || p.kind !== "tie-dice" || p.seat !== seat || !d.enemyPhase)
    return reject(LiteCodes.NOTHING_TO_CHOOSE, "No tie-break roll waits for your dice.");
  d.enemyPhase = { ...d.enemyPhase, tieDice: d.enemyPhase.tieDice.map((x, i) => (i === seat ? dice : x)) };
  d.pending = d.pending.slice(1);
  events.push({
    kind: "tie-dice",
    seat,
    text: `${HeroName(d.heroes[seat])} rolls ${dice} dice for the tie-break (LITE-TIEBREAK-2, ruling LITE-Q-47).`,
  });
  return null;
}
