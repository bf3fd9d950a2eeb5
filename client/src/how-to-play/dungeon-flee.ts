/** How to play Dungeon Flee, in our words, in the rulebook's sections. */
import type { Guide } from "./guide";

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
          "treasures and your health.",
      ],
      rulings: ["FLEE-Q-1"],
    },
    {
      heading: "Victory Conditions",
      text: ["Pass four Stairs Up and you escape. If your health falls below 1, the dungeon wins."],
      rulings: ["FLEE-Q-30"],
    },
    {
      heading: "Modes of play",
      text: [
        "Easy starts with weak encounters and grows harder; Hard mixes them; Extreme shuffles everything and draws " +
          "the exits from a pile. The host picks the mode and the class when making the table.",
      ],
      rulings: ["FLEE-Q-2"],
    },
    {
      heading: "Terminology",
      text: [
        "A corridor is one of the six piles; your location is the corridor you stand at; a corridor is cleared " +
          "once its Stairs Up or Dead End shows; banished cards leave the game; Move means one step to a " +
          "neighbouring corridor, clockwise or counter-clockwise.",
      ],
      rulings: ["FLEE-Q-3", "FLEE-Q-4"],
    },
    {
      heading: "Encounter and Non-encounter cards",
      text: [
        "Monsters, doors and traps are encounters: beat them and most become cards for your deck. Treasures, empty " +
          "corridors, Stairs Up and Dead Ends are not encounters.",
      ],
      rulings: ["FLEE-Q-5", "FLEE-Q-6"],
    },
    {
      heading: "Card Anatomy",
      text: [
        "Top left: the swords and shields an encounter needs (a round icon means any mix of that many). Top right: " +
          "the damage it does if you fail. Centre: what the card gives you once it is in your deck.",
        "• Treasure goes straight to your inventory and can be used at any time.",
        "• An empty corridor heals 1 and joins your deck as a useless card (banish it later).",
        "• Stairs Up and Dead End stay where they are and end the corridor.",
      ],
      rulings: ["FLEE-Q-8", "FLEE-Q-9", "FLEE-Q-10"],
    },
    {
      heading: "Setup Easy Mode",
      text: [
        "Done for you: each corridor hides a Stairs Up or a Dead End under a stack of encounters, the weak ones on " +
          "top and the Lich King somewhere near the bottom.",
      ],
      rulings: ["FLEE-Q-14", "FLEE-Q-15", "FLEE-Q-16", "FLEE-Q-17", "FLEE-Q-18"],
    },
    {
      heading: "Game play Easy Mode",
      text: [
        "Each round has three steps.",
        "• Choose a corridor: stay, or Move one step. A new hand of 5 is dealt, and the top card is turned over " +
          "if nothing is showing.",
        "• React: pick cards from your hand (and treasures) whose swords and shields meet the requirement, then " +
          "Fight, Open or Disarm. If your hand can win you must play a winning set; if it cannot, you fail, take the " +
          "damage, and every pair of shields you played blocks 1.",
        "• Stay or flee: stay to face the next card, or Move to a neighbouring corridor.",
        "After the fight, or on a card that is not an encounter, you may banish a card from your hand by paying a " +
          "sword and a shield.",
        "At the table: click cards to add them to the attempt (click again to take one back), then the action button.",
      ],
      rulings: [
        "FLEE-Q-7",
        "FLEE-Q-11",
        "FLEE-Q-12",
        "FLEE-Q-13",
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
          "fail and it hurts you.",
        "• Trap: one try. Win and you keep it; fail and you take its damage and it is banished.",
        "• Door: it stays until opened. Every failed try may hurt and makes the monsters on top of the other " +
          "corridors step clockwise; one that reaches you must be fought.",
        "• Empty corridor: rest, heal 1.",
        "• Treasure: take it.",
      ],
      rulings: ["FLEE-Q-24", "FLEE-Q-25", "FLEE-Q-26", "FLEE-Q-27", "FLEE-Q-28"],
    },
    {
      heading: "Combat",
      text: [
        "Your power is the swords and shields on the cards you play (at most 5), plus treasures and your class " +
          "ability. Meet the requirement to win; otherwise take the damage, less one per pair of shields played.",
      ],
    },
    {
      heading: "Setup Hard Mode",
      text: ["Done for you: the corridors mix easy and hard encounters from the start."],
    },
    {
      heading: "Game play for Hard mode",
      text: [
        "Your first move may be to any corridor. After a win you must stay and face the next card; only after a " +
          "failure may you flee.",
      ],
      rulings: ["FLEE-Q-31", "FLEE-Q-32"],
    },
    {
      heading: "Extreme Mode",
      text: [
        "All encounters are shuffled into the six corridors, and the end of a corridor draws its Stairs Up or Dead " +
          "End from a separate pile. Turning over a card also turns over the neighbouring corridors' tops; a monster " +
          "you fail against goes to the bottom of its corridor, and doors no longer move monsters.",
      ],
      rulings: ["FLEE-Q-33", "FLEE-Q-34", "FLEE-Q-35", "FLEE-Q-36"],
    },
    {
      heading: "Quick Overview",
      text: [
        "• Stay or Move; a new hand of 5; face the top card.",
        "• Encounter: meet its swords and shields, or take its damage.",
        "• Not an encounter: heal, take the treasure, or move on.",
        "• Banish with a sword and a shield outside combat.",
        "• Four Stairs Up wins; health below 1 loses. A game that stops getting anywhere for 30 rounds is lost too.",
      ],
    },
  ],
};
