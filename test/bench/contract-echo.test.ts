/**
 * The contract echo (server/src/bench/echoRoom.ts), the benchmark's reference for what the wire contract costs, sends
 * after each move what a match room sends (server/src/room/tableMessages.ts): the patch, the same `events` to every
 * client, and a `legal` list that is not empty only for the client that moves next, to each client that does not
 * hold that list already (one told it has nothing to do is not told again). Over real WebSockets.
 */
import { Client, type Room } from "@colyseus/sdk";
import { ContractEchoRoom, EchoState } from "@tabletop/server/bench/echoRoom.js";
import { drained } from "../helpers/clients.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ defineRooms: (s) => s.define("bench-echo-contract", ContractEchoRoom) });
});
afterAll(() => server.close());

interface Heard {
  room: Room<EchoState>;
  events: { text: string }[][];
  /** Each `legal` message: the move it came after, and how many actions it held. */
  legal: [number, number][];
}

const listen = (room: Room<EchoState>): Heard => {
  const heard: Heard = { room, events: [], legal: [] };
  room.onMessage("events", (m: { events: { text: string }[] }) => heard.events.push(m.events));
  room.onMessage("legal", (m: { actions: unknown[] }) => heard.legal.push([room.state.counter, m.actions.length]));
  return heard;
};

async function until(done: () => boolean) {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
}

test("the contract echo sends each move's events to every client and a legal list only to the one that moves next, and to the one whose list it empties", async () => {
  const first = await new Client(server.wsUrl).create("bench-echo-contract", { clients: 3 }, EchoState);
  const others = [
    await new Client(server.wsUrl).joinById(first.roomId, {}, EchoState),
    await new Client(server.wsUrl).joinById(first.roomId, {}, EchoState),
  ];
  const table = [first, ...others].map(listen);
  try {
    // The clients take turns in the order they joined: after move n, client n mod 3 moves.
    for (let move = 1; move <= 3; move++) {
      table[(move - 1) % 3].room.send("inc");
      await until(() => table.every((c) => c.room.state.counter === move && c.events.length === move));
      for (const c of table) await drained(c.room);
      table.forEach((c) =>
        expect(c.events[move - 1]).toEqual([expect.objectContaining({ text: expect.stringContaining(`${move}.`) })]),
      );
    }
    // Move 1 gives everyone a first list; after that only a list that changes is sent.
    expect(table.map((c) => c.legal)).toEqual([
      [
        [1, 0],
        [3, 8],
      ],
      [
        [1, 8],
        [2, 0],
      ],
      [
        [1, 0],
        [2, 8],
        [3, 0],
      ],
    ]);
  } finally {
    await Promise.all(table.map((c) => c.room.leave()));
  }
});
