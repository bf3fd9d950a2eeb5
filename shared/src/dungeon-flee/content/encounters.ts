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
 * Row notation: requirement "S2" = 2 swords, "H1" = 1 shield, "S1H1" = both, "W3" = wildcard total 3.
 * Centre "" = name only (banished when defeated, FLEE-MONSTER-1); "S"/"H" letters = printed icons;
 * "+name" = a text effect (see TextEffect in ./types.ts), e.g. "S+slayer2".
 */
import type { CardDef, CardKind, Centre, Requirement, TextEffect } from "./types.js";

type Row = [id: string, name: string, kind: "monster" | "door" | "trap", damage: number, req: string, centre: string];

const LEVELS: Row[][] = [
  // Level 1
  [
    ["giant-rat", "Giant Rat", "monster", 1, "S1", ""],
    ["kobold", "Kobold", "monster", 1, "S1", "S"],
    ["cave-bat", "Cave Bat", "monster", 1, "W1", ""],
    ["goblin-scout", "Goblin Scout", "monster", 1, "S1H1", "H"],
    ["green-slime", "Green Slime", "monster", 1, "W2", ""],
    ["tripwire", "Tripwire", "trap", 1, "H1", "H"],
    ["rotten-door", "Rotten Door", "door", 1, "S1", "S"],
    ["skeleton", "Skeleton", "monster", 1, "S2", "S"],
  ],
  // Level 2
  [
    ["goblin-warrior", "Goblin Warrior", "monster", 2, "S2", "SH"],
    ["giant-spider", "Giant Spider", "monster", 2, "S1H1", ""],
    ["zombie", "Zombie", "monster", 1, "W3", ""],
    ["pit-trap", "Pit Trap", "trap", 2, "H2", "H"],
    ["poison-darts", "Poison Darts", "trap", 1, "S1H1", "+ward2"],
    ["barred-door", "Barred Door", "door", 1, "S2", "SH"],
    ["orc-grunt", "Orc Grunt", "monster", 2, "S2H1", "SS"],
    ["dire-wolf", "Dire Wolf", "monster", 2, "W2", "S"],
  ],
  // Level 3
  [
    ["hobgoblin", "Hobgoblin", "monster", 2, "S2H1", "SH"],
    ["ghoul", "Ghoul", "monster", 3, "W3", ""],
    ["spiked-pit", "Spiked Pit", "trap", 2, "S1H2", "HH"],
    ["iron-door", "Iron Door", "door", 2, "S3", "SS"],
    ["giant-snake", "Giant Snake", "monster", 3, "S1H2", "+ward2"],
    ["orc-shaman", "Orc Shaman", "monster", 2, "W3", "+heal1"],
    ["bandit", "Bandit", "monster", 3, "S2H1", "S"],
    ["swinging-blade", "Swinging Blade", "trap", 3, "H3", "H"],
  ],
  // Level 4
  [
    ["ogre", "Ogre", "monster", 4, "S3H1", "SS"],
    ["troll", "Troll", "monster", 3, "W4", ""],
    ["gas-trap", "Gas Trap", "trap", 3, "S1H2", "+ward2"],
    ["oak-door", "Oaken Door", "door", 3, "S2H2", "+lockpick2"],
    ["wight", "Wight", "monster", 4, "S2H2", "SH"],
    ["minotaur", "Minotaur", "monster", 4, "S3", "S+slayer2"],
    ["gargoyle", "Gargoyle", "monster", 3, "H3", "HH"],
    ["fire-trap", "Fire Trap", "trap", 4, "W4", "SH"],
  ],
  // Level 5
  [
    ["wraith", "Wraith", "monster", 4, "W4", ""],
    ["ettin", "Ettin", "monster", 5, "S3H1", "SSH"],
    ["basilisk", "Basilisk", "monster", 4, "S2H2", "+wild2"],
    ["poison-needle", "Poison Needle", "trap", 4, "S1H3", "HH"],
    ["vault-door", "Vault Door", "door", 5, "S3H2", "SH"],
    ["werewolf", "Werewolf", "monster", 5, "S3H1", "SS"],
    ["collapsing-ceiling", "Collapsing Ceiling", "trap", 5, "H4", "H+ward2"],
    ["dark-knight", "Dark Knight", "monster", 4, "S2H3", "SH"],
  ],
  // Level 6
  [
    ["vampire", "Vampire", "monster", 5, "W5", "S+heal1"],
    ["wyvern", "Wyvern", "monster", 6, "S3H2", "SS"],
    ["stone-golem", "Stone Golem", "monster", 6, "S1H4", ""],
    ["runed-door", "Runed Door", "door", 5, "W5", "+lockpick2"],
    ["crushing-walls", "Crushing Walls", "trap", 6, "S2H3", "HH"],
    ["beholder", "Beholder", "monster", 6, "W5", "+wild2"],
  ],
  // Level 7
  [
    ["lich-king", "Lich King", "monster", 8, "W7", ""],
    ["red-dragon", "Red Dragon", "monster", 7, "S4H2", "SSH"],
    ["demon", "Demon", "monster", 7, "W6", "+slayer2"],
    ["death-knight", "Death Knight", "monster", 6, "S3H3", "SH"],
    ["hydra", "Hydra", "monster", 6, "S4H1", ""],
    ["soul-trap", "Soul Trap", "trap", 6, "W6", "+wild2"],
  ],
];

/** The three doors without a green damage icon (Setup Easy step 10); they deal no damage (FLEE-Q-25). */
const PLAIN_DOORS: Array<[string, string, string, string]> = [
  ["locked-door", "Locked Door", "S2", "S"],
  ["stuck-door", "Stuck Door", "W2", "H"],
  ["secret-door", "Secret Door", "S1H1", "+lockpick2"],
];

export function parseReq(s: string): Requirement {
  const w = /^W(\d+)$/.exec(s);
  if (w) return { swords: 0, shields: 0, wild: Number(w[1]) };
  const sm = /S(\d+)/.exec(s);
  const hm = /H(\d+)/.exec(s);
  return { swords: sm ? Number(sm[1]) : 0, shields: hm ? Number(hm[1]) : 0, wild: 0 };
}

export function parseCentre(s: string): Centre {
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
      out.push({ id, name, kind: kind as CardKind, level: i + 1, damage, req: parseReq(req), centre: parseCentre(centre) });
    }
  });
  for (const [id, name, req, centre] of PLAIN_DOORS) {
    out.push({ id, name, kind: "door", req: parseReq(req), centre: parseCentre(centre) });
  }
  return out;
}

/** 52 damage cards (levels 1..7) followed by the 3 doors without a damage icon. */
export const ENCOUNTER_CARDS: readonly CardDef[] = build();
