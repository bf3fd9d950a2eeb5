/**
 * The response window after a solve is announced (XOR-POTION-1, XOR-TRAP-1: "can be used any time, not just during
 * its player's turn"; ruling XOR-Q-34). The announcement opens a window in which every player holding a usable potion
 * or trap (the active player too) may use it, or pass. A use (or a choice not to add levels, adding.ts) reopens the
 * window for everyone who can still respond, so that each may answer it. When all have passed, the solve is judged
 * as the dwarves then stand: with a majority it is solved (tied tasks chosen by the active player), without one it is
 * not. The room closes a window whose time runs out by passing for the seats still waited on (Engine.responseWindow).
 */
import { accept, reject, type ApplyResult, type GameEvent, type Rejected } from "../engine.js";
import type { Colour, ResponsePending, TiePending, XorState } from "./types.js";
import { phaseGuard } from "./guards.js";
import { isPotion, isTrap } from "./state.js";
import { evaluateQuest } from "./majority.js";
import { completeQuest } from "./quests.js";
import { seatRef } from "../seat-refs.js";

/** Whether the seat holds a ready potion or trap that one of its dwarves on the board may still take. */
function canRespond(state: XorState, seat: number): boolean {
  const dwarves = state.players[seat].dwarves;
  for (const it of state.items) {
    if (it.holder !== seat || it.crossed || it.type === "boots") continue;
    for (let d = 0; d < dwarves.length; d++) {
      if (dwarves[d].square === null) continue;
      if (it.type === "potion" ? !isPotion(state, seat, d) : !isTrap(state, seat, d)) return true;
    }
  }
  return false;
}

/** The seats that may respond now, in seat order. */
export function responders(state: XorState): number[] {
  const out: number[] = [];
  for (let s = 0; s < state.seats; s++) if (canRespond(state, s)) out.push(s);
  return out;
}

/** The announcement of `quest` (already checked): a window when someone may respond, else judged at once. */
export function announce(state: XorState, quest: Colour, events: GameEvent[]): ApplyResult<XorState> {
  const waiting = responders(state);
  if (waiting.length === 0) return judge(state, quest, events);
  const pending: ResponsePending = { kind: "response", quest, waiting, opened: 0 };
  return accept({ ...state, pending }, [
    ...events,
    {
      kind: "response-window",
      seat: state.active,
      text: `${seatRef(state.active)} announces the ${quest} quest; potions and traps may be used now, or passed.`,
    },
  ]);
}

/** After a use or a choice during the window: open again for everyone who can still respond, or judge. */
export function reopen(state: XorState, events: GameEvent[]): ApplyResult<XorState> {
  const p = state.pending as ResponsePending;
  const waiting = responders(state);
  if (waiting.length === 0) return judge({ ...state, pending: null }, p.quest, events);
  return accept({ ...state, pending: { ...p, waiting, opened: p.opened + 1 } }, events);
}

/** The solve judged as the dwarves stand now (XOR-MAJORITY-4..7): solved, a tie choice, or not solved. */
function judge(state: XorState, quest: Colour, events: GameEvent[]): ApplyResult<XorState> {
  const s: XorState = { ...state, pending: null };
  const ev = evaluateQuest(s, quest)!;
  if (!ev.covered || !ev.majority) {
    return accept(s, [
      ...events,
      {
        kind: "solve-failed",
        seat: s.active,
        text: `After the items used, ${seatRef(s.active)} no longer fulfils more than half of the ${quest} quest: it is not solved.`,
      },
    ]);
  }
  const awards = ev.tops.map((t) => (t.length === 1 ? t[0] : null)); // XOR-MAJORITY-6; ties are chosen (-7)
  if (awards.some((a) => a === null)) {
    const ties = ev.tops.map((t, i) => (awards[i] === null ? t : []));
    const pending: TiePending = { kind: "tie", quest, awards, ties };
    return accept({ ...s, pending }, [
      ...events,
      { kind: "tie-choice", seat: s.active, text: `${seatRef(s.active)} must choose who receives each tied task.` },
    ]);
  }
  const done = completeQuest(s, quest, awards as number[]);
  return accept(done.state, [...events, ...done.events]);
}

function validatePass(state: XorState, seat: number): Rejected | null {
  const g = phaseGuard(state, seat);
  if (g) return g;
  const p = state.pending;
  if (p?.kind !== "response") return reject("NO_WINDOW", "No announcement is waiting for answers (XOR-Q-34).");
  if (!p.waiting.includes(seat)) return reject("NOT_ASKED", "You are not waited on in this window (XOR-Q-34).");
  return null;
}

/** A seat passes: it uses nothing now; when the last has passed the solve is judged. */
export function applyPass(state: XorState, seat: number): ApplyResult<XorState> {
  const bad = validatePass(state, seat);
  if (bad) return bad;
  const p = state.pending as ResponsePending;
  const waiting = p.waiting.filter((s) => s !== seat);
  const events: GameEvent[] = [{ kind: "pass", seat, text: `${seatRef(seat)} passes.` }];
  if (waiting.length > 0) return accept({ ...state, pending: { ...p, waiting } }, events);
  return judge(state, p.quest, events);
}
