/** Builders for Dungeon Flee tests: mid-game states in a few lines, and action helpers that fail loudly. */
import { readAndApply } from "@tabletop/shared";
import { dungeonFleeEngine as E, type FleeAction, type FleeState } from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions, Corridor } from "@tabletop/shared/dungeon-flee/state";
import { ENCOUNTER_CARDS, card } from "@tabletop/shared/dungeon-flee/content/index";

export { E };

export const fresh = (
  mode: FleeOptions["mode"] = "easy",
  cls: FleeOptions["class"] = "fighter",
  seed = "t1",
): FleeState => E.setup(seed, 1, { mode, class: cls, gender: "male" });

/** A corridor from bottom→top card ids; `up` top cards face up. */
export const cor = (cards: string[], up = 0): Corridor => ({ cards, up });

export interface Mid {
  mode?: FleeOptions["mode"];
  cls?: FleeOptions["class"];
  /** Six corridors; missing ones default to a face-down Stairs Up with one Empty corridor on it. */
  corridors?: Corridor[];
  location?: number;
  phase?: FleeState["phase"];
  hand?: string[];
  draw?: string[];
  discard?: string[];
  health?: number;
  patch?: Partial<FleeState>;
}

/** A mid-game state: everything not given comes from a fresh setup, with the deck cards not in hand on the draw pile. */
export function mid(m: Mid): FleeState {
  const base = fresh(m.mode ?? "easy", m.cls ?? "barbarian"); // no ability: clean arithmetic
  const hand = m.hand ?? [];
  const corridors = m.corridors ?? [];
  const six = Array.from(
    { length: 6 },
    (_, i) => corridors[i] ?? cor([i < 4 ? `stairs-${i + 1}` : `dead-end-${i - 3}`, `empty-${i + 1}`]),
  );
  const starters = [
    "sword-1",
    "sword-2",
    "sword-3",
    "sword-4",
    "sword-5",
    "shield-1",
    "shield-2",
    "shield-3",
    "shield-4",
    "shield-5",
  ];
  const draw = m.draw ?? starters.filter((c) => !hand.includes(c));
  return {
    ...base,
    corridors: six,
    location: m.location ?? 0,
    phase: m.phase ?? "encounter",
    hand,
    selected: [],
    draw,
    discard: m.discard ?? [],
    health: m.health ?? base.health,
    exitPile: [],
    round: 1,
    ...m.patch,
  };
}

/** State in step 2 against `enc` (face up on top of corridor 0) with the given hand. */
export const facing = (enc: string, hand: string[], m: Mid = {}): FleeState =>
  mid({
    corridors: [cor(["stairs-1", "empty-9", enc], 1), ...(m.corridors?.slice(1) ?? [])],
    hand,
    ...m,
    phase: "encounter",
  });

export function act(s: FleeState, action: FleeAction | Record<string, unknown>): FleeState {
  const r = readAndApply(E, s, 0, action);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${r.code} ${r.reason}`);
  return r.state;
}

export function acts(s: FleeState, list: Array<FleeAction | Record<string, unknown>>): FleeState {
  return list.reduce((st, a) => act(st, a), s);
}

export function code(s: FleeState, action: unknown, seat = 0): string {
  const r = readAndApply(E, s, seat, action);
  if (r.ok) throw new Error(`expected a rejection for ${JSON.stringify(action)}`);
  return r.code;
}

/** Select the cards, then commit with the right verb. */
export function attempt(s: FleeState, cards: string[]): FleeState {
  let t = s;
  for (const c of cards) t = act(t, { type: "select", card: c });
  const top = t.corridors[t.location!].cards.at(-1)!;
  const kind = card(top).kind;
  return act(t, { type: kind === "door" ? "open" : kind === "trap" ? "disarm" : "fight" });
}

export const top = (s: FleeState, i = s.location!) => s.corridors[i].cards.at(-1);
export const damageCards = () => ENCOUNTER_CARDS.filter((c) => c.damage !== undefined);

/** The order in which setup dealt the corridor cards above the exits: position k went to corridor k % 6. */
export function dealtSequence(s: FleeState, exitsAtBottom: boolean): string[] {
  const piles = s.corridors.map((c) => (exitsAtBottom ? c.cards.slice(1) : c.cards.slice()));
  const out: string[] = [];
  for (let k = 0; ; k++) {
    const p = piles[k % 6];
    const j = Math.floor(k / 6);
    if (j >= p.length) break;
    out.push(p[j]);
  }
  return out;
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The designed damage of a card (tests read it so that balancing the content does not break them). */
export const dmg = (id: string) => card(id).damage ?? 0;
