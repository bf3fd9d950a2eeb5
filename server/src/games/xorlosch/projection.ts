/**
 * Copies the Xorlosch view into its schema, writing only what changed since the last view (`l`, undefined the
 * first time; see ../../room/sync.ts).
 */
import type { XorView } from "@tabletop/shared/xorlosch/index";
import { set, setFields, syncPrimitives, syncSchemas } from "../../room/sync.js";
import {
  XorAffectedSchema, XorColourSchema, XorDwarfSchema, XorItemSchema, XorPlayerSchema, XorSeatListSchema,
  type XorPendingSchema, type XorPrivate, type XorPublic, type XorTurnSchema,
} from "./schema.js";

const COLOURS = ["green", "blue", "red"] as const;
type Colour = (typeof COLOURS)[number];

type Turn = XorView["turn"];
type Affected = Turn["potions"][number];
type Player = XorView["players"][number];
type Dwarf = Player["dwarves"][number];
type Item = XorView["items"][number];
type Pending = XorView["pending"];

const orNone = (n: number | null) => n ?? -1;

/** The fields the view and the schema share, copied as they are. */
const AFFECTED_FIELDS = ["seat", "dwarf"] as const;
const TURN_FIELDS = ["spent", "moved", "pointsLeft"] as const;
const PLAYER_FIELDS = ["score", "totalLevels", "freeLevels"] as const;
const ITEM_FIELDS = ["type", "crossed"] as const;
const PUBLIC_FIELDS = ["board", "shortGame", "seats", "firstPlayer", "phase", "active", "round"] as const;

const assignAffected = (t: XorAffectedSchema, a: Affected, l: Affected | undefined) => setFields(t, a, l, AFFECTED_FIELDS);

function projectTurn(turn: Turn, t: XorTurnSchema, l: Turn | undefined): void {
  if (turn === l) return;
  setFields(t, turn, l, TURN_FIELDS);
  set(t, "bootsDwarf", turn.boots ? turn.boots.dwarf : -1, l ? (l.boots ? l.boots.dwarf : -1) : undefined);
  set(t, "bootsLeft", turn.boots ? turn.boots.left : 0, l ? (l.boots ? l.boots.left : 0) : undefined);
  syncSchemas(t.potions, turn.potions, l?.potions, () => new XorAffectedSchema(), assignAffected);
  syncSchemas(t.traps, turn.traps, l?.traps, () => new XorAffectedSchema(), assignAffected);
  syncPrimitives(t.respectDue, turn.respectDue, l?.respectDue);
  syncPrimitives(t.broughtIn, turn.broughtIn, l?.broughtIn);
  syncPrimitives(t.proposed, turn.proposed, l?.proposed);
}

const seatList = (t: XorSeatListSchema, seats: readonly number[], l: readonly number[] | undefined) =>
  syncPrimitives(t.seats, seats, l);

const NO_LISTS: readonly never[] = [];
const tieOf = (p: Pending) => (p?.kind === "tie" ? p : null);
const dipOf = (p: Pending) => (p?.kind === "diplomacy" ? p : null);

/** `l` is undefined the first time, when the schema holds the defaults of "nothing pending". */
function projectPending(p: Pending, t: XorPendingSchema, l: Pending | undefined): void {
  if (p === l) return;
  const was = l ?? null;
  set(t, "kind", p ? p.kind : "", was ? was.kind : "");
  set(t, "quest", p ? p.quest : "", was ? was.quest : "");
  const tie = tieOf(p);
  const lastTie = tieOf(was);
  const dip = dipOf(p);
  const lastDip = dipOf(was);
  syncPrimitives(t.awards, tie ? tie.awards : NO_LISTS, lastTie ? lastTie.awards : NO_LISTS, orNone);
  syncSchemas(t.ties, tie ? tie.ties : NO_LISTS, lastTie ? lastTie.ties : NO_LISTS, () => new XorSeatListSchema(), seatList);
  syncPrimitives(t.order, dip ? dip.order : NO_LISTS, lastDip ? lastDip.order : NO_LISTS);
  syncPrimitives(t.holders, dip ? dip.holders : NO_LISTS, lastDip ? lastDip.holders : NO_LISTS);
  syncPrimitives(t.status, dip ? dip.status : NO_LISTS, lastDip ? lastDip.status : NO_LISTS);
  syncSchemas(t.renounced, dip ? dip.renounced : NO_LISTS, lastDip ? lastDip.renounced : NO_LISTS, () => new XorSeatListSchema(), seatList);
}

function assignDwarf(t: XorDwarfSchema, d: Dwarf, l: Dwarf | undefined): void {
  set(t, "square", orNone(d.square), l ? orNone(l.square) : undefined);
  set(t, "level", d.level, l?.level);
}

function assignPlayer(t: XorPlayerSchema, p: Player, l: Player | undefined): void {
  syncSchemas(t.dwarves, p.dwarves, l?.dwarves, () => new XorDwarfSchema(), assignDwarf);
  syncPrimitives(t.cards, p.cards, l?.cards);
  setFields(t, p, l, PLAYER_FIELDS);
}

function assignItem(t: XorItemSchema, it: Item, l: Item | undefined): void {
  setFields(t, it, l, ITEM_FIELDS);
  set(t, "holder", orNone(it.holder), l ? orNone(l.holder) : undefined);
}

/** One colour's quest, preview, stack and count, from the view's per-colour records. */
function assignColour(t: XorColourSchema, c: Colour, v: XorView, l: XorView | undefined): void {
  const quest = v.quests[c];
  const preview = v.previews[c];
  const lastQuest = l ? l.quests[c] : undefined;
  const lastPreview = l ? l.previews[c] : undefined;
  set(t, "colour", c, l ? c : undefined);
  set(t, "present", quest !== null, lastQuest === undefined ? undefined : lastQuest !== null);
  syncPrimitives(t.quest, quest ?? NO_LISTS, lastQuest === undefined ? undefined : lastQuest ?? NO_LISTS);
  set(t, "previewPresent", preview !== null, lastPreview === undefined ? undefined : lastPreview !== null);
  syncPrimitives(t.preview, preview ?? NO_LISTS, lastPreview === undefined ? undefined : lastPreview ?? NO_LISTS);
  set(t, "stackCount", v.stackCounts[c], l?.stackCounts[c]);
  set(t, "solved", v.solved[c], l?.solved[c]);
}

export function projectPublic(v: XorView, t: XorPublic, l: XorView | undefined): void {
  setFields(t, v, l, PUBLIC_FIELDS);
  syncPrimitives(t.turnsTaken, v.turnsTaken, l?.turnsTaken);
  syncSchemas(t.players, v.players, l?.players, () => new XorPlayerSchema(), assignPlayer);
  if (!l) syncSchemas(t.colours, COLOURS, undefined, () => new XorColourSchema(), (cs, c) => assignColour(cs, c, v, undefined));
  else if (v.quests !== l.quests || v.previews !== l.previews || v.stackCounts !== l.stackCounts || v.solved !== l.solved) {
    COLOURS.forEach((c, i) => assignColour(t.colours[i], c, v, l));
  }
  syncSchemas(t.items, v.items, l?.items, () => new XorItemSchema(), assignItem);
  projectTurn(v.turn, t.turn, l?.turn);
  projectPending(v.pending, t.pending, l ? l.pending : undefined);
  set(t, "waitingOn", orNone(v.waitingOn), l ? orNone(l.waitingOn) : undefined);
  set(t, "endReason", v.endReason ?? "", l ? l.endReason ?? "" : undefined);
}

export function projectPrivate(v: XorView, t: XorPrivate, l: XorView | undefined): void {
  set(t, "seat", orNone(v.seat), l ? orNone(l.seat) : undefined);
}
