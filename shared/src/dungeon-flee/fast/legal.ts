/**
 * Fast path of `legal` (../legal.ts), the one the engine serves: the same list in the same order
 * (test/dungeon-flee/fastpaths.test.ts), built without allocating more than the list itself.
 */
import { ALL_CARDS, card } from "../content/index.js";
import { factsList, handFacts, type CardFacts } from "./card-facts.js";
import { contains } from "../lists.js";
import { copyOf, emptyList, repeat } from "./packed.js";
import type { FleeAction } from "../actions.js";
import { canDefeat, selectionDefeats } from "../combat.js";
import { MAX_TAKE_BACKS } from "../progress.js";
import { HAND_SIZE } from "../deck.js";
import { lastMoveRule } from "./move-rule.js";
import type { Corridor, FleeState } from "../state.js";
import { N_CORRIDORS } from "../corridors.js";

/** Fixed actions are shared, frozen objects (fewer allocations per step; nobody may change a listed action). */
const STAY: FleeAction = Object.freeze({ type: "stay" });
const MOVES: readonly FleeAction[] = [
  Object.freeze({ type: "move", dir: "cw" }),
  Object.freeze({ type: "move", dir: "ccw" }),
];
const FIGHT: FleeAction = Object.freeze({ type: "fight" });
const OPEN: FleeAction = Object.freeze({ type: "open" });
const DISARM: FleeAction = Object.freeze({ type: "disarm" });
const ENTERS: readonly FleeAction[] = copyOf(
  Array.from({ length: N_CORRIDORS }, (_, corridor) => Object.freeze({ type: "enter", corridor })),
);

/** Each card's own listed actions, by its index (cards.ts): shared and frozen, none built per call. */
const SELECT: readonly FleeAction[] = ALL_CARDS.map((c) => Object.freeze({ type: "select", card: c.id }));
const DESELECT: readonly FleeAction[] = ALL_CARDS.map((c) => Object.freeze({ type: "deselect", card: c.id }));
const TREASURE: readonly FleeAction[] = ALL_CARDS.map((c) => Object.freeze({ type: "treasure", card: c.id }));

/**
 * Every list is cut to its exact length from a template and then filled, instead of being grown by pushing (which
 * reallocates its storage and ends up to half again too big) or gathered in a reused buffer (every store of a new
 * action into that long-lived buffer costs the garbage collector's write barrier). A hand holds at most 5 cards:
 * at most 20 + 30 banishes, 7 treasures, the commit or stay and two moves.
 */
const TEMPLATE: readonly FleeAction[] = repeat(STAY, 64);
function slots(n: number): FleeAction[] {
  const out = TEMPLATE.slice(0, n);
  while (out.length < n) out.push(STAY);
  return out;
}

/** The number of set bits of a small mask. */
function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The commit for the encounter on top of a corridor (as `commitType` in combat.ts: monsters are fought, doors
 * opened, traps disarmed), kept for the corridor object last asked about: it stays the same through an attempt.
 */
let lastCorridor: Corridor | null = null;
let lastCommit: FleeAction = FIGHT;
function commitFor(c: Corridor): FleeAction {
  if (c !== lastCorridor) {
    const kind = card(c.cards[c.cards.length - 1]).kind;
    lastCommit = kind === "door" ? OPEN : kind === "trap" ? DISARM : FIGHT;
    lastCorridor = c;
  }
  return lastCommit;
}

/** The facts of the last inventory seen (it rarely changes). */
let lastInventory: readonly string[] | null = null;
let lastInventoryFacts: CardFacts[] = emptyList();

/**
 * The inventory positions holding a treasure usable now, as bits, as `treasureBlocked` (treasure.ts) decides:
 * healing below max health, combat bonuses in step 2.
 */
function usableTreasures(s: FleeState): number {
  const inv = s.inventory;
  if (inv.length === 0) return 0;
  if (inv !== lastInventory) {
    lastInventoryFacts = factsList(inv);
    lastInventory = inv;
  }
  let bits = 0;
  for (let i = 0; i < lastInventoryFacts.length; i++) {
    const f = lastInventoryFacts[i];
    if (f.use === 1 ? s.health < s.maxHealth : f.use === 2 && s.phase === "encounter") bits |= 1 << i;
  }
  return bits;
}

/** Writes the usable treasures' actions from position k on; returns the next free position. */
function putTreasures(bits: number, list: FleeAction[], k: number): number {
  for (let i = 0; bits >> i !== 0; i++) if ((bits >> i) & 1) list[k++] = TREASURE[lastInventoryFacts[i].index];
  return k;
}

/**
 * The hand's ways to pay for a banish, in the order `payments` (banish.ts) lists them: each single card showing
 * both icons, then each pair, by hand position. Written to PAY_FIRST / PAY_SECOND (-1: a single card) as numbers,
 * so that nothing is allocated; returns how many there are.
 */
const PAY_FIRST: number[] = repeat(0, 16);
const PAY_SECOND: number[] = repeat(0, 16);
function findPayments(facts: readonly CardFacts[]): number {
  let count = 0;
  for (let i = 0; i < facts.length; i++) {
    const a = facts[i];
    if (a.sword && a.shield) {
      PAY_FIRST[count] = i;
      PAY_SECOND[count] = -1;
      count++;
    }
    for (let j = i + 1; j < facts.length; j++) {
      const b = facts[j];
      if ((a.sword && b.shield) || (a.shield && b.sword)) {
        PAY_FIRST[count] = i;
        PAY_SECOND[count] = j;
        count++;
      }
    }
  }
  return count;
}

/**
 * After the attempt (or a non-encounter): every banish (each payment followed by every other hand card as the
 * target, in hand order), usable treasures, then stay and the two Moves if the rules allow them.
 */
function afterActions(s: FleeState): FleeAction[] {
  const hand = s.hand;
  const n = hand.length;
  const payments = n < 2 ? 0 : findPayments(handFacts(hand));
  let banishes = 0;
  for (let p = 0; p < payments; p++) banishes += PAY_SECOND[p] < 0 ? n - 1 : n - 2;
  const treasures = usableTreasures(s);
  const rule = lastMoveRule(s);
  const list = slots(banishes + bitCount(treasures) + (rule.stay ? 1 : 0) + (rule.move ? 2 : 0));
  let k = 0;
  for (let p = 0; p < payments; p++) {
    const i = PAY_FIRST[p],
      j = PAY_SECOND[p];
    const pay = j < 0 ? [hand[i]] : [hand[i], hand[j]];
    for (let t = 0; t < n; t++) if (t !== i && t !== j) list[k++] = { type: "banish", pay, target: hand[t] };
  }
  k = putTreasures(treasures, list, k);
  if (rule.stay) list[k++] = STAY;
  if (rule.move) {
    list[k] = MOVES[0];
    list[k + 1] = MOVES[1];
  }
  return list;
}

/** `legal(s, seat)`, as above (the commit's condition is the plain rule's, combat.ts). */
export function fastLegal(s: FleeState, seat: number): FleeAction[] {
  if (seat !== 0 || s.phase === "over") return [];
  if (s.phase === "start") return ENTERS.slice();
  if (s.phase === "after") return afterActions(s);
  // Step 2: select or deselect each hand card (no more than 5 selected, no more than MAX_TAKE_BACKS taken back),
  // usable treasures, then commit.
  const hand = s.hand;
  const facts = handFacts(hand);
  const full = s.selected.length >= HAND_SIZE;
  const takeBack = s.takeBacks < MAX_TAKE_BACKS;
  let chosen = 0; // the selected hand positions, as bits
  for (let i = 0; i < hand.length; i++) if (contains(s.selected, hand[i])) chosen |= 1 << i;
  const treasures = usableTreasures(s);
  // You cannot fail on purpose (ruling FLEE-Q-23): no commit while the selection fails and a win is possible.
  const commit = selectionDefeats(s) || !canDefeat(s) ? 1 : 0;
  const selects = full ? 0 : hand.length - bitCount(chosen);
  const list = slots((takeBack ? bitCount(chosen) : 0) + selects + bitCount(treasures) + commit);
  let k = 0;
  for (let i = 0; i < hand.length; i++) {
    if ((chosen >> i) & 1) {
      if (takeBack) list[k++] = DESELECT[facts[i].index];
    } else if (!full) list[k++] = SELECT[facts[i].index];
  }
  k = putTreasures(treasures, list, k);
  if (commit) list[k] = commitFor(s.corridors[s.location as number]);
  return list;
}
