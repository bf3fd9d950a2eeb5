/** Every action the player may take now (the engine's `legal`). apply.ts accepts exactly these. */
import { ALL_CARDS, card } from "./content/index.js";
import type { FleeAction } from "./actions.js";
import { commitType } from "./combat.js";
import { HAND_SIZE } from "./deck.js";
import { moveRule } from "./round.js";
import type { FleeState } from "./state.js";
import { N_CORRIDORS } from "./corridors.js";

/** Fixed actions are shared, frozen objects (fewer allocations per step; nobody may change a listed action). */
const STAY: FleeAction = Object.freeze({ type: "stay" });
const MOVES: readonly FleeAction[] = [Object.freeze({ type: "move", dir: "cw" }), Object.freeze({ type: "move", dir: "ccw" })];
const COMMITS = { fight: Object.freeze({ type: "fight" }), open: Object.freeze({ type: "open" }), disarm: Object.freeze({ type: "disarm" }) } as const;
const ENTERS: readonly FleeAction[] = Array.from({ length: N_CORRIDORS }, (_, corridor) => Object.freeze({ type: "enter", corridor }));

/** What `legal` needs of each card, looked up once per card id: its icons and its frozen per-card actions. */
interface CardEntry {
  /** Printed sword / shield icons (what pays a banish, FLEE-ROUND-9/10). */
  sword: boolean;
  shield: boolean;
  /** As a treasure (FLEE-TREASURE-3, ruling FLEE-Q-9): 0 not one, 1 heals, 2 a combat bonus. */
  use: 0 | 1 | 2;
  select: FleeAction;
  deselect: FleeAction;
  treasure: FleeAction;
}
const ENTRY = new Map<string, CardEntry>(
  ALL_CARDS.map((c) => [c.id, {
    sword: c.centre.swords > 0,
    shield: c.centre.shields > 0,
    use: !c.treasure ? 0 : "heal" in c.treasure ? 1 : 2,
    select: Object.freeze({ type: "select", card: c.id }),
    deselect: Object.freeze({ type: "deselect", card: c.id }),
    treasure: Object.freeze({ type: "treasure", card: c.id }),
  }]),
);
const entry = (id: string): CardEntry => {
  const e = ENTRY.get(id);
  if (!e) throw new Error(`unknown Dungeon Flee card ${id}`);
  return e;
};

/**
 * Lists are gathered in one reused buffer (it keeps its size between calls) and handed out as an exact-size copy:
 * a list grown by pushing reallocates its storage several times and ends up to half again too big.
 */
class Collector {
  private items: FleeAction[] = [STAY];
  private n = 0;
  start(): Collector {
    this.n = 0;
    return this;
  }
  add(a: FleeAction): void {
    if (this.n < this.items.length) this.items[this.n] = a;
    else this.items.push(a);
    this.n++;
  }
  list(): FleeAction[] {
    return this.items.slice(0, this.n);
  }
}
const collector = new Collector();

/** A template the encounter lists are cut from (a hand holds at most 5 cards, plus the commit). */
const SLOTS: FleeAction[] = [STAY, STAY, STAY, STAY, STAY, STAY, STAY, STAY];

/** The entries of the last hand seen (a hand stays the same array through the steps of one attempt). */
let entriesHand: readonly string[] | null = null;
let entriesOfHand: CardEntry[] = [];
function entriesOf(hand: readonly string[]): CardEntry[] {
  if (hand !== entriesHand) {
    entriesOfHand = entryList(hand);
    entriesHand = hand;
  }
  return entriesOfHand;
}
let entriesInventory: readonly string[] | null = null;
let entriesOfInventory: CardEntry[] = [];
function entryList(ids: readonly string[]): CardEntry[] {
  const out: CardEntry[] = [];
  for (let i = 0; i < ids.length; i++) out.push(entry(ids[i]));
  return out;
}

/** The usable treasures, as `treasureBlocked` (treasure.ts) decides: healing below max health, bonuses in step 2. */
function treasures(s: FleeState, out: Collector): void {
  const inv = s.inventory;
  if (inv.length === 0) return;
  if (inv !== entriesInventory) {
    entriesOfInventory = entryList(inv);
    entriesInventory = inv;
  }
  const es = entriesOfInventory;
  for (let i = 0; i < es.length; i++) {
    const e = es[i];
    if (e.use === 1 ? s.health < s.maxHealth : e.use === 2 && s.phase === "encounter") out.add(e.treasure);
  }
}

/**
 * Every legal banish (see `payments` in banish.ts for the order: each single card showing both icons, then each
 * pair, by hand position), each payment followed by every other hand card as the target, in hand order.
 */
function banishes(hand: readonly string[], out: Collector): void {
  const n = hand.length;
  if (n < 2) return;
  // Which hand positions show a sword / a shield, as bits (a hand holds at most 5 cards; no array per call).
  let swords = 0, shields = 0;
  const es = entriesOf(hand);
  for (let i = 0; i < n; i++) {
    const e = es[i];
    if (e.sword) swords |= 1 << i;
    if (e.shield) shields |= 1 << i;
  }
  for (let i = 0; i < n; i++) {
    const aSword = (swords >> i) & 1, aShield = (shields >> i) & 1;
    if (aSword && aShield) {
      const pay = [hand[i]];
      for (let t = 0; t < n; t++) if (t !== i) out.add({ type: "banish", pay, target: hand[t] });
    }
    for (let j = i + 1; j < n; j++) {
      if (!((aSword && (shields >> j) & 1) || (aShield && (swords >> j) & 1))) continue;
      const pay = [hand[i], hand[j]];
      for (let t = 0; t < n; t++) if (t !== i && t !== j) out.add({ type: "banish", pay, target: hand[t] });
    }
  }
}

export function legal(s: FleeState, seat: number): FleeAction[] {
  if (seat !== 0 || s.phase === "over") return [];
  if (s.phase === "start") {
    return ENTERS.slice();
  }
  if (s.phase === "encounter") {
    const full = s.selected.length >= HAND_SIZE;
    const es = entriesOf(s.hand);
    const c = s.corridors[s.location as number];
    const commit = COMMITS[commitType(card(c.cards[c.cards.length - 1]).kind)];
    if (s.inventory.length === 0 && es.length < SLOTS.length) {
      // The usual case, no treasure: the list is cut to its exact length from a template instead of grown.
      let n = 1;
      for (let i = 0; i < es.length; i++) if (!full || s.selected.includes(s.hand[i])) n++;
      const list = SLOTS.slice(0, n);
      let k = 0;
      for (let i = 0; i < es.length; i++) {
        if (s.selected.includes(s.hand[i])) list[k++] = es[i].deselect;
        else if (!full) list[k++] = es[i].select;
      }
      list[k] = commit;
      return list;
    }
    const out = collector.start();
    for (let i = 0; i < es.length; i++) {
      if (s.selected.includes(s.hand[i])) out.add(es[i].deselect);
      else if (!full) out.add(es[i].select);
    }
    treasures(s, out);
    out.add(commit);
    return out.list();
  }
  // phase "after"
  const out = collector.start();
  banishes(s.hand, out);
  treasures(s, out);
  const rule = moveRule(s);
  if (rule.stay) out.add(STAY);
  if (rule.move) { out.add(MOVES[0]); out.add(MOVES[1]); }
  return out.list();
}
