/** Counts in words (shared/src/words.ts), the one place the server's texts and the page's make a plural. */
import { count, ordinal, plural } from "@tabletop/shared";

test("one thing is singular, any other number plural, irregular plurals as given", () => {
  expect([count(0, "seat"), count(1, "seat"), count(2, "seat")]).toEqual(["0 seats", "1 seat", "2 seats"]);
  expect([count(1, "die", "dice"), count(3, "die", "dice")]).toEqual(["1 die", "3 dice"]);
  expect([plural(1, "is", "are"), plural(2, "is", "are")]).toEqual(["is", "are"]);
});

test("ordinals as people write them", () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
    "1st",
    "2nd",
    "3rd",
    "4th",
    "11th",
    "12th",
    "13th",
    "21st",
    "22nd",
    "101st",
    "111th",
  ]);
});
