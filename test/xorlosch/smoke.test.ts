import { playout, xorloschBots, opts } from "./helpers.js";
test("smoke", () => {
  const t0 = Date.now();
  for (let i = 0; i < 4; i++) {
    const h = playout(`s${i}`, 4, opts({ firstPlayer: undefined }), [xorloschBots.heuristic, xorloschBots.random, xorloschBots.random, xorloschBots.random]);
    console.log(i, h.actions.length, h.state.endReason, h.state.round, h.state.players.map((p) => p.cards.length), Date.now() - t0);
  }
  const h = playout(`hh`, 4, opts({ firstPlayer: undefined }), [xorloschBots.heuristic, xorloschBots.heuristic, xorloschBots.heuristic, xorloschBots.heuristic]);
  console.log(h.actions.length, h.state.endReason, h.state.round, h.state.players.map((p) => p.cards.length), Date.now() - t0);
});
