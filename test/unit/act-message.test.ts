/** The room's own checks of an "act" message (server/src/room/actMessage.ts), one reason at a time. */
import { checkActMessage } from "@tabletop/server/room/actMessage.js";

test("one seat: the client acts for it, and a `seat` in the action is the action's (Xorlosch's chooseTie asks a tied player)", () => {
  expect(checkActMessage({ type: "chooseTie", task: 0, seat: 2 }, [0], "playing")).toEqual({ ok: true, seat: 0 });
  expect(checkActMessage({ type: "draw" }, [1], "playing")).toEqual({ ok: true, seat: 1 });
});

test("several seats: `seat` says which of them, and a seat not held is refused", () => {
  expect(checkActMessage({ type: "end-turn", seat: 2 }, [1, 2], "playing")).toEqual({ ok: true, seat: 2 });
  expect(checkActMessage({ type: "end-turn" }, [1, 2], "playing")).toEqual({ ok: true, seat: 1 });
  expect(checkActMessage({ type: "end-turn", seat: 0 }, [1, 2], "playing")).toMatchObject({
    ok: false,
    code: "WRONG_SEAT",
  });
  expect(checkActMessage({ type: "end-turn", seat: "1" }, [1, 2], "playing")).toMatchObject({
    ok: false,
    code: "WRONG_SEAT",
  });
});

test("spectators, a match not started or over, and an oversized action are refused with their reasons", () => {
  expect(checkActMessage({ type: "draw" }, [], "playing")).toMatchObject({ code: "NOT_SEATED" });
  expect(checkActMessage({ type: "draw" }, [0], "waiting")).toMatchObject({ code: "NOT_STARTED" });
  expect(checkActMessage({ type: "draw" }, [0], "finished")).toMatchObject({ code: "MATCH_FINISHED" });
  expect(checkActMessage({ type: "x".repeat(5000) }, [0], "playing")).toMatchObject({ code: "MALFORMED_MESSAGE" });
});
