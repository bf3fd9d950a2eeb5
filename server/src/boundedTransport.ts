/**
 * The WebSocket transport with a bound on what a client may leave unread. A client that stops reading its socket
 * makes the server buffer every patch and reply for it; once a client's unsent data passes `maxBufferedBytes` it is
 * cut off (terminated, so the buffered data is freed at once). For the room that is a dropped connection: the seat
 * is held for the reconnect grace, as for any drop.
 */
import { WebSocketTransport, type TransportOptions } from "@colyseus/ws-transport";

/** How often the clients' send buffers are looked at. */
const SWEEP_MS = 250;

export class BoundedTransport extends WebSocketTransport {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    options: TransportOptions,
    private readonly maxBufferedBytes: number,
    private readonly onCutOff: (bufferedBytes: number) => void,
  ) {
    super(options);
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

  override shutdown(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    super.shutdown();
  }
}
