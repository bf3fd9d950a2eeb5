/**
 * The benchmark's reference rooms. Game figures are reported as ratios to the bare room.
 *
 * - EchoRoom, the baseline: a bare Colyseus room that only echoes a counter. Each "inc" bumps the counter and
 *   sends the patch at once, like a match room after an accepted move, but with no rules, no store and no
 *   projection.
 * - ContractEchoRoom: the same echo, plus the messages the wire contract sends after every move, sent as the match
 *   room sends them (../room/tableMessages.ts): the `events` encoded once for every client, the `legal` list to
 *   the client that moves next and the list of a seat with nothing to do (encoded once) to the one that just moved
 *   (a client already told it has nothing to do is not told again), all corked with the patch; the payloads are the
 *   size of a Xorlosch move's. The turn passes after every move, so with two clients or more each move sends two
 *   lists (a 2-seat Xorlosch move sends 1.3 on average: a player often moves several times in a turn). No rules,
 *   store or projection either. Its CPU per move is the least any game room that keeps the wire contract can cost
 *   on the machine, so it shows how much of the gap is the contract's messages and how much is the game's own work
 *   (./floor.ts).
 */
import { Room, type Client } from "@colyseus/core";
import { Schema, type } from "@colyseus/schema";
import { corked } from "../room/corked.js";
import { sendLegal } from "../room/tableMessages.js";
import { SAFETY_PATCH_MS } from "../room/safetyPatch.js";

export class EchoState extends Schema {
  @type("uint32") counter = 0;
}

/** The most clients an echo room takes: Xorlosch's largest table. */
const MAX_ECHO_CLIENTS = 6;

export class EchoRoom extends Room<{ state: EchoState }> {
  override maxClients = 2;

  /** `clients`: how many will join (the game's seats in the benchmark; 2 when not given). */
  override onCreate(options?: { clients?: number }) {
    const n = Math.floor(Number(options?.clients ?? 2));
    this.maxClients = Number.isFinite(n) ? Math.min(MAX_ECHO_CLIENTS, Math.max(1, n)) : 2;
    this.setState(new EchoState());
    // Each "inc" sends its patch at once, as a match room's move does; the periodic patch is the same safety net.
    this.patchRate = SAFETY_PATCH_MS;
    this.onMessage("inc", (_client: Client) => {
      this.state.counter += 1;
      this.sendMove();
    });
  }

  /** What goes out after each "inc": the patch alone. */
  protected sendMove() {
    this.broadcastPatch();
  }
}

/** A legal list and a log line the size of a typical Xorlosch move's (about 200 and 80 bytes packed). */
const LEGAL = Array.from({ length: 8 }, (_, i) => ({ type: "move", dwarf: i % 3, to: 10 + i }));
const eventText = (n: number) => `Seat 0 moves dwarf 1 from square 12 to square ${n}.`;

export class ContractEchoRoom extends EchoRoom {
  /**
   * The patch, then the `events` for everyone and each client's `legal` list, all corked together as the match room
   * sends them. The clients take turns in the order they joined (../bench/drivers.ts, `startEchoRoom`): after the
   * n-th move the next is client n mod the number of clients, and only its list is not empty.
   */
  protected override sendMove() {
    const next = this.state.counter % this.clients.length;
    corked(this.clients, () => {
      this.broadcastPatch();
      this.broadcast("events", { events: [{ kind: "dwarf-moved", seat: 0, text: eventText(this.state.counter) }] });
      this.clients.forEach((c, i) => sendLegal(c, [i], (seat) => (seat === next ? LEGAL : [])));
    });
  }
}
