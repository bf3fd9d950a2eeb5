/**
 * Hidden information: a seat's hand, and its legal list (which names the cards it may play), reach that seat's client
 * only. Checked on the decoded state and on the raw bytes each client received, for the other seat and a spectator.
 */
import { recordClientFrames, framesOf } from "../helpers/frames.js";
import { sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { secretLabel } from "../fixtures/fixture-cards/engine.js";

let server: TestServer;
beforeAll(async () => {
  recordClientFrames();
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function join(name: string, how: (c: ReturnType<typeof sdk>, token: string) => Promise<any>): Promise<Player> {
  const g = await guest(server, name);
  return track(await how(sdk(server.url), g.token));
}

test("another seat and a spectator never receive a seat's hand or legal list, in state or raw frames", async () => {
  const a = await join("Alice", (c, token) => c.create("fixture-cards", { token, seats: 2, options: { rounds: 3 } }));
  const b = await join("Bob", (c, token) => c.joinById(a.room.roomId, { token }));
  const s = await join("Spy", (c, token) => c.joinById(a.room.roomId, { token, spectate: true }));
  await a.until(() => a.room.state.status === "playing" && a.legal().length > 0, "A's turn");

  // A draws (a private event and a new private card), then B moves, then A again.
  a.send("act", { type: "draw" });
  await b.until(() => b.legal().length > 0, "B's turn");
  b.send("act", b.legal().find((x: any) => x.type === "draw") ?? b.legal()[0]);
  await a.until(() => a.legal().length > 0 && a.room.state.moves === 2, "A again");
  a.send(
    "act",
    a.legal().find((x: any) => x.type === "play"),
  );
  await s.until(() => s.room.state.moves === 3, "spectator sees 3 moves");
  await b.until(() => b.room.state.moves === 3, "B sees 3 moves");

  const handOf = (p: Player, seat: number) => [...(p.room.state.seats[seat].private?.hand ?? [])];
  const aHand = handOf(a, 0);
  const bHand = handOf(b, 1);
  expect(aHand.length).toBeGreaterThan(0);
  expect(bHand.length).toBeGreaterThan(0);

  // Decoded state: only the owner has the private part.
  expect(handOf(b, 0)).toEqual([]);
  expect(handOf(s, 0)).toEqual([]);
  expect(handOf(a, 1)).toEqual([]);
  expect(handOf(s, 1)).toEqual([]);

  // Raw frames: the owner's bytes contain its labels (the check can fail), nobody else's do.
  const bytes = { a: framesOf(a.room), b: framesOf(b.room), s: framesOf(s.room) };
  for (const card of aHand) {
    expect(bytes.a.includes(secretLabel(card))).toBe(true);
    expect(bytes.b.includes(secretLabel(card))).toBe(false);
    expect(bytes.s.includes(secretLabel(card))).toBe(false);
  }
  for (const card of bHand) {
    expect(bytes.b.includes(secretLabel(card))).toBe(true);
    expect(bytes.a.includes(secretLabel(card))).toBe(false);
    expect(bytes.s.includes(secretLabel(card))).toBe(false);
  }
  // Each seat's legal lists (its cards to play) went to that seat's client only, in its synced part.
  const listsOf = (p: Player) =>
    p.got.legal.map((l) => JSON.stringify(l.actions)).filter((json) => json.includes(`"play"`));
  const [aLists, bLists] = [listsOf(a), listsOf(b)];
  expect(aLists.length).toBeGreaterThan(0);
  expect(bLists.length).toBeGreaterThan(0);
  for (const json of aLists) {
    expect(bytes.a.includes(json)).toBe(true);
    expect(bytes.b.includes(json)).toBe(false);
    expect(bytes.s.includes(json)).toBe(false);
  }
  for (const json of bLists) {
    expect(bytes.b.includes(json)).toBe(true);
    expect(bytes.a.includes(json)).toBe(false);
    expect(bytes.s.includes(json)).toBe(false);
  }
  // The private "you draw" event went to the drawer only.
  expect(a.got.events.some((e) => e.text.startsWith("You draw"))).toBe(true);
  expect(bytes.a.includes("You draw")).toBe(true);
  expect(bytes.b.includes("You draw the")).toBe(b.got.events.some((e) => e.text.startsWith("You draw")));
  expect(bytes.s.includes("You draw")).toBe(false);
  expect(s.got.events.some((e) => e.text.startsWith("{seat:0} draws"))).toBe(true);
  await a.room.leave();
  await b.room.leave();
  await s.room.leave();
});
