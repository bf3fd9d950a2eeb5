/**
 * Dungeon Lite enemy phase cards.
 *
 * From the rulebook: 21 enemy cards (LITE-COMP-3), one drawn at the start of each Enemy Phase (LITE-ENEMYCARD-2),
 * the game lost when none can be drawn (LITE-ENEMYCARD-3), five instructions A) Goblins, B) Orcs, C) Beast-Orcs
 * move and attack, D) everyone attacks, E) everyone moves and attacks (LITE-ENEMYCARD-4..10).
 *
 * DESIGNED here: how many cards of each kind: A 7, B 4, C 3, D 3, E 4. The deck is the game's clock (21 rounds).
 * Design notes: the more numerous a type, the more often it is named (10 Goblins, 6 Orcs, 3 Beast-Orcs); A/B/C
 * also bring a type into play when none is left (LITE-ENEMYCARD-6), so C (Beast-Orcs) is the rarest.
 * Balance lever: the split between the single-type cards and D/E (everything acts).
 * Balance: it was A 5, B 4, C 3, D 4, E 5; with 4 heroes every basic type is in play and D/E wiped the
 * party out in most games. More single-type cards make a phase one type's, and bring a lone hero's missing type
 * into play (1 per hero) more often.
 * Balance: A 7, B 5, C 4, D 2, E 3 → A 6, B 4, C 3, D 3, E 5. With the terrain's higher modifiers
 * (content/terrain.ts) the board holds enemies of every type at every party size, and phases where everything acts
 * are what keeps a bold party (the strong bot, which opens doors whatever waits behind them) within its bands.
 * Balance: A 6, E 5 → A 7, E 4 (with the Entrance's Goblins at players + 2, content/terrain.ts): one phase where
 * everything moves and attacks fewer raised 4 heroes about 5 points and a lone hero with option 1 about 3
 * (1,000 games each), narrowing the solo gap (docs/balance.md).
 */
import type { BasicEnemyId, EnemyPhaseCard, EnemyPhaseKind } from "./types.js";

const ALL: readonly BasicEnemyId[] = ["goblin", "orc", "beast-orc"];

const KINDS: Readonly<Record<EnemyPhaseKind, Omit<EnemyPhaseCard, "id" | "kind"> & { copies: number }>> = {
  A: { copies: 7, activates: ["goblin"], move: true, placeIfNone: true, text: "The Goblins move and attack." },
  B: { copies: 4, activates: ["orc"], move: true, placeIfNone: true, text: "The Orcs move and attack." },
  C: { copies: 3, activates: ["beast-orc"], move: true, placeIfNone: true, text: "The Beast-Orcs move and attack." },
  D: { copies: 3, activates: ALL, move: false, placeIfNone: false, text: "Everyone attacks." },
  E: { copies: 4, activates: ALL, move: true, placeIfNone: false, text: "Everyone moves and attacks." },
};

/** The 21 enemy phase cards (LITE-COMP-3), ids `enemy-<kind>-<n>`. */
export const ENEMY_PHASE_CARDS: readonly EnemyPhaseCard[] = (Object.keys(KINDS) as EnemyPhaseKind[]).flatMap((kind) => {
  const { copies, ...rest } = KINDS[kind];
  return Array.from({ length: copies }, (_, i): EnemyPhaseCard => ({
    id: `enemy-${kind.toLowerCase()}-${i + 1}`,
    kind,
    ...rest,
  }));
});
