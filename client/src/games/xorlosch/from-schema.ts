/**
 * The synced Xorlosch schema (plain JSON) back into the engine's view type, so the renderer draws live matches and
 * replays (which render `engine.view(state, seat)` directly) from the same XorView. No DOM, no Pixi: tests import it.
 * The schema writes "none" as -1 or "" and flags quests with `present`; this is the inverse of the server projection.
 */
import { expectedActor, type XorView } from "../../../../shared/src/xorlosch/index.js";
import type { AnswerStatus, Colour, ItemType, Pending } from "../../../../shared/src/xorlosch/types.js";

interface DwarfJson { square?: number; level?: number }
interface PlayerJson { dwarves?: DwarfJson[]; cards?: number[]; score?: number; totalLevels?: number; freeLevels?: number }
interface ColourJson {
  colour?: string; present?: boolean; quest?: number[]; previewPresent?: boolean; preview?: number[]; stackCount?: number; solved?: number;
}
interface ItemJson { type?: string; holder?: number; crossed?: boolean }
interface AffectedJson { seat?: number; dwarf?: number }
interface TurnJson {
  spent?: number; moved?: boolean; bootsDwarf?: number; bootsLeft?: number; potions?: AffectedJson[]; traps?: AffectedJson[];
  respectDue?: number[]; broughtIn?: number[]; proposed?: string[]; pointsLeft?: number;
}
interface SeatListJson { seats?: number[] }
interface PendingJson {
  kind?: string; quest?: string; awards?: number[]; ties?: SeatListJson[]; order?: number[]; holders?: number[];
  status?: string[]; renounced?: SeatListJson[];
}
export interface XorPublicJson {
  board?: string; shortGame?: boolean; seats?: number; firstPlayer?: number; phase?: string; active?: number; round?: number;
  turnsTaken?: number[]; players?: PlayerJson[]; colours?: ColourJson[]; items?: ItemJson[]; turn?: TurnJson;
  pending?: PendingJson; waitingOn?: number; endReason?: string;
}

const COLOURS: readonly Colour[] = ["green", "blue", "red"];
const orNull = (n: number | undefined): number | null => (n === undefined || n < 0 ? null : n);
const affected = (xs: AffectedJson[] | undefined) => (xs ?? []).map((a) => ({ seat: a.seat ?? 0, dwarf: a.dwarf ?? 0 }));
const lists = (xs: SeatListJson[] | undefined) => (xs ?? []).map((l) => [...(l.seats ?? [])]);

function pendingFrom(p: PendingJson | undefined): Pending | null {
  if (!p || !p.kind) return null;
  const quest = p.quest as Colour;
  if (p.kind === "tie") return { kind: "tie", quest, awards: (p.awards ?? []).map(orNull), ties: lists(p.ties) };
  return {
    kind: "diplomacy", quest, order: [...(p.order ?? [])], holders: [...(p.holders ?? [])],
    status: (p.status ?? []) as AnswerStatus[], renounced: lists(p.renounced),
  };
}

export function fromSchema(publicJson: unknown, privateJson: unknown): XorView {
  const p = (publicJson ?? {}) as XorPublicJson;
  const priv = (privateJson ?? null) as { seat?: number } | null;
  const byColour = (c: Colour): ColourJson => (p.colours ?? []).find((x) => x.colour === c) ?? {};
  const colourMap = <T>(f: (c: ColourJson) => T) =>
    ({ green: f(byColour("green")), blue: f(byColour("blue")), red: f(byColour("red")) });
  const t = p.turn ?? {};
  const bootsDwarf = orNull(t.bootsDwarf);
  const view: XorView = {
    game: "xorlosch",
    board: p.board === "dungeon" ? "dungeon" : "ruins",
    shortGame: p.shortGame ?? false,
    seats: p.seats ?? 0,
    seat: priv ? orNull(priv.seat) : null,
    firstPlayer: p.firstPlayer ?? 0,
    phase: (p.phase || "placement") as XorView["phase"],
    active: p.active ?? 0,
    round: p.round ?? 0,
    turnsTaken: [...(p.turnsTaken ?? [])],
    players: (p.players ?? []).map((pl) => ({
      dwarves: (pl.dwarves ?? []).map((d) => ({ square: orNull(d.square), level: d.level ?? 0 })),
      cards: [...(pl.cards ?? [])],
      score: pl.score ?? 0,
      totalLevels: pl.totalLevels ?? 0,
      freeLevels: pl.freeLevels ?? 0,
    })),
    quests: colourMap((c) => (c.present ? [...(c.quest ?? [])] : null)),
    previews: colourMap((c) => (c.previewPresent ? [...(c.preview ?? [])] : null)),
    stackCounts: colourMap((c) => c.stackCount ?? 0),
    solved: colourMap((c) => c.solved ?? 0),
    items: (p.items ?? []).map((i) => ({ type: i.type as ItemType, holder: orNull(i.holder), crossed: i.crossed ?? false })),
    turn: {
      spent: t.spent ?? 0,
      moved: t.moved ?? false,
      boots: bootsDwarf === null ? null : { dwarf: bootsDwarf, left: t.bootsLeft ?? 0 },
      potions: affected(t.potions),
      traps: affected(t.traps),
      respectDue: [...(t.respectDue ?? [])],
      broughtIn: [...(t.broughtIn ?? [])],
      proposed: (t.proposed ?? []) as Colour[],
      pointsLeft: t.pointsLeft ?? 0,
    },
    pending: pendingFrom(p.pending),
    waitingOn: null,
    endReason: (p.endReason || null) as XorView["endReason"],
  };
  // Without the field (partial JSON) it follows from phase, pending and active by the engine's own rule.
  view.waitingOn = p.waitingOn === undefined ? expectedActor(view) : orNull(p.waitingOn);
  return view;
}

export { COLOURS };
