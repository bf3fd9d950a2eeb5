/**
 * The WebSocket transport with a bound on what a client may leave unread. A client that stops reading its socket
 * makes the server buffer every patch and reply for it; once a client's unsent data passes `maxBufferedBytes` it is
 * cut off (terminated, so the buffered data is freed at once). For the room that is a dropped connection: the seat
 * is held for the reconnect grace, as for any drop. Its liveness pings are spread over their interval
 * (./pingRounds.ts) instead of sent to every client at once. Its connections can gather a room's messages into one
 * write (./gatheringSocket.ts). A client that keeps sending frames the server cannot read is cut off (./badFrames.ts).
 */
import { WebSocketTransport, type TransportOptions } from "@colyseus/ws-transport";
import type { WebSocket } from "ws";
import { PING_SLICES, PingRounds, type Pingable } from "./pingRounds.js";
import type { BadFrames } from "./badFrames.js";

/** How often the clients' send buffers are looked at. */
const SWEEP_MS = 250;

export class BoundedTransport extends WebSocketTransport {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    options: TransportOptions,
    private readonly maxBufferedBytes: number,
    private readonly onCutOff: (bufferedBytes: number) => void,
    frames: BadFrames,
  ) {
    // Each connection is a GatheringWebSocket, so a room can write a move's messages to it as one buffer, and its
    // frames are read through `frames` (the ones no one can read are counted and cut short there).
    super({ ...options, WebSocket: frames.socketClass() } as TransportOptions);
    this.sweeper = setInterval(() => this.cutOffSlowReaders(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Terminates every client whose unsent data is over the bound. */
  cutOffSlowReaders(): void {
    for (const ws of this.wss.clients) {
      if (ws.bufferedAmount <= this.maxBufferedBytes) continue;
      this.onCutOff(ws.bufferedAmount);
      ws.terminate();
    }
  }

  /** Pings every client once per `pingInterval`, a share of them each PING_SLICES-th of it (./pingRounds.ts). */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    // Colyseus gives each connection its `pingCount` when it connects, and its pong resets it.
    const rounds = new PingRounds(this.wss.clients as unknown as ReadonlySet<WebSocket & Pingable>, pingMaxRetries);
    this.pingInterval = setInterval(() => rounds.tick(), pingInterval / PING_SLICES);
  }

  override shutdown(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    super.shutdown();
  }
}
