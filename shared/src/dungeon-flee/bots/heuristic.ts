/**
 * The heuristic bot. It sees only the player's view and the legal list.
 * Step 2: play the smallest set of hand cards that defeats the encounter (trying every subset); if none does,
 * use a combat treasure when the hit would hurt, else play every card that blocks or heals. Step 3: rest and
 * banish waste, retry a failed encounter while health allows, otherwise flee towards a corridor with no
 * encounter showing and fewer cards left.
 */
import { contains } from "../lists.js";
import { emptyList, repeat } from "../fast/packed.js";
import type { Bot } from "../../engine.js";
import type { FleeAction } from "../actions.js";
import { addPlayed, blockOf, meets, powerOf, type Power } from "../combat.js";
import type { CardDef, Requirement } from "../content/index.js";
import { HAND_SIZE } from "../deck.js";
import { STALL_LIMIT } from "../progress.js";
import type { CorridorView, FleeView } from "../view.js";
import { reach, shownTop } from "./corridors.js";

const isEnc = (c: CardDef) => c.kind === "monster" || c.kind === "door" || c.kind === "trap";

/**
 * The choice depends only on the hand, the encounter, the bonus and the ability: memoised for the last hand list
 * seen (the view shares it between the steps of one attempt), without a WeakMap.
 */
let memoHand: readonly CardDef[] | null = null;
let memoEnc: CardDef | null = null;
let memoBonus: FleeView["bonus"] | null = null;
let memoAbility: string | null = null;
let memoResult: { ids: string[]; success: boolean } = { ids: [], success: false };

function targetSelection(v: FleeView, enc: CardDef): { ids: string[]; success: boolean } {
  const hand = v.hand ?? NO_CARDS;
  const ability = v.ability?.id ?? null;
  if (hand === memoHand && enc === memoEnc && v.bonus === memoBonus && ability === memoAbility) return memoResult;
  memoResult = computeSelection(v, enc, hand);
  memoHand = hand;
  memoEnc = enc;
  memoBonus = v.bonus;
  memoAbility = ability;
  return memoResult;
}

/**
 * Scratch space of `computeSelection`, so that no arrays are built per encounter: each hand card's icons against
 * the encounter, and per subset of the hand (a bit mask of hand positions) its icons, bonus and ability included.
 * A hand holds at most HAND_SIZE (5) cards.
 */
const SW = repeat(0, HAND_SIZE);
const SH = repeat(0, HAND_SIZE);
const WI = repeat(0, HAND_SIZE);
const SUM_SW = repeat(0, 1 << HAND_SIZE);
const SUM_SH = repeat(0, 1 << HAND_SIZE);
const SUM_WI = repeat(0, 1 << HAND_SIZE);
const ONE: Power = { swords: 0, shields: 0, wild: 0, block: 0, heal: 0 };
const NO_CARDS: readonly CardDef[] = emptyList();
const NO_IDS: readonly string[] = emptyList();

/** Every subset of n cards as a bit mask, ordered by size and then by mask; computed once per hand size. */
const SUBSETS: number[][] = [];
function subsetsBySize(n: number): number[] {
  let out = SUBSETS[n];
  if (!out) {
    const size = (m: number) => {
      let c = 0;
      for (let x = m; x !== 0; x &= x - 1) c++;
      return c;
    };
    out = [];
    for (let m = 0; m < 1 << n; m++) out.push(m);
    out.sort((a, b) => size(a) - size(b) || a - b);
    SUBSETS[n] = out;
  }
  return out;
}

function computeSelection(v: FleeView, enc: CardDef, hand: readonly CardDef[]): { ids: string[]; success: boolean } {
  const ability = v.ability?.id ?? null;
  const req = enc.req!;
  const n = hand.length;
  // Each card's contribution against this encounter, computed once.
  const monster = enc.kind === "monster";
  const doorOrTrap = enc.kind === "door" || enc.kind === "trap";
  let guards = 0; // the cards that block or heal, for a failing attempt (below)
  for (let i = 0; i < n; i++) {
    ONE.swords = 0;
    ONE.shields = 0;
    ONE.wild = 0;
    ONE.block = 0;
    ONE.heal = 0;
    const c = hand[i].centre;
    addPlayed(ONE, hand[i], monster, doorOrTrap);
    SW[i] = ONE.swords;
    SH[i] = ONE.shields;
    WI[i] = ONE.wild;
    if (c.shields > 0 || c.text === "ward2" || c.text === "heal1") guards |= 1 << i;
  }
  subsetSums(n, powerOf(NO_CARDS, enc, v.bonus, ability));
  // The smallest subset that succeeds, the lowest mask among those of that size: subsets are tried by size,
  // each size in increasing mask order, and the first success is the answer. More cards never hurt, so when the
  // whole hand fails, every subset does.
  let best = -1;
  if (succeeds(req, (1 << n) - 1)) {
    const order = subsetsBySize(n);
    for (let k = 0; k < order.length; k++) {
      if (succeeds(req, order[k])) {
        best = order[k];
        break;
      }
    }
  }
  const ids: string[] = emptyList();
  if (best >= 0) {
    for (let i = 0; i < n; i++) if (best & (1 << i)) ids.push(hand[i].id);
    return { ids, success: true };
  }
  // Failing: play every card that blocks or heals (FLEE-ROUND-23).
  for (let i = 0; i < n; i++) if (guards & (1 << i)) ids.push(hand[i].id);
  return { ids, success: false };
}

/** Each subset's icons: those of the subset without its lowest card, plus that card's (the empty set: `base`). */
function subsetSums(n: number, base: Power): void {
  SUM_SW[0] = base.swords;
  SUM_SH[0] = base.shields;
  SUM_WI[0] = base.wild;
  for (let m = 1; m < 1 << n; m++) {
    const low = 31 - Math.clz32(m & -m);
    const rest = m & (m - 1);
    SUM_SW[m] = SUM_SW[rest] + SW[low];
    SUM_SH[m] = SUM_SH[rest] + SH[low];
    SUM_WI[m] = SUM_WI[rest] + WI[low];
  }
}

/** Whether the subset meets the requirement (as `meets` in combat.ts: wild icons fill any gap). */
function succeeds(req: Requirement, mask: number): boolean {
  const s = SUM_SW[mask],
    h = SUM_SH[mask],
    w = SUM_WI[mask];
  return req.wild > 0 ? s + h + w >= req.wild : Math.max(0, req.swords - s) + Math.max(0, req.shields - h) <= w;
}

function canWinWith(v: FleeView, enc: CardDef, extra: { swords?: number; shields?: number; wild?: number }): boolean {
  const bonus = {
    swords: v.bonus.swords + (extra.swords ?? 0),
    shields: v.bonus.shields + (extra.shields ?? 0),
    wild: v.bonus.wild + (extra.wild ?? 0),
  };
  return meets(enc.req!, powerOf(v.hand ?? NO_CARDS, enc, bonus, v.ability?.id ?? null));
}

/** The listed select / deselect action for this card (the same action as a new one; none is built per step). */
function listed(legal: FleeAction[], type: "select" | "deselect", id: string): FleeAction | undefined {
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type === type && a.card === id) return a;
  }
  return undefined;
}

const isCommit = (a: FleeAction) => a.type === "fight" || a.type === "open" || a.type === "disarm";

function hasCommit(legal: FleeAction[]): boolean {
  for (let i = 0; i < legal.length; i++) if (isCommit(legal[i])) return true;
  return false;
}

/** The listed combat treasure that wins with the hand on its own, else the first listed combat treasure. */
function combatTreasure(v: FleeView, enc: CardDef, legal: FleeAction[]): FleeAction {
  let first: FleeAction | null = null;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== "treasure") continue;
    const t = byId(v.inventory, a.card)?.treasure;
    if (!t || "heal" in t) continue;
    if (canWinWith(v, enc, t)) return a;
    first ??= a;
  }
  return first!;
}

function chooseEncounter(v: FleeView, legal: FleeAction[]): FleeAction {
  const enc = v.encounter!;
  const { ids, success } = targetSelection(v, enc);
  const dmg = enc.damage ?? 0;
  if (!success && v.selectedCount === 0) {
    const hurt = dmg - blockOf(powerOf(v.hand ?? NO_CARDS, enc, v.bonus, v.ability?.id ?? null));
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i];
      if (a.type !== "treasure") continue;
      const t = byId(v.inventory, a.card)?.treasure;
      if (!t) continue;
      if ("heal" in t) {
        if (v.health - hurt < 1) return a;
        continue;
      }
      if (hurt >= 2 || v.health - hurt <= 2) if (canWinWith(v, enc, t)) return a;
    }
  }
  // The hand cannot win alone but no commit is offered: the treasures can, and failing on purpose is not allowed
  // (ruling FLEE-Q-23), so use them, the one that wins alone first.
  if (!success && !hasCommit(legal)) return combatTreasure(v, enc, legal);
  const sel = v.selected ?? NO_IDS;
  for (let i = 0; i < ids.length; i++)
    if (!contains(sel, ids[i])) return listed(legal, "select", ids[i]) ?? { type: "select", card: ids[i] };
  for (let i = 0; i < sel.length; i++)
    if (!contains(ids, sel[i])) return listed(legal, "deselect", sel[i]) ?? { type: "deselect", card: sel[i] };
  for (let i = 0; i < legal.length; i++) if (isCommit(legal[i])) return legal[i];
  return undefined!;
}

function danger(c: CorridorView): number {
  const top = shownTop(c);
  return top && isEnc(top) ? (top.damage ?? 0) + 1 : 0;
}

/** Deck size above which the bot banishes weak cards. */
const THIN_ABOVE = 14;

/** How much the bot wants to be rid of a card: waste and name-only cards most, then single-icon cards. */
function weakness(hand: readonly CardDef[], id: string): number {
  const c = byId(hand, id);
  if (!c) return 0;
  const icons = c.centre.swords + c.centre.shields;
  if (c.centre.text) return 0;
  return icons === 0 ? 2 : icons === 1 ? 1 : 0;
}

/** The card with this id in the list, if any (plain loop: this runs on almost every step). */
function byId(list: readonly CardDef[], id: string): CardDef | undefined {
  for (let i = 0; i < list.length; i++) if (list[i].id === id) return list[i];
  return undefined;
}

type Move = Extract<FleeAction, { type: "move" }>;

/** Of the two Moves, the one whose corridor is less dangerous, then holds fewer cards (ties: the first). */
function pickMove(v: FleeView, loc: number, m0: Move, m1: Move): Move {
  const a = reach(v.corridors, loc, m0.dir);
  const b = reach(v.corridors, loc, m1.dir);
  return danger(a) * 100 + a.count <= danger(b) * 100 + b.count ? m0 : m1;
}

/** Whether the treasure with this id heals without wasting any of it. */
function healsFully(v: FleeView, id: string): boolean {
  const t = byId(v.inventory, id)?.treasure;
  return t !== undefined && "heal" in t && v.maxHealth - v.health >= t.heal;
}

/** The first waste card (an empty corridor) in the hand, if any. */
function firstWaste(hand: readonly CardDef[]): CardDef | null {
  for (let i = 0; i < hand.length; i++) if (hand[i].kind === "empty") return hand[i];
  return null;
}

function chooseAfter(v: FleeView, legal: FleeAction[]): FleeAction {
  const hand = v.hand ?? NO_CARDS;
  const waste = firstWaste(hand);
  // Thin the deck: with enough cards left, banish a plain one-icon card so that hands hold stronger cards.
  const thin = v.drawCount + v.discardCount + hand.length > THIN_ABOVE;
  // One pass over the list finds, for each rule below, the first action it would take.
  let heal: FleeAction | null = null;
  let wasteBanish: FleeAction | null = null;
  let weakBanish: FleeAction | null = null;
  let weakest = 0;
  let stay: FleeAction | null = null;
  let m0: Move | null = null;
  let m1: Move | null = null;
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type === "treasure") {
      if (heal === null && healsFully(v, a.card)) heal = a;
    } else if (a.type === "banish") {
      if (waste !== null && wasteBanish === null && a.target === waste.id) wasteBanish = a;
      if (thin) {
        const w = weakness(hand, a.target);
        if (w > weakest) {
          weakest = w;
          weakBanish = a;
        }
      }
    } else if (a.type === "stay") {
      if (stay === null) stay = a;
    } else if (a.type === "move") {
      if (m0 === null) m0 = a;
      else if (m1 === null) m1 = a;
    }
  }
  if (heal !== null) return heal;
  if (wasteBanish !== null) return wasteBanish;
  if (weakBanish !== null) return weakBanish;
  if (m0 === null) return stay!;
  return stayOrMove(v, stay, m0, m1);
}

/** Step 3 / step 1 when a Move is allowed (`stay` is null when only Moves are). */
function stayOrMove(v: FleeView, stay: FleeAction | null, m0: Move, m1: Move | null): FleeAction {
  const loc = v.location ?? 0;
  if (stay === null) return pickMove(v, loc, m0, m1!);
  const here = v.corridors[loc];
  const d = danger(here);
  if (d === 0) {
    // Free to choose (Easy): explore level by level, to the corridor with the most cards left (the shallowest,
    // so the lowest level in an Easy dungeon) and nothing dangerous showing; ties stay.
    let best: FleeAction = stay;
    let bestScore = here.count;
    const c0 = reach(v.corridors, loc, m0.dir);
    const score0 = c0.count - danger(c0) * 3;
    if (score0 > bestScore) {
      best = m0;
      bestScore = score0;
    }
    if (m1 !== null) {
      const c1 = reach(v.corridors, loc, m1.dir);
      if (c1.count - danger(c1) * 3 > bestScore) best = m1;
    }
    return best;
  }
  // A failed encounter is showing: retry while a second failure would leave a margin, unless the retries have gone
  // nowhere for half the rounds after which you are lost (STALL_LIMIT).
  if (v.stalled >= STALL_LIMIT / 2) return pickMove(v, loc, m0, m1!);
  if (v.health - (d - 1) >= 3) return stay;
  const alt = reach(v.corridors, loc, m0.dir);
  const alt2 = reach(v.corridors, loc, m1!.dir);
  if (Math.min(danger(alt), danger(alt2)) < d) return pickMove(v, loc, m0, m1!);
  return stay;
}

export const heuristicBot: Bot<FleeView, FleeAction> = {
  name: "heuristic",
  choose(v, legal, _seat, random) {
    // The first turn's corridor is a random pick; a list of one action has nothing to choose (the same
    // expression gives that action).
    if (legal.length === 1 || v.phase === "start")
      return legal[Math.min(legal.length - 1, Math.floor(random * legal.length))];
    if (v.phase === "encounter" && v.encounter) return chooseEncounter(v, legal);
    return chooseAfter(v, legal);
  },
};
