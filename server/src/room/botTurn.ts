/**
 * A bot's move for one seat: the bot chooses from the seat's legal list and its own view only.
 * If a bot misbehaves (throws, or returns something not in the list), the seat still moves:
 * a legal action is taken instead, so a buggy bot can never stall a match.
 */
import type { Bot, Engine } from "@tabletop/shared";

export interface BotChoice {
  action: unknown;
  /** Why the bot's own choice was replaced, when it was. */
  fallback: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function chooseBotAction<S, A, V>(
  engine: Engine<S, A, unknown, V>,
  bot: Bot<V, A>,
  state: S,
  seat: number,
  random: number,
): BotChoice | null {
  const legal = engine.legal(state, seat);
  if (legal.length === 0) return null;
  const stand = legal[Math.floor(random * legal.length)];
  let choice: A;
  try {
    choice = bot.choose(engine.view(state, seat), legal, seat, random);
  } catch (e) {
    return { action: stand, fallback: `bot ${bot.name} threw: ${(e as Error).message}` };
  }
  if (!legal.some((a) => same(a, choice)))
    return { action: stand, fallback: `bot ${bot.name} chose an action outside legal` };
  return { action: choice, fallback: null };
}
