/**
 * Dungeon Lite action cards.
 *
 * From the rulebook: 47 action cards (LITE-COMP-5); any of them is discarded for a basic action (move, attack,
 * revive, LITE-ACTION-2) or for its own text (LITE-ACTION-1); the names Troll (1 card, Setup step 7), Undead,
 * Trap, Chest, Adrenaline and enemy appearances such as Goblin and Spider as events (LITE-ACTION-8, Setup note);
 * Counterattack, Defense and Adrenaline usable in the enemy turn (LITE-ACTION-7); Bar the Door (LITE-DOOR-1);
 * Drain with a second card to recover energy, Flask to recover all life next turn (Example of the Player Phase);
 * Dexterity to finish one enemy and kill another (same example); Onslaught and Assault involving both attack and
 * movement (LITE-MOVE-3, LITE-ATTACK-13); "Remove 1 or 2 Trap / Undead cards" (LITE-DIFFICULTY-3/4).
 *
 * DESIGNED here (ruling LITE-Q-48): the split 15 event cards + 32 action cards, every count and every effect,
 * and two names the rulebook does not give (Sprint, Aim).
 * - Events: Troll 1, Undead 3 (one per Undead figure), Trap 3, Chest 2, Adrenaline 2, Goblin 1, Orc 1, Beast-Orc 1,
 *   Spider 1 (1 enemy each). 8 of 47 cards bring enemies (4 of them a basic enemy or a Spider), so a hand of 6
 *   holds about one: the starting hands' enemies (Setup step 8) scale with the number of players.
 * - Trap: dazed and 1 wound ("falling into a trap", LITE-HERO-30). Adrenaline's event recovers 1 energy; its text
 *   moves the hero 1 zone after an enemy's attack (ruling LITE-Q-16).
 * - Actions: Defense prevents 2 wounds (a card that prevented only 1 would cost the life it saves);
 *   Counterattack attacks the enemy that just attacked; Dexterity makes 2 attacks on different enemies;
 *   Onslaught moves then attacks in melee with +1 die; Assault attacks then moves; Sprint moves 2 zones further;
 *   Aim shoots with +1 die and +1 range for no energy; Drain (with 1 more card) recovers all energy; Flask fills
 *   the hand to Life in the next Event Phase; Bar the Door places the Door figure.
 * - Actions: Counterattack 4, Defense 6, Dexterity 3, Onslaught 3, Assault 3, Bar the Door 2, Drain 3, Flask 4,
 *   Sprint 2, Aim 2.
 * Balance levers: the number of enemy cards (pressure), Defense (survival), Flask (life), Drain (energy).
 * Balance: every hero draws 2 cards a round and every enemy has the players' number of life, so the
 * enemies the appearance cards bring grow with the square of the party; with 4 heroes the board filled up (20+
 * enemies by round 10). Goblin (was 3 cards of 2 Goblins), Orc and Spider (2 cards each) went to 1 card of 1 enemy;
 * the 4 cards freed became Defense +2, Counterattack +1 and Flask +1.
 */
import type { ActionCard } from "./types.js";
import type { ActionStep, CardAction, CardTiming, EventEffect } from "./effects.js";

const act = (timing: CardTiming, steps: readonly ActionStep[], extraDiscard = 0): CardAction => ({
  timing,
  involvesMove: steps.some((s) => s.kind === "move"),
  involvesAttack: steps.some((s) => s.kind === "attack"),
  extraDiscard,
  steps,
});

const MOVE = (bonus: number, max: number | null = null): ActionStep => ({ kind: "move", bonus, max });
const ATTACK = (
  mode: "melee" | "ranged" | "any",
  dice: number,
  range: number,
  attacks: number,
  energy: "normal" | "free" = "normal",
  target: "any" | "attacker" = "any",
): ActionStep => ({ kind: "attack", mode, dice, range, attacks, energy, target });
const spawn = (enemy: "troll" | "undead" | "goblin" | "orc" | "beast-orc" | "spider", count: number): EventEffect => ({
  kind: "spawn",
  enemy,
  count,
});

type Row = [
  slug: string,
  name: string,
  copies: number,
  event: readonly EventEffect[],
  action: CardAction | null,
  notInInitialDeal: boolean,
  text: string,
];

// One row per card, as a table: a card reads on one line.
// prettier-ignore
const ROWS: readonly Row[] = [
  // Events (LITE-ACTION-8): resolved when received, then kept for a basic action (LITE-EVENT-2).
  ["troll", "Troll", 1, [spawn("troll", 1)], null, true, "Event: the Troll appears in the deployment zone closest to you."],
  ["undead", "Undead", 3, [spawn("undead", 1)], null, true, "Event: 1 Undead appears in the deployment zone closest to you."],
  ["trap", "Trap", 3, [{ kind: "daze" }, { kind: "wound", amount: 1 }], null, true, "Event: you fall into a trap. You are dazed and take 1 wound."],
  ["chest", "Chest", 2, [{ kind: "draw-chest", count: 1 }], null, true, "Event: you find a chest. Draw 1 chest card."],
  ["adrenaline", "Adrenaline", 2, [{ kind: "recover-energy", amount: 1 }], act("attacked", [MOVE(0, 1)]), false,
    "Event: recover 1 energy. Enemy Phase, after an enemy's attack against you: discard to move 1 zone."],
  ["goblin", "Goblin", 1, [spawn("goblin", 1)], null, false, "Event: 1 Goblin appears in the deployment zone closest to you."],
  ["orc", "Orc", 1, [spawn("orc", 1)], null, false, "Event: 1 Orc appears in the deployment zone closest to you."],
  ["beast-orc", "Beast-Orc", 1, [spawn("beast-orc", 1)], null, false, "Event: 1 Beast-Orc appears in the deployment zone closest to you."],
  ["spider", "Spider", 1, [spawn("spider", 1)], null, false, "Event: 1 Spider appears in the deployment zone closest to you."],
  // Actions (LITE-ACTION-1).
  ["counterattack", "Counterattack", 4, [], act("attacked", [ATTACK("any", 0, 0, 1, "normal", "attacker")]), false,
    "Enemy Phase, after an enemy's attack against you: attack that enemy (even if you attacked in your turn)."],
  ["defense", "Defense", 6, [], act("attack-rolled", [{ kind: "prevent-wounds", amount: 2 }]), false,
    "Enemy Phase, when an enemy's dice against you are rolled: prevent up to 2 wounds of that attack."],
  ["dexterity", "Dexterity", 3, [], act("own-turn", [ATTACK("any", 0, 0, 2)]), false, "Attack twice, each time a different enemy."],
  ["onslaught", "Onslaught", 3, [], act("own-turn", [MOVE(0), ATTACK("melee", 1, 0, 1)]), false,
    "Move up to your movement, then make a melee attack with +1 attack die."],
  ["assault", "Assault", 3, [], act("own-turn", [ATTACK("any", 0, 0, 1), MOVE(0)]), false, "Attack, then move up to your movement."],
  ["bar-the-door", "Bar the Door", 2, [], act("own-turn", [{ kind: "bar-door" }]), false,
    "Place the Door figure on an open exit of your zone, between 2 terrain segments."],
  ["drain", "Drain", 3, [], act("own-turn", [{ kind: "recover-energy", amount: "all" }], 1), false,
    "Discard this card and 1 more action card: recover all your energy."],
  ["flask", "Flask", 4, [], act("own-turn", [{ kind: "refill-next-event" }]), false,
    "In the next Event Phase, receive action cards up to your Life instead of 2."],
  ["sprint", "Sprint", 2, [], act("own-turn", [MOVE(2)]), false, "Move up to your movement + 2 zones."],
  ["aim", "Aim", 2, [], act("own-turn", [ATTACK("ranged", 1, 1, 1, "free")]), false,
    "Make a ranged attack with +1 attack die and +1 range. It costs no energy."],
];

/** The 47 action cards (LITE-COMP-5), ids `<name>-<n>`. */
export const ACTION_CARDS: readonly ActionCard[] = ROWS.flatMap(
  ([slug, name, copies, event, action, notInInitialDeal, text]) =>
    Array.from({ length: copies }, (_, i): ActionCard => ({
      id: `${slug}-${i + 1}`,
      name,
      event,
      action,
      notInInitialDeal,
      text,
    })),
);

/** The card set aside at Setup step 7 and shuffled below the top third at step 9 (LITE-SETUP-8/12). */
export const TROLL_CARD_ID = "troll-1";
