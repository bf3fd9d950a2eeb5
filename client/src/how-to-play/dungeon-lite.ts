/** How to play Dungeon Lite: Orcs and Knights, in our words, in the rulebook's sections. */
import type { Guide } from "./guide.js";

export const dungeonLiteGuide: Guide = {
  game: "dungeon-lite",
  title: "Dungeon Lite: Orcs and Knights",
  summary:
    "A co-operative dungeon crawl for 1 to 4 heroes, one hero per seat. Explore the dungeon room by room, fight " +
    "the horde, and slay the boss of the treasure room before the alarm brings too many enemies.",
  sections: [
    {
      heading: "Goal of the Game",
      text: [
        "Find the treasure room and kill the final boss that guards it (the Dragon, or the Lich or the Fire Demon, " +
          "by mission): its death wins the game. The mission chosen at the table adds an objective: holding its " +
          "mission object when the boss dies makes it a full victory. You lose when every hero is knocked out, or " +
          "when no Enemy Phase card is left to draw. Everyone wins or loses together.",
      ],
      rulings: ["LITE-Q-1", "LITE-Q-2"],
    },
    {
      heading: "Components",
      text: [
        "The table draws the map, the figures and every card and token; only the figures are limited, not the " +
          "tokens.",
      ],
      rulings: ["LITE-Q-5"],
    },
    {
      heading: "Hero Profile Cards",
      text: [
        "Each hero has melee and ranged dice, a range, defense dice (at most 3), life, energy and movement, and a " +
          "critical ability. Life is the number of action cards you may hold: every wound costs you a card of your " +
          "choice, and a wound taken with no card left knocks you out. Energy is also the most you can hold.",
        "A ranged attack costs 1 energy and needs a line of sight along a row or column of zones (walls, closed " +
          "exits and the barred door block it, figures do not); past its range it still works, up to 4 zones, " +
          "with an extra defense die for the target for each zone beyond. Enemies shoot the same way without " +
          "paying energy, and only the Goblins, Orcs and Beast-Orcs may shoot past their range.",
        "Your move is one unbroken run of up to your movement in zones, before or after your other actions: once " +
          "you do anything else (opening doors aside), the rest of it is lost. A dazed hero moves at most 1 zone in " +
          "their next turn, whatever the card says.",
        "The four classes, never two of the same: Warrior (best armour), Dwarf (melee), Elf (bow), Mage (magic).",
      ],
      rulings: ["LITE-Q-6", "LITE-Q-7", "LITE-Q-8", "LITE-Q-9", "LITE-Q-10", "LITE-Q-11", "LITE-Q-12"],
    },
    {
      heading: "Experience Cards",
      text: [
        "The hero who kills an enemy gains its experience; the Troll and the Spider Queen give theirs in full to " +
          "every standing hero. On reaching 10 your energy fills up again, and you may spend 10 on an equipment " +
          "card (the Mage may take a spell instead), at once or in a later turn of yours; the rest carries over.",
      ],
      rulings: ["LITE-Q-13", "LITE-Q-25"],
    },
    {
      heading: "Action Cards",
      text: [
        "Your hand is both your life and your actions: discard a card to do what it says, or to make a basic move, " +
          "attack or revive. Most are played in your own turn; Defense, Counterattack and Adrenaline answer an " +
          "enemy's attack. A card with an event (Trap, Chest, Adrenaline, an enemy) is resolved as soon as you " +
          "receive it, whenever that is, and kept for a basic action. When the deck runs out, the spent cards are " +
          "shuffled into a new one.",
      ],
      rulings: ["LITE-Q-16"],
    },
    {
      heading: "Equipment Cards",
      text: [
        "Equipment lasts the whole adventure, with no limit on how much you hold, but never two of the same; some " +
          "is for one class only. Using it costs no action card, only the energy shown, if any.",
      ],
      rulings: ["LITE-Q-14"],
    },
    {
      heading: "Magic Cards",
      text: [
        "Only the Mage uses spells, starting with one of their choice, paying their energy. Fire, Lightning and " +
          "Mind Control are attacks: they also cost an action card and never reach past their range. The others " +
          "cost only energy, as often as the Mage can pay.",
      ],
      rulings: ["LITE-Q-15"],
    },
    {
      heading: "Chest Cards",
      text: [
        "Found in chests, with no card or energy to pay to use them; a weapon or spell among them counts as your " +
          "attack. Most are used up once used (the equipment among them is kept). Never two of the same. At any " +
          "moment of a round, heroes in the same zone may hand chest cards to each other for free.",
      ],
      rulings: ["LITE-Q-17", "LITE-Q-18"],
    },
    {
      heading: "Enemy Phase Cards",
      text: [
        "Each Enemy Phase turns up one card: it activates the Goblins, the Orcs or the Beast-Orcs (move, then " +
          "attack), or all of them (attack only, or move and attack). The other enemies (Spiders, Undead, Troll, " +
          "bosses) act every phase. If the named type is not in play, one appears near each standing hero instead " +
          "and waits. An activated basic enemy that cannot attack runs instead: it moves again (or twice, when the " +
          "card has it attack without moving).",
        "Goblins keep 2 zones away to shoot (but close in on a hero in cover), Orcs seek melee and otherwise stop " +
          "at cover, Undead fall but get up again after 2 Enemy Phases unless banished, Spiders poison (daze) " +
          "whoever they wound.",
      ],
      rulings: ["LITE-Q-19", "LITE-Q-20", "LITE-Q-21", "LITE-Q-22", "LITE-Q-23", "LITE-Q-24"],
    },
    {
      heading: "Enemy Profile Cards",
      text: [
        "Goblins, Orcs and Beast-Orcs are the basic enemies; the rest are secondary. Every enemy's life is the " +
          "number of heroes, bosses too; its card also gives its dice, its movement, the room it takes in a zone, " +
          "the experience it is worth and its critical effects (the Troll's and the bosses' hide: a critical block " +
          "cancels 1 more hit).",
      ],
      rulings: ["LITE-Q-26", "LITE-Q-27"],
    },
    {
      heading: "Terrain Segments",
      text: [
        "The dungeon is built from segments of zones. Opening an exit reveals the next segment and puts its enemies " +
          "(more with more heroes) in its deployment zone, strongest first; where the rules leave two zones equal, " +
          "the hero who brought the enemy chooses. A zone holds 6 points of enemies; heroes " +
          "take no room and are never blocked by enemies. Cover gives +1 defense die against attacks from another " +
          "zone.",
      ],
      rulings: ["LITE-Q-28", "LITE-Q-29", "LITE-Q-30", "LITE-Q-31", "LITE-Q-32", "LITE-Q-33", "LITE-Q-39"],
    },
    {
      heading: "Character Figures",
      text: ["When every figure of a type is already on the map, no more of it appears."],
      rulings: ["LITE-Q-34"],
    },
    {
      heading: "Doors",
      text: [
        "A Bar the Door card puts the one door on an open exit of your zone: it stops enemies, their attacks and " +
          "sight, and heroes' steps too. Enemies that reach it are held for 2 Enemy Phases, then it opens; one that " +
          "it keeps from the nearest hero goes for another. A hero may remove it for free in their turn.",
      ],
      rulings: ["LITE-Q-35"],
    },
    {
      heading: "Energy, Damage, Experience, and Time Tokens",
      text: ["Energy, wounds, experience and the timers are shown on the heroes and figures themselves."],
    },
    {
      heading: "Dice",
      text: [
        "Red attack dice show hits and critical hits, blue defense dice blocks and critical blocks. Each block " +
          "cancels a hit, normal hits first; every hit left is a wound. A critical hit that is not blocked, or a " +
          "critical block that stops a hit, also triggers its roller's ability. No more than 6 attack dice are rolled.",
      ],
      rulings: ["LITE-Q-36", "LITE-Q-41"],
    },
    {
      heading: "Setup",
      text: [
        "Each seat chooses a hero first, and the Mage a spell. The rest is done for you: the entrance with its " +
          "enemies, the mission's face-down segments, the heroes' hands (as many cards as life), and the Troll " +
          "card shuffled in below the deck's top third.",
      ],
      rulings: ["LITE-Q-3", "LITE-Q-4", "LITE-Q-37", "LITE-Q-38"],
    },
    {
      heading: "Phases of the Game",
      text: ["Every round has three phases: Event, Player, Enemy."],
      sections: [
        {
          heading: "1) Event Phase",
          text: [
            "A barred door whose time is up opens and fallen Undead whose time is up get up; then each standing " +
              "hero receives 2 action cards, never beyond their life, and events on them are resolved.",
          ],
          rulings: ["LITE-Q-40"],
        },
        {
          heading: "2) Player Phase",
          text: [
            "The heroes agree on an order (one proposes, the others accept or decline), or one claims the next " +
              "turn; each hero then takes one turn. In your turn you may move once (discard any card) and attack " +
              "once (discard any card), unless a card says otherwise; a card whose action moves or attacks uses up " +
              "that move or attack. Besides, play cards for their actions, revive a knocked-out hero in your zone " +
              "(discard any card), and open exits and chests for free.",
            "A chest opens on 3 attack dice if a hit is left after a defense die for each enemy in the zone (at " +
              "most 3). Each hero in the zone may try once a turn.",
          ],
          rulings: ["LITE-Q-42", "LITE-Q-43"],
        },
        {
          heading: "3) Enemy Phase",
          text: [
            "Turn up an Enemy Phase card; the enemies it activates, and the others, act one after another: the " +
              "nearest first, then bosses, then the strongest. An enemy with several heroes equally near goes for " +
              "the one it has attacked least recently this phase (fewest cards first, as held when the phase began), " +
              "so attacks alternate. When you can answer an attack, the table waits for you: Defense, Tower Shield, " +
              "Counterattack (even if you attacked in your turn), Adrenaline, or pass.",
          ],
          rulings: ["LITE-Q-44", "LITE-Q-45", "LITE-Q-46"],
        },
      ],
    },
    {
      heading: "Tie-Break Roll",
      text: [
        "When heroes tie (say, for an enemy's target), they roll dice: most criticals, then most hits, wins, and " +
          "the enemies attack the loser first. The table rolls them for you.",
      ],
      rulings: ["LITE-Q-47"],
    },
    {
      heading: "Difficulty",
      text: [
        "Table options make the game easier: a free equipment card for each hero at the start (good for a solo " +
          "hero), one or two fewer Trap or Undead cards, no Troll.",
      ],
      rulings: ["LITE-Q-48"],
    },
    {
      heading: "Tips",
      text: [
        "Use cover, corners and doors, spend energy when it counts, and keep moving: the enemies keep coming and " +
          "time is not on your side.",
      ],
    },
    {
      heading: "Credits",
      text: ["Dungeon Lite: Orcs and Knights is by José Marc Ruiz, published by Gen X Games."],
    },
  ],
};
