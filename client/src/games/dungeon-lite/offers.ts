/**
 * The action bar's buttons: the legal actions that what the person has picked calls for. An action that is paid
 * with a hand card shows once that card is picked; one aimed at an enemy, a zone or a hero once it is picked; the
 * rest (end the turn, open the chest, answer a proposal, pass…) always. Steps, doors, discards and the choices
 * before the adventure are clicked on the map, the hand and the choice panel instead.
 */
import type { LiteAction } from "../../../../shared/src/dungeon-lite/index.js";
import type { Ctx, Pick } from "./ctx";
import { pickOf } from "./map-live";
import { cardName, enemyName, heroName, item, spellName } from "./names";

/** Shown elsewhere than in the action bar. */
const ELSEWHERE = new Set<LiteAction["type"]>([
  "step",
  "open-door",
  "discard",
  "choose-hero",
  "choose-spell",
  "choose-equipment",
  "propose-order",
  "rules",
]);

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

const samePick = (a: Pick | null, b: Pick | null): boolean => JSON.stringify(a) === JSON.stringify(b);

const withItems = (items?: string[]) => (items?.length ? ` + ${items.map((i) => item(i).name).join(", ")}` : "");

function aim(ctx: Ctx, a: LiteAction): string {
  const p = pickOf(a);
  if (!p) return "";
  if (p.kind === "enemy") return ` the ${enemyName(ctx.view, p.id)}`;
  if (p.kind === "hero") return ` ${heroName(ctx.view, p.seat)}`;
  return ` zone ${p.id}`;
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
      return `Play ${cardName(a.card)}${a.extra ? ` with ${cardName(a.extra)}` : ""}${a.exit ? ` on exit ${a.exit.zone} ${a.exit.side}` : ""}`;
    case "cast":
      return `Cast ${spellName(a.spell)} on${aim(ctx, a)}${paid(a.card)}`;
    case "use-item":
      return `Use ${item(a.card).name}${a.target !== undefined || a.zone !== undefined ? ` on${aim(ctx, a)}` : ""}`;
    case "control-move":
      return `Move the controlled enemy to zone ${a.zone}`;
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
      return `Adrenaline: move to zone ${a.zone}`;
    case "take-turn":
      return "Take the next turn";
    case "end-turn":
      return "End the turn";
    case "open-chest":
      return "Open the chest";
    case "remove-door":
      return "Remove the barred door";
    case "pass":
      return "No reaction";
    case "accept-order":
      return "Agree to the order";
    case "decline-order":
      return ctx.view.turnOrder?.open?.proposer === ctx.mySeat ? "Withdraw the proposal" : "Decline the order";
    default:
      return a.type;
  }
}

/** The legal actions the bar offers now, and whether some are waiting for a card or a target to be picked. */
export function offers(ctx: Ctx): { shown: LiteAction[]; needCard: boolean; needPick: boolean } {
  const shown: LiteAction[] = [];
  let needCard = false;
  let needPick = false;
  for (const a of ctx.legal) {
    if (ELSEWHERE.has(a.type)) continue;
    const card = cardOf(a);
    const pick = pickOf(a);
    const cardOk = card === undefined || card === ctx.ui.card;
    const pickOk = pick === null || samePick(pick, ctx.ui.pick);
    if (cardOk && pickOk) shown.push(a);
    else if (pickOk) needCard = true;
    else if (cardOk) needPick = true;
  }
  return { shown, needCard, needPick };
}
