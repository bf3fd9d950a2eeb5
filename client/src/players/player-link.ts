/** A player's name as a link to their page, `#/player/<id>`: the one way every page links a name. */
import { h, type ComponentChild } from "preact";

export const playerHref = (playerId: string): string => `#/player/${encodeURIComponent(playerId)}`;

/** The name linked to its player's page; a bot or an open seat (no player id) stays plain text. */
export function playerLink(playerId: string | null | undefined, name: string): ComponentChild {
  if (!playerId) return name;
  return h("a", { class: "player-link", href: playerHref(playerId), "data-testid": `player-link-${playerId}` }, name);
}

/** Names joined by `between`, each linked to its page. */
export function playerLinks(
  players: readonly { playerId: string | null; name: string; bot?: boolean }[],
  between = ", ",
): ComponentChild[] {
  return players.flatMap((p, i) => [
    i > 0 ? between : null,
    playerLink(p.bot ? null : p.playerId, p.bot ? `${p.name} (bot)` : p.name),
  ]);
}
