/**
 * Magic items (XOR-ITEMS-1..9, XOR-BOOTS-1..3, XOR-POTION-1..2, XOR-TRAP-1; rulings XOR-Q-7, XOR-Q-28..35).
 * Gaining is automatic for the active player whenever he has a dwarf on both squares of a type (checked after each
 * step and at the start of his turn). Used items go back to the board red cross up; the next turn start flips them.
 */
import { reject, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import type { Item, ItemType, XorState } from "./types.js";
import { ITEM_TYPES } from "./types.js";
import { boards, isItemSquare } from "./board/index.js";
import { onBoardGuard, phaseGuard } from "./guards.js";
import { isPotion, isTrap, without } from "./state.js";
import { afterChange } from "./changes.js";
import { seatRef } from "../seat-refs.js";

const heldItem = (state: XorState, seat: number, type: ItemType): number =>
  state.items.findIndex((i) => i.holder === seat && i.type === type);

/** XOR-ITEMS-1..5, -7: take one uncrossed item of each type whose two squares hold one of his dwarves. */
const NO_EVENTS: { events: GameEvent[] } = { events: [] };

/** `entered`: the square just entered, when only item types of that square need checking. */
export function gainItems(state: XorState, entered?: number): { state: XorState; events: GameEvent[] } {
  const seat = state.active;
  const itemSquares = boards[state.board].itemSquares;
  if (entered !== undefined && !isItemSquare(state.board, entered)) {
    return { state, events: NO_EVENTS.events };
  }
  const dwarves = state.players[seat].dwarves;
  const has = (sq: number) => {
    for (let i = 0; i < dwarves.length; i++) if (dwarves[i].square === sq) return true;
    return false;
  };
  let items: Item[] | null = null;
  const events: GameEvent[] = [];
  for (const type of ITEM_TYPES) {
    const [a, b] = itemSquares[type];
    if (!has(a) || !has(b)) continue; // XOR-ITEMS-1, -2: any of his dwarves
    const cur: readonly Item[] = items ?? state.items;
    if (cur.some((i) => i.holder === seat && i.type === type)) continue; // XOR-ITEMS-5
    const idx = cur.findIndex((i) => i.holder === null && i.type === type && !i.crossed); // XOR-ITEMS-3, -7
    if (idx < 0) continue;
    const copy = cur.slice();
    copy[idx] = { type, holder: seat, crossed: true };
    items = copy; // XOR-ITEMS-4: usable next turn at the earliest
    events.push({ kind: "item-gained", seat, text: `${seatRef(seat)} gains a ${type} (usable from the next turn).` });
  }
  return items ? { state: { ...state, items }, events } : { state, events };
}

function validateUse(state: XorState, seat: number, type: ItemType, die: number): Rejected | null {
  const g = phaseGuard(state, seat) ?? onBoardGuard(state, seat, die);
  if (g) return g;
  const p = state.pending;
  if (p?.kind === "tie" || (p && type === "boots"))
    return reject("PENDING_DECISION", "Not while a tie choice is open, nor boots while a decision is (XOR-Q-34).");
  if (p?.kind === "response" && !p.waiting.includes(seat))
    return reject("NOT_ASKED", "You passed in this window; you may answer again if someone uses an item (XOR-Q-34).");
  if (type === "boots" && seat !== state.active) {
    return reject("NOT_YOUR_TURN", "Only the player whose turn it is may use Boots of Movement (XOR-BOOTS-1).");
  }
  const idx = heldItem(state, seat, type);
  if (idx < 0) return reject("NO_ITEM", `${seatRef(seat)} holds no ${type}.`);
  if (state.items[idx].crossed) {
    return reject(
      "ITEM_NOT_READY",
      `This ${type} was gained this turn; it can be used from the next turn on (XOR-ITEMS-4).`,
    );
  }
  if (type === "boots" && state.turn.boots) return reject("ALREADY_AFFECTED", "Boots are already in use this turn.");
  if (type === "potion" && isPotion(state, seat, die))
    return reject("ALREADY_AFFECTED", "That dwarf already drank a potion.");
  if (type === "trap" && isTrap(state, seat, die))
    return reject("ALREADY_AFFECTED", "That dwarf already has a dragon trap.");
  return null;
}

export function applyUse(state: XorState, seat: number, type: ItemType, die: number): ApplyResult<XorState> {
  const bad = validateUse(state, seat, type, die);
  if (bad) return bad;
  const idx = heldItem(state, seat, type);
  const items = state.items.slice();
  items[idx] = { type, holder: null, crossed: true }; // XOR-ITEMS-6, -7
  let turn = state.turn;
  if (type === "boots") turn = { ...turn, boots: { dwarf: die, left: 2 } }; // XOR-BOOTS-3, -4
  if (type === "potion") {
    turn = { ...turn, potions: [...turn.potions, { seat, dwarf: die }] }; // XOR-POTION-2
    if (seat === state.active) turn = { ...turn, respectDue: without(turn.respectDue, die) }; // XOR-POTION-4
  }
  if (type === "trap") turn = { ...turn, traps: [...turn.traps, { seat, dwarf: die }] }; // XOR-TRAP-1..3
  const used: XorState = { ...state, items, turn };
  const events = [{ kind: "item-used", seat, text: `${seatRef(seat)} uses a ${type} on dwarf ${die + 1}.` }];
  // XOR-ITEMS-8 (ruling XOR-Q-29): the active player may at once take another ready item of that type.
  const gained = seat === state.active ? gainItems(used) : { state: used, events: [] };
  // While a decision is open, the use is answered: the window opens again, a proposal asks anew on that square.
  const square = state.players[seat].dwarves[die].square!;
  return afterChange(gained.state, square, [...events, ...gained.events], { seat, before: state });
}

/** XOR-ITEMS-9 (ruling XOR-Q-30): at the start of a turn the new active player's items and all board items flip. */
export function flipItems(state: XorState): XorState {
  const seat = state.active;
  const flips = (i: Item) => i.crossed && (i.holder === null || i.holder === seat);
  let any = false;
  for (let k = 0; k < state.items.length && !any; k++) any = flips(state.items[k]);
  if (!any) return state;
  return {
    ...state,
    items: state.items.map((i) => (flips(i) ? { ...i, crossed: false } : i)),
  };
}
