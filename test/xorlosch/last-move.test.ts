/**
 * The dwarves of the last move (following the game): the view names them (`lastMoved`), so a page opened
 * or reconnected mid-match marks them from the view alone.
 */
import { xorloschBots } from "@tabletop/shared/xorlosch/index";
import type { XorView } from "@tabletop/shared/xorlosch/view";
import { checkBotGame } from "../helpers/last-move.js";
import { act, engine, mid, opts } from "./helpers.js";

/** Where each dwarf on the board stands, as the board shows it. */
const squares = (v: XorView) =>
  new Map(
    v.players.flatMap((p, seat) =>
      p.dwarves.flatMap((d, die) => (d.square === null ? [] : [[`dwarf-${seat}-${die}`, d.square] as const])),
    ),
  );

const lastMoved = (s: ReturnType<typeof mid>, seat: number | null = null) => engine.view(s, seat).lastMoved;

describe("Xorlosch: the dwarves of the last move", () => {
  test("a dwarf that steps is the last move, for every seat and a spectator, until another dwarf moves", () => {
    let s = mid({ dwarves: { 0: [[0, 0, 1]], 1: [[0, 24, 1]] } });
    expect(lastMoved(s)).toEqual([]);
    s = act(s, 0, { type: "step", dwarf: 0, to: 1 });
    expect(lastMoved(s)).toEqual(["dwarf-0-0"]);
    expect(lastMoved(s, 0)).toEqual(["dwarf-0-0"]);
    expect(lastMoved(s, 1)).toEqual(["dwarf-0-0"]);
    s = act(s, 0, { type: "endTurn" }); // moves no dwarf: the mark stays
    expect(lastMoved(s)).toEqual(["dwarf-0-0"]);
    const step = engine.legal(s, 1).find((a) => a.type === "step")!;
    s = act(s, 1, step);
    expect(lastMoved(s)).toEqual(["dwarf-1-0"]);
  });

  test("bringing a dwarf in or taking it out is not a move of it: the mark stays on the last dwarf that stepped", () => {
    let s = mid({
      dwarves: {
        0: [
          [0, 0, 1],
          [1, 0, 1],
        ],
        1: [[0, 24, 1]],
      },
    });
    s = act(s, 0, { type: "remove", dwarf: 1 });
    s = act(s, 0, { type: "bringIn", dwarf: 2 });
    expect(lastMoved(s)).toEqual([]);
    s = act(s, 0, { type: "step", dwarf: 2, to: 1 });
    expect(lastMoved(s)).toEqual(["dwarf-0-2"]);
  });

  test.each([2, 4, 6])("over a bot game of %i seats, lastMoved is the dwarves that changed square last", (seats) => {
    const tally = checkBotGame(engine, xorloschBots.heuristic, `last-move-${seats}`, seats, opts(), squares);
    expect(tally.moving).toBeGreaterThan(10);
    expect(tally.still).toBeGreaterThan(10);
  });
});
