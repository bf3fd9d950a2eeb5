/** Builders for store test data (unique ids per call, see helpers/store.ts). */
import type { NewMatch, SeatRecord } from "../../server/src/store/index.js";
import { uid } from "../helpers/store.js";

export function seats(...players: (string | null)[]): SeatRecord[] {
  return players.map((playerId, seat) => ({ seat, playerId, name: playerId ?? `Bot ${seat}`, bot: playerId === null }));
}

export function newMatch(over: Partial<NewMatch> = {}): NewMatch {
  return {
    id: uid("m"),
    game: uid("game"),
    seed: "seed-1",
    options: { variant: "standard" },
    engineVersion: "1.0.0",
    seats: seats(uid("p"), null),
    createdAt: new Date(),
    private: false,
    ...over,
  };
}
