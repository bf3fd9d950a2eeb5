/** How to play Dungeon Lite: Orcs and Knights, in our words, in the rulebook's sections. */
import type { Guide } from "./guide";

export const dungeonLiteGuide: Guide = {
  game: "dungeon-lite",
  title: "Dungeon Lite: Orcs and Knights",
  summary:
    "A co-operative dungeon crawl for 1 to 4 heroes (one person may run several). Explore the dungeon room by " +
    "room, fight the horde, and slay the boss of the treasure room before the alarm brings too many enemies.",
  sections: [
    {
      heading: "Goal of the Game",
      text: [
        "Find the treasure room and kill the final boss that guards it. The mission chosen at the table adds an " +
          "objective: hold the mission object when the boss dies, or the mission fails. You lose when every hero " +
          "is knocked out, or when no Enemy Phase card is left to draw.",
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
          "choice, and a wound with no card left knocks you out.",
        "A ranged attack costs 1 energy and needs a straight line of sight; past its range it still works, up to 4 " +
          "zones, with an extra defense die for each zone beyond. A dazed hero moves only 1 zone that turn.",
        "The four classes: Warrior (best armour), Dwarf (melee), Elf (bow), Mage (magic).",
      ],
      rulings: ["LITE-Q-6", "LITE-Q-7", "LITE-Q-8", "LITE-Q-9", "LITE-Q-10", "LITE-Q-11", "LITE-Q-12"],
    },
    {
      heading: "Experience Cards",
      text: [
        "Killing enemies gives experience. At 10 you spend it on an equipment card (the Mage may take a spell " +
          "instead) and your energy fills up again; the rest carries over.",
      ],
      rulings: ["LITE-Q-13", "LITE-Q-25"],
    },
    {
      heading: "Action Cards",
      text: [
        "Your hand is both your life and your actions: discard a card to do what it says, or to make a basic move, " +
          "attack or revive. Most are played in your own turn; Defense, Counterattack and Adrenaline answer an " +
          "enemy's attack. Cards with an event (Trap, Chest, an enemy) are resolved when you receive them, and kept.",
      ],
      rulings: ["LITE-Q-16"],
    },
    {
      heading: "Equipment Cards",
      text: ["Equipment lasts the whole adventure; using it costs the energy shown. Never two of the same."],
      rulings: ["LITE-Q-14"],
    },
    {
      heading: "Magic Cards",
      text: [
        "Only the Mage uses spells, paying their energy. Fire, Lightning and Mind Control are attacks and also cost " +
          "an action card; the others cost only energy.",
      ],
      rulings: ["LITE-Q-15"],
    },
    {
      heading: "Chest Cards",
      text: [
        "Found in chests and used up once used, with no card or energy to pay. Heroes in the same zone may hand " +
          "them to each other for free.",
      ],
      rulings: ["LITE-Q-17", "LITE-Q-18"],
    },
    {
      heading: "Enemy Phase Cards",
      text: [
        "Each Enemy Phase turns up one card saying which of the Goblins, Orcs and Beast-Orcs move and attack; the " +
          "other enemies (Spiders, Undead, Troll, bosses) act every phase. If the named type is not in play, one " +
          "appears near each hero instead and waits. A basic enemy that cannot attack runs twice its move.",
        "Goblins keep 2 zones away to shoot, Orcs seek melee, Undead get up again 2 phases after falling, Spiders " +
          "poison (daze) whoever they wound.",
      ],
      rulings: ["LITE-Q-19", "LITE-Q-20", "LITE-Q-21", "LITE-Q-22", "LITE-Q-23", "LITE-Q-24"],
    },
    {
      heading: "Enemy Profile Cards",
      text: [
        "An enemy's life equals the number of heroes; its card also gives its dice, its room taken in a zone and " +
          "the experience it is worth.",
      ],
      rulings: ["LITE-Q-26", "LITE-Q-27"],
    },
    {
      heading: "Terrain Segments",
      text: [
        "The dungeon is built from segments of zones. Opening an exit reveals the next segment and its enemies in " +
          "its deployment zone, strongest first. A zone holds 6 points of enemies; cover gives +1 defense die " +
          "against ranged attacks.",
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
        "A Bar the Door card places the one door at an exit next to you: enemies that reach it are held for 2 Enemy " +
          "Phases, then it gives way. Heroes may open it whenever they like.",
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
          "cancels a hit; every hit left is a wound. Criticals also trigger the roller's ability.",
      ],
      rulings: ["LITE-Q-36", "LITE-Q-41"],
    },
    {
      heading: "Setup",
      text: [
        "Done for you: the entrance, the mission's face-down segments, the heroes' hands (as many cards as life, " +
          "with the Troll kept out of the top third of the deck). Each seat chooses a hero first, and the Mage " +
          "a spell.",
      ],
      rulings: ["LITE-Q-3", "LITE-Q-4", "LITE-Q-37", "LITE-Q-38"],
    },
    {
      heading: "Phases of the Game",
      text: ["Every round has three phases: Event, Player, Enemy."],
      rulings: ["LITE-Q-42"],
      sections: [
        {
          heading: "1) Event Phase",
          text: ["Each standing hero receives 2 action cards, never beyond their life; events on them are resolved."],
          rulings: ["LITE-Q-40"],
        },
        {
          heading: "2) Player Phase",
          text: [
            "The heroes agree on an order (one proposes, the others accept or decline), then take their turns one " +
              "after another. In a turn you may once move (discard any card, up to your movement) and once attack " +
              "(discard any card), play cards for their actions, revive a knocked-out hero in your zone, and open " +
              "exits and chests for free. Finish moving before you act, except to open a door on the way.",
            "A chest opens on 3 attack dice with at least one hit, against a defense die per enemy in the zone.",
          ],
          rulings: ["LITE-Q-43"],
        },
        {
          heading: "3) Enemy Phase",
          text: [
            "Turn up an Enemy Phase card; the enemies it names, and the others, move and attack, nearest first, " +
              "then strongest. An enemy with a choice attacks the hero with the fewest cards. When an attack " +
              "comes, the table waits for your answer: Defense, Tower Shield, Counterattack, Adrenaline, or pass.",
          ],
          rulings: ["LITE-Q-44", "LITE-Q-45", "LITE-Q-46"],
        },
      ],
    },
    {
      heading: "Tie-Break Roll",
      text: [
        "When heroes tie (say, for an enemy's target), they roll dice: most criticals, then most hits, wins; the " +
          "table rolls them for you.",
      ],
      rulings: ["LITE-Q-47"],
    },
    {
      heading: "Difficulty",
      text: [
        "Table options make the game easier: free equipment at the start (good for a solo hero), fewer Trap or " +
          "Undead cards, no Troll.",
      ],
      rulings: ["LITE-Q-48"],
    },
    {
      heading: "Tips",
      text: [
        "Use cover and doors, spend energy when it counts, and keep moving: the enemies keep coming and time is not " +
          "on your side.",
      ],
    },
    {
      heading: "Credits",
      text: ["Dungeon Lite: Orcs and Knights is by José Marc Ruiz, published by Gen X Games."],
    },
  ],
};
