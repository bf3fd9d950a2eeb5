/**
 * The server's WebSocket connection class (ws's `WebSocket`, given to the server as its `WebSocket` option): it can
 * gather the binary messages sent to it for a while and write them as one buffer.
 *
 * After a move a room sends each client several messages (the patch, `events`, `legal`). Sent one by one, each goes
 * through ws's sender, which frames it and hands the socket two chunks (the frame's header and its payload); corking
 * the socket made that one `writev` of six chunks, but ws's per-message work stayed. Gathering frames each message
 * here (RFC 6455, 5.2: a server's frames are not masked) and writes all of them with one `write` of one buffer. The
 * bytes on the wire are the same as ws writes: `test/unit/gathering-socket.test.ts` holds them equal.
 *
 * Only what ws itself would write as a plain binary frame is gathered. Anything else (text, a callback waiting for
 * the write, a connection no longer open, compression) first writes what was gathered, then goes through ws as usual,
 * so the order of the messages never changes.
 */
import { WebSocket } from "ws";

/** The largest frame header: 2 bytes, and 8 for a 64-bit length. */
const MAX_HEADER = 10;
/** The one extension this server could agree to (it does not: the transport turns it off). */
const PER_MESSAGE_DEFLATE = "permessage-deflate";
/** FIN set, opcode 2 (binary). */
const FIN_BINARY = 0x82;

/** Writes the header of an unmasked, final, binary frame of `length` bytes at `out[at]`; returns its size. */
export function writeFrameHeader(out: Buffer, at: number, length: number): number {
  out[at] = FIN_BINARY;
  if (length < 126) {
    out[at + 1] = length;
    return 2;
  }
  if (length < 65536) {
    out[at + 1] = 126;
    out.writeUInt16BE(length, at + 2);
    return 4;
  }
  out[at + 1] = 127;
  out.writeUInt32BE(Math.floor(length / 2 ** 32), at + 2);
  out.writeUInt32BE(length >>> 0, at + 6);
  return 10;
}

interface SendOptions {
  binary?: boolean;
  compress?: boolean;
  fin?: boolean;
  mask?: boolean;
}

/** What ws keeps on a connection that the gathering reads: the TCP socket and whether compression was agreed. */
interface WsInternals {
  _socket: { write(chunk: Buffer): boolean } | null;
  _extensions: Record<string, unknown>;
}

export class GatheringWebSocket extends WebSocket {
  /** The payloads gathered since `gather()`, or null when not gathering. */
  private gathered: Uint8Array[] | null = null;
  private gatheredBytes = 0;

  /** From now until `flush()`, plain binary messages are gathered rather than written. */
  gather(): void {
    this.gathered ??= [];
  }

  /** Writes what was gathered, as one buffer, and stops gathering. */
  flush(): void {
    this.writeGathered();
    this.gathered = null;
  }

  override send(data: unknown, options?: unknown, cb?: unknown): void {
    const gathered = this.gathered;
    if (gathered !== null) {
      if (cb === undefined && data instanceof Uint8Array && this.isPlainBinary(options)) {
        gathered.push(data);
        this.gatheredBytes += data.length;
        return;
      }
      this.writeGathered();
    }
    (super.send as (d: unknown, o?: unknown, c?: unknown) => void)(data, options, cb);
  }

  /** A closing frame goes after what was gathered before it. */
  override close(code?: number, reason?: string | Buffer): void {
    this.writeGathered();
    super.close(code, reason);
  }

  private isPlainBinary(options: unknown): boolean {
    const o = options as SendOptions | undefined;
    return (
      this.readyState === WebSocket.OPEN &&
      o !== undefined &&
      o.binary === true &&
      o.mask !== true &&
      o.fin !== false &&
      (this as unknown as WsInternals)._extensions[PER_MESSAGE_DEFLATE] === undefined
    );
  }

  private writeGathered(): void {
    const gathered = this.gathered;
    if (gathered === null || gathered.length === 0) return;
    const socket = (this as unknown as WsInternals)._socket;
    const out = Buffer.allocUnsafe(this.gatheredBytes + MAX_HEADER * gathered.length);
    let at = 0;
    for (const payload of gathered) {
      at += writeFrameHeader(out, at, payload.length);
      out.set(payload, at);
      at += payload.length;
    }
    this.gathered = [];
    this.gatheredBytes = 0;
    socket?.write(out.subarray(0, at));
  }
}
