/**
 * Reviving (LITE-REVIVE-1..6, ruling LITE-Q-10): discard any card, in the knocked-out teammate's zone; the teammate
 * stands up, not dazed, and at once receives the top action card (its event resolved, ruling LITE-Q-16).
 */
import { reject, type GameEvent, type Rejected } from "../engine.js";
import { LiteCodes, type ActionOf } from "./actions.js";
import { HeroName, heroName, setHero } from "./hero.js";
import { receiveCard } from "./receive.js";
import type { LiteState } from "./state.js";
import { interrupt, spend } from "./turn.js";

export function reviveRefusal(s: LiteState, seat: number, a: ActionOf<"revive">): Rejected | null {
  const h = s.heroes[seat];
  const to = s.heroes[a.hero];
  if (!to || !to.knockedOut)
    return reject(LiteCodes.NO_SUCH_HERO, "Name a knocked-out teammate to revive (LITE-REVIVE-1).");
  if (to.zone !== h.zone)
    return reject(LiteCodes.NOT_IN_ZONE, "You must be in the knocked-out teammate's zone (LITE-REVIVE-2).");
  if (!h.hand.includes(a.card))
    return reject(LiteCodes.CARD_NOT_IN_HAND, "Spend a card from your hand to revive (LITE-REVIVE-1).");
  return null;
}

export function revive(d: LiteState, seat: number, a: ActionOf<"revive">, events: GameEvent[]): void {
  interrupt(d);
  spend(d, seat, [a.card]);
  setHero(d, a.hero, { knockedOut: false, dazed: false });
  events.push({
    kind: "revived",
    seat,
    text: `${HeroName(d.heroes[seat])} revives ${heroName(d.heroes[a.hero])} (LITE-REVIVE-1/6).`,
  });
  receiveCard(d, a.hero, events);
}
