/** How to play Drachenjäger von Xorlosch, in our words, in the rulebook's sections. */
import type { Guide } from "./guide";

export const xorloschGuide: Guide = {
  game: "xorlosch",
  title: "Drachenjäger von Xorlosch",
  summary:
    "A race for 2 to 6 players. Each of you leads a band of dwarf dragon hunters across a board of 25 squares; " +
    "whoever collects the most task cards by solving quests wins.",
  sections: [
    {
      heading: "Game Material",
      text: [
        "The table shows the board (Ruins or Dungeon), the task cards of the quests in play, the magic items and " +
          "six dwarves per player. Every dwarf is a die: its face is its level, its symbol its profession.",
      ],
      rulings: ["XOR-Q-4", "XOR-Q-6"],
    },
    {
      heading: "Game Idea",
      text: ["Move your dwarves onto the squares the quests ask for, before the other bands get there."],
    },
    {
      heading: "The Goal",
      text: [
        "13 quests of 2, 3 or 4 tasks each come out over the game. A quest is solved when every one of its tasks " +
          "is fulfilled; each fulfilled task is a card for the player whose dwarf fulfilled it, and cards are points.",
      ],
    },
    {
      heading: "Preparations",
      text: [
        "The host chooses the board. Three quests lie on the board at all times (a green one of 2 tasks, a blue one " +
          "of 3, a red one of 4), and the next quest of each colour is shown beside its stack.",
        "How many magic items are in play depends on the number of players: one of each type at 2, two at 3 or 4, " +
          "three at 5 or 6.",
      ],
      rulings: ["XOR-Q-3", "XOR-Q-7", "XOR-Q-9"],
    },
    {
      heading: "The First Turn",
      text: [
        "Each band starts with 5 experience levels to share out: one dwarf of level 5, five of level 1, or anything " +
          "between. You may keep levels back for later. In turn order everyone places their dwarves on the large " +
          "central square. Nobody may solve a quest in their first turn.",
      ],
      rulings: ["XOR-Q-1", "XOR-Q-2", "XOR-Q-8"],
    },
    {
      heading: "Movement",
      text: [
        "You have 8 movement points a turn, less one for each of your dwarves on the board: a big band is slow. A " +
          "step to a neighbouring square through an open passage costs 1 point; debris, ladders and crevices block " +
          "the way. Move your dwarves in any order, as often as the points allow, and let unused points go.",
        "Passing through a square where another player has a dwarf of higher level costs 1 extra point (respect); " +
          "starting or ending your move there does not.",
        "At the table: click a dwarf, then the square to go to, then Move.",
      ],
      rulings: ["XOR-Q-10", "XOR-Q-13", "XOR-Q-14", "XOR-Q-15"],
    },
    {
      heading: "Group Size",
      text: [
        "Before you spend your first movement point you may take dwarves standing on the central square out of the " +
          "game (they lose their levels) or bring new level 1 dwarves in, as long as your band's levels never add up " +
          "to more than your total.",
      ],
      rulings: ["XOR-Q-11", "XOR-Q-12"],
    },
    {
      heading: "Solving Quests and Tasks",
      text: [
        "Each task card names a square and a profession (warrior or mechanicus). A dwarf of that profession on that " +
          "square can fulfil it.",
      ],
      rulings: ["XOR-Q-16", "XOR-Q-17"],
      sections: [
        {
          heading: "Dwarves of more than one player in a square",
          text: [
            "Only the highest level of the right profession counts; your own dwarves there add their levels together. " +
              "On a tie the player whose turn it is wins. Two cards on one square are fulfilled together.",
          ],
          rulings: ["XOR-Q-18", "XOR-Q-19", "XOR-Q-21"],
        },
        {
          heading: "Solving quests through majority",
          text: [
            "Only the player whose turn it is announces a quest, at any time in their turn (several in one turn if " +
              "they can). You may also force a quest when you hold more than half of it: 2 of 3 tasks, or 3 of 4; " +
              "the other tasks go to whoever is strongest on those squares.",
          ],
          rulings: ["XOR-Q-22"],
        },
        {
          heading: "Solving quests through diplomacy",
          text: [
            "When no majority is possible but every task square has a dwarf that could fulfil it, the player whose " +
              "turn it is may propose a share-out, asking the strongest player on each square. One refusal and the " +
              "quest stays. Players may step aside for someone else; a step aside cannot be taken back.",
            "Negotiations happen in the open: at this table every answer shows in the log for everyone.",
          ],
          rulings: ["XOR-Q-23", "XOR-Q-24", "XOR-Q-25", "XOR-Q-26", "XOR-Q-27"],
        },
      ],
    },
    {
      heading: "Gaining Experience Levels",
      text: [
        "Your level total is 5 plus the task cards you hold. In your turn you may raise any of your dwarves on the " +
          "board, one level per new card, whenever you like; levels once given are not taken back.",
      ],
      rulings: ["XOR-Q-5", "XOR-Q-20"],
    },
    {
      heading: "New Quests",
      text: [
        "As soon as a quest is solved, the waiting quest of its colour takes its place, and the next one is shown.",
      ],
    },
    {
      heading: "Magic Items",
      text: [
        "Stand a dwarf on each of the two squares marked with an item and you take one (one of each type at most). " +
          "An item is used once and goes back to the board, where it cannot be taken again in the same turn.",
      ],
      rulings: ["XOR-Q-28", "XOR-Q-29", "XOR-Q-30", "XOR-Q-31"],
      sections: [
        {
          heading: "Boots of Movement",
          text: ["In your turn: one dwarf gets 2 more movement points and crosses blocked passages."],
        },
        {
          heading: "Potion of Experience",
          text: [
            "At any time: one dwarf counts as more experienced than any other for the turn (its profession still " +
              "matters). At this table a potion answers an announcement during its response time.",
          ],
          rulings: ["XOR-Q-32", "XOR-Q-33", "XOR-Q-34"],
        },
        {
          heading: "Dragon Trap",
          text: [
            "At any time: one dwarf fulfils the task on its square whatever its level and profession. It, too, can " +
              "answer an announcement.",
          ],
          rulings: ["XOR-Q-35"],
        },
      ],
    },
    {
      heading: "Winning the Game",
      text: [
        "The game ends when all 13 quests are solved; the most task cards wins. On a tie, the highest dwarf on the " +
          "board decides, then the next highest, and so on.",
      ],
      rulings: ["XOR-Q-37", "XOR-Q-38"],
      sections: [
        {
          heading: "Short game",
          text: ["With the short game option the game ends once the three dragon quests are solved."],
          rulings: ["XOR-Q-39"],
        },
      ],
    },
    {
      heading: "The Tasks",
      text: [
        "The task cards picture dragons, herbs, stones, a kobold, a helmet and dragon eggs: names only, no rules.",
      ],
    },
    {
      heading: "Game Rules Summary",
      text: [
        "• 8 movement points, minus your dwarves on the board; 1 more to pass a higher dwarf.",
        "• The highest dwarf of the right profession on a square fulfils its task.",
        "• Solve a quest with all its tasks, a majority (2 of 3, 3 of 4), or everyone's agreement.",
        "• Each card won is a level to give; items last one use.",
        "• Most task cards at the end wins.",
      ],
    },
    {
      heading: "Translation of the Insert's Legend",
      text: ["No insert is needed here: the board draws open passages and blocked ones itself."],
      rulings: ["XOR-Q-36"],
    },
  ],
};
