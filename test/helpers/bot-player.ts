/**
 * A seated SDK player whose moves the game's own default bot chooses, as the room's bots do: from the player's view
 * and legal list, a pause after each version of the match it sees, and sent with that list's version (`at`) as a
 * page sends it. Over the real wire, like any person's moves; for tests that need a table to play on by itself
 * quickly, without waiting out a turn clock for each of its moves.
 */
import type { GameModule } from "@tabletop/shared/games.js";
import { viewOf, type Player } from "./clients.js";

/** A fixed stream of tie-break numbers in [0, 1), for a bot whose moves must be the same in every run. */
export function tieBreaks(): () => number {
  let x = 11;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * `player` plays its seat with `game`'s default bot, `delayMs` after each new legal list, until the returned stop;
 * `random` gives the bot's tie-break numbers.
 */
export function playAsBot(
  player: Player,
  game: GameModule,
  delayMs: number,
  random: () => number = Math.random,
): () => void {
  const bot = game.bots[game.defaultBot]!;
  let seen = player.got.legal.length;
  let pending: ReturnType<typeof setTimeout> | undefined = setTimeout(() => move(), delayMs);
  const move = () => {
    pending = undefined;
    const seat = player.mySeat();
    const legal = player.legal();
    if (seat === null || legal.length === 0) return;
    player.act(bot.choose(viewOf(player, game.engine, seat), legal, seat, random()));
  };
  // A new version's list is a new question: its move is chosen after the pause, from the newest list then. A refused
  // move is asked again too (a race lost to another seat leaves the list of its version as it was).
  let refused = player.got.rejected.length;
  const watch = setInterval(() => {
    if (player.got.legal.length === seen && player.got.rejected.length === refused) return;
    seen = player.got.legal.length;
    refused = player.got.rejected.length;
    clearTimeout(pending);
    pending = setTimeout(move, delayMs);
  }, 20);
  return () => {
    clearInterval(watch);
    clearTimeout(pending);
  };
}
