/** How to play Drachenjäger von Xorlosch, in our words, in the rulebook's sections. */
import type { Guide } from "./guide.js";

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
          "six dwarves per player: three warriors (axe) and three mechanicusses (pliers). Every dwarf is a die: " +
          "its number is its level. The 36 task cards are 12 green, 12 blue and 12 red.",
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
        "The host chooses the board and the number of seats (2 to 6). While quests of a colour remain, one quest " +
          "of each colour lies on the board (green: 2 tasks, blue: 3, red: 4), and the next quest of each colour " +
          "is shown beside its stack. There are 6 green, 4 blue and 3 red quests.",
        "How many magic items are in play depends on the number of players: one of each type at 2, two at 3 or 4, " +
          "three at 5 or 6. They start on the board, one stack per type.",
      ],
      rulings: ["XOR-Q-3", "XOR-Q-7"],
    },
    {
      heading: "The First Turn",
      text: [
        "The host may name the first player; otherwise the table draws one at random. Play then goes round in seat " +
          "order.",
        "Each band starts with 5 experience levels to share out: one dwarf of level 5, five of level 1, or anything " +
          "between, warriors and mechanicusses as you like. You may keep levels back for later, but you must place " +
          "at least one dwarf. In turn order everyone places their dwarves on the large central square (at the " +
          "table: bring a dwarf in at level 1, then raise it).",
        "Nobody may solve a quest in their own first turn, so no quest is solved in the whole first round; moving, " +
          "raising and gaining items are allowed.",
      ],
      rulings: ["XOR-Q-1", "XOR-Q-2", "XOR-Q-8", "XOR-Q-9"],
    },
    {
      heading: "Movement",
      text: [
        "You have 8 movement points a turn, less one for each of your dwarves on the board: a big band is slow. A " +
          "step to a neighbouring square through an open passage costs 1 point; debris, ladders and crevices block " +
          "the way. Move your dwarves in any order, as often as the points allow, and let unused points go.",
        "Passing through a square where another player has a dwarf of higher level than the one moving costs 1 " +
          "extra point (respect), however many such dwarves stand there; levels are compared dwarf by dwarf, never " +
          "added. The point is paid when your dwarf steps on out of that square, so a dwarf that stops there pays " +
          "nothing, and neither does one leaving the square it started the turn on.",
        "At the table: click a dwarf, then the square to go to, then Move.",
      ],
      rulings: ["XOR-Q-10", "XOR-Q-13", "XOR-Q-14", "XOR-Q-15"],
    },
    {
      heading: "Group Size",
      text: [
        "Before you spend your first movement point you may take dwarves standing on the central square out of the " +
          "game (they lose their levels) or bring new level 1 dwarves in, as long as the levels of your dwarves on " +
          "the board never add up to more than your total. A dwarf brought in this turn cannot go out again in the " +
          "same turn. Dwarves out of the game do not slow your band.",
      ],
      rulings: ["XOR-Q-11", "XOR-Q-12"],
    },
    {
      heading: "Solving Quests and Tasks",
      text: [
        "Each task card names a square and a profession (warrior or mechanicus). A dwarf of that profession on that " +
          "square can fulfil it. A quest can be solved only when every one of its squares holds a dwarf able to " +
          "fulfil its task, though not necessarily one of yours.",
      ],
      rulings: ["XOR-Q-16", "XOR-Q-17"],
      sections: [
        {
          heading: "Dwarves of more than one player in a square",
          text: [
            "Only the highest level of the right profession counts. Your own dwarves of that profession on one " +
              "square add their levels together, unless you choose to keep them apart (each then counts alone for " +
              "the rest of the turn).",
            "A tie that includes the player whose turn it is counts for them; whoever receives a tied task is " +
              "chosen by the player whose turn it is.",
            "Where two quests have a card on the same square, the same dwarves serve both: solve one, then announce " +
              "the other.",
          ],
          rulings: ["XOR-Q-18", "XOR-Q-19", "XOR-Q-20", "XOR-Q-21"],
        },
        {
          heading: "Solving quests through majority",
          text: [
            "Only the player whose turn it is announces a quest, at any time in their turn (several in one turn if " +
              "they can), and nobody has to. You may also force a quest when you hold more than half of it: 2 of 3 " +
              "tasks, or 3 of 4; each other task goes to whoever is strongest on its square.",
            "An announcement gives every player holding a ready potion or trap a moment to use it (or pass) " +
              "before the quest is judged; if a use takes your majority away, the quest stays.",
          ],
          rulings: ["XOR-Q-34"],
        },
        {
          heading: "Solving quests through diplomacy",
          text: [
            "When no majority is possible but every task square has a dwarf that could fulfil it, the player whose " +
              "turn it is may propose to share the quest out, and asks the strongest player of each square in an " +
              "order they choose (on a square tied among others, they choose whom to ask). Their own squares count " +
              "as agreed.",
            "A veto stops the quest unless that player changes it; the proposer may withdraw, and may propose each " +
              "quest only once a turn. A player asked may instead step aside for another player able to fulfil " +
              "that task there, who is then asked; a step aside cannot be taken back.",
            "Negotiations happen in the open: every answer shows in the log for everyone, and the table chat is " +
              "public.",
          ],
          rulings: ["XOR-Q-22", "XOR-Q-23", "XOR-Q-24", "XOR-Q-25", "XOR-Q-26", "XOR-Q-27"],
        },
      ],
    },
    {
      heading: "Gaining Experience Levels",
      text: [
        "A solved quest's cards go to the players whose dwarves fulfilled its tasks, face up for all to see. Your " +
          "level total is 5 plus the task cards you hold. At any time in your own turn you may raise your dwarves " +
          "on the board, one level at a time, up to that total (any dwarf, not only those who fulfilled the " +
          "tasks; no cap per dwarf), or keep levels for later. Levels once given are not taken back.",
      ],
      rulings: ["XOR-Q-5"],
    },
    {
      heading: "New Quests",
      text: [
        "As soon as a quest is solved, the waiting quest of its colour takes its place, and the next one of that " +
          "colour, if any is left, is shown.",
      ],
    },
    {
      heading: "Magic Items",
      text: [
        "Stand a dwarf, of any level and profession, on each of the two squares of an item type in your turn and " +
          "you take one of that type automatically (one of each type at most). An item you take can be used from " +
          "your next turn on.",
        "An item is used once and goes back to the board, where nobody can take it until the next turn begins; " +
          "after using one you may take another of that type that is ready.",
      ],
      rulings: ["XOR-Q-28", "XOR-Q-29", "XOR-Q-30", "XOR-Q-31"],
      sections: [
        {
          heading: "Boots of Movement",
          text: [
            "Only in your turn: one dwarf gets 2 more movement points of its own and crosses blocked passages for " +
              "the rest of the turn.",
          ],
        },
        {
          heading: "Potion of Experience",
          text: [
            "At any time, also in another player's turn: one dwarf outranks every dwarf without a potion for the " +
              "rest of the turn, for tasks and for respect (for a task its profession still matters). Two potion " +
              "dwarves on one square are equal, and the player whose turn it is chooses between them.",
          ],
          rulings: ["XOR-Q-32", "XOR-Q-33"],
        },
        {
          heading: "Dragon Trap",
          text: [
            "At any time, also in another player's turn: for the rest of the turn one dwarf fulfils the tasks on " +
              "its square whatever its level and profession. The trap is spent even if no quest is then solved.",
          ],
          rulings: ["XOR-Q-35"],
        },
      ],
    },
    {
      heading: "Winning the Game",
      text: [
        "The game ends the moment the last of the 13 quests is solved; the most task cards wins. On a tie, the " +
          "tied players' highest single dwarves on the board are compared, then the next highest, and so on; if " +
          "all are equal, the game is a draw between them.",
        "The rulebook sets no limit, but at this table 20 rounds in a row without a solved quest also end the game, " +
          "scored the same way.",
      ],
      rulings: ["XOR-Q-37", "XOR-Q-38"],
      sections: [
        {
          heading: "Short game",
          text: ["With the short game option the game ends once the three red quests, the Dragon quests, are solved."],
          rulings: ["XOR-Q-39"],
        },
      ],
    },
    {
      heading: "The Tasks",
      text: [
        "The task cards picture dragons (on the red cards), herbs, stones, a kobold, a helmet and dragon eggs: " +
          "names only, no rules.",
      ],
    },
    {
      heading: "Game Rules Summary",
      text: ["The rules on one screen:"],
      sections: [
        {
          heading: "Movement",
          text: ["8 points, minus your dwarves on the board; 1 more to pass a higher dwarf; group changes come first."],
        },
        {
          heading: "Quests and tasks",
          text: ["Green quests have 2 tasks, blue 3, red 4; no quest is solved in the first round."],
        },
        {
          heading: "Quest and task fulfillment",
          text: [
            "The highest dwarf of the right profession fulfils a task; a quest is solved with all its tasks, a " +
              "majority (2 of 3, 3 of 4), or everyone's agreement.",
          ],
        },
        {
          heading: "Experience levels",
          text: ["5 levels, plus one for each card won, to give out in your turn."],
        },
        {
          heading: "Magic items",
          text: ["A dwarf on each square of a pair takes the item; each item is used once and goes back."],
        },
        {
          heading: "Winning the game",
          text: ["Most task cards when the quests are all solved."],
        },
      ],
    },
    {
      heading: "Translation of the Insert's Legend",
      text: ["No insert is needed here: the board draws open passages and blocked ones itself."],
      rulings: ["XOR-Q-36"],
    },
  ],
};
