/** The room's match log (server/src/room/matchLog.ts): filtered per client, bounded with the oldest dropped. */
import { MATCH_LOG_CAP, MatchLog } from "@tabletop/server/room/matchLog.js";

test("each client gets the public events and its own seats' private ones; a spectator the public ones", () => {
  const log = new MatchLog();
  log.add([
    { kind: "drew", seat: 0, text: "Ada draws a card." },
    { kind: "drew-card", seat: 0, to: 0, text: "You draw the 7." },
    { kind: "drew-card", seat: 1, to: 1, text: "You draw the 3." },
  ]);
  expect(log.for([0]).map((e) => e.text)).toEqual(["Ada draws a card.", "You draw the 7."]);
  expect(log.for([1]).map((e) => e.text)).toEqual(["Ada draws a card.", "You draw the 3."]);
  expect(log.for([0, 1])).toHaveLength(3);
  expect(log.for([])).toEqual([{ kind: "drew", seat: 0, text: "Ada draws a card." }]);
  // The addressee is not sent on.
  expect(log.for([0]).some((e) => "to" in e)).toBe(false);
});

test("past the cap the oldest entries go; the cap is 2,000 by default", () => {
  expect(MATCH_LOG_CAP).toBe(2000);
  const log = new MatchLog(3);
  for (let i = 1; i <= 5; i++) log.add([{ kind: "n", text: `event ${i}` }]);
  expect(log.size).toBe(3);
  expect(log.for([]).map((e) => e.text)).toEqual(["event 3", "event 4", "event 5"]);
  log.add([1, 2, 3, 4].map((i) => ({ kind: "n", text: `batch ${i}` })));
  expect(log.for([]).map((e) => e.text)).toEqual(["batch 2", "batch 3", "batch 4"]);
});
