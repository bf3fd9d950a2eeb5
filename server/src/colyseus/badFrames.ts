/**
 * Frames the server cannot read: WebSocket messages Colyseus cannot decode (a payload that is not msgpack, a header cut
 * short) or of no kind a client sends. Colyseus logs each one with its stack trace before any limit (5,000 five-byte
 * frames wrote 55,000 lines in 4.4 s), and a connection whose bad frames were requests stayed open.
 *
 * Every frame a client sends passes through `receive` (the transport's connection class, `socketClass`). A frame of no
 * kind a client sends is not handed to Colyseus at all; while Colyseus handles a frame, an error it logs is that
 * frame's (Colyseus's logger is ours, ../colyseusLog.ts, and sends such errors here). A bad frame takes from the
 * connection's message bucket (the one the room's messages take from, ../room/rateLimit.ts); one line per connection
 * per LOG_EVERY_MS says how many came and what the first was; a connection that has sent BAD_FRAMES_TO_CLOSE of them,
 * or sends one with its bucket empty, is closed with CloseCodes.BAD_MESSAGES and the reason. A connection the server
 * is closing is read no more (ws would go on handing over what is already on the wire).
 *
 * Why here: Colyseus has no hook where a frame fails to decode. A room's `onUncaughtException` wraps its handlers and
 * message validation runs on a decoded payload; the decode fails before either, inside Colyseus, which logs it and
 * goes on. The seams used are the two it offers around that: the transport's connection class (ws's `WebSocket`
 * option) and the Server's `logger`.
 */
import { format } from "node:util";
import { Protocol } from "@colyseus/core";
import { CloseCodes } from "@tabletop/shared";
import type { Logger } from "pino";
import { GatheringWebSocket } from "./gatheringSocket.js";
import type { Metrics } from "../metrics.js";
import type { ConnectionBuckets } from "../room/rateLimit.js";

/** A connection is closed at its tenth bad frame: a client of ours sends none. */
export const BAD_FRAMES_TO_CLOSE = 10;
/** At most one line per connection this often. */
export const LOG_EVERY_MS = 10_000;
/** What a connection closed for its bad frames is told. */
export const BAD_FRAMES_REASON = "Too many messages the server cannot read.";
/** Colyseus's PROTOCOL_CODE_MASK: the low bits of a frame's first byte say its kind, the high ones modify it. */
const KIND_MASK = 0x1f;
/** The kinds of frame a client sends to its room. */
const CLIENT_KINDS = new Set<number>([
  Protocol.JOIN_ROOM,
  Protocol.LEAVE_ROOM,
  Protocol.ROOM_DATA,
  Protocol.ROOM_DATA_BYTES,
  Protocol.PING,
  Protocol.ROOM_REQUEST,
]);

interface Tally {
  /** Bad frames in the connection's life. */
  bad: number;
  /** Bad frames since the last line. */
  unlogged: number;
  loggedAt: number;
}

/** ws's TCP socket, read for the client's address in the log. */
type WithSocket = { _socket?: { remoteAddress?: string } | null };

export class BadFrames {
  private readonly tallies = new WeakMap<GatheringWebSocket, Tally>();
  /** The connection whose frame Colyseus is handling now, if any. */
  private receiving: GatheringWebSocket | null = null;

  constructor(
    private readonly buckets: ConnectionBuckets,
    private readonly log: Logger,
    private readonly metrics?: Pick<Metrics, "rejections">,
  ) {}

  /** The transport's connection class: ws's, gathering its writes (./gatheringSocket.ts), its frames read here. */
  socketClass(): typeof GatheringWebSocket {
    const receive = this.receive.bind(this);
    return class ReadWebSocket extends GatheringWebSocket {
      override emit(event: string | symbol, ...args: unknown[]): boolean {
        if (event !== "message") return super.emit(event, ...args);
        return receive(this, args[0], () => super.emit(event, ...args));
      }
    };
  }

  /** A frame from `socket`: handed to Colyseus (`deliver`) when it may be, counted when it is bad. */
  receive(socket: GatheringWebSocket, data: unknown, deliver: () => boolean): boolean {
    if (socket.readyState !== GatheringWebSocket.OPEN) return false;
    const kind = data instanceof Uint8Array && data.length > 0 ? data[0] & KIND_MASK : -1;
    if (!CLIENT_KINDS.has(kind)) {
      this.bad(socket, `a frame of no kind a client sends (first byte ${kind < 0 ? "none" : (data as Uint8Array)[0]})`);
      return false;
    }
    this.receiving = socket;
    try {
      return deliver();
    } finally {
      this.receiving = null;
    }
  }

  /** Colyseus logged an error. While it handles a frame, the frame could not be read: true when counted here. */
  caught(args: unknown[]): boolean {
    const socket = this.receiving;
    if (!socket) return false;
    this.bad(socket, format(...args).split("\n")[0]);
    return true;
  }

  private bad(socket: GatheringWebSocket, error: string): void {
    this.metrics?.rejections.inc({ code: "UNREADABLE_FRAME" });
    let tally = this.tallies.get(socket);
    if (!tally) this.tallies.set(socket, (tally = { bad: 0, unlogged: 0, loggedAt: -Infinity }));
    tally.bad++;
    tally.unlogged++;
    const overRate = !this.buckets.of(socket).take();
    const address = (socket as unknown as WithSocket)._socket?.remoteAddress;
    if (overRate || tally.bad >= BAD_FRAMES_TO_CLOSE) {
      this.log.warn(
        { address, badFrames: tally.bad, overRate, error },
        "a client that kept sending frames the server cannot read was cut off",
      );
      socket.close(CloseCodes.BAD_MESSAGES, BAD_FRAMES_REASON);
      return;
    }
    const now = Date.now();
    if (now - tally.loggedAt < LOG_EVERY_MS) return;
    this.log.warn({ address, badFrames: tally.unlogged, error }, "a client sent frames the server cannot read");
    tally.loggedAt = now;
    tally.unlogged = 0;
  }
}
