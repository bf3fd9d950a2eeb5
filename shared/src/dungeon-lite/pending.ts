/**
 * Choices the game waits for (LITE-HERO-14, LITE-XP-3/5): the cards a wounded hero discards, one per wound, and
 * the card a hero takes at a level-up. The first pending choice is answered first; nothing else happens meanwhile.
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { actionCard } from "./content/index.js";
import { LiteCodes } from "./actions.js";
import { HeroName } from "./hero.js";
import type { LiteState } from "./state.js";
import { spend } from "./turn.js";

export function discard(d: LiteState, seat: number, card: string, events: GameEvent[]): Rejected | null {
  const p = d.pending[0];
  if (!p || p.kind !== "discard" || p.seat !== seat)
    return reject(LiteCodes.NOTHING_TO_CHOOSE, "You have no wound to discard a card for.");
  if (!d.heroes[seat].hand.includes(card)) return reject(LiteCodes.CARD_NOT_IN_HAND, "That card is not in your hand.");
  spend(d, seat, [card]);
  d.pending = p.count > 1 ? [{ ...p, count: p.count - 1 }, ...d.pending.slice(1)] : d.pending.slice(1);
  events.push({
    kind: "discard",
    seat,
    text: `${HeroName(d.heroes[seat])} discards ${actionCard(card).name} for a wound (LITE-HERO-14).`,
  });
  return null;
}
