/**
 * What follows a potion or trap used, or a choice not to add levels (adding.ts), while a decision is open (ruling
 * XOR-Q-34): in a response window everyone who can still respond may answer it (response.ts); during a diplomacy
 * proposal the tasks on that square are asked anew of the player now highest there (diplomacy.ts), except a task a
 * renouncer gave to a player he named, which only a potion or trap that raises its user to the top there takes (XOR-Q-25).
 */
import { accept, type ApplyResult, type GameEvent } from "../engine.js";
import type { XorState } from "./types.js";
import { reopen } from "./response.js";
import { askAnew, type ItemUse } from "./diplomacy.js";

/** `use`: the seat that used a potion or trap and the state before the use (absent for a choice not to add). */
export function afterChange(
  state: XorState,
  square: number,
  events: GameEvent[],
  use?: ItemUse,
): ApplyResult<XorState> {
  if (state.pending?.kind === "response") return reopen(state, events);
  if (state.pending?.kind === "diplomacy") return askAnew(state, square, events, use);
  return accept(state, events);
}
