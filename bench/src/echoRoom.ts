/**
 * The benchmark's reference rooms. Game figures are reported as ratios to the bare room.
 *
 * - EchoRoom, the baseline: a bare Colyseus room that only echoes a counter. Each "inc" bumps the counter and
 *   sends the patch at once, like a match room after an accepted move, but with no rules, no store and no
 *   projection.
 * - ContractEchoRoom: the same echo, plus what the wire contract sends after every move, as the match room sends
 *   it: the `events` encoded once for every client, corked with the patch, and each client's legal list in its
 *   seat's synced part, seen by that client only (a StateView per client, server/src/room/seatLists.ts): the list of the
 *   client that moves next and the emptied list of the one that just moved change, the others' stay and cost
 *   nothing; the payloads are the size of a Xorlosch move's. The turn passes after every move, so with two clients
 *   or more each move changes two lists (a 2-seat Xorlosch move changes fewer: a player often moves several times
 *   in a turn). No rules, store or projection either. Its CPU per move is the least any game room that keeps the
 *   wire contract can cost on the machine, so it shows how much of the gap is the contract's messages and how much
 *   is the game's own work (./floor.ts).
 */
import { Room, type Client } from "@colyseus/core";
import { ArraySchema, Schema, StateView, type, view } from "@colyseus/schema";
import { SAFETY_PATCH_MS, corked } from "@tabletop/server/testing";

export class EchoState extends Schema {
  @type("uint32") counter = 0;
}

/** The most clients an echo room takes: Xorlosch's largest table. */
const MAX_ECHO_CLIENTS = 6;

/** A client's seat at the contract echo: its legal list, seen by that client only. */
export class EchoSeat extends Schema {
  @view() @type("string") legal = "";
}

/** The contract echo's state: the counter and each client's seat. */
export class ContractEchoState extends EchoState {
  @type([EchoSeat]) seats = new ArraySchema<EchoSeat>();
}

/** The state class an echo room of each name syncs (its clients decode with it). */
export const echoStateOf = (roomName: string): typeof EchoState =>
  roomName === "bench-echo-contract" ? ContractEchoState : EchoState;

export class EchoRoom<S extends EchoState = EchoState> extends Room<{ state: S }> {
  override maxClients = 2;

  /** `clients`: how many will join (the game's seats in the benchmark; 2 when not given). */
  override onCreate(options?: { clients?: number }) {
    const n = Math.floor(Number(options?.clients ?? 2));
    this.maxClients = Number.isFinite(n) ? Math.min(MAX_ECHO_CLIENTS, Math.max(1, n)) : 2;
    this.setState(this.newState());
    // Each "inc" sends its patch at once, as a match room's move does; the periodic patch is the same safety net.
    this.patchRate = SAFETY_PATCH_MS;
    this.onMessage("inc", (_client: Client) => {
      this.state.counter += 1;
      this.sendMove();
    });
  }

  protected newState(): S {
    return new EchoState() as S;
  }

  /** What goes out after each "inc": the patch alone. */
  protected sendMove() {
    this.broadcastPatch();
  }
}

/** A legal list and a log line the size of a typical Xorlosch move's (about 200 and 80 bytes packed). */
const LEGAL = Array.from({ length: 8 }, (_, i) => ({ type: "move", dwarf: i % 3, to: 10 + i }));
const eventText = (n: number) => `Seat 0 moves dwarf 1 from square 12 to square ${n}.`;

const LEGAL_JSON = JSON.stringify(LEGAL);

export class ContractEchoRoom extends EchoRoom<ContractEchoState> {
  protected override newState() {
    return new ContractEchoState();
  }

  /** Each client sits at a seat of its own, which only its StateView shows. */
  override onJoin(client: Client) {
    const seat = new EchoSeat();
    this.state.seats.push(seat);
    client.view = new StateView();
    client.view.add(seat);
  }

  /**
   * The `events` for everyone, then the patch with each seat's list, corked together as the match room sends them.
   * The clients take turns in the order they joined (./drivers.ts, `startEchoRoom`): after the n-th move the
   * next is client n mod the number of clients, and only its list is not empty.
   */
  protected override sendMove() {
    const { state } = this;
    const next = state.counter % state.seats.length;
    // Only a list that changes is written (and patched), as server/src/room/seatLists.ts does.
    state.seats.forEach((seat, i) => {
      const json = i === next ? LEGAL_JSON : "[]";
      if (seat.legal !== json) seat.legal = json;
    });
    corked(this.clients, () => {
      this.broadcast("events", {
        at: state.counter,
        events: [{ kind: "dwarf-moved", seat: 0, text: eventText(state.counter) }],
      });
      this.broadcastPatch();
    });
  }
}
