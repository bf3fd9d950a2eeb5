/**
 * Dungeon Flee encounter cards: monsters, traps and doors.
 *
 * From the rulebook (Components, Setup Easy Mode, CONTENT.md): 52 cards with a green damage icon sorted into
 * seven numbered level piles (Easy setup step 6), the Lich King hidden in level 6 or 7 (step 12), and 3 doors
 * without a damage icon (step 10). A card's level is the number on its green damage icon (ruling FLEE-Q-14: Hard
 * sorts the same cards "based on the number shown in the green damage icon: 1-3 and 4+" and calls such a card "a
 * level three monster"), so each card's damage is its level, 1 to 7, and the Lich King is level 7. The rulebook
 * gives no card texts or other numbers.
 *
 * DESIGNED here (ours, tuned by `npm run sim` with the strong and the heuristic bot, see docs/dungeon-flee.md):
 * every name, the split per level (7, 7, 5, 11, 8, 7, 7), which cards are monsters/traps/doors, each requirement
 * and each centre.
 *
 * Design notes (balance levers, measured with the strong bot, which thins its deck to its best cards):
 * - Damage is the level, so no card kills a character from full health in one failure (the least health is 8).
 * - Requirements grow with the level: 1-2 icons at level 1, 2-3 at level 2, 3-4 at level 3, 3-6 at level 4 (its two easiest, the Hobgoblin and the Bandit, moved down from level 3), 6-7
 *   at level 5, 8-10 at levels 6-7. Split requirements (S6H3, S2H6) ask a thinned deck for the right mix, not only for many icons.
 * - Rewards: mostly one- or two-icon centres; three icons only on the Ogre, the Death Knight and the Red Dragon,
 *   and the "2 icons of your choice" text on three cards of levels 5 and 7, so the best five cards of a deck stay below the
 *   deepest requirements often enough to make levels 6-7 a fight.
 * - Level 4 holds 11 cards and levels 1-3 only 19: Hard's upper (damage 1-3) half is short and its lower half long.
 *   The Gargoyle (H4: four shields, hard for a starter hand) is level 3, so that Easy is winnable for a newcomer.
 * - Levels 1-2 reward mostly one icon (the Goblin Scout, the Goblin Warrior and the Pit Trap give one): a deck is
 *   built on levels 3-5, which holds the Hard and Easy rates of the strong bot down.
 * - Level 4's Troll, Wraith and Ghoul give a sword and a shield (they were name only): a deck that is
 *   not thinned holds more two-icon cards before the deep levels, which a newcomer who keeps three hands' worth
 *   of cards needs to escape Easy at all (docs/dungeon-flee.md); a thinned deck gains less from them.
 *
 * Row notation: requirement "S2" = 2 swords, "H1" = 1 shield, "S1H1" = both, "W3" = wildcard total 3.
 * Centre "" = name only (banished when defeated, FLEE-MONSTER-1); "S"/"H" letters = printed icons;
 * "+name" = a text effect (see TextEffect in ./types.ts), e.g. "S+heal1".
 */
import { cardDef } from "./shape.js";
import type { CardDef, CardKind, Centre, Requirement, TextEffect } from "./types.js";

type Row = [id: string, name: string, kind: "monster" | "door" | "trap", req: string, centre: string];

/** LEVELS[i] is level i + 1, and a card's damage is its level (ruling FLEE-Q-14). */
const LEVELS: Row[][] = [
  // Level 1
  [
    ["giant-rat", "Giant Rat", "monster", "S1", ""],
    ["cave-bat", "Cave Bat", "monster", "W1", ""],
    ["goblin-scout", "Goblin Scout", "monster", "S1H1", "S"],
    ["rotten-door", "Rotten Door", "door", "S1", "S"],
    ["tripwire", "Tripwire", "trap", "H1", "H"],
    ["kobold", "Kobold", "monster", "S1", "S"],
    ["spiked-pit", "Spiked Pit", "trap", "W2", "HH"],
  ],
  // Level 2
  [
    ["goblin-warrior", "Goblin Warrior", "monster", "S2", "H"],
    ["zombie", "Zombie", "monster", "W3", ""],
    ["pit-trap", "Pit Trap", "trap", "H2", "H"],
    ["poison-darts", "Poison Darts", "trap", "S1H1", "+ward2"],
    ["barred-door", "Barred Door", "door", "S2", "SS"],
    ["orc-grunt", "Orc Grunt", "monster", "S2H1", "SS"],
    ["dire-wolf", "Dire Wolf", "monster", "W3", "SH"],
  ],
  // Level 3
  [
    ["skeleton", "Skeleton", "monster", "S3", "SS"],
    ["iron-door", "Iron Door", "door", "S3H1", "SS"],
    ["giant-snake", "Giant Snake", "monster", "S1H3", "+ward2"],
    ["orc-shaman", "Orc Shaman", "monster", "W4", "+heal1"],
    ["gargoyle", "Gargoyle", "monster", "H4", "HH"],
  ],
  // Level 4
  [
    ["troll", "Troll", "monster", "W6", "SH"],
    ["wight", "Wight", "monster", "S3H2", "SH"],
    ["oak-door", "Oaken Door", "door", "S2H3", "+lockpick2"],
    ["minotaur", "Minotaur", "monster", "S4", "+slayer2"],
    ["fire-trap", "Fire Trap", "trap", "W5", "SH"],
    ["wraith", "Wraith", "monster", "W6", "SH"],
    ["crushing-walls", "Crushing Walls", "trap", "S3H3", "HH"],
    ["ghoul", "Ghoul", "monster", "W5", "SH"],
    ["gas-trap", "Gas Trap", "trap", "H4", "SH"],
    ["hobgoblin", "Hobgoblin", "monster", "S2H1", "SH"],
    ["bandit", "Bandit", "monster", "S2H2", "HH"],
  ],
  // Level 5
  [
    ["ettin", "Ettin", "monster", "S4H2", "SH"],
    ["basilisk", "Basilisk", "monster", "S3H3", "+wild2"],
    ["poison-needle", "Poison Needle", "trap", "S2H4", "HH"],
    ["vault-door", "Vault Door", "door", "S4H3", "SH"],
    ["werewolf", "Werewolf", "monster", "S5H1", "SS"],
    ["collapsing-ceiling", "Collapsing Ceiling", "trap", "H5", "+ward2"],
    ["dark-knight", "Dark Knight", "monster", "S3H4", "HH"],
    ["ogre", "Ogre", "monster", "W7", "SSH"],
  ],
  // Level 6
  [
    ["vampire", "Vampire", "monster", "W9", "S+heal1"],
    ["wyvern", "Wyvern", "monster", "S5H3", "SS"],
    ["stone-golem", "Stone Golem", "monster", "S2H6", ""],
    ["runed-door", "Runed Door", "door", "W9", "+lockpick2"],
    ["swinging-blade", "Swinging Blade", "trap", "S3H5", "HH"],
    ["death-knight", "Death Knight", "monster", "S5H4", "SHH"],
    ["spider-queen", "Spider Queen", "monster", "S4H5", "SH"],
  ],
  // Level 7
  [
    ["lich-king", "Lich King", "monster", "W10", ""],
    ["red-dragon", "Red Dragon", "monster", "S6H3", "SSH"],
    ["demon", "Demon", "monster", "W9", "+slayer2"],
    ["beholder", "Beholder", "monster", "W9", "+wild2"],
    ["hydra", "Hydra", "monster", "S5H4", ""],
    ["soul-trap", "Soul Trap", "trap", "S4H5", "+wild2"],
    ["black-pudding", "Black Pudding", "monster", "W10", ""],
  ],
];

/** The three doors without a green damage icon (Setup Easy step 10); they deal no damage (FLEE-Q-25). */
const PLAIN_DOORS: Array<[string, string, string, string]> = [
  ["locked-door", "Locked Door", "S2", "S"],
  ["stuck-door", "Stuck Door", "W2", "H"],
  ["secret-door", "Secret Door", "S1H1", "+lockpick2"],
];

function parseReq(s: string): Requirement {
  const w = /^W(\d+)$/.exec(s);
  if (w) return { swords: 0, shields: 0, wild: Number(w[1]) };
  const sm = /S(\d+)/.exec(s);
  const hm = /H(\d+)/.exec(s);
  return { swords: sm ? Number(sm[1]) : 0, shields: hm ? Number(hm[1]) : 0, wild: 0 };
}

function parseCentre(s: string): Centre {
  const [icons, text] = s.split("+");
  const c: Centre = {
    swords: [...icons].filter((ch) => ch === "S").length,
    shields: [...icons].filter((ch) => ch === "H").length,
  };
  if (text) c.text = text as TextEffect;
  return c;
}

function build(): CardDef[] {
  const out: CardDef[] = [];
  LEVELS.forEach((rows, i) => {
    for (const [id, name, kind, req, centre] of rows) {
      out.push(
        cardDef({
          id,
          name,
          kind: kind as CardKind,
          level: i + 1,
          damage: i + 1, // the number on the green damage icon is the level (ruling FLEE-Q-14)
          req: parseReq(req),
          centre: parseCentre(centre),
        }),
      );
    }
  });
  for (const [id, name, req, centre] of PLAIN_DOORS) {
    out.push(cardDef({ id, name, kind: "door", req: parseReq(req), centre: parseCentre(centre) }));
  }
  return out;
}

/** 52 damage cards (levels 1..7) followed by the 3 doors without a damage icon. */
export const ENCOUNTER_CARDS: readonly CardDef[] = build();
