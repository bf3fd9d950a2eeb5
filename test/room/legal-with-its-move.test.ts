/**
 * A page never holds a move with another move's legal list, nor a log line of a move it does not show yet, however
 * late and out of order its frames come (docs/wire-contract.md, "One message per move"). Three seats of the fixture
 * game, each the page's own session (client/src/net/session.ts) over a real WebSocket whose incoming frames are held
 * and let through late and reordered (test/helpers/held-frames.ts), play a match to its end, each choosing from the
 * list it holds and sending the version it chose at. What each session held after every frame it took in (what its
 * page would draw then) is checked against the match replayed from its stored record.
 */
import type { Room } from "@colyseus/sdk";
import { count, nextFloat, replayStates, rngFromSeed, type RngState } from "@tabletop/shared";
import "../helpers/page-storage.js";
import { GameSession } from "../../client/src/net/session.js";
import { eventsFor } from "@tabletop/server/room/events.js";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { holdFrames, type HeldFrames } from "../helpers/held-frames.js";
import { sdk } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

/**
 * What a session held at one moment: the version of its state, its status, the seat it knows it acts for (null until
 * the room's answer to its "sync" came), its legal list and its log's lines.
 */
interface Held {
  moves: number;
  seat: number | null;
  status: string;
  legal: unknown[];
  log: string[];
}

interface Seated {
  seat: number;
  session: GameSession;
  frames: HeldFrames;
  held: Held[];
  /** `events` messages that came before the patch of their version, and after a later version's patch. */
  early: number;
  late: number;
}

const SEATS = 3;

/** A seat whose room's frames are held and reordered, wrapped in the page's session, which plays from its own list. */
async function seated(name: string, seat: number, how: (c: ReturnType<typeof sdk>, token: string) => Promise<Room>) {
  const { token } = await guest(server, name);
  const room = await how(sdk(server.url), token);
  let rng: RngState = rngFromSeed(`player:${name}`);
  const random = () => {
    let r: number;
    [r, rng] = nextFloat(rng);
    return r;
  };
  const s: Seated = { seat, session: null!, frames: null!, held: [], early: 0, late: 0 };
  const note = () => {
    const st = s.session?.state;
    if (st)
      s.held.push({
        moves: st.moves,
        seat: s.session.mySeat,
        status: st.status,
        legal: [...s.session.legal],
        log: s.session.log.map((e) => e.text),
      });
  };
  s.frames = holdFrames(room, `frames:${name}`, { state: 20, messages: 80 }, note);
  room.onMessage("events", (m: { at?: number }) => {
    if (typeof m.at !== "number") return;
    if (m.at > room.state.moves) s.early++;
    if (m.at < room.state.moves) s.late++;
  });
  const session = new GameSession(room, false);
  s.session = session;
  // Like a person: a moment after a new list, an action from it (a card more often than a draw), sent with the
  // version of the list it came from.
  let thinking = false;
  const think = () => {
    if (thinking || session.state?.status !== "playing" || session.legal.length === 0) return;
    thinking = true;
    setTimeout(() => {
      thinking = false;
      const legal = session.legal as { type: string }[];
      if (session.state?.status !== "playing" || legal.length === 0) return;
      const plays = legal.filter((a) => a.type === "play");
      const from = plays.length && random() < 0.7 ? plays : legal;
      session.act(from[Math.floor(random() * from.length)], session.legalAt);
    }, random() * 15);
  };
  for (const e of ["state", "legal", "events", "seat"] as const) session.on(e, note);
  session.on("state", think);
  session.on("legal", think);
  await session.sync();
  return s;
}

test("under late and reordered frames, every state a page holds comes with that state's legal list and log", async () => {
  const a = await seated("Ann", 0, (c, token) =>
    c.create("fixture-cards", { token, seats: SEATS, seed: "held-frames", options: { rounds: 4 } }),
  );
  const roomId = a.session.roomId;
  const b = await seated("Bo", 1, (c, token) => c.joinById(roomId, { token }));
  const c = await seated("Cy", 2, (c2, token) => c2.joinById(roomId, { token }));
  const table = [a, b, c];
  try {
    const deadline = Date.now() + 60_000;
    while (!table.every((p) => p.session.state?.status === "finished" && p.frames.held === 0)) {
      if (Date.now() > deadline) throw new Error("the match did not end");
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const p of table) p.frames.stop();

    const res = await fetch(`${server.url}/api/matches/${a.session.state!.matchId}`);
    const record = (await res.json()) as {
      seed: string;
      options: unknown;
      actions: { seq: number; seat: number; action: unknown; at: string }[];
    };
    const { states, events } = replayStates(fixtureEngine, record.seed, SEATS, record.options as never, record.actions);
    // Each seat's log through each version, as the room keeps it: the start, then every move's lines it may see.
    const logs = table.map((p) => {
      const lines = [`The match begins with ${count(SEATS, "seat")}.`];
      const byVersion = [lines.slice()];
      for (let v = 1; v < events.length; v++) {
        lines.push(...eventsFor(events[v], p.seat).map((e) => e.text));
        byVersion.push(lines.slice());
      }
      return byVersion;
    });

    let checked = 0;
    for (const p of table) {
      for (const h of p.held) {
        // Until the page knows its seat it offers nothing (no list of any version); from then on, its state's list.
        if (h.status === "playing" && h.seat === null)
          expect({ moves: h.moves, legal: h.legal }).toEqual({ moves: h.moves, legal: [] });
        else if (h.status === "playing") {
          expect({ seat: p.seat, moves: h.moves, legal: h.legal }).toEqual({
            seat: p.seat,
            moves: h.moves,
            legal: fixtureEngine.legal(states[h.moves], p.seat),
          });
          checked++;
        }
        // The log may lag its state (its lines came late), never run ahead of it, and keeps the room's order.
        const truth = logs[p.seat][h.moves];
        expect(h.log).toEqual(truth.slice(0, h.log.length));
      }
      // At the end the log holds every line.
      expect(p.held[p.held.length - 1].log).toEqual(logs[p.seat][states.length - 1]);
    }
    expect(record.actions.length).toBeGreaterThanOrEqual(SEATS * 4);
    expect(checked).toBeGreaterThan(100);
    // The frames did come out of order, both ways: log lines before the state they belong to, and after a later one.
    expect(table.reduce((n, p) => n + p.early, 0)).toBeGreaterThan(0);
    expect(table.reduce((n, p) => n + p.late, 0)).toBeGreaterThan(0);
  } finally {
    for (const p of table) {
      p.frames.stop();
      await p.session.leave();
    }
  }
});
