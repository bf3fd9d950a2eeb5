/**
 * The words on the status bar's buttons (./page.ts) for the actions of a turn and the answers to an enemy's attack,
 * and the hand card an action is paid with.
 */
import type { LiteAction } from "@tabletop/shared/dungeon-lite/index.js";
import { enemyProfile, type EnemyId } from "@tabletop/shared/dungeon-lite/content/index.js";
import type { Ctx } from "./ctx";
import { pickOf } from "./map-live";
import { cardName, enemyName, heroName, item, spellName } from "./names";
import { SIDE_WORDS, zoneWords } from "@tabletop/shared/dungeon-lite/zone-words.js";

/** The hand card an action is paid with, if any. */
export function cardOf(a: LiteAction): string | undefined {
  switch (a.type) {
    case "move":
    case "play":
    case "revive":
    case "defend":
    case "counterattack":
    case "adrenaline":
      return a.card;
    case "attack":
    case "cast":
      return a.card;
    default:
      return undefined;
  }
}

const withItems = (items?: string[]) => (items?.length ? ` + ${items.map((i) => item(i).name).join(", ")}` : "");

function aim(ctx: Ctx, a: LiteAction): string {
  const p = pickOf(a);
  if (!p) return "";
  if (p.kind === "enemy") return ` the ${enemyName(ctx.view, p.id)}`;
  if (p.kind === "hero") return ` ${heroName(ctx.view, p.seat)}`;
  return ` ${zoneWords(p.id)}`;
}

/** The words on an action's button. */
export function offerLabel(ctx: Ctx, a: LiteAction): string {
  const paid = (c?: string) => (c ? ` (discard ${cardName(c)})` : "");
  switch (a.type) {
    case "move":
      return `Move${paid(a.card)}`;
    case "attack":
      return `Attack${aim(ctx, a)}${a.card ? paid(a.card) : " (the card's attack)"}${withItems(a.items)}`;
    case "play":
      return `Play ${cardName(a.card)}${a.extra ? ` with ${cardName(a.extra)}` : ""}${a.exit ? ` on the ${SIDE_WORDS[a.exit.side]} exit of ${zoneWords(a.exit.zone)}` : ""}`;
    case "cast":
      return `Cast ${spellName(a.spell)} on${aim(ctx, a)}${paid(a.card)}`;
    case "use-item":
      return `Use ${item(a.card).name}${a.target !== undefined || a.zone !== undefined ? ` on${aim(ctx, a)}` : ""}`;
    case "control-move":
      return `Move the controlled enemy to ${zoneWords(a.zone)}`;
    case "control-attack":
      return `The controlled enemy attacks${aim(ctx, a)}`;
    case "control-chest":
      return "The controlled enemy opens the chest";
    case "revive":
      return `Revive${aim(ctx, a)}${paid(a.card)}`;
    case "give":
      return `Give ${item(a.card).name} to${aim(ctx, a)}`;
    case "defend":
      return `Defend: ${cardName(a.card)} prevents wounds`;
    case "counterattack":
      return `Counterattack${paid(a.card)}${withItems(a.items)}`;
    case "adrenaline":
      return `Adrenaline: move to ${zoneWords(a.zone)}`;
    case "take-turn":
      return "Take the next turn";
    case "end-turn":
      return "End the turn";
    case "open-chest":
      return "Open the chest";
    case "level-up":
      return "Spend 10 experience on a card";
    case "place": {
      const p = ctx.view.pending[0];
      const what = p?.kind === "place" ? enemyProfile(p.enemy as EnemyId).name : "enemy";
      return `Place the ${what} in ${zoneWords(a.zone)}`;
    }
    case "remove-door":
      return "Remove the barred door";
    case "pass":
      return "No reaction";
    case "block":
      return a.criticals === 0
        ? "Block with normal blocks"
        : `Block with ${a.criticals} critical block${a.criticals === 1 ? "" : "s"} (its effect)`;
    case "tie-dice":
      return `Tie-break: roll ${a.dice} dice`;
    case "accept-order":
      return "Agree to the order";
    case "decline-order":
      return ctx.view.turnOrder?.open?.proposer === ctx.mySeat ? "Withdraw the proposal" : "Decline the order";
    default:
      return a.type;
  }
}
