/**
 * Records every raw WebSocket frame that reaches a client-side socket in this process, so
 * hidden-information tests can search the bytes a client actually received (not just the
 * decoded state). Install before the clients connect.
 */
import WebSocket from "ws";

const frames = new WeakMap<object, Buffer[]>();
let installed = false;

export function recordClientFrames(): void {
  if (installed) return;
  installed = true;
  const proto = WebSocket.prototype as unknown as {
    emit: (event: string, ...args: unknown[]) => boolean;
    _isServer?: boolean;
  };
  const emit = proto.emit;
  proto.emit = function (this: { _isServer?: boolean }, event: string, ...args: unknown[]) {
    if (event === "message" && this._isServer === false) {
      const data = args[0];
      const list = frames.get(this) ?? [];
      list.push(
        Buffer.isBuffer(data)
          ? Buffer.from(data)
          : Array.isArray(data)
            ? Buffer.concat(data)
            : Buffer.from(data as ArrayBuffer),
      );
      frames.set(this, list);
    }
    return emit.call(this, event, ...args);
  };
}

/** All frames received so far by the socket under an SDK room. */
export function framesOf(room: { connection: { transport: unknown } }): Buffer {
  const ws = (room.connection.transport as { ws: object }).ws;
  return Buffer.concat(frames.get(ws) ?? []);
}
