/**
 * The strong bot: the heuristic bot's player, looking for every rule-legal advantage. It sees
 * only the player's view and the legal list, as the heuristic does. Where it differs:
 * - Step 2 (`planAttempt`): of every winning set of hand cards and combat treasures it plays the one that uses the
 *   least treasure, then leaves the best banishes in hand, then heals most (a played heal text heals on a success
 *   too); a failing attempt plays the cards that save the most health and keeps the rest for banishing, and a
 *   treasure is spent on a failure only when the hit would kill.
 * - Step 3 (`bestBanish`): thins the deck towards its best five cards (a hand is five cards, so a five-card deck
 *   deals its best hand every time), paying with the cards it keeps and banishing the weakest, waste first, but
 *   never a card of the kind (sword or shield) its hand is short of: a thinned deck keeps the mix.
 * - Healing potions are drunk as soon as none of their healing is wasted, or when the next hit could kill.
 * - Step 1 / 3 (`chooseCorridor`): weighs each corridor it may go to by what it would face there against the
 *   swords, shields and icons of choice its deck can put into a hand (its hand's mix, not its count of icons), flees a failure for fresh odds, and in Easy and Hard goes to the
 *   shallowest corridor it may, so the deck is built on the low levels of every corridor before the deep ones
 *   (in Hard, where only a failure lets it move, a failure is the chance to go back up).
 * The newcomer (`newcomerBot`) is the same play with a deck of at least three hands (NEWCOMER_DECK): a sensible
 * player who does not thin towards a best hand, the figure for Easy's "better chance of escaping" (docs/dungeon-flee.md).
 */
import { emptyList } from "../fast/packed.js";
import type { Bot } from "../../engine.js";
import type { FleeAction } from "../actions.js";
import { blockOf, meets, powerOf } from "../combat.js";
import { NO_BONUS } from "../state.js";
import type { CardDef } from "../content/index.js";
import { HAND_SIZE } from "../deck.js";
import { STALL_LIMIT } from "../progress.js";
import type { CorridorView, FleeView } from "../view.js";
import { reach, shownTop } from "./corridors.js";

const NO_CARDS: readonly CardDef[] = emptyList();
const isEnc = (c: CardDef) => c.kind === "monster" || c.kind === "door" || c.kind === "trap";

/** The deck size the bot thins towards: one hand. */
const DECK_GOAL = HAND_SIZE;
/** Past this many cards over the goal, two-icon cards without text go too (the deck has better ones to deal). */
const CROWDED = 3;
/**
 * Easy and Hard: what each card of depth (below the fullest corridor) is feared for. Deeper is a higher level: Easy
 * stacks deck 1 on top, Hard the damage 1-3 pile over the 4+ pile.
 */
const PER_DEPTH = 0.35;
/**
 * What a face-up encounter is feared for beyond its threat: in Easy and Hard it is one the deck failed (or a
 * monster moved there), so fresh cards are better odds; in Extreme the adjacent reveal shows untried cards.
 */
const FACE_UP = 3;
const FACE_UP_EXTREME = 0;
/** A face-down card in Extreme, where depth says nothing of its level. */
const UNKNOWN = 1;

/** What a card is worth in a hand, in icons against a typical encounter (texts at their usual worth). */
export function worth(c: CardDef): number {
  const t = c.centre.text;
  const bonus =
    t === "wild2"
      ? 2.2
      : t === "slayer2"
        ? 1.5
        : t === "lockpick2"
          ? 0.8
          : t === "ward2"
            ? 0.6
            : t === "heal1"
              ? 0.6
              : 0;
  return c.centre.swords + c.centre.shields + bonus;
}

const paysBoth = (c: CardDef) => c.centre.swords > 0 && c.centre.shields > 0;

/** How many icons of one kind a hand may show fewer than of the other after a banish. */
const MIX_SLACK = 1;

/** Sword and shield icons of these cards (the hand is a sample of the deck's mix). */
function iconsOf(cards: readonly CardDef[]): { swords: number; shields: number } {
  let swords = 0;
  let shields = 0;
  for (const c of cards) {
    swords += c.centre.swords;
    shields += c.centre.shields;
  }
  return { swords, shields };
}

/**
 * Whether a card is one to banish from a deck of `deck` cards, seen in `hand` (which holds it), by a player who thins
 * towards `goal` cards: waste always; past `goal`, cards worth one icon or less; past `goal + CROWDED`, cards worth
 * less than two. Worth first; then
 * the mix: a card whose icons the hand is short of stays, so that thinning never leaves a deck of one kind (six
 * shields and a sword cannot beat a sword requirement, nor pay for another banish).
 */
function unwanted(c: CardDef, deck: number, hand: readonly CardDef[], goal: number): boolean {
  const w = worth(c);
  if (w === 0) return true; // waste (empty corridors) never helps
  if (deck <= goal) return false;
  if (!(w <= 1 || (deck > goal + CROWDED && w < 2))) return false;
  if (c.centre.text) return true;
  const icons = iconsOf(hand);
  // Without it, the hand keeps at most one icon fewer of its kind than of the other.
  if (c.centre.swords > 0 && icons.swords - c.centre.swords < icons.shields - MIX_SLACK) return false;
  if (c.centre.shields > 0 && icons.shields - c.centre.shields < icons.swords - MIX_SLACK) return false;
  return true;
}

/**
 * The banishes a hand can still make, greedily: the weakest unwanted card each time, paid by the cards it keeps
 * (one card with both icons first). Returns the total worth removed below a keeper's (the gain) and the first banish.
 */
function banishPlan(
  hand: readonly CardDef[],
  deck: number,
  goal: number,
): { gain: number; pay: string[] | null; target: string | null } {
  let left = hand.slice();
  let size = deck;
  let gain = 0;
  let first: { pay: string[]; target: string } | null = null;
  for (;;) {
    let target: CardDef | null = null;
    for (const c of left)
      if (unwanted(c, size, left, goal) && (target === null || worth(c) < worth(target))) target = c;
    if (target === null) break;
    const rest = left.filter((c) => c !== target);
    const pay = cheapestPay(rest, size, goal);
    if (pay === null) break;
    gain += 3 - worth(target);
    if (first === null) first = { pay: pay.map((c) => c.id), target: target.id };
    left = rest.filter((c) => !pay.includes(c));
    size -= 1;
  }
  return { gain, pay: first?.pay ?? null, target: first?.target ?? null };
}

/** A sword and a shield from these cards, spending the fewest cards that could themselves be banished. */
function cheapestPay(cards: readonly CardDef[], deck: number, goal: number): CardDef[] | null {
  let best: CardDef[] | null = null;
  let bestCost = Infinity;
  const cost = (cs: CardDef[]) => cs.reduce((n, c) => n + (unwanted(c, deck, cards, goal) ? 10 : 1), 0);
  for (let i = 0; i < cards.length; i++) {
    if (paysBoth(cards[i]) && cost([cards[i]]) < bestCost) {
      best = [cards[i]];
      bestCost = cost(best);
    }
    for (let j = i + 1; j < cards.length; j++) {
      const a = cards[i].centre;
      const b = cards[j].centre;
      if (!((a.swords > 0 && b.shields > 0) || (a.shields > 0 && b.swords > 0))) continue;
      const c = cost([cards[i], cards[j]]);
      if (c < bestCost) {
        best = [cards[i], cards[j]];
        bestCost = c;
      }
    }
  }
  return best;
}

const deckSize = (v: FleeView) => v.drawCount + v.discardCount + v.handCount;

type Bonus = FleeView["bonus"];
type TreasureEffect = NonNullable<CardDef["treasure"]>;

function withTreasure(b: Bonus, t: TreasureEffect): Bonus {
  if ("swords" in t) return { swords: b.swords + t.swords, shields: b.shields, wild: b.wild };
  if ("shields" in t) return { swords: b.swords, shields: b.shields + t.shields, wild: b.wild };
  if ("wild" in t) return { swords: b.swords, shields: b.shields, wild: b.wild + t.wild };
  return b;
}

/** What a treasure is worth keeping (spending the least valuable first). */
const treasureCost = (t: TreasureEffect) =>
  "heal" in t ? t.heal : "wild" in t ? t.wild + 0.5 : "swords" in t ? t.swords : t.shields;

interface Plan {
  cards: string[];
  treasures: string[];
  success: boolean;
}

/** Step 2: the cards and treasures to play against the encounter (see the file header). */
function planAttempt(v: FleeView, enc: CardDef, goal: number): Plan {
  const hand = v.hand ?? NO_CARDS;
  const ability = v.ability?.id ?? null;
  const combat = v.inventory.filter((c) => c.treasure && !("heal" in c.treasure));
  const n = hand.length;
  const deck = deckSize(v);
  const missing = v.maxHealth - v.health;
  let best: Plan | null = null;
  let bestScore = -Infinity;
  // Winning sets: least treasure, then the banishes left in hand, then healing, then fewest cards.
  for (let tm = 0; tm < 1 << combat.length; tm++) {
    let bonus = v.bonus;
    let tCost = 0;
    for (let k = 0; k < combat.length; k++)
      if (tm & (1 << k)) {
        bonus = withTreasure(bonus, combat[k].treasure!);
        tCost += treasureCost(combat[k].treasure!);
      }
    for (let m = 0; m < 1 << n; m++) {
      const played: CardDef[] = [];
      const kept: CardDef[] = [];
      for (let i = 0; i < n; i++) (m & (1 << i) ? played : kept).push(hand[i]);
      const p = powerOf(played, enc, bonus, ability);
      if (!meets(enc.req!, p)) continue;
      const heal = Math.min(missing, p.heal);
      const score = -tCost * 1000 + banishPlan(kept, deck, goal).gain * 10 + heal * 5 - played.length * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = {
          cards: played.map((c) => c.id),
          treasures: combat.filter((_, k) => tm & (1 << k)).map((c) => c.id),
          success: true,
        };
      }
    }
  }
  if (best !== null) return best;
  // Nothing wins: save the most health, then keep banishes.
  const dmg = enc.damage ?? 0;
  let fail: Plan = { cards: [], treasures: [], success: false };
  let failScore = -Infinity;
  for (let m = 0; m < 1 << n; m++) {
    const played: CardDef[] = [];
    const kept: CardDef[] = [];
    for (let i = 0; i < n; i++) (m & (1 << i) ? played : kept).push(hand[i]);
    const p = powerOf(played, enc, v.bonus, ability);
    const saved = Math.min(dmg, blockOf(p)) + Math.min(missing, p.heal);
    const score = saved * 100 + banishPlan(kept, deck, goal).gain - played.length * 0.01;
    if (score > failScore) {
      failScore = score;
      fail = { cards: played.map((c) => c.id), treasures: [], success: false };
    }
  }
  return fail;
}

/** How much damage the failing plan still takes (to decide on a potion or a shield treasure). */
function hurtOf(v: FleeView, enc: CardDef, plan: Plan): number {
  const hand = v.hand ?? NO_CARDS;
  const played = hand.filter((c) => plan.cards.includes(c.id));
  const p = powerOf(played, enc, v.bonus, v.ability?.id ?? null);
  return Math.max(0, (enc.damage ?? 0) - blockOf(p)) - Math.min(v.maxHealth - v.health, p.heal);
}

const isCommit = (a: FleeAction) => a.type === "fight" || a.type === "open" || a.type === "disarm";

function find(legal: FleeAction[], ok: (a: FleeAction) => boolean): FleeAction | null {
  for (const a of legal) if (ok(a)) return a;
  return null;
}

function chooseEncounter(v: FleeView, legal: FleeAction[], goal: number): FleeAction {
  const enc = v.encounter!;
  const plan = planAttempt(v, enc, goal);
  if (plan.treasures.length) {
    const a = find(legal, (x) => x.type === "treasure" && x.card === plan.treasures[0]);
    if (a) return a;
  }
  if (!plan.success && v.selectedCount === 0 && hurtOf(v, enc, plan) >= v.health) {
    // The hit would kill: a potion (the smallest that saves), else any treasure that blocks.
    const hurt = hurtOf(v, enc, plan);
    let pick: FleeAction | null = null;
    let pickCost = Infinity;
    for (const a of legal) {
      if (a.type !== "treasure") continue;
      const t = v.inventory.find((c) => c.id === a.card)?.treasure;
      if (!t) continue;
      const saves = "heal" in t ? v.health + Math.min(t.heal, v.maxHealth - v.health) > hurt : "shields" in t;
      if (saves && treasureCost(t) < pickCost) {
        pick = a;
        pickCost = treasureCost(t);
      }
    }
    if (pick) return pick;
  }
  const sel = v.selected ?? [];
  for (const id of plan.cards)
    if (!sel.includes(id)) {
      const a = find(legal, (x) => x.type === "select" && x.card === id);
      if (a) return a;
    }
  for (const id of sel)
    if (!plan.cards.includes(id)) {
      const a = find(legal, (x) => x.type === "deselect" && x.card === id);
      if (a) return a;
    }
  return find(legal, isCommit) ?? legal[0];
}

/**
 * The swords, shields and icons of choice a hand of this deck is expected to hold: the hand's cards are a sample of
 * the deck, so their mix (not only their count of icons) is what a fresh hand is likely to show.
 */
function expectedHand(v: FleeView): { swords: number; shields: number; wild: number } {
  const hand = v.hand ?? NO_CARDS;
  const cards = Math.min(HAND_SIZE, deckSize(v));
  if (hand.length === 0) return { swords: cards / 2, shields: cards / 2, wild: 0 };
  const icons = iconsOf(hand);
  let wild = 0;
  for (const c of hand) wild += worth(c) - c.centre.swords - c.centre.shields;
  const per = cards / hand.length;
  return { swords: icons.swords * per, shields: icons.shields * per, wild: wild * per };
}

/** How far a fresh hand is expected to fall short of the requirement (by its mix), with the class ability. */
function shortfall(v: FleeView, enc: CardDef): number {
  const r = enc.req!;
  const own = powerOf(NO_CARDS, enc, NO_BONUS, v.ability?.id ?? null);
  const h = expectedHand(v);
  const swords = h.swords + own.swords;
  const shields = h.shields + own.shields;
  const wild = h.wild + own.wild;
  if (r.wild > 0) return r.wild - swords - shields - wild;
  // The total gap (negative: to spare), or the gap of the icon the hand is short of, whichever is worse.
  const total = r.swords + r.shields - swords - shields - wild;
  return Math.max(total, Math.max(0, r.swords - swords) + Math.max(0, r.shields - shields) - wild);
}

/** Expected health lost facing this encounter with a fresh hand (a rough odds of failing times the hit). */
function threat(v: FleeView, enc: CardDef): number {
  const gap = shortfall(v, enc);
  const pFail = gap <= -2 ? 0.05 : gap <= -1 ? 0.2 : gap <= 0 ? 0.45 : gap <= 1 ? 0.75 : 0.95;
  return pFail * (enc.damage ?? 0);
}

/** What facing a corridor's next card is expected to cost: a face-up encounter's threat, an unknown card's guess. */
function corridorCost(v: FleeView, c: CorridorView, deepest: number): number {
  const top = shownTop(c);
  if (top && isEnc(top)) return threat(v, top) + (v.mode === "extreme" ? FACE_UP_EXTREME : FACE_UP);
  if (top) return 0; // a treasure or an empty corridor was left showing (cannot happen) or an exit
  // Face down: in Easy and Hard the deeper in a corridor, the higher the level (PER_DEPTH).
  const depth = deepest - c.count;
  return v.mode === "extreme" ? UNKNOWN : depth * PER_DEPTH;
}

type Move = Extract<FleeAction, { type: "move" }>;

function chooseCorridor(v: FleeView, stay: FleeAction | null, moves: Move[]): FleeAction {
  const loc = v.location ?? 0;
  const deepest = Math.max(...v.corridors.map((c) => (c.cleared ? 0 : c.count)));
  const options: Array<{ a: FleeAction; c: CorridorView }> = [];
  if (stay) options.push({ a: stay, c: v.corridors[loc] });
  for (const m of moves) options.push({ a: m, c: reach(v.corridors, loc, m.dir) });
  const here = v.corridors[loc];
  const hereTop = shownTop(here);
  // Retrying the same failure for nothing only brings the stall limit closer.
  const stuck = v.stalled >= STALL_LIMIT / 2;
  let best = options[0];
  let bestCost = Infinity;
  for (const o of options) {
    let cost = corridorCost(v, o.c, deepest);
    const top = shownTop(o.c);
    if (top && isEnc(top) && (top.damage ?? 0) >= v.health && threat(v, top) > 0.5) cost += 50;
    if (stuck && o.c === here && hereTop && isEnc(hereTop)) cost += 100;
    if (cost < bestCost - 1e-9) {
      best = o;
      bestCost = cost;
    }
  }
  return best.a;
}

function chooseAfter(v: FleeView, legal: FleeAction[], goal: number): FleeAction {
  const hand = v.hand ?? NO_CARDS;
  // Potions: when none of the healing is wasted.
  for (const a of legal) {
    if (a.type !== "treasure") continue;
    const t = v.inventory.find((c) => c.id === a.card)?.treasure;
    if (t && "heal" in t && v.maxHealth - v.health >= t.heal) return a;
  }
  const plan = banishPlan(hand, deckSize(v), goal);
  if (plan.target !== null) {
    const pay = plan.pay!;
    const a = find(
      legal,
      (x) =>
        x.type === "banish" &&
        x.target === plan.target &&
        x.pay.length === pay.length &&
        x.pay.every((id) => pay.includes(id)),
    );
    if (a) return a;
  }
  let stay: FleeAction | null = null;
  const moves: Move[] = [];
  for (const a of legal) {
    if (a.type === "stay") stay = a;
    else if (a.type === "move") moves.push(a);
  }
  if (moves.length === 0) return stay ?? legal[0];
  return chooseCorridor(v, stay, moves);
}

/** Step 1 of the first turn: the corridor whose top card is the least to fear (all are face down: the first). */
function chooseStart(legal: FleeAction[], random: number): FleeAction {
  return legal[Math.min(legal.length - 1, Math.floor(random * legal.length))];
}

/** A player of this file's play who thins towards a deck of `goal` cards (see `unwanted`). */
function policy(name: string, goal: number): Bot<FleeView, FleeAction> {
  return {
    name,
    choose(v, legal, _seat, random) {
      if (legal.length === 1) return legal[0];
      if (v.phase === "start") return chooseStart(legal, random);
      if (v.phase === "encounter" && v.encounter) return chooseEncounter(v, legal, goal);
      return chooseAfter(v, legal, goal);
    },
  };
}

export const strongBot: Bot<FleeView, FleeAction> = policy("strong", DECK_GOAL);

/**
 * The sensible newcomer: the strong bot's play (its attempts, treasures, potions and corridors), with a deck of at
 * least three hands instead of the strong bot's one: it banishes waste (the Empty Corridor cards, which the rulebook
 * says to be rid of), one-icon cards only while the deck holds more than NEWCOMER_DECK cards, and two-icon cards
 * without text only past NEWCOMER_DECK + 3, the strong bot's margin; so it never thins towards its best hand.
 */
export const NEWCOMER_DECK = 3 * HAND_SIZE;
export const newcomerBot: Bot<FleeView, FleeAction> = policy("newcomer", NEWCOMER_DECK);
