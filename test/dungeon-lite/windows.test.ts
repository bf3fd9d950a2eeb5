/**
 * The windows of an enemy's attack (docs/rulings/dungeon-lite.md "A hand that does not show itself", rulings
 * LITE-Q-41, LITE-Q-47; shared/src/dungeon-lite/windows.ts): they open by what every seat sees, the hero may always
 * pass, a seat's standing answer "never" keeps the game from waiting on it; the defender's choice of blocks; the tied
 * heroes' choice of dice. Whole Enemy Phases compared across hands: ./hidden-hand.test.ts.
 */
import { RULES_SEAT } from "@tabletop/shared/engine";
import type { AttackFace, DefenseFace } from "@tabletop/shared/dungeon-lite/content/index";
import { rollAttack, rollDefense } from "@tabletop/shared/dungeon-lite/dice";
import type { LiteAction, LiteState } from "@tabletop/shared/dungeon-lite/index";
import { act, code, E, enemies, hero, rigged, started } from "./engine-helpers.js";

const step = (s: LiteState, name: string): LiteState => act(s, RULES_SEAT, { type: "rules", step: name } as LiteAction);
const PLAIN = ["flask-1", "flask-2", "aim-1", "sprint-1"];

/** An Enemy Phase under card B (the Orcs move and attack) with the heroes in entrance/5, its card drawn. */
function phase(seats: string[], foes: Parameters<typeof enemies>[1], patch: Partial<LiteState["heroes"][0]>[] = []) {
  let s = enemies(started("win", seats), foes);
  s.heroes.forEach((h, i) => (s = hero(s, h.seat, { zone: "entrance/5", hand: PLAIN.slice(), ...(patch[i] ?? {}) })));
  s = { ...s, phase: "enemy", auto: "enemy-card", turn: null, enemyDeck: ["enemy-b-1", ...s.enemyDeck] };
  return step(s, "enemy-card");
}

/** The next `activate` with an RNG that rolls exactly these faces for the enemy's attack and the hero's defense. */
function rolls(s: LiteState, atk: AttackFace[], def: DefenseFace[]): LiteState {
  const rng = rigged((r) => {
    const [a, r2] = rollAttack(r, atk.length);
    const [b] = rollDefense(r2, def.length);
    return a.faces.join() === atk.join() && b.faces.join() === def.join();
  });
  return step({ ...s, rng }, "activate");
}

const stage = (s: LiteState) => s.enemyPhase?.attack?.stage ?? null;

describe("Dungeon Lite: the windows of an enemy's attack", () => {
  test("a hand that does not show itself: the rolled window opens for an attacked hero holding cards whatever they are, with pass alone when nothing can be played; Defense is listed only for its holder", () => {
    const orc = [{ type: "orc" as const, zone: "entrance/5" }];
    const wounded = (hand: string[]) =>
      rolls(phase(["warrior-male"], orc, [{ hand }]), ["hit", "hit", "hit"], ["blank", "blank", "blank"]);
    const plain = wounded(PLAIN);
    const holding = wounded(["defense-1", ...PLAIN.slice(1)]);
    for (const s of [plain, holding]) {
      expect(stage(s)).toBe("rolled");
      expect(E.next!(s)).toBeNull();
      expect(E.waitingFor!(s)).toEqual([0]);
    }
    expect(E.view(plain, null)).toEqual(E.view(holding, null));
    expect(E.legal(plain, 0)).toEqual([{ type: "pass" }]);
    expect(E.legal(holding, 0)).toEqual([{ type: "defend", card: "defense-1" }, { type: "pass" }]);
    expect(code(plain, 0, { type: "defend", card: "flask-1" })).toBe("WRONG_CARD");
  });

  test("the windows close by public facts: no wound left to prevent, no card held (and no Tower Shield to pay for), both answers used; the after window opens whatever the hand holds", () => {
    const orc = [{ type: "orc" as const, zone: "entrance/5" }];
    const missed = rolls(phase(["warrior-male"], orc), ["blank", "blank", "blank"], ["blank", "blank", "blank"]);
    expect(stage(missed)).toBe("after"); // no wound: no rolled window, the after window at once
    expect(E.legal(missed, 0)).toEqual([{ type: "pass" }]);
    const empty = rolls(
      phase(["warrior-male", "elf-female"], orc, [{ hand: [] }]),
      ["hit", "hit", "hit"],
      ["blank", "blank", "blank"],
    );
    expect(empty.heroes[0].knockedOut).toBe(true); // no card, no shield: no window; the wounds knock the hero out
    expect(E.next!(empty)).not.toBeNull();
    const shield = rolls(
      phase(["warrior-male"], orc, [{ hand: [], equipment: ["tower-shield-1"] }]),
      ["hit", "blank", "blank"],
      ["blank", "blank", "blank"],
    );
    expect(E.legal(shield, 0)).toEqual([{ type: "use-item", card: "tower-shield-1" }, { type: "pass" }]);
    let after = act(missed, 0, { type: "pass" });
    expect(stage(after)).toBeNull();
    expect(E.next!(after)).not.toBeNull();
    after = rolls(
      phase(["elf-female"], orc, [{ hand: ["adrenaline-1", "counterattack-1", "flask-1"] }]),
      ["blank", "blank", "blank"],
      ["blank", "blank"],
    );
    after = act(after, 0, { type: "adrenaline", card: "adrenaline-1", zone: "entrance/4" });
    expect(stage(after)).toBe("after");
    after = act(
      after,
      0,
      E.legal(after, 0).find((a) => a.type === "counterattack")!,
    );
    expect(E.waitingFor!(after)).toEqual([]); // both used: nothing more to wait for
    expect(E.next!(after)).not.toBeNull();
  });

  test("the standing answer: never waits on the hero (no window, attack dice in a tie-break), set at any time by the seat, in every view, not a move listed in legal; turned to never in an open window, the attack lands as on a pass", () => {
    const orc = [{ type: "orc" as const, zone: "entrance/5" }];
    // The Warrior holds fewer cards than the Elf: the Orc goes for the Warrior, no tie-break.
    let s = phase(["warrior-male", "elf-female"], orc, [
      { hand: ["defense-1", ...PLAIN.slice(1)] },
      { hand: [...PLAIN, "drain-1"] },
    ]);
    expect(s.reactions).toEqual(["ask", "ask"]);
    expect(E.legal(s, 0).some((a) => a.type === "reactions")).toBe(false);
    expect(code(s, 0, { type: "reactions", mode: "ask" })).toBe("NOTHING_TO_DO");
    expect(code(s, 5, { type: "reactions", mode: "never" })).toBe("INVALID_SEAT");
    expect(code(s, 0, { type: "reactions", mode: "sometimes" })).toBe("MALFORMED_ACTION");
    const never = act(s, 0, { type: "reactions", mode: "never" }); // while the rules are taking their steps
    expect(E.view(never, 1).reactions).toEqual(["never", "ask"]);
    expect(E.view(never, null).reactions).toEqual(["never", "ask"]);
    const landed = rolls(never, ["hit", "hit", "hit"], ["blank", "blank", "blank"]);
    expect(stage(landed)).toBe("after"); // no rolled window, though the hand holds Defense: the wounds land
    expect(landed.pending).toEqual([{ kind: "discard", seat: 0, count: 3 }]);
    expect(
      E.next!(
        act(act(act(landed, 0, { type: "discard", card: "flask-2" }), 0, { type: "discard", card: "aim-1" }), 0, {
          type: "discard",
          card: "sprint-1",
        }),
      ),
    ).not.toBeNull(); // no after window either
    // In an open window: turning to never lands the wounds now.
    s = rolls(s, ["hit", "hit", "hit"], ["blank", "blank", "blank"]);
    expect(stage(s)).toBe("rolled");
    const r = E.apply(s, 0, { type: "reactions", mode: "never" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(stage(r.state)).toBe("after");
    expect(r.state.pending).toEqual([{ kind: "discard", seat: 0, count: 3 }]);
    expect(r.events.map((e) => e.kind)).toContain("wounded");
  });

  test("LITE-ATTACK-8 / LITE-Q-41: the defender chooses which blocks to spend: the Dwarf may spend its critical block on a hit (and wound its melee attacker) instead of a normal block", () => {
    const orc = [{ type: "orc" as const, zone: "entrance/5" }];
    const s = rolls(phase(["dwarf-male"], orc), ["hit", "blank", "blank"], ["block", "critical"]);
    expect(stage(s)).toBe("blocks");
    expect(E.waitingFor!(s)).toEqual([0]);
    expect(E.legal(s, 0)).toEqual([
      { type: "block", criticals: 0 },
      { type: "block", criticals: 1 },
    ]);
    expect(code(s, 0, { type: "block", criticals: 2 })).toBe("NOT_AVAILABLE");
    const normal = act(s, 0, { type: "block", criticals: 0 });
    expect(normal.enemies[0].wounds).toBe(0);
    const critical = E.apply(s, 0, { type: "block", criticals: 1 });
    expect(critical.ok && critical.events.some((e) => e.kind === "critical-block")).toBe(true);
    expect(critical.ok && critical.state.enemies.length).toBe(0); // the Orc (Life 1) falls to it
    for (const t of [normal, critical.ok ? critical.state : normal]) expect(t.enemyPhase!.attack!.wounds).toBe(0);
  });

  test("LITE-Q-41: no choice where it changes nothing: the Warrior's extra cancel (no wound either way), the Elf at full energy, all blocks needed; a seat that is never asked spends its critical blocks where they count", () => {
    const orc = (zone: string) => [{ type: "orc" as const, zone }];
    const warrior = rolls(
      phase(["warrior-male"], orc("entrance/5")),
      ["hit", "blank", "blank"],
      ["block", "critical", "blank"],
    );
    expect(stage(warrior)).not.toBe("blocks");
    const elf = rolls(phase(["elf-female"], orc("entrance/5")), ["hit", "blank", "blank"], ["block", "critical"]);
    expect(stage(elf)).not.toBe("blocks"); // energy full: its critical block would recover nothing
    const tired = rolls(
      phase(["elf-female"], orc("entrance/5"), [{ energy: 1 }]),
      ["hit", "blank", "blank"],
      ["block", "critical"],
    );
    expect(stage(tired)).toBe("blocks");
    const needed = rolls(phase(["dwarf-male"], orc("entrance/5")), ["hit", "hit", "blank"], ["block", "critical"]);
    expect(stage(needed)).not.toBe("blocks"); // both blocks cancel a hit
    let never = phase(["dwarf-male"], orc("entrance/5"));
    never = act(never, 0, { type: "reactions", mode: "never" });
    // the same dice without asking: the critical block spent, the Orc wounded
    const asked = rolls(phase(["dwarf-male"], orc("entrance/5")), ["hit", "blank", "blank"], ["block", "critical"]);
    expect(stage(asked)).toBe("blocks");
    const told = rolls(never, ["hit", "blank", "blank"], ["block", "critical"]);
    expect(stage(told)).not.toBe("blocks");
    expect(told.enemies).toHaveLength(0);
  });

  test("LITE-TIEBREAK-2 / LITE-Q-47: tied heroes each choose attack or defense dice before the roll, and roll them; a hero never asked rolls attack dice", () => {
    const orc = [{ type: "orc" as const, zone: "entrance/5" }];
    let s = phase(["warrior-male", "elf-female"], orc);
    s = step(s, "activate");
    expect(s.pending).toEqual([
      { kind: "tie-dice", seat: 0, tied: [0, 1] },
      { kind: "tie-dice", seat: 1, tied: [0, 1] },
    ]);
    expect(s.enemyPhase!.queue).toEqual([1]); // the Orc waits for the dice
    expect(E.waitingFor!(s)).toEqual([0]);
    expect(E.legal(s, 0)).toEqual([
      { type: "tie-dice", dice: "attack" },
      { type: "tie-dice", dice: "defense" },
    ]);
    expect(code(s, 1, { type: "tie-dice", dice: "attack" })).toBe("WAITING_FOR_CHOICE");
    s = act(s, 0, { type: "tie-dice", dice: "defense" });
    s = act(s, 1, { type: "tie-dice", dice: "attack" });
    const r = E.apply(s, RULES_SEAT, { type: "rules", step: "activate" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const roll = r.events.find((e) => e.kind === "tie-break")!.text;
    expect(roll).toMatch(/Warrior \d critical, \d block/);
    expect(roll).toMatch(/Elf \d critical, \d hit/);
    expect(r.state.enemyPhase!.tieDice).toEqual([null, null]);
    let never = phase(["warrior-male", "elf-female"], orc);
    never = act(act(never, 0, { type: "reactions", mode: "never" }), 1, { type: "reactions", mode: "never" });
    const t = E.apply(never, RULES_SEAT, { type: "rules", step: "activate" });
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(t.state.pending.some((p) => p.kind === "tie-dice")).toBe(false);
    expect(t.state.enemyPhase!.queue).toEqual([]); // the Orc acted
    expect(t.events.find((e) => e.kind === "tie-break")!.text).toMatch(
      /Warrior \d critical, \d hit.*Elf \d critical, \d hit|Elf \d critical, \d hit.*Warrior \d critical, \d hit/,
    );
  });
});
