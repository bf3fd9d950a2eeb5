/** Real Colyseus SDK clients over real WebSockets, with the messages they received kept for assertions. */
import "@tabletop/server/polyfill.js";
import { isDeepStrictEqual } from "node:util";
import { Client, type Room } from "@colyseus/sdk";
import { actAt, decodeView, legalIn, type ChatLine, type ViewDescription } from "@tabletop/shared";
import { fetchWithReasons } from "../../client/src/net/reasons.js";

/** The legal lists a client held at one version of the match (`at`, its move count). */
export interface HeldLists {
  at: number;
  /** The first held seat's list. */
  actions: any[];
  /** Every held seat's list, when the client holds several (docs/wire-contract.md). */
  bySeat?: { seat: number; actions: any[] }[];
}

interface Received {
  seat: { seat: number | null; matchId: string; spectator: boolean; seats?: number[] }[];
  /**
   * The lists of the seats held, as the synced state carried them: one entry for each version the client saw (and
   * for a change of the lists or of the seats held within one).
   */
  legal: HeldLists[];
  rejected: { code: string; reason: string; action: unknown }[];
  events: { kind: string; text: string; seat?: number }[];
  /** The whole log so far, as the "sync" reply at the join gave it. */
  log: { kind: string; text: string; seat?: number }[];
  finished: { matchId: string; outcome: any }[];
  /** Chat lines: the sync reply's, then each "chat" message. */
  chat: ChatLine[];
  /** The follow-up table the sync reply at the join named ("play again"), if it named one. */
  syncedPlayAgain?: { roomId: string; code: string };
}

export interface Player {
  room: Room<any>;
  got: Received;
  /** The latest legal list. */
  legal(): any[];
  mySeat(): number | null;
  send(type: string, payload?: unknown): void;
  /** Sends `action` with the version of the latest list (`at`), as a page sends what it chose from that list. */
  act(action: unknown): void;
  /** Resolves when `pred` holds, checked after each message and patch. */
  until<T>(pred: () => T | undefined | false, what: string, ms?: number): Promise<T>;
}

/** Tracks a joined room; asks the room to "sync" once the handlers are in place. */
export async function track(room: Room<any>): Promise<Player> {
  const got: Received = { seat: [], legal: [], rejected: [], events: [], log: [], finished: [], chat: [] };
  const waiters = new Set<() => void>();
  const poke = () => waiters.forEach((w) => w());
  /** Notes the held seats' lists in the state now, when they or the version changed. */
  const readLists = () => {
    const state = room.state as { moves: number; seats?: { legal?: string }[] } | undefined;
    const m = got.seat[got.seat.length - 1];
    const held = m?.seats?.length ? m.seats : m?.seat != null ? [m.seat] : [];
    if (!state?.seats || held.length === 0) return;
    const bySeat = held.map((seat) => ({ seat, actions: legalIn(state.seats![seat]) as any[] }));
    const lists: HeldLists = { at: state.moves, actions: bySeat[0].actions, ...(held.length > 1 ? { bySeat } : {}) };
    const last = got.legal[got.legal.length - 1];
    if (!last || !isDeepStrictEqual(last, lists)) got.legal.push(lists);
  };
  room.onMessage("seat", (m) => {
    got.seat.push(m);
    readLists();
    poke();
  });
  room.onMessage("rejected", (m) => {
    got.rejected.push(m);
    poke();
  });
  room.onMessage("events", (m) => {
    got.events.push(...m.events);
    poke();
  });
  room.onMessage("finished", (m) => {
    got.finished.push(m);
    poke();
  });
  room.onMessage("chat", (m: ChatLine) => {
    got.chat.push(m);
    poke();
  });
  room.onMessage("server-going", () => poke());
  room.onStateChange(() => {
    readLists();
    poke();
  });
  const hello = await room.request("sync", {});
  got.seat.push({ seat: hello.seat, matchId: hello.matchId, spectator: hello.spectator, seats: hello.seats });
  readLists();
  got.log = hello.log;
  if (hello.playAgain) got.syncedPlayAgain = hello.playAgain;
  const synced: ChatLine[] = hello.chat ?? [];
  got.chat = [...synced, ...got.chat.filter((l) => !synced.some((x) => x.n === l.n))];
  return {
    room,
    got,
    legal: () => got.legal[got.legal.length - 1]?.actions ?? [],
    mySeat: () => got.seat[got.seat.length - 1]?.seat ?? null,
    send: (type, payload) => room.send(type, payload),
    act: (action) => room.send("act", actAt(action, got.legal[got.legal.length - 1]?.at ?? room.state.moves)),
    until<T>(pred: () => T | undefined | false, what: string, ms = 10_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const v = pred();
          if (v !== undefined && v !== false) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(v as T);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** The game's view as this client decoded it (seat: whose private part; the client's own seat by default). */
export function viewOf<V>(p: Player, engine: { viewSpec: ViewDescription<V> }, seat: number | null = p.mySeat()): V {
  const json = p.room.state.toJSON() as { view: unknown; seats: { private?: unknown }[] };
  return decodeView(engine.viewSpec, json.view, seat === null ? null : json.seats[seat]?.private);
}

/** Cuts the socket under a client without a goodbye, as a network drop does. */
export function cutNetwork(p: Player): void {
  const ws = (p.room.connection.transport as unknown as { ws: { terminate?: () => void; close(code: number): void } })
    .ws;
  if (ws.terminate) ws.terminate();
  else ws.close(4999);
}

/** A client as the page makes it: a refusal throws with the server's reason (client/src/net/reasons.ts). */
export function sdk(url: string): Client {
  return new Client(url, { fetchFn: fetchWithReasons });
}

/** A new guest called `name` joins through `how` (create, joinById, ...) and is tracked once seated or watching. */
export async function joinAs(
  server: { url: string },
  name: string,
  how: (client: Client, token: string) => Promise<Room<any>>,
): Promise<Player> {
  const res = await fetch(`${server.url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`guest: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return track(await how(sdk(server.url), token));
}

/**
 * Sends `action` as `actor` (with the version of its latest list) and waits until it has landed everywhere: every
 * seated player has seen the move in its state, with its list (each client reads its own socket, so one client being
 * up to date says nothing of the others), and each client's socket is then drained with a ping: its answer comes
 * after anything the room sent before it. Resolves early with the rejection if the actor's action is refused.
 */
export async function actAndSettle(actor: Player, players: readonly Player[], action: unknown): Promise<void> {
  const moves = actor.room.state.moves;
  const rejected = actor.got.rejected.length;
  actor.act(action);
  await actor.until(() => actor.got.rejected.length > rejected || actor.room.state.moves > moves, "the move to land");
  if (actor.got.rejected.length > rejected) return;
  for (const p of players) {
    await p.until(() => p.room.state.moves > moves, "the move");
    await drained(p.room);
  }
}

/** Resolves once a client has read everything its room sent it before now (a ping's answer comes after it). */
export function drained(room: { ping(answered: (ms: number) => void): void }, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out waiting for a ping's answer")), ms);
    room.ping(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Resolves when `pred` holds, whichever client's message made it true (checked every 10 ms). */
export async function untilAny<T>(pred: () => T | undefined | false, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = pred();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
