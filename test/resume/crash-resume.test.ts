/**
 * Crash resume: the server is killed with SIGKILL in the middle of matches of every game, again
 * and again, at random moments and at the two named moments timing alone would rarely hit (an action written but
 * not yet broadcast: CRASH_AT=after-append; the store's commit under way: CRASH_AT=in-commit). Each time it is
 * started again on the same port and data folder, and every match must come back:
 *
 * - each player is back in their own seat by joining the old room id with their token, and nothing else;
 * - the log has every acknowledged action (a move a client saw) and each once: seqs 1..n, no gap;
 * - the state the clients saw before the kill is the engine's state after exactly that many stored actions, and the
 *   state they see after the restart is the state after all n (what was written but not yet broadcast included).
 */
import { isDeepStrictEqual } from "node:util";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Client, Room } from "@colyseus/sdk";
import { sdk, track, viewOf, type Player } from "../helpers/clients.js";
import { engineOf, viewAfter } from "../helpers/replayed.js";
import { guest, TEST_DATABASE_URL } from "../helpers/server.js";
import { freePort, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { openTestStore, sleep } from "../helpers/store.js";
import type { MatchDetail, MatchStore } from "@tabletop/server/store/types.js";

/**
 * Kills per run: 12 in `npm test` (under a minute on a quiet 2-core machine), each named moment three times;
 * `npm run test:crash` makes 100 kills (each restart costs a process boot, 2–5 s on a loaded machine).
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 12);
/** The kinds of kill, in turn: at the two named moments and at random ones. */
const MODES = ["after-append", "in-commit", "random", "random"] as const;

/** The tables kept in play: every game, with people only and with bots. */
const KINDS = [
  { game: "xorlosch", seats: 2, bots: 0, options: {} },
  { game: "xorlosch", seats: 3, bots: 2, options: {} },
  { game: "dungeon-flee", seats: 1, bots: 0, options: { mode: "easy" } },
  { game: "dungeon-lite", seats: 2, bots: 1, options: {} },
] as const;

interface Person {
  name: string;
  token: string;
  seat: number;
  player: Player | null;
  /** What this person last saw: the move count and their seat's view. */
  seen: { moves: number; view: unknown } | null;
}

interface Table {
  kind: (typeof KINDS)[number];
  roomId: string;
  matchId: string;
  people: Person[];
}

let rng = 0x9e3779b9;
/** A small seeded generator, so a failing run can be repeated (CRASH_SEED). */
function random(): number {
  rng ^= rng << 13;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  return (rng >>> 0) / 2 ** 32;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

let store: MatchStore;
let server: ServerProcess | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tabletop-crash-"));
let port = 0;

beforeAll(async () => {
  rng = Number(process.env.CRASH_SEED ?? 20261202) >>> 0 || 1;
  port = await freePort();
  store = await openTestStore({ databaseUrl: TEST_DATABASE_URL });
});
/** The tables of the last life, left at the end so no client holds the test process open. */
let lastTables: Table[] = [];
afterAll(async () => {
  for (const t of lastTables)
    for (const x of t.people)
      if (x.player) await Promise.race([x.player.room.leave().catch(() => undefined), sleep(1000)]);
  await server?.kill("SIGKILL");
  await store.close();
});

const playing = (p: Player) => p.room.state.status === "playing";

async function seat(room: Room<any>, person: Person): Promise<Player> {
  room.reconnection.enabled = false; // the test reconnects by joining again, as the page does after a restart
  const p = await track(room);
  person.player = p;
  return p;
}

async function newTable(url: string, kind: (typeof KINDS)[number]): Promise<Table> {
  const humans = kind.seats - kind.bots;
  const people: Person[] = [];
  for (let i = 0; i < humans; i++) {
    const g = await guest({ url }, `P${i + 1}-${kind.game}`);
    people.push({ name: g.name, token: g.token, seat: i, player: null, seen: null });
  }
  const client: Client = sdk(url);
  const first = await seat(
    await client.create(kind.game, {
      token: people[0].token,
      seats: kind.seats,
      bots: kind.bots,
      options: kind.options,
      seed: `crash-${Math.floor(random() * 1e9)}`,
    }),
    people[0],
  );
  for (const person of people.slice(1))
    await seat(await sdk(url).joinById(first.room.roomId, { token: person.token }), person);
  await first.until(() => playing(first), "the start");
  return { kind, roomId: first.room.roomId, matchId: first.room.state.matchId, people };
}

/** What each person sees, kept after every change they were sent. */
function remember(t: Table) {
  const engine = engineOf(t.kind.game);
  for (const person of t.people) {
    const p = person.player;
    if (!p) continue;
    person.seen = { moves: p.room.state.moves, view: viewOf(p, engine, person.seat) };
  }
}

/** Plays random legal actions from the people until `stop` says so; keeps what everyone saw after each. */
async function play(tables: Table[], stop: () => boolean, ended: Promise<unknown>) {
  while (!stop()) {
    const ready = tables.flatMap((t) =>
      t.people.filter((x) => x.player && playing(x.player) && x.player.legal().length > 0).map((x) => ({ t, x })),
    );
    if (ready.length === 0) {
      await new Promise((r) => setTimeout(r, 5));
      for (const t of tables) remember(t);
      continue;
    }
    const { t, x } = pick(ready);
    const p = x.player!;
    const moves = p.room.state.moves;
    const rejected = p.got.rejected.length;
    p.send("act", pick(p.legal()));
    await Promise.race([
      p.until(() => p.room.state.moves > moves || p.got.rejected.length > rejected, "the move", 5000),
      ended,
    ]).catch(() => undefined);
    remember(t);
  }
}

/**
 * After the kill, before the restart: the log holds every acknowledged action, each once, and the state each person
 * saw is the log's state after that many actions. Returns the log as the killed server left it.
 */
async function logsAtKill(tables: Table[]): Promise<Map<Table, MatchDetail>> {
  // A COMMIT the killed process had sent may still be finishing in the database.
  await new Promise((r) => setTimeout(r, 100));
  const out = new Map<Table, MatchDetail>();
  for (const t of tables) {
    const stored = (await store.getMatch(t.matchId))!;
    out.set(t, stored);
    const seqs = stored.actions.map((a) => a.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1)); // every action once, no gap
    for (const person of t.people) {
      // No acknowledged action is lost, and the state seen before the kill is the log's, move for move.
      if (person.seen) {
        expect(stored.actions.length).toBeGreaterThanOrEqual(person.seen.moves);
        const expected = viewAfter(stored, person.seen.moves, person.seat);
        if (!isDeepStrictEqual(expected, person.seen.view))
          expect({ game: t.kind.game, seat: person.seat, moves: person.seen.moves, view: person.seen.view }).toEqual({
            game: t.kind.game,
            seat: person.seat,
            moves: person.seen.moves,
            view: expected,
          });
      }
    }
  }
  return out;
}

/** Everyone joins their old room again with their token; checks the match came back as the killed server left it. */
async function comeBack(server: ServerProcess, tables: Table[], atKill: Map<Table, MatchDetail>) {
  for (const t of tables) {
    const engine = engineOf(t.kind.game);
    const stored = atKill.get(t)!;
    if (stored.status !== "playing") {
      for (const person of t.people) person.player = null;
      continue;
    }
    // The room was rebuilt from the whole log: what was written but not yet broadcast is in it too.
    const reopened = await server.logged("match resumed", (l) => l.match === t.matchId);
    expect(reopened.moves).toBe(stored.actions.length);
    expect(reopened.room).toBe(t.roomId);
    for (const person of t.people) {
      person.player?.room.removeAllListeners();
      const p = await seat(await sdk(server.url).joinById(t.roomId, { token: person.token }), person);
      expect(p.mySeat()).toBe(person.seat);
      // What the player sees now (the room may have moved on: bots, the rules' own steps) is the log's state.
      const moves: number = p.room.state.moves;
      const view = viewOf(p, engine, person.seat);
      expect(moves).toBeGreaterThanOrEqual(stored.actions.length);
      const now = (await store.getMatch(t.matchId))!;
      expect(isDeepStrictEqual(view, viewAfter(now, moves, person.seat))).toBe(true);
      remember(t);
    }
  }
}

test(
  `the server is killed ${KILLS} times in the middle of matches of every game; every match comes back as it was, its players in their seats`,
  async () => {
    let tables: Table[] = [];
    let atKill = new Map<Table, MatchDetail>();
    let resumedTotal = 0;
    for (let kill = 0; kill <= KILLS; kill++) {
      // How this life ends: a named crash point the n-th time it is passed, or a SIGKILL from here at a random moment.
      const mode = kill === KILLS ? "last" : MODES[kill % MODES.length];
      const env: Record<string, string> =
        mode === "after-append" || mode === "in-commit" ? { CRASH_AT: `${mode}:${1 + Math.floor(random() * 12)}` } : {};
      server = await startServerProcess({ port, dataDir, env });
      const proc = server;
      let dead = false;
      void proc.exited.then(() => (dead = true));
      try {
        if (tables.length) {
          const line = await proc.logged("matches in play resumed after a restart", () => true, 30_000);
          resumedTotal += Number(line.reopened ?? 0);
          await comeBack(proc, tables, atKill);
        }
        // Matches that ended are replaced, so every game stays in play.
        const ended = tables.filter((t) => t.people.every((x) => !x.player || !playing(x.player)));
        tables = tables.filter((t) => !ended.includes(t));
        for (const kind of KINDS) if (!tables.some((t) => t.kind === kind)) tables.push(await newTable(proc.url, kind));
        if (mode === "last") {
          lastTables = tables;
          break;
        }
        if (mode === "random") {
          let budget = 1 + Math.floor(random() * 8);
          await play(tables, () => dead || --budget < 0, proc.exited);
          // One more action in flight, and the kill a moment after it was sent.
          const x = tables
            .flatMap((t) => t.people)
            .find((y) => y.player && playing(y.player) && y.player.legal().length);
          x?.player!.send("act", pick(x.player!.legal()));
          await new Promise((r) => setTimeout(r, Math.floor(random() * 4)));
          await proc.kill("SIGKILL");
        } else await play(tables, () => dead, proc.exited);
      } catch (e) {
        // A crash point may be passed while the matches come back (bots and the rules' steps move on their own):
        // that is this life's crash, and what was not checked yet is checked after the next restart.
        const died = await Promise.race([proc.exited.then(() => true), sleep(3000).then(() => false)]);
        if (!died) throw e;
      }
      await proc.exited;
      for (const t of tables) for (const x of t.people) x.player?.room.removeAllListeners();
      atKill = await logsAtKill(tables);
    }
    expect(resumedTotal).toBeGreaterThan(0);
  },
  KILLS * 15_000 + 60_000,
);
