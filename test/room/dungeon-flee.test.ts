/**
 * The Dungeon Flee room over real WebSockets: a seeded game played to the end by a scripted client (the shared
 * heuristic bot deciding on the view the client rebuilt from the schema), checked step by step against the engine,
 * stored and replayed to the same outcome; options refused with reasons; and hidden information on the raw frames:
 * a spectator never receives the hand's card ids, and nobody, the player included, receives a face-down card's id
 * or the draw pile.
 */
import { recordClientFrames, framesOf } from "../helpers/frames.js";
import { joinAs, sdk, track, type Player } from "../helpers/clients.js";
import { guest, startTestServer, type TestServer } from "../helpers/server.js";
import { replay, replayStates } from "@tabletop/shared";
import {
  dungeonFleeBots,
  dungeonFleeEngine as E,
  type FleeAction,
  type FleeState,
  type FleeView,
} from "@tabletop/shared/dungeon-flee/index";
import type { FleeOptions } from "@tabletop/shared/dungeon-flee/state";
import { CLASSES } from "@tabletop/shared/dungeon-flee/content/index";
import { decodeView } from "@tabletop/shared";

let server: TestServer;
beforeAll(async () => {
  recordClientFrames();
  server = await startTestServer({ botDelayMs: 0, rateLimitPerSecond: 1000, rateLimitBurst: 1000 });
});
afterAll(async () => {
  await server.close();
});

const join = (name: string, how: Parameters<typeof joinAs>[2]): Promise<Player> => joinAs(server, name, how);

const myView = (p: Player): FleeView =>
  decodeView(E.viewSpec, p.room.state.view.toJSON(), p.room.state.seats[0].private.toJSON());
const publicView = (p: Player): FleeView => decodeView(E.viewSpec, p.room.state.view.toJSON(), null);

/** A small deterministic stream of numbers in [0, 1) for the bot's tie-breaks. */
function stream(n: number) {
  let x = n;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** How many bytes a client had received once it saw `moves` accepted actions. */
interface Checkpoint {
  moves: number;
  bytes: number;
}

interface Played {
  player: Checkpoint[];
  spectator: Checkpoint[];
  matchId: string;
  outcome: any;
  actions: FleeAction[];
  local: FleeState;
}

/** One move: the heuristic bot picks from the client's rebuilt view and legal list; the room and the engine agree. */
async function step(p: Player, local: FleeState, random: number): Promise<{ state: FleeState; action: FleeAction }> {
  const action = dungeonFleeBots.heuristic.choose(myView(p), p.legal(), 0, random);
  const legalBefore = p.got.legal.length;
  p.send("act", action);
  await p.until(
    () => p.got.legal.length > legalBefore || p.got.rejected.length > 0,
    `the answer to ${JSON.stringify(action)}`,
  );
  expect(p.got.rejected).toEqual([]);
  const r = E.apply(local, 0, action);
  if (!r.ok) throw new Error(`the engine refuses ${JSON.stringify(action)}: ${r.reason}`);
  return { state: r.state, action };
}

/**
 * Plays the match to its end. After every accepted action the client's rebuilt view and legal list must equal the
 * engine's on a local copy of the game (same seed and options): the projection loses nothing and adds nothing.
 */
async function playToEnd(
  p: Player,
  seed: string,
  options: FleeOptions,
  spectator?: Player,
  every = 25,
): Promise<Played> {
  let local = E.setup(seed, 1, options);
  const actions: FleeAction[] = [];
  const checkpoints: Played["player"] = [];
  const watched: Played["spectator"] = [];
  const rand = stream(7);
  await p.until(() => p.room.state.view.phase !== "" && p.legal().length > 0, "the first view and legal list");
  for (let guard = 0; guard < 2000 && p.got.finished.length === 0 && !E.outcome(local); guard++) {
    expect(myView(p)).toEqual(E.view(local, 0));
    expect(p.legal()).toEqual(E.legal(local, 0));
    checkpoints.push({ moves: actions.length, bytes: framesOf(p.room).length });
    if (spectator && guard % every === 0) {
      await spectator.until(() => spectator.room.state.moves === actions.length, "the spectator to catch up");
      watched.push({ moves: actions.length, bytes: framesOf(spectator.room).length });
      expect(publicView(spectator)).toEqual(E.view(local, null));
      expect(spectator.room.state.seats[0].private?.hand?.length ?? 0).toBe(0);
    }
    const next = await step(p, local, rand());
    local = next.state;
    actions.push(next.action);
  }
  await p.until(() => p.got.finished.length > 0, "finished");
  expect(E.outcome(local)).not.toBeNull();
  expect(myView(p)).toEqual(E.view(local, 0));
  checkpoints.push({ moves: actions.length, bytes: framesOf(p.room).length });
  if (spectator) {
    await spectator.until(() => spectator.got.finished.length > 0, "the spectator sees the end");
    watched.push({ moves: actions.length, bytes: framesOf(spectator.room).length });
  }
  return {
    player: checkpoints,
    spectator: watched,
    matchId: p.got.finished[0].matchId,
    outcome: p.got.finished[0].outcome,
    actions,
    local,
  };
}

async function stored(matchId: string) {
  await server.platform.store.flush();
  const res = await fetch(`${server.url}/api/matches/${matchId}`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET /api/matches/${matchId}: ${res.status} ${text}`);
  return JSON.parse(text) as {
    game: string;
    seed: string;
    options: FleeOptions;
    seats: unknown[];
    actions: { seat: number; action: unknown }[];
    outcome: any;
  };
}

describe("a seeded Dungeon Flee match through the room", () => {
  test("played to the end, stored, and replayed to the same outcome", async () => {
    const options: FleeOptions = { mode: "easy", class: "cleric", gender: "female" };
    const p = await join("Delver", (c, token) =>
      c.create("dungeon-flee", { token, seats: 1, seed: "room-easy-1", options }),
    );
    expect(p.mySeat()).toBe(0);
    const s = await join("Watcher", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
    expect(s.mySeat()).toBeNull();
    expect(JSON.parse(p.room.state.options)).toEqual(options);

    const game = await playToEnd(p, "room-easy-1", options, s);
    expect(game.outcome).toEqual(E.outcome(game.local));
    expect(game.actions.length).toBeGreaterThan(10);
    await s.until(() => s.got.finished.length > 0, "the spectator sees the end");
    expect(publicView(s)).toEqual(E.view(game.local, null));
    // The log names the card added to the attempt to the player alone; the spectator reads that a card was added.
    const added = (q: Player) => q.got.events.filter((e) => e.kind === "selected").map((e) => e.text);
    expect(added(p).length).toBeGreaterThan(0);
    for (const t of added(p))
      expect(t).toMatch(/^\{seat:0\} adds (Sword|Shield|[A-Z][\w' -]+) (\(.+\) )?to the attempt/);
    expect(added(p).filter((t) => t.includes("adds a card"))).toEqual([]);
    expect(added(s).length).toBe(added(p).length);
    for (const t of added(s)) expect(t).toMatch(/^\{seat:0\} adds a card to the attempt \(\d+ cards? chosen\)\.$/);

    const m = await stored(game.matchId);
    expect(m.game).toBe("dungeon-flee");
    expect(m.seed).toBe("room-easy-1");
    expect(m.options).toEqual(options);
    expect(m.actions.map((a) => a.action)).toEqual(game.actions);
    const again = replay(E, m.seed, m.seats.length, m.options, m.actions);
    expect(E.outcome(again)).toEqual(game.outcome);
    expect(again).toEqual(game.local);
    expect(m.outcome).toEqual(game.outcome);
    await p.room.leave();
    await s.room.leave();
  }, 120_000);

  test("the same seed and options deal the same dungeon in Hard mode; a refused action is explained", async () => {
    const options: FleeOptions = { mode: "hard", class: "barbarian", gender: "male" };
    const views: FleeView[] = [];
    for (let i = 0; i < 2; i++) {
      const p = await join(`Twin${i}`, (c, token) => c.create("dungeon-flee", { token, seed: "twin-seed", options }));
      await p.until(() => p.room.state.view.phase === "start" && p.legal().length === 6, "six corridors to enter");
      expect(p.legal()).toEqual([0, 1, 2, 3, 4, 5].map((corridor) => ({ type: "enter", corridor })));
      views.push(myView(p));
      p.send("act", { type: "move", dir: "cw" });
      await p.until(() => p.got.rejected.length > 0, "rejection");
      expect(p.got.rejected[0].code).toBe("WRONG_PHASE");
      expect(p.got.rejected[0].reason).toMatch(/stay or move/);
      await p.room.leave();
    }
    expect(views[0]).toEqual(views[1]);
    expect(views[0]).toEqual(E.view(E.setup("twin-seed", 1, options), 0));
    expect(views[0].mode).toBe("hard");
    expect(views[0].maxHealth).toBe(CLASSES.barbarian.health.high);
  });
});

describe("reconnection", () => {
  test("after a reload mid-game the player gets the hand and the selection back and plays on to the end", async () => {
    const seed = "reload-1";
    const options: FleeOptions = { mode: "easy", class: "thief", gender: "male" };
    const p = await join("Reloader", (c, token) => c.create("dungeon-flee", { token, seed, options }));
    const s = await join("Witness", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
    await p.until(() => p.room.state.view.phase === "start" && p.legal().length > 0, "start");
    let local = E.setup(seed, 1, options);
    const rand = stream(3);
    // Into an encounter with a card selected, so the private part holds both a hand and a selection.
    for (let i = 0; i < 40 && !(local.phase === "encounter" && local.selected.length > 0); i++)
      local = (await step(p, local, rand())).state;
    expect(local.selected.length).toBeGreaterThan(0);

    const stored = p.room.reconnectionToken;
    p.room.reconnection.enabled = false;
    (p.room.connection.transport as any).ws.terminate();
    await s.until(() => s.room.state.seats[0].connected === false, "the spectator sees the drop");
    const again = await track(await sdk(server.url).reconnect(stored));
    await s.until(() => s.room.state.seats[0].connected === true, "the spectator sees the return");
    expect(again.mySeat()).toBe(0);
    await again.until(() => (again.room.state.seats[0].private.hand?.length ?? 0) > 0, "the hand again");
    expect(myView(again)).toEqual(E.view(local, 0));
    expect(again.legal()).toEqual(E.legal(local, 0));
    expect(publicView(s)).toEqual(E.view(local, null));

    for (let guard = 0; guard < 2000 && again.got.finished.length === 0 && !E.outcome(local); guard++)
      local = (await step(again, local, rand())).state;
    await again.until(() => again.got.finished.length > 0, "finished");
    expect(again.got.finished[0].outcome).toEqual(E.outcome(local));
    await again.room.leave();
    await s.room.leave();
  }, 60_000);
});

describe("stand-in bot", () => {
  test("a player who leaves for good mid-game is played to the end by the heuristic bot", async () => {
    const seed = "stand-in-1";
    const options: FleeOptions = { mode: "easy", class: "cleric", gender: "female" };
    const p = await join("Quitter", (c, token) => c.create("dungeon-flee", { token, seed, options }));
    const s = await join("Stayer", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
    await p.until(() => p.room.state.view.phase === "start" && p.legal().length > 0, "start");
    let local = E.setup(seed, 1, options);
    const rand = stream(5);
    for (let i = 0; i < 3; i++) local = (await step(p, local, rand())).state;
    await p.room.leave();
    await s.until(() => s.got.finished.length > 0, "the bot finishes the match", 30_000);
    expect(s.room.state.seats[0].standIn).toBe(true);
    const m = await stored(s.got.finished[0].matchId);
    expect(m.actions.length).toBeGreaterThan(3);
    const end = replay(E, m.seed, m.seats.length, m.options, m.actions);
    expect(E.outcome(end)).toEqual(s.got.finished[0].outcome);
    expect(publicView(s)).toEqual(E.view(end, null));
    await s.room.leave();
  }, 60_000);
});

describe("options", () => {
  test("bad options and a table of more than one seat are refused with a reason", async () => {
    const g = await guest(server, "Picky");
    const create = (o: Record<string, unknown>) => sdk(server.url).create("dungeon-flee", { token: g.token, ...o });
    await expect(create({ options: { mode: "nightmare", class: "fighter" } })).rejects.toThrow(
      /mode must be one of easy, hard, extreme/,
    );
    await expect(create({ options: { mode: "easy", class: "bard" } })).rejects.toThrow(
      /class must be one of fighter, wizard, cleric, thief, barbarian/,
    );
    await expect(create({ options: { mode: "easy", class: "thief", gender: "other" } })).rejects.toThrow(
      /gender must be/,
    );
    await expect(create({ options: { mode: "easy", class: "thief", speed: 3 } })).rejects.toThrow(
      /unknown option "speed"/,
    );
    await expect(create({ seats: 2 })).rejects.toThrow(/dungeon-flee is for 1–1 seats; asked for 2/);
    await expect(create({ seats: 0 })).rejects.toThrow(/seats/);
  });

  test("no options give the defaults; every mode and class can be chosen", async () => {
    const d = await join("Default", (c, token) => c.create("dungeon-flee", { token }));
    await d.until(() => d.room.state.status === "playing", "start");
    expect(JSON.parse(d.room.state.options)).toEqual(E.defaultOptions);
    await d.room.leave();
    for (const [mode, cls] of [
      ["hard", "wizard"],
      ["extreme", "thief"],
    ] as const) {
      const p = await join(`${mode}-${cls}`, (c, token) =>
        c.create("dungeon-flee", { token, options: { mode, class: cls } }),
      );
      await p.until(() => p.room.state.view.mode === mode, `${mode} started`);
      expect(p.room.state.view.class).toBe(cls);
      expect(myView(p).ability?.id).toBe(cls === "wizard" ? "arcane-insight" : "nimble-fingers");
      await p.room.leave();
    }
  });
});

describe("quick play", () => {
  test("two players quick-playing the same options each get a table of their own", async () => {
    const options: FleeOptions = { mode: "easy", class: "fighter", gender: "male" };
    const quick = `1:${JSON.stringify(options)}`;
    const a = await join("Quick1", (c, token) => c.joinOrCreate("dungeon-flee", { token, seats: 1, quick, options }));
    await a.until(() => a.room.state.status === "playing", "the first table starts");
    const b = await join("Quick2", (c, token) => c.joinOrCreate("dungeon-flee", { token, seats: 1, quick, options }));
    expect(b.room.roomId).not.toBe(a.room.roomId);
    expect(b.mySeat()).toBe(0);
    await a.room.leave();
    await b.room.leave();
  });
});

// ---- hidden information on the raw frames ------------------------------------------------------------------------

/** Where the bytes first hold this card id as a whole token ("empty-1" does not match inside "empty-12"); -1 if never. */
function firstAt(bytes: Buffer, id: string): number {
  const isIdByte = (b: number | undefined) => b !== undefined && /[a-z0-9-]/.test(String.fromCharCode(b));
  for (let at = bytes.indexOf(id); at >= 0; at = bytes.indexOf(id, at + 1)) {
    if (!isIdByte(bytes[at - 1]) && !isIdByte(bytes[at + id.length])) return at;
  }
  return -1;
}

/** Every card id a view shows (its hand and selection too, when it has them). */
function idsIn(v: FleeView): string[] {
  const out: string[] = [];
  for (const c of v.corridors) for (const x of c.shown) out.push(x.id);
  for (const x of [...v.inventory, ...(v.hand ?? [])]) out.push(x.id);
  out.push(...(v.selected ?? []));
  if (v.discardTop) out.push(v.discardTop.id);
  if (v.banishedTop) out.push(v.banishedTop.id);
  if (v.encounter) out.push(v.encounter.id);
  if (v.lastAttempt) out.push(v.lastAttempt.card);
  return out;
}

/** For each card id, the first move count after which this viewpoint's view showed it. */
function firstShown(states: FleeState[], seat: number | null): Map<string, number> {
  const first = new Map<string, number>();
  states.forEach((st, k) => {
    for (const id of idsIn(E.view(st, seat))) if (!first.has(id)) first.set(id, k);
  });
  return first;
}

describe.each(["easy", "extreme"] as const)("hidden information (%s)", (mode) => {
  test("the spectator never gets the hand's ids; nobody gets a face-down card's id or the draw pile", async () => {
    const seed = `hidden-${mode}`;
    const options: FleeOptions = { mode, class: "fighter", gender: "male" };
    const p = await join("Holder", (c, token) => c.create("dungeon-flee", { token, seed, options }));
    const s = await join("Spy", (c, token) => c.joinById(p.room.roomId, { token, spectate: true }));
    const game = await playToEnd(p, seed, options, s, 3);
    const bytes = { player: framesOf(p.room), spectator: framesOf(s.room) };

    // Every state of the stored match, and when each card was first shown to the player / to everyone.
    const m = await stored(game.matchId);
    const { states } = replayStates(E, m.seed, m.seats.length, m.options, m.actions);
    expect(states[states.length - 1]).toEqual(game.local);
    const mine = firstShown(states, 0);
    const everyone = firstShown(states, null);
    const s0 = states[0];
    const allIds = [...s0.corridors.flatMap((c) => c.cards), ...s0.exitPile, ...s0.draw, ...s0.hand];
    const at = {
      player: new Map(allIds.map((id) => [id, firstAt(bytes.player, id)])),
      spectator: new Map(allIds.map((id) => [id, firstAt(bytes.spectator, id)])),
    };
    const received = (who: "player" | "spectator", id: string, before: number) => {
      const x = at[who].get(id)!;
      return x >= 0 && x < before;
    };

    // The search can fail: every card a viewpoint was shown is in that client's bytes.
    for (const id of mine.keys()) expect({ id, player: at.player.get(id)! >= 0 }).toEqual({ id, player: true });
    for (const id of everyone.keys())
      expect({ id, spectator: at.spectator.get(id)! >= 0 }).toEqual({ id, spectator: true });

    // Nobody, the player included, got a card before it was turned face up or dealt: not the face-down corridor
    // cards, not the Exit Path pile, not the draw pile (its order least of all). Checked at every move.
    let hiddenChecks = 0;
    for (const { moves, bytes: upTo } of game.player) {
      for (const id of allIds) {
        if ((mine.get(id) ?? Infinity) <= moves) continue;
        hiddenChecks++;
        expect({ id, moves, player: received("player", id, upTo) }).toEqual({ id, moves, player: false });
      }
    }
    expect(hiddenChecks).toBeGreaterThan(10 * game.player.length);
    // Cards the game never showed anyone are not in either client's bytes at all.
    const neverShown = allIds.filter((id) => !mine.has(id));
    for (const id of neverShown)
      expect({ id, spectator: at.spectator.get(id), player: at.player.get(id) }).toEqual({
        id,
        spectator: -1,
        player: -1,
      });

    // The spectator got no card before it was public: in particular no hand card that only the player saw.
    let handChecks = 0;
    for (const { moves, bytes: upTo } of game.spectator) {
      for (const id of allIds) {
        if ((everyone.get(id) ?? Infinity) <= moves) continue;
        if ((mine.get(id) ?? Infinity) <= moves) handChecks++;
        expect({ id, moves, spectator: received("spectator", id, upTo) }).toEqual({ id, moves, spectator: false });
      }
    }
    expect(handChecks).toBeGreaterThan(0);
    // The hand cards never made public at all (never on top of the discard or the banished pile, say) never reached
    // the spectator. In Easy's long game every card the player held is public by the end (the bot banishes the
    // starters it never discarded on top), so the short Extreme game is the one whose end still holds some.
    const handOnly = [...mine.keys()].filter((id) => !everyone.has(id));
    if (mode === "extreme") expect(handOnly.length).toBeGreaterThan(0);
    for (const id of handOnly) expect({ id, spectator: at.spectator.get(id) }).toEqual({ id, spectator: -1 });
    await p.room.leave();
    await s.room.leave();
  }, 120_000);
});
