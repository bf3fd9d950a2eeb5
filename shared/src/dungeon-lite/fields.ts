/**
 * The optional fields an action carries but does not use (docs/dungeon-lite.md, "Player actions"): `exit` on a card
 * that bars no door, a `card` for a spell that costs none, a `target`, `zone` or `hero` for a spell or item that
 * takes another kind of aim or none. Refused with UNUSED_FIELD rather than ignored, so an action means exactly what
 * it says and the match log stores nothing that played no part. (A field no action of the type has is refused when
 * the action is read, ./actions.ts; `play`'s `extra` on a card that takes none is ./cards.ts's NO_EXTRA_CARD.)
 * Unknown cards and spells pass here: the rule that reads them refuses them.
 */
import { reject, type Rejected } from "../engine.js";
import { LiteCodes, type LiteAction } from "./actions.js";
import { ACTION_CARDS, CHEST_CARDS, EQUIPMENT_CARDS, MAGIC_CARDS } from "./content/index.js";

type Aim = "target" | "zone" | "hero";
type Effect = { readonly kind: string; readonly area?: boolean };

/** The aim an effect takes: an enemy, a zone, a hero, or none. */
function aimOf(fx: Effect): Aim | null {
  switch (fx.kind) {
    case "item-attack":
      return fx.area ? "zone" : "target";
    case "mind-control":
    case "banish":
      return "target";
    case "draw-action":
    case "defense-bonus":
      return "hero";
    default:
      return null;
  }
}

const byId = <T extends { id: string }>(xs: readonly T[]) => new Map(xs.map((x) => [x.id, x]));
const ACTIONS = byId(ACTION_CARDS);
const SPELLS = byId(MAGIC_CARDS);
const CHESTS = byId(CHEST_CARDS);
const GEAR = byId(EQUIPMENT_CARDS);

const unused = (field: string, what: string): Rejected =>
  reject(LiteCodes.UNUSED_FIELD, `${what} takes no "${field}": leave it out.`);

/** The aims the action names that its effects do not take. */
function aimsUnused(a: { target?: number; zone?: string; hero?: number }, effects: readonly Effect[], what: string) {
  const takes = new Set(effects.map(aimOf));
  for (const f of ["target", "zone", "hero"] as const) if (a[f] !== undefined && !takes.has(f)) return unused(f, what);
  return null;
}

export function unusedField(a: LiteAction): Rejected | null {
  switch (a.type) {
    case "play": {
      const c = ACTIONS.get(a.card);
      if (c && a.exit !== undefined && !c.action?.steps.some((st) => st.kind === "bar-door"))
        return unused("exit", `${c.name} bars no door and`);
      return null;
    }
    case "cast": {
      const m = SPELLS.get(a.spell);
      if (!m) return null;
      if (a.card !== undefined && !m.attack)
        return unused("card", `${m.name} is not an attack spell: it costs no card and`);
      return aimsUnused(a, [m.effect], m.name);
    }
    case "use-item": {
      const c = CHESTS.get(a.card) ?? GEAR.get(a.card);
      return c ? aimsUnused(a, c.effects, c.name) : null;
    }
    default:
      return null;
  }
}
