/**
 * Every match room of a server encodes into one pair of buffers (server/src/colyseus/sharedEncodeBuffers.ts). Several
 * matches played at once, their patches and full states encoded in turn into the same buffers, still give each
 * client exactly the engine's view: its seat's, or the public one for a spectator, and no other seat's hand.
 */
import { matchMaker } from "@colyseus/core";
import { seatsWaitedOn, type Engine } from "@tabletop/shared";
import { dungeonFleeEngine } from "@tabletop/shared/dungeon-flee/index";
import { xorloschEngine } from "@tabletop/shared/xorlosch/index.js";
import { fixtureEngine } from "../fixtures/fixture-cards/engine.js";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";

type AnyEngine = Engine<unknown, unknown, unknown, unknown>;

interface ServerRoom {
  match: { gameState: unknown };
  state: { moves: number; status: string };
  _serializer: {
    encoder: { sharedBuffer: Uint8Array; encode(): Uint8Array };
    fullEncodeBuffer: Uint8Array;
    handshake(): Uint8Array;
  };
}

interface Table {
  name: string;
  engine: AnyEngine;
  roomId: string;
  /** By seat. */
  seated: Player[];
  spectators: Player[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botDelayMs: 0, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

const serverRoom = (t: Table) => matchMaker.getLocalRoomById(t.roomId) as unknown as ServerRoom;

async function join(how: (c: ReturnType<typeof sdk>, token: string) => Promise<any>): Promise<Player> {
  const g = await guest(server, "Player");
  return track(await how(sdk(server.url), g.token));
}

/** A match of `seats` people, each at their own seat, started. */
async function open(name: string, engine: AnyEngine, seats: number, options?: unknown): Promise<Table> {
  const first = await join((c, token) => c.create(engine.game, { token, seats, seed: name, options }));
  const seated = [first];
  for (let i = 1; i < seats; i++) seated.push(await join((c, token) => c.joinById(first.room.roomId, { token })));
  await first.until(() => first.room.state.status === "playing", `${name} starts`);
  return { name, engine, roomId: first.room.roomId, seated, spectators: [] };
}

async function watch(t: Table): Promise<void> {
  t.spectators.push(await join((c, token) => c.joinById(t.roomId, { token, spectate: true })));
}

/**
 * Waits until every client of the table has the server's latest move, past `after` if given (the server taking no
 * step meanwhile).
 */
async function settled(t: Table, after = -1): Promise<void> {
  const clients = [...t.seated, ...t.spectators];
  await Promise.all(clients.map((p) => p.until(() => p.room.state.moves > after, `${t.name}: past move ${after}`)));
  for (;;) {
    const moves = serverRoom(t).state.moves;
    await Promise.all(clients.map((p) => p.until(() => p.room.state.moves >= moves, `${t.name}: move ${moves}`)));
    if (serverRoom(t).state.moves === moves && clients.every((p) => p.room.state.moves === moves)) return;
  }
}

/** Each client's decoded state is the engine's view of its seat (public for a spectator), and no other hand. */
function expectEnginesView(t: Table, when: string): void {
  const state = serverRoom(t).match.gameState;
  const seen = (p: Player, seat: number | null) => ({ table: t.name, when, seat, view: viewOf(p, t.engine, seat) });
  const want = (seat: number | null) => ({ table: t.name, when, seat, view: t.engine.view(state, seat) });
  t.seated.forEach((p, seat) => expect(seen(p, seat)).toEqual(want(seat)));
  for (const s of t.spectators) expect(seen(s, null)).toEqual(want(null));
  for (const p of [...t.seated, ...t.spectators]) {
    const others = t.seated.map((_, seat) => seat).filter((seat) => seat !== p.mySeat());
    const hands = others.map((seat) => [...(p.room.state.seats[seat].private?.hand ?? [])]);
    expect({ table: t.name, when, hands }).toEqual({ table: t.name, when, hands: others.map(() => []) });
  }
}

/** Sends a legal action (chosen by `random`) for a seat the game waits on: the moves before it, or -1 if none. */
function move(t: Table, random: () => number): number {
  const room = serverRoom(t);
  if (room.state.status !== "playing") return -1;
  const seat = seatsWaitedOn(t.engine, room.match.gameState, t.seated.length).find(
    (s) => t.engine.legal(room.match.gameState, s).length > 0,
  );
  if (seat === undefined) return -1;
  const legal = t.engine.legal(room.match.gameState, seat);
  t.seated[seat].send("act", legal[Math.floor(random() * legal.length)]);
  return room.state.moves;
}

test("the rooms share one patch buffer and one full-state buffer, and a patch's shared pass is copied out of it; a game's rooms share their handshake", async () => {
  const tables = [
    await open("cards-1", fixtureEngine as AnyEngine, 2, { rounds: 3 }),
    await open("cards-2", fixtureEngine as AnyEngine, 2, { rounds: 3 }),
    await open("xorlosch-1", xorloschEngine as AnyEngine, 2),
  ];
  await Promise.all(tables.map((t) => settled(t)));
  const serializers = tables.map((t) => serverRoom(t)._serializer);
  const patchBuffers = new Set(serializers.map((s) => s.encoder.sharedBuffer.buffer));
  const fullBuffers = new Set(serializers.map((s) => s.fullEncodeBuffer.buffer));
  expect({ patchBuffers: patchBuffers.size, fullBuffers: fullBuffers.size }).toEqual({
    patchBuffers: 1,
    fullBuffers: 1,
  });
  expect([...patchBuffers][0]).not.toBe([...fullBuffers][0]);
  // What the shared pass returns goes as it is to a client without a StateView; a socket may keep it unsent.
  const encoder = serializers[0].encoder;
  expect(encoder.encode().buffer).not.toBe(encoder.sharedBuffer.buffer);
  // The handshake (the state's types) is the same bytes for both card tables, and not Xorlosch's.
  const [cards1, cards2, xorlosch] = serializers.map((s) => s.handshake());
  expect(cards2).toBe(cards1);
  expect(xorlosch).not.toEqual(cards1);
  for (const t of tables) for (const p of t.seated) await p.room.leave();
});

test("four matches played at once, with spectators joining in turn, each client sees the engine's view", async () => {
  const tables = [
    await open("cards-a", fixtureEngine as AnyEngine, 2, { rounds: 4 }),
    await open("cards-b", fixtureEngine as AnyEngine, 2, { rounds: 4, dealer: true }),
    await open("xorlosch-a", xorloschEngine as AnyEngine, 2),
    await open("flee-a", dungeonFleeEngine as AnyEngine, 1),
  ];
  let r = 11;
  const random = () => ((r = (r * 48271) % 2147483647), r / 2147483647);
  const [cardsA, cardsB] = tables;
  let moved = 0;
  for (let round = 0; round < 16; round++) {
    if (round === 4) {
      // Each join is sent the full state; cards-a's second spectator gets the one encoded for its first, after
      // cards-b's was encoded into the same buffer.
      await watch(cardsA);
      await watch(cardsB);
      await watch(cardsA);
      for (const t of tables.slice(2)) await watch(t);
      await Promise.all(tables.map((t) => settled(t)));
      for (const t of tables) expectEnginesView(t, "spectators just joined");
    }
    // Every table's move is in flight at once, so the rooms' patches are encoded in turn.
    const before = tables.map((t) => move(t, random));
    moved += before.filter((m) => m >= 0).length;
    await Promise.all(tables.map((t, i) => settled(t, before[i])));
    for (const t of tables) expectEnginesView(t, `round ${round}`);
  }
  expect(moved).toBeGreaterThan(40);
  expect(tables.flatMap((t) => [...t.seated, ...t.spectators]).flatMap((p) => p.got.rejected)).toEqual([]);
  for (const t of tables) for (const p of [...t.seated, ...t.spectators]) await p.room.leave();
}, 120_000);
