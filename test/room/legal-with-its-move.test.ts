/**
 * A page's session (client/src/net/session.ts) never holds a move's state with the `legal` list of the move before
 * it. The room sends a move's patch first and its `legal` lists right after (docs/wire-contract.md); between the two
 * a page could draw the new view with the old list, and a click on it would be refused. Real SDK clients over real
 * WebSockets, three seats of the fixture game taking turns, each wrapped in the page's own session.
 */
import type { Client, Room } from "@colyseus/sdk";
import { GameSession } from "../../client/src/net/session.js";
import { actAndSettle, drained, joinAs, type Player } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

/** The page keeps its reconnection tokens in sessionStorage; Node has none, so this test gives it one in memory. */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, String(v)),
    removeItem: (k: string) => void stored.delete(k),
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

interface Seen {
  /**
   * What the session held each time it told its page of a change: the state's move count, the legal list, and
   * whether it awaited the list of that move.
   */
  shown: { moves: number; legal: unknown[]; awaiting: boolean }[];
  /** Each `legal` message by the move it followed (the state's move count when it arrived). */
  sent: Map<number, unknown[]>;
}

/** A player whose room is also wrapped in the page's session, set up before any message can arrive. */
function seatedWithSession(name: string, seen: Seen[], how: (c: Client, token: string) => Promise<Room<any>>) {
  return joinAs(server, name, async (client, token) => {
    const room = await how(client, token);
    const s: Seen = { shown: [], sent: new Map() };
    seen.push(s);
    room.onMessage("legal", (m: { actions: unknown[] }) => s.sent.set(room.state.moves, m.actions));
    const session = new GameSession(room, false);
    const show = () =>
      s.shown.push({ moves: session.state?.moves ?? -1, legal: [...session.legal], awaiting: session.awaitingLegal });
    session.on("state", show);
    session.on("legal", show);
    await session.sync();
    return room;
  });
}

test("a page's session drops its legal list when a move's patch comes, and holds the list sent after it", async () => {
  const seen: Seen[] = [];
  const a = await seatedWithSession("Ann", seen, (c, token) => c.create("fixture-cards", { token, seats: 3 }));
  const b = await seatedWithSession("Bo", seen, (c, token) => c.joinById(a.room.roomId, { token }));
  const c = await seatedWithSession("Cy", seen, (c2, token) => c2.joinById(a.room.roomId, { token }));
  const table: Player[] = [a, b, c];
  try {
    for (const p of table) await p.until(() => p.room.state.status === "playing", "the start");
    for (const p of table) await drained(p.room);
    const from = seen.map((s) => s.shown.length);
    for (let turn = 0; turn < 6; turn++) {
      const mover = table.find((p) => p.legal().some((x: { type: string }) => x.type === "play"));
      if (!mover) throw new Error("nobody may play a card");
      await actAndSettle(
        mover,
        table,
        mover.legal().find((x: { type: string }) => x.type === "play"),
      );
    }
    let checked = 0;
    let awaited = 0;
    for (const [i, s] of seen.entries()) {
      for (const shown of s.shown.slice(from[i])) {
        // While the session awaits a move's list it holds none; then it holds the one sent after that move.
        if (shown.awaiting) {
          expect(shown.legal).toEqual([]);
          awaited++;
        }
        if (shown.legal.length === 0) continue;
        expect(shown).toEqual({ moves: shown.moves, legal: s.sent.get(shown.moves), awaiting: false });
        checked++;
      }
      // Nothing is awaited once every list has come.
      expect(s.shown[s.shown.length - 1].awaiting).toBe(false);
    }
    // Six turns of three seats: each seat had a list with actions at least twice, and each mover's move was
    // followed by its list.
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(awaited).toBeGreaterThanOrEqual(6);
  } finally {
    for (const p of table) await p.room.leave();
  }
});
