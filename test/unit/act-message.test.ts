/** The room's own checks of an "act" message (server/src/room/actMessage.ts), one reason at a time (5 moves made). */
import { checkActMessage } from "@tabletop/server/room/actMessage.js";

test("one seat: the client acts for it, and a `seat` in the action is the action's (Xorlosch's chooseTie asks a tied player)", () => {
  expect(checkActMessage({ type: "chooseTie", task: 0, seat: 2 }, [0], "playing", 5)).toMatchObject({
    ok: true,
    seat: 0,
  });
  expect(checkActMessage({ type: "draw" }, [1], "playing", 5)).toMatchObject({ ok: true, seat: 1 });
});

test("several seats: `seat` says which of them, and a seat not held is refused", () => {
  expect(checkActMessage({ type: "end-turn", seat: 2 }, [1, 2], "playing", 5)).toMatchObject({ ok: true, seat: 2 });
  expect(checkActMessage({ type: "end-turn" }, [1, 2], "playing", 5)).toMatchObject({ ok: true, seat: 1 });
  expect(checkActMessage({ type: "end-turn", seat: 0 }, [1, 2], "playing", 5)).toMatchObject({
    ok: false,
    code: "WRONG_SEAT",
  });
  expect(checkActMessage({ type: "end-turn", seat: "1" }, [1, 2], "playing", 5)).toMatchObject({
    ok: false,
    code: "WRONG_SEAT",
  });
});

test("spectators, a match not started or over, and an oversized action are refused with their reasons", () => {
  expect(checkActMessage({ type: "draw" }, [], "playing", 5)).toMatchObject({ code: "NOT_SEATED" });
  expect(checkActMessage({ type: "draw" }, [0], "waiting", 5)).toMatchObject({ code: "NOT_STARTED" });
  expect(checkActMessage({ type: "draw" }, [0], "finished", 5)).toMatchObject({ code: "MATCH_FINISHED" });
  expect(checkActMessage({ type: "x".repeat(5000) }, [0], "playing", 5)).toMatchObject({ code: "MALFORMED_MESSAGE" });
});

/** An action of `levels` objects one in the other, its innermost values one level deeper still. */
const nested = (levels: number): unknown => (levels <= 1 ? { type: "x" } : { type: "x", inner: nested(levels - 1) });

test("an action's values may be 8 levels deep, not 9 (the message itself is the first), in objects or arrays", () => {
  expect(checkActMessage(nested(7), [0], "playing", 5)).toMatchObject({ ok: true, seat: 0 });
  expect(checkActMessage(nested(8), [0], "playing", 5)).toEqual({
    ok: false,
    code: "MALFORMED_MESSAGE",
    reason: "An action is nested more than 8 levels deep.",
  });
  expect(checkActMessage({ type: "x", list: [[[[[["deep"]]]]]] }, [0], "playing", 5)).toMatchObject({
    ok: true,
    seat: 0,
  });
  expect(checkActMessage({ type: "x", list: [[[[[[["deep"]]]]]]] }, [0], "playing", 5)).toMatchObject({
    reason: "An action is nested more than 8 levels deep.",
  });
});

test("an action's size counts its strings, keys, numbers and punctuation as JSON writes them, up to 4096 bytes", () => {
  // {"type":"x","n":[...]}: 2 + 7 + 3 + 4 + 2 = 18 bytes, then 3 per element and its characters.
  const numbers = (count: number, n: number) => ({ type: "x", n: Array.from({ length: count }, () => n) });
  expect(checkActMessage(numbers(400, 123456), [0], "playing", 5)).toMatchObject({ ok: true, seat: 0 });
  expect(checkActMessage(numbers(453, 123456), [0], "playing", 5)).toMatchObject({ ok: true, seat: 0 }); // 4095 bytes
  expect(checkActMessage(numbers(454, 123456), [0], "playing", 5)).toEqual({
    ok: false,
    code: "MALFORMED_MESSAGE",
    reason: "An action is at most 4096 bytes; this one is larger.",
  });
  expect(checkActMessage(numbers(453, -12345), [0], "playing", 5)).toMatchObject({ ok: true, seat: 0 });
  expect(checkActMessage(numbers(453, -123456), [0], "playing", 5)).toMatchObject({ code: "MALFORMED_MESSAGE" });
  expect(checkActMessage(numbers(453, 0.5), [0], "playing", 5)).toMatchObject({ ok: true, seat: 0 });
  expect(checkActMessage({ type: "x", ["k".repeat(4080)]: 1 }, [0], "playing", 5)).toMatchObject({ ok: true, seat: 0 });
  expect(checkActMessage({ type: "x", ["k".repeat(4090)]: 1 }, [0], "playing", 5)).toMatchObject({
    code: "MALFORMED_MESSAGE",
  });
});

test("`at`, the version an action was chosen at, is read beside the action's fields and taken off the action", () => {
  expect(checkActMessage({ type: "draw", at: 3 }, [1], "playing", 5)).toEqual({
    ok: true,
    seat: 1,
    at: 3,
    action: { type: "draw" },
  });
  expect(checkActMessage({ type: "end-turn", seat: 2, at: 5 }, [1, 2], "playing", 5)).toEqual({
    ok: true,
    seat: 2,
    at: 5,
    action: { type: "end-turn", seat: 2 },
  });
  // Without one the action is taken as chosen now, and goes to the engine as it came.
  const bare = { type: "draw" };
  expect(checkActMessage(bare, [0], "playing", 5)).toEqual({ ok: true, seat: 0, at: undefined, action: bare });
  expect(checkActMessage({ type: "draw", at: 0 }, [0], "playing", 0)).toMatchObject({ ok: true, at: 0 });
});

test("an `at` that is not a move count the match has reached is refused as malformed, with the reason", () => {
  for (const at of [-1, 1.5, "3", null, [3], { n: 3 }])
    expect(checkActMessage({ type: "draw", at }, [0], "playing", 5)).toEqual({
      ok: false,
      code: "MALFORMED_MESSAGE",
      reason: `An action's "at" is the match's move count the action was chosen at, a whole number from 0.`,
    });
  expect(checkActMessage({ type: "draw", at: 6 }, [0], "playing", 5)).toEqual({
    ok: false,
    code: "MALFORMED_MESSAGE",
    reason: `An action's "at" is 6, but the match has only 5 moves so far.`,
  });
});
