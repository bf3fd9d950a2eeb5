/**
 * Dungeon Flee encounter cards: monsters, traps and doors.
 *
 * From the rulebook (Components, Setup Easy Mode, CONTENT.md): 52 cards with a green damage icon sorted into
 * seven numbered level piles (Easy setup step 6), the Lich King hidden in level 6 or 7 (step 12), and 3 doors
 * without a damage icon (step 10). The rulebook gives no card texts or numbers.
 *
 * DESIGNED here (ours, tuned by `npm run sim`, see docs/dungeon-flee.md): every name, the split per level
 * (8,8,8,8,8,6,6), which cards are monsters/traps/doors, each requirement, each damage value and each centre.
 *
 * Design notes (balance levers, measured with the heuristic bot):
 * - Low levels mostly give two-icon centres, so a deck improves quickly once its starters are banished.
 * - Levels 6-7 hit hard (damage 9-12, requirements 6-8): deadly when met early (Extreme shuffles everything),
 *   beatable with a built deck (Easy and Hard meet them last).
 * - The level only matters in Easy (Hard splits by damage, Extreme ignores both), so a few cards sit outside
 *   their strength band on purpose: "ambushes" (Wraith, Fire Trap, Soul Trap, Crushing Walls, Death Knight)
 *   and "stragglers" (Kobold, Skeleton, Tripwire, Ogre, Spiked Pit). They tune Easy without touching the others.
 * - "Walls" (damage 3, high requirement: Stone Golem, Runed Door, Vault Door, Hydra) land in Hard's upper,
 *   damage 1-3 half and block a corridor early there.
 *
 * Row notation: requirement "S2" = 2 swords, "H1" = 1 shield, "S1H1" = both, "W3" = wildcard total 3.
 * Centre "" = name only (banished when defeated, FLEE-MONSTER-1); "S"/"H" letters = printed icons;
 * "+name" = a text effect (see TextEffect in ./types.ts), e.g. "S+slayer2".
 */
import { cardDef } from "./shape.js";
import type { CardDef, CardKind, Centre, Requirement, TextEffect } from "./types.js";

type Row = [id: string, name: string, kind: "monster" | "door" | "trap", damage: number, req: string, centre: string];

const LEVELS: Row[][] = [
  // Level 1
  [
    ["giant-rat", "Giant Rat", "monster", 1, "S1", ""],
    ["wraith", "Wraith", "monster", 6, "W4", ""],
    ["cave-bat", "Cave Bat", "monster", 1, "W1", ""],
    ["goblin-scout", "Goblin Scout", "monster", 1, "S1H1", "SH"],
    ["green-slime", "Green Slime", "monster", 1, "W2", ""],
    ["fire-trap", "Fire Trap", "trap", 6, "W4", "SH"],
    ["rotten-door", "Rotten Door", "door", 1, "S1", "SS"],
    ["troll", "Troll", "monster", 3, "W4", ""],
  ],
  // Level 2
  [
    ["goblin-warrior", "Goblin Warrior", "monster", 2, "S2", "SH"],
    ["giant-spider", "Giant Spider", "monster", 2, "S1H1", ""],
    ["zombie", "Zombie", "monster", 1, "W3", ""],
    ["pit-trap", "Pit Trap", "trap", 2, "H2", "HH"],
    ["poison-darts", "Poison Darts", "trap", 1, "S1H1", "+ward2"],
    ["barred-door", "Barred Door", "door", 1, "S2", "SH"],
    ["orc-grunt", "Orc Grunt", "monster", 2, "S2H1", "SS"],
    ["dire-wolf", "Dire Wolf", "monster", 2, "W2", "SS"],
  ],
  // Level 3
  [
    ["hobgoblin", "Hobgoblin", "monster", 2, "S2H1", "SH"],
    ["ghoul", "Ghoul", "monster", 3, "W3", ""],
    ["soul-trap", "Soul Trap", "trap", 10, "W8", "+wild2"],
    ["iron-door", "Iron Door", "door", 2, "S3", "SS"],
    ["giant-snake", "Giant Snake", "monster", 3, "S1H2", "+ward2"],
    ["orc-shaman", "Orc Shaman", "monster", 2, "W3", "+heal1"],
    ["bandit", "Bandit", "monster", 3, "S2H1", "SS"],
    ["crushing-walls", "Crushing Walls", "trap", 9, "S3H4", "HH"],
  ],
  // Level 4
  [
    ["death-knight", "Death Knight", "monster", 10, "S4H3", "SH"],
    ["skeleton", "Skeleton", "monster", 1, "S2", "SH"],
    ["gas-trap", "Gas Trap", "trap", 3, "S1H2", "+ward2"],
    ["oak-door", "Oaken Door", "door", 3, "S2H2", "+lockpick2"],
    ["wight", "Wight", "monster", 6, "S2H2", "SHH"],
    ["minotaur", "Minotaur", "monster", 6, "S3", "S+slayer2"],
    ["gargoyle", "Gargoyle", "monster", 3, "H3", "HH"],
    ["tripwire", "Tripwire", "trap", 1, "H1", "HH"],
  ],
  // Level 5
  [
    ["kobold", "Kobold", "monster", 1, "S1", "SS"],
    ["ettin", "Ettin", "monster", 7, "S3H1", "SSH"],
    ["basilisk", "Basilisk", "monster", 6, "S2H2", "S+wild2"],
    ["poison-needle", "Poison Needle", "trap", 6, "S1H3", "HH"],
    ["vault-door", "Vault Door", "door", 3, "S4H2", "SH"],
    ["werewolf", "Werewolf", "monster", 7, "S3H1", "SSS"],
    ["collapsing-ceiling", "Collapsing Ceiling", "trap", 7, "H4", "H+ward2"],
    ["dark-knight", "Dark Knight", "monster", 6, "S2H3", "SHH"],
  ],
  // Level 6
  [
    ["vampire", "Vampire", "monster", 9, "W7", "S+heal1"],
    ["wyvern", "Wyvern", "monster", 10, "S4H2", "SS"],
    ["stone-golem", "Stone Golem", "monster", 3, "S1H5", ""],
    ["runed-door", "Runed Door", "door", 3, "W6", "+lockpick2"],
    ["swinging-blade", "Swinging Blade", "trap", 3, "H3", "HH"],
    ["beholder", "Beholder", "monster", 10, "W7", "+wild2"],
  ],
  // Level 7
  [
    ["lich-king", "Lich King", "monster", 12, "W8", ""],
    ["red-dragon", "Red Dragon", "monster", 11, "S5H3", "SSH"],
    ["demon", "Demon", "monster", 11, "W8", "+slayer2"],
    ["ogre", "Ogre", "monster", 6, "S3H1", "SSH"],
    ["hydra", "Hydra", "monster", 3, "S5H2", ""],
    ["spiked-pit", "Spiked Pit", "trap", 2, "S1H2", "HH"],
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
    for (const [id, name, kind, damage, req, centre] of rows) {
      out.push(
        cardDef({
          id,
          name,
          kind: kind as CardKind,
          level: i + 1,
          damage,
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
