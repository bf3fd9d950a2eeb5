/** How to play Dungeon Flee, in our words, in the rulebook's sections. */
import type { Guide } from "./guide.js";

export const dungeonFleeGuide: Guide = {
  game: "dungeon-flee",
  title: "Dungeon Flee",
  summary:
    "A solo deck-building escape. You stand in a ring of six dungeon corridors with a deck of 5 swords and 5 " +
    "shields; beat what each corridor throws at you, build a better deck, and get out alive.",
  sections: [
    {
      heading: "Components",
      text: [
        "The table shows the six corridors around your character, your hand, your draw and discard piles, your " +
          "treasures and your health. The cards are the 10 starters, the 6 corridor ends (4 Stairs Up, 2 Dead " +
          "Ends), 7 treasures, 15 empty corridors, 3 plain doors and 52 monsters, doors and traps.",
      ],
      rulings: ["FLEE-Q-1"],
    },
    {
      heading: "Victory Conditions",
      text: [
        "Turn over the fourth Stairs Up and you escape at once; after each of the first three you must Move on. If " +
          "your health falls below 1, the dungeon wins.",
      ],
      rulings: ["FLEE-Q-30"],
    },
    {
      heading: "Modes of play",
      text: [
        "Easy orders the encounters from weak to strong; Hard puts the weaker ones, mixed, above the stronger " +
          "ones and lets you flee only after a failure; Extreme shuffles everything and draws the corridor ends " +
          "from a pile. The host picks the mode and the character (class and figure) when making the table.",
      ],
      rulings: ["FLEE-Q-2"],
    },
    {
      heading: "Terminology",
      text: [
        "A corridor (a dungeon deck) is one of the six piles; your location is the corridor you stand at; a " +
          "corridor is cleared once its Stairs Up or Dead End shows; banished cards leave the game. A Move goes " +
          "one way round the ring, clockwise or counter-clockwise, to the next corridor that is not cleared, " +
          "passing any cleared ones; you never stop at a cleared corridor.",
      ],
      rulings: ["FLEE-Q-3", "FLEE-Q-4"],
    },
    {
      heading: "Encounter and Non-encounter cards",
      text: [
        "Monsters, doors and traps are encounters: beat one and it goes to your discard pile to be played later, " +
          "unless it is a monster with only its name in the middle (then it is banished). You have no choice about " +
          "taking it. Treasures, empty corridors, Stairs Up and Dead Ends are not encounters.",
      ],
      rulings: ["FLEE-Q-5", "FLEE-Q-6"],
    },
    {
      heading: "Card Anatomy",
      text: [
        "Top left: the swords and shields an encounter needs (a round icon means any mix of that many). Top right: " +
          "the damage it does if you fail. Centre: what the card gives you once it is in your deck.",
        "Your character's health is your starting health and also your most. Four classes have an ability that " +
          "works by itself in every attempt it fits: Fighter +1 sword against monsters, Wizard +2 icons of your " +
          "choice against a round-icon requirement, Cleric blocks 1 damage on every failure, Thief +2 icons of your " +
          "choice against traps and doors. The Barbarian has none and the most health.",
        "• Treasure goes straight to your inventory, not your deck. Use it when you have a choice to make; one " +
          "that adds swords or shields works only during an attempt. It is banished once used.",
        "• An empty corridor heals 1 (never above your most) and joins your deck as a useless card (banish it " +
          "later).",
        "• Stairs Up and Dead End stay where they are and end the corridor. A Dead End ends your turn, and your " +
          "next step must be a Move.",
      ],
      rulings: ["FLEE-Q-8", "FLEE-Q-9", "FLEE-Q-10", "FLEE-Q-13"],
    },
    {
      heading: "Setup Easy Mode",
      text: [
        "Done for you: each corridor hides a Stairs Up or a Dead End under a stack of about 13 cards, the weak " +
          "encounters on top and the strongest, the Lich King among them, at the bottom; treasures, empty " +
          "corridors and plain doors are mixed in.",
      ],
      rulings: ["FLEE-Q-14", "FLEE-Q-15", "FLEE-Q-16", "FLEE-Q-17"],
    },
    {
      heading: "Game play Easy Mode",
      text: [
        "Each round (a turn) has three steps.",
        "• Choose a corridor: stay, or Move (your first choice may be any corridor). The top card is turned over " +
          "if nothing is showing, and a new hand of 5 is dealt (none for a Stairs Up or a Dead End). When your " +
          "draw pile runs out, your discard pile is shuffled into a new one.",
        "• React: pick up to 5 cards from your hand (treasures help too) whose swords and shields meet the " +
          "requirement, then Fight, Open or Disarm. If your hand can win you must play a winning set; if it " +
          "cannot, you fail, take the damage, and every pair of shields you played blocks 1.",
        "• Stay or flee: stay to face the card showing again (or, if none, the next one), or Move to a " +
          "neighbouring corridor and face its card at once. The rest of your hand is discarded.",
        "Before you choose, after an attempt or on a card that is not an encounter, you may banish a card from " +
          "your hand for each sword-and-shield pair you pay: one card showing both, or a sword card and a shield " +
          "card.",
        "At the table: click cards to add them to the attempt (click again to take one back, at most 10 times an " +
          "attempt), then the action button.",
      ],
      rulings: [
        "FLEE-Q-7",
        "FLEE-Q-11",
        "FLEE-Q-12",
        "FLEE-Q-18",
        "FLEE-Q-19",
        "FLEE-Q-20",
        "FLEE-Q-21",
        "FLEE-Q-22",
        "FLEE-Q-23",
        "FLEE-Q-29",
      ],
    },
    {
      heading: "Encounter Types",
      text: [
        "• Monster: fight it now. Win and it joins your discard pile (or is banished if it has nothing to give); " +
          "fail and it hurts you and stays on top of its corridor.",
        "• Trap: one try. Win and you keep it; fail and you take its damage and it is banished.",
        "• Door: it stays until opened. Every failed try does its damage, if it has any, and makes each face-up " +
          "monster on top of a corridor step clockwise to the next corridor that is not cleared; one that lands " +
          "on yours must be fought next round.",
        "• Empty corridor: rest, heal 1.",
        "• Treasure: take it.",
      ],
      rulings: ["FLEE-Q-24", "FLEE-Q-25", "FLEE-Q-26", "FLEE-Q-27", "FLEE-Q-28"],
    },
    {
      heading: "Combat",
      text: [
        "Your power is the swords and shields on the cards you play (at most 5), plus treasures and your class " +
          "ability. Meet the requirement to win; otherwise take the damage, less one per pair of shields played " +
          "(treasure shields count too). Doors and traps hurt the same way.",
      ],
    },
    {
      heading: "Setup Hard Mode",
      text: [
        "Done for you: the weaker encounters (damage 1 to 3) are shuffled together and lie above the stronger ones " +
          "(4 and up), so a level 3 monster can come first; the treasures, empty corridors and plain doors are " +
          "split between the two layers.",
      ],
    },
    {
      heading: "Game play for Hard mode",
      text: [
        "Your first move may be to any corridor. After a win, a treasure or an empty corridor you must stay and " +
          "face the next card; only after a failure (a failed trap included) may you flee. Everything else is as " +
          "in Easy.",
      ],
      rulings: ["FLEE-Q-31", "FLEE-Q-32"],
    },
    {
      heading: "Extreme Mode",
      text: [
        "All encounters are shuffled into the six corridors, and a corridor whose last card is gone draws its " +
          "Stairs Up or Dead End from a separate pile. Turning over your top card also turns over the neighbouring " +
          "corridors' tops. A monster you fail against hurts you and then goes to the bottom of its corridor, and " +
          "doors no longer move monsters. As in Hard, you may flee only after a failure.",
      ],
      rulings: ["FLEE-Q-33", "FLEE-Q-34", "FLEE-Q-35", "FLEE-Q-36"],
    },
    {
      heading: "Quick Overview",
      text: [
        "• Stay or Move; face the top card; a new hand of 5.",
        "• Encounter: meet its swords and shields, or take its damage.",
        "• Not an encounter: heal, take the treasure, or move on.",
        "• Banish with a sword and a shield outside combat.",
        "• Four Stairs Up wins; health below 1 loses. At this table, 30 rounds in a row in which the dungeon does " +
          "not shrink also lose the game.",
      ],
    },
  ],
};
