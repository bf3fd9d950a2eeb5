/**
 * Rolling redeploy: two server processes behind one address, each restarted in turn with SIGTERM
 * while matches of every game are played. The stopping server opens no new table, tells its players it is going
 * (`server-going`) and lets them go (close code SERVER_GOING); its matches are paused as its rooms close. Each
 * player then does what the page does on its own: join the old room again through the address, and when no server
 * has it open, ask the server that answers to reopen the match (POST /api/matches/:id/continue). No match is lost,
 * every acknowledged action is in the log once, and each player is back in their own seat in the log's state.
 */
import { isDeepStrictEqual } from "node:util";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CloseCodes } from "@tabletop/shared";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { engineOf, viewAfter } from "../helpers/replayed.js";
import { guest, TEST_DATABASE_URL } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy.js";
import { openTestStore, sleep } from "../helpers/store.js";
import type { MatchStore } from "@tabletop/server/store/types.js";

const KINDS = [
  { game: "xorlosch", seats: 2, bots: 0, options: {} },
  { game: "dungeon-flee", seats: 1, bots: 0, options: { mode: "easy" } },
  { game: "dungeon-lite", seats: 2, bots: 1, options: {} },
] as const;

interface Person {
  token: string;
  seat: number;
  player: Player;
  closedWith: number | null;
  told: string | null;
}
interface Table {
  game: string;
  roomId: string;
  matchId: string;
  people: Person[];
}

let store: MatchStore;
let proxy: TcpProxy;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
const tables: Table[] = [];
const address = () => `http://127.0.0.1:${proxy.port}`;
/** Processes behind one address share the token secret: a guest of one is a guest of all. */
const env = { TOKEN_SECRET: "redeploy-test-secret-redeploy-test-secret" };

let rng = 20261202;
const random = () => ((rng = (rng * 48271) % 2147483647), rng / 2147483647);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

function watch(person: Person) {
  person.closedWith = null;
  person.told = null;
  person.player.room.reconnection.enabled = false;
  person.player.room.onLeave((code: number) => (person.closedWith = code));
  person.player.room.onMessage("server-going", (m: { reason: string }) => (person.told = m.reason));
}

beforeAll(async () => {
  store = await openTestStore({ databaseUrl: TEST_DATABASE_URL });
  for (const name of ["a", "b"]) {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `tabletop-redeploy-${name}-`));
    dirs.push(dataDir);
    servers.push(await startServerProcess({ port, dataDir, env }));
  }
  proxy = await startTcpProxy({ targetHost: "127.0.0.1", targetPort: servers[0].port });
});
afterAll(async () => {
  for (const t of tables)
    for (const x of t.people) await Promise.race([x.player.room.leave().catch(() => undefined), sleep(1000)]);
  for (const s of servers) await s.kill("SIGKILL");
  await proxy.close();
  await store.close();
});

async function newTable(kind: (typeof KINDS)[number]): Promise<Table> {
  const people: Person[] = [];
  const humans = kind.seats - kind.bots;
  let roomId = "";
  for (let seat = 0; seat < humans; seat++) {
    const g = await guest({ url: address() }, `R${seat + 1}`);
    const room =
      seat === 0
        ? await sdk(address()).create(kind.game, {
            token: g.token,
            seats: kind.seats,
            bots: kind.bots,
            options: kind.options,
            seed: `redeploy-${kind.game}`,
          })
        : await sdk(address()).joinById(roomId, { token: g.token });
    roomId = room.roomId;
    const person: Person = { token: g.token, seat, player: await track(room), closedWith: null, told: null };
    watch(person);
    people.push(person);
  }
  const first = people[0].player;
  await first.until(() => first.room.state.status === "playing", "the start");
  return { game: kind.game, roomId, matchId: first.room.state.matchId, people };
}

/** Random legal moves from everyone, `n` of them acknowledged. */
async function play(n: number) {
  for (let i = 0; i < n; i++) {
    const ready = tables.flatMap((t) =>
      t.people.filter((x) => x.player.room.state.status === "playing" && x.player.legal().length),
    );
    if (!ready.length) return;
    const x = pick(ready);
    const moves = x.player.room.state.moves;
    const rejected = x.player.got.rejected.length;
    x.player.send("act", pick(x.player.legal()));
    await x.player.until(
      () => x.player.room.state.moves > moves || x.player.got.rejected.length > rejected,
      "the move",
    );
  }
}

/** What the page does after the server let it go: the old room through the address, else the match reopened. */
async function backToSeat(person: Person, t: Table): Promise<Player> {
  try {
    return await track(await sdk(address()).joinById(t.roomId, { token: person.token }));
  } catch {
    const res = await fetch(`${address()}/api/matches/${t.matchId}/continue`, {
      method: "POST",
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(res.status).toBe(200);
    const { roomId } = (await res.json()) as { roomId: string };
    return track(await sdk(address()).joinById(roomId, { token: person.token }));
  }
}

test("two servers behind one address, each restarted in turn with SIGTERM mid-play: no match lost, every player back in their seat on their own", async () => {
  for (const kind of KINDS) tables.push(await newTable(kind));
  await play(12);

  for (let round = 0; round < 2; round++) {
    const going = servers[round % 2];
    const other = servers[(round + 1) % 2];
    proxy.pointTo(other.port);
    const seen = tables.map((t) =>
      t.people.map((x) => ({ moves: x.player.room.state.moves, view: viewOf(x.player, engineOf(t.game), x.seat) })),
    );
    await going.kill("SIGTERM");
    expect(await going.exited).toBe("0");

    for (const [i, t] of tables.entries()) {
      const stored = (await store.getMatch(t.matchId))!;
      expect(stored.seats.length).toBeGreaterThan(0);
      expect([stored.status, stored.paused]).toEqual(["playing", true]);
      expect(stored.actions.map((a) => a.seq)).toEqual(stored.actions.map((_, k) => k + 1));
      for (const [j, person] of t.people.entries()) {
        // Told before being let go, with the code that says the server is going (not a leave, not a takeover).
        expect([person.told, person.closedWith]).toEqual([
          "The server is restarting; your seat is kept.",
          CloseCodes.SERVER_GOING,
        ]);
        expect(stored.actions.length).toBeGreaterThanOrEqual(seen[i][j].moves);
        expect(isDeepStrictEqual(viewAfter(stored, seen[i][j].moves, person.seat), seen[i][j].view)).toBe(true);
        person.player = await backToSeat(person, t);
        watch(person);
        expect(person.player.mySeat()).toBe(person.seat);
        const now = (await store.getMatch(t.matchId))!;
        const moves: number = person.player.room.state.moves;
        expect(
          isDeepStrictEqual(viewOf(person.player, engineOf(t.game), person.seat), viewAfter(now, moves, person.seat)),
        ).toBe(true);
      }
      t.roomId = t.people[0].player.room.roomId;
    }
    // The stopped server comes back (the next version) and takes its turn behind the address.
    servers[round % 2] = await startServerProcess({ port: going.port, dataDir: dirs[round % 2], env });
    await play(8);
  }
}, 180_000);
