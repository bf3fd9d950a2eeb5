/**
 * The engine contract as the server uses it: `view`, `legal` and `apply` are pure functions of the
 * state's value. The room interleaves calls for the live state (view for the spectator, then for the
 * seat), the test suites keep their own copies, and replays rebuild states from scratch: a cache keyed
 * on object identity must never hand back an answer computed for another state.
 */
import { dungeonFleeBots } from "@tabletop/shared/dungeon-flee/index";
import type { FleeState } from "@tabletop/shared/dungeon-flee/index";
import { E } from "./helpers.js";

const clone = (s: FleeState): FleeState => JSON.parse(JSON.stringify(s));

test.each(["easy", "hard", "extreme"] as const)(
  "view and legal depend only on the state's value, call after call (%s)",
  (mode) => {
    let s = E.setup(`pure-${mode}`, 1, { mode, class: "wizard", gender: "female" });
    const other = E.setup(`other-${mode}`, 1, { mode, class: "thief", gender: "male" });
    for (let i = 0; i < 400 && !E.outcome(s); i++) {
      // Interleave as the room does: spectator view, seat view, another state's views, then the same again.
      const spectator = E.view(s, null);
      const mine = E.view(s, 0);
      E.view(other, 0);
      E.view(other, null);
      expect(E.view(s, null)).toEqual(spectator);
      expect(E.view(s, 0)).toEqual(mine);
      expect(E.view(clone(s), 0)).toEqual(mine);
      expect(E.view(clone(s), null)).toEqual(spectator);
      expect(E.legal(clone(s), 0)).toEqual(E.legal(s, 0));
      const legal = E.legal(s, 0);
      const action = dungeonFleeBots.heuristic.choose(E.view(s, 0), legal, 0, (i * 0.618) % 1);
      const before = JSON.stringify(s);
      const r = E.apply(s, 0, action);
      expect(JSON.stringify(s)).toBe(before);
      if (!r.ok) throw new Error(r.reason);
      // The same action on a fresh copy gives the same next state.
      const again = E.apply(clone(s), 0, action);
      expect(again.ok && again.state).toEqual(r.state);
      // The previous state's views are unchanged by the move.
      expect(E.view(s, 0)).toEqual(mine);
      s = r.state;
    }
  },
);

test.each(["easy", "hard", "extreme"] as const)(
  "two copies of one match, advanced side by side, always show the same views (%s)",
  (mode) => {
    // As in the server's room tests: the room's state and a test's local state are separate objects built from
    // the same seed, and their views are asked for in turn.
    const options = { mode, class: "cleric" as const, gender: "female" as const };
    let room = E.setup(`twin-${mode}`, 1, options);
    let local = E.setup(`twin-${mode}`, 1, options);
    for (let i = 0; i < 400 && !E.outcome(local); i++) {
      const roomSpectator = E.view(room, null);
      const roomSeat = E.view(room, 0);
      const localSeat = E.view(local, 0);
      expect(roomSeat).toEqual(localSeat);
      expect(roomSpectator).toEqual(E.view(local, null));
      expect(E.legal(room, 0)).toEqual(E.legal(local, 0));
      const action = dungeonFleeBots.heuristic.choose(localSeat, E.legal(local, 0), 0, (i * 0.377) % 1);
      const a = E.apply(room, 0, action);
      const b = E.apply(local, 0, action);
      if (!a.ok || !b.ok) throw new Error("refused");
      expect(a.state).toEqual(b.state);
      room = a.state;
      local = b.state;
    }
  },
);
