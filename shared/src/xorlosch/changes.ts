/**
 * What follows a potion or trap used, or a choice not to add levels (adding.ts), while a decision is open (ruling
 * XOR-Q-34): in a response window everyone who can still respond may answer it (response.ts); during a diplomacy
 * proposal the tasks on that square are asked anew of the player now highest there (diplomacy.ts).
 */
import { accept, type ApplyResult, type GameEvent } from "../engine.js";
import type { XorState } from "./types.js";
import { reopen } from "./response.js";
import { askAnew } from "./diplomacy.js";

export function afterChange(state: XorState, square: number, events: GameEvent[]): ApplyResult<XorState> {
  if (state.pending?.kind === "response") return reopen(state, events);
  if (state.pending?.kind === "diplomacy") return askAnew(state, square, events);
  return accept(state, events);
}
