/** Copies the Xorlosch view into its schema, assigning only changed values (see ../../room/sync.ts). */
import type { XorView } from "@tabletop/shared/xorlosch/index";
import { set, syncPrimitives, syncSchemas } from "../../room/sync.js";
import {
  XorAffectedSchema, XorColourSchema, XorDwarfSchema, XorItemSchema, XorPlayerSchema, XorSeatListSchema,
  type XorPendingSchema, type XorPrivate, type XorPublic, type XorTurnSchema,
} from "./schema.js";

const COLOURS = ["green", "blue", "red"] as const;

type Affected = XorView["turn"]["potions"][number];

function assignAffected(t: XorAffectedSchema, a: Affected): void {
  set(t, "seat", a.seat);
  set(t, "dwarf", a.dwarf);
}

function projectTurn(turn: XorView["turn"], t: XorTurnSchema): void {
  set(t, "spent", turn.spent);
  set(t, "moved", turn.moved);
  set(t, "bootsDwarf", turn.boots ? turn.boots.dwarf : -1);
  set(t, "bootsLeft", turn.boots ? turn.boots.left : 0);
  syncSchemas(t.potions, turn.potions, () => new XorAffectedSchema(), assignAffected);
  syncSchemas(t.traps, turn.traps, () => new XorAffectedSchema(), assignAffected);
  syncPrimitives(t.respectDue, turn.respectDue);
  syncPrimitives(t.broughtIn, turn.broughtIn);
  syncPrimitives(t.proposed, turn.proposed);
  set(t, "pointsLeft", turn.pointsLeft);
}

const seatList = (t: XorSeatListSchema, seats: readonly number[]) => syncPrimitives(t.seats, seats);

function projectPending(p: XorView["pending"], t: XorPendingSchema): void {
  set(t, "kind", p ? p.kind : "");
  set(t, "quest", p ? p.quest : "");
  const tie = p?.kind === "tie" ? p : null;
  const dip = p?.kind === "diplomacy" ? p : null;
  syncPrimitives(t.awards, tie ? tie.awards.map((a) => a ?? -1) : []);
  syncSchemas(t.ties, tie ? tie.ties : [], () => new XorSeatListSchema(), seatList);
  syncPrimitives(t.order, dip ? dip.order : []);
  syncPrimitives(t.holders, dip ? dip.holders : []);
  syncPrimitives(t.status, dip ? dip.status : []);
  syncSchemas(t.renounced, dip ? dip.renounced : [], () => new XorSeatListSchema(), seatList);
}

export function projectPublic(v: XorView, t: XorPublic): void {
  set(t, "board", v.board);
  set(t, "shortGame", v.shortGame);
  set(t, "seats", v.seats);
  set(t, "firstPlayer", v.firstPlayer);
  set(t, "phase", v.phase);
  set(t, "active", v.active);
  set(t, "round", v.round);
  syncPrimitives(t.turnsTaken, v.turnsTaken);
  syncSchemas(t.players, v.players, () => new XorPlayerSchema(), (ps, p) => {
    syncSchemas(ps.dwarves, p.dwarves, () => new XorDwarfSchema(), (ds, d) => {
      set(ds, "square", d.square ?? -1);
      set(ds, "level", d.level);
    });
    syncPrimitives(ps.cards, p.cards);
    set(ps, "score", p.score);
    set(ps, "totalLevels", p.totalLevels);
    set(ps, "freeLevels", p.freeLevels);
  });
  syncSchemas(t.colours, COLOURS, () => new XorColourSchema(), (cs, c) => {
    const quest = v.quests[c];
    const preview = v.previews[c];
    set(cs, "colour", c);
    set(cs, "present", quest !== null);
    syncPrimitives(cs.quest, quest ?? []);
    set(cs, "previewPresent", preview !== null);
    syncPrimitives(cs.preview, preview ?? []);
    set(cs, "stackCount", v.stackCounts[c]);
    set(cs, "solved", v.solved[c]);
  });
  syncSchemas(t.items, v.items, () => new XorItemSchema(), (is, it) => {
    set(is, "type", it.type);
    set(is, "holder", it.holder ?? -1);
    set(is, "crossed", it.crossed);
  });
  projectTurn(v.turn, t.turn);
  projectPending(v.pending, t.pending);
  set(t, "waitingOn", v.waitingOn ?? -1);
  set(t, "endReason", v.endReason ?? "");
}

export function projectPrivate(v: XorView, t: XorPrivate): void {
  set(t, "seat", v.seat ?? -1);
}
