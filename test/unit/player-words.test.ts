/**
 * Words a player understands: the engines name seats as data and cite rules apart from their words,
 * and the pure word functions put names in, leave the citations out, and make lists and sentences.
 */
import {
  cited,
  gameById,
  list,
  nameSeats,
  plainSeats,
  RULES_SEAT,
  rngFromSeed,
  seatRef,
  seatRefs,
  seatsIn,
  sentence,
  Sfc32,
} from "@tabletop/shared";
import { zoneWords } from "@tabletop/shared/dungeon-lite/zone-words.js";
import { eventsFor } from "@tabletop/server/room/events.js";

test("a seat in an engine's text is data: the reader names it, from 1 where no name is known", () => {
  const text = `${seatRef(0)} gives task 7 to ${seatRef(2)}.`;
  expect(text).toBe("{seat:0} gives task 7 to {seat:2}.");
  expect(seatsIn(text)).toEqual([0, 2]);
  expect(nameSeats(text, (s) => ["Ada", "Ben", "Cleo"][s])).toBe("Ada gives task 7 to Cleo.");
  expect(plainSeats(text)).toBe("Seat 1 gives task 7 to Seat 3.");
  expect(plainSeats(`Draw between ${seatRefs([0, 1, 3])}.`)).toBe("Draw between Seat 1, Seat 2 and Seat 4.");
});

test("lists read as people write them, and a reason is one sentence", () => {
  expect([list([]), list(["you"]), list(["you", "Ben"]), list(["Ada", "Ben", "Cleo"])]).toEqual([
    "",
    "you",
    "you and Ben",
    "Ada, Ben and Cleo",
  ]);
  expect(sentence("Your seat was taken over by a newer connection.")).toBe(
    "Your seat was taken over by a newer connection.",
  );
  expect(sentence("the seat is open in another tab")).toBe("The seat is open in another tab.");
  expect(sentence("Room not found..")).toBe("Room not found.");
  expect(sentence("Is it gone?")).toBe("Is it gone?");
});

test.each([
  ["Every hero is knocked out (LITE-HERO-17).", "Every hero is knocked out.", ["LITE-HERO-17"]],
  ["Not in this phase (ruling LITE-Q-18).", "Not in this phase.", ["LITE-Q-18"]],
  ["Revive (LITE-REVIVE-1/6).", "Revive.", ["LITE-REVIVE-1"]],
  ["Tie (LITE-TIEBREAK-2, ruling LITE-Q-47).", "Tie.", ["LITE-TIEBREAK-2", "LITE-Q-47"]],
  ["Placed (chosen, LITE-DEPLOY-9).", "Placed (chosen).", ["LITE-DEPLOY-9"]],
  ["Order (LITE-TIEBREAK-1..6).", "Order.", ["LITE-TIEBREAK-1"]],
  ["Shown now (ruling LITE-Q-39 (a) and (b)).", "Shown now.", ["LITE-Q-39"]],
  [
    "The Forge (the segments skipped are shuffled back, LITE-OPEN-10..12), on another level (LITE-OPEN-13).",
    "The Forge (the segments skipped are shuffled back), on another level.",
    ["LITE-OPEN-10", "LITE-OPEN-13"],
  ],
  ["no two dwarves could add (XOR-CONTEST-3).", "no two dwarves could add.", ["XOR-CONTEST-3"]],
  ["game has ended (FLEE-END-1, FLEE-END-2)", "game has ended", ["FLEE-END-1", "FLEE-END-2"]],
  ["A plain line (2 wounds).", "A plain line (2 wounds).", []],
])("the words of %j leave its citations apart", (text, words, rules) => {
  expect(cited(text)).toEqual({ text: words, rules });
});

test("a Dungeon Lite zone is named as the map shows it: its number and its segment's name", () => {
  expect(zoneWords("corridor-a/2")).toBe("zone 2 of Corridor A");
  expect(zoneWords("guard-room/1")).toBe("zone 1 of the Guard Room");
  expect(zoneWords("entrance/5")).toBe("zone 5 of the Entrance");
  expect(zoneWords("no-such/1")).toBe("that zone");
});

/**
 * Every text of a bot-played match of each game, and the refusals met on the way (a move tried by a seat not waited
 * on, each waited seat's moves tried twice), as a player reads them: no seat counted in words (a seat is data), and
 * once the citations are apart, no rule ID and no internal zone id.
 */
const RULE_ID = /\b[A-Z]{2,}-[A-Z]+-\d/;
const ZONE_ID = /\b[a-z]+(?:-[a-z]+)*\/\d/;
const SEAT_IN_WORDS = /\b[Ss]eats? \d/;

function textsOfAMatch(game: string, seats: number, seed: string, limit: number): string[] {
  const g = gameById(game)!;
  const engine = g.engine;
  const bot = g.bots[g.defaultBot];
  let state = engine.setup(seed, seats, engine.defaultOptions);
  const random = new Sfc32(rngFromSeed(`words:${seed}`).dice);
  const texts: string[] = [];
  for (let i = 0; i < limit; i++) {
    const out = engine.outcome(state);
    if (out) {
      texts.push(out.summary);
      break;
    }
    const step = engine.next ? engine.next(state) : null;
    let seat = RULES_SEAT;
    let action = step;
    if (step === null) {
      const waited = engine.waitingFor ? engine.waitingFor(state) : [0];
      seat = waited[0];
      const legal = engine.legal(state, seat);
      action = bot.choose(engine.view(state, seat), legal, seat, random.nextFloat());
      for (let other = 0; other < seats; other++) {
        if (other === seat) continue;
        const r = engine.apply(state, other, action);
        if (!r.ok) texts.push(r.reason);
      }
    }
    const r = engine.apply(state, seat, action);
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    if (step === null) {
      const again = engine.apply(r.state, seat, action);
      if (!again.ok) texts.push(again.reason);
    }
    texts.push(...r.events.map((e) => e.text));
    state = r.state;
  }
  return texts;
}

test.each([
  ["xorlosch", 3],
  ["dungeon-lite", 3],
  ["dungeon-flee", 1],
])("%s: no text a player reads counts seats, cites a rule or names a zone by its id", (game, seats) => {
  const texts = textsOfAMatch(game, seats, `words-${game}`, 1500);
  expect(texts.length).toBeGreaterThan(50);
  const read = texts.map((t) => cited(plainSeats(t)).text);
  expect(texts.filter((t) => SEAT_IN_WORDS.test(t))).toEqual([]);
  expect(read.filter((t) => RULE_ID.test(t))).toEqual([]);
  expect(read.filter((t) => ZONE_ID.test(t))).toEqual([]);
});

test("an event kept from a seat (notTo) reaches every reader but that seat; one addressed (to) that seat alone", () => {
  const events = [
    { kind: "selected", seat: 0, to: 0, text: "{seat:0} adds Sword (1 sword) to the attempt (1 card chosen)." },
    { kind: "selected", seat: 0, notTo: 0, text: "{seat:0} adds a card to the attempt (1 card chosen)." },
    { kind: "enter", seat: 0, text: "{seat:0} enters corridor 2." },
  ];
  const texts = (seat: number | null | number[]) => eventsFor(events, seat).map((e) => e.text);
  expect(texts(0)).toEqual([events[0].text, events[2].text]);
  expect(texts([0, 1])).toEqual([events[0].text, events[2].text]);
  expect(texts(1)).toEqual([events[1].text, events[2].text]);
  expect(texts(null)).toEqual([events[1].text, events[2].text]);
  expect(eventsFor(events, null)[0]).toEqual({ kind: "selected", seat: 0, text: events[1].text });
});
