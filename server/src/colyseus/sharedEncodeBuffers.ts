/**
 * What the match rooms' serializers share: one pair of encode buffers for every room of the process instead of a
 * pair per room, and one handshake per state class instead of one per room.
 *
 * Colyseus gives each room's schema Encoder a 16 KB buffer (grown to 32 KB at the first patch with StateViews, as it
 * keeps `Encoder.BUFFER_SIZE` free past the offset) and each room's SchemaSerializer a 16 KB buffer for the full
 * state: 48 KB a room, the largest part of a live match (docs/benchmark.md, "Memory per live match"). Each encode into them is
 * synchronous and read before it returns, so the rooms can take turns on one pair, except for bytes kept past the
 * call, which are copied here:
 * - the serializer keeps the encoded full state (a view of its buffer) for the next joiners until the state changes,
 *   and writes a joiner's StateView part after it in the same buffer: the room keeps a copy of its own, which is put
 *   back into the buffer before Colyseus reads it;
 * - the shared pass of a patch (`Encoder.encode` without a view) goes as it is to a client without a StateView, and
 *   a socket that cannot write at once keeps the bytes it has not sent: that pass returns a copy. Patches and full
 *   states for a StateView are copies already (Colyseus concatenates their two parts).
 * How the patches themselves are made, and copied into pooled memory, is ./patchEncoding.ts.
 *
 * The handshake (the reflection of the state's types, 2–4 KB, which each room encoded and kept at its first join)
 * follows from the state's class alone, and Colyseus only copies it into each join message.
 *
 * Colyseus makes the serializer itself whenever a room's state is set, so the room swaps it for this one in
 * `setSerializer` (`withSharedBuffers`).
 */
import { SchemaSerializer, type Client, type Serializer } from "@colyseus/core";
import { Encoder, type Schema } from "@colyseus/schema";
import { PATCH_ENCODING } from "./patchEncoding.js";

/** The process's buffers; an encode that outgrows one replaces it with a larger one for every room. */
const buffers: { patch: Uint8Array; full: Uint8Array } = {
  patch: new Uint8Array(Encoder.BUFFER_SIZE),
  full: new Uint8Array(Encoder.BUFFER_SIZE),
};

/** Made own properties of each room's Encoder: its `sharedBuffer` is the process's. */
const SHARED_PATCH_BUFFER: PropertyDescriptorMap = {
  sharedBuffer: {
    get: () => buffers.patch,
    set: (grown: Uint8Array) => {
      buffers.patch = grown;
    },
    enumerable: true,
    configurable: true,
  },
};

/** Makes `encoder` a match room's: the process's patch buffer, and its patches encoded as ./patchEncoding.ts says. */
export function shareEncodeBuffers(encoder: Encoder): Encoder {
  return Object.defineProperties(Object.defineProperties(encoder, SHARED_PATCH_BUFFER), PATCH_ENCODING);
}

/** The process's full-state buffer with `kept` (a room's encoded full state) at its start. */
function fullBufferHolding(kept: Uint8Array | undefined): Uint8Array {
  if (kept === undefined) return buffers.full;
  if (kept.length > buffers.full.length) {
    buffers.full = new Uint8Array(Math.ceil(kept.length / Encoder.BUFFER_SIZE) * Encoder.BUFFER_SIZE);
  }
  buffers.full.set(kept);
  return buffers.full;
}

/** The handshake of each state class, encoded by the first room of that class that a client joins. */
const handshakes = new WeakMap<object, Uint8Array>();

type Timing = Parameters<SchemaSerializer<Schema>["getFullState"]>[1];

export class SharedBuffersSerializer<T extends Schema> extends SchemaSerializer<T> {
  constructor() {
    super();
    this.fullEncodeBuffer = buffers.full;
  }

  override reset(newState: T & Schema): void {
    this.fullEncodeBuffer = buffers.full;
    super.reset(newState);
    if (this.hasUnreliableFields) {
      throw new Error(
        "The shared encode buffers do not cover the unreliable channel: the state has @unreliable fields",
      );
    }
    shareEncodeBuffers(this.encoder);
  }

  override getFullState(client?: Client, timing?: Timing) {
    const kept = this.fullEncodeCache as Uint8Array | undefined;
    this.fullEncodeBuffer = fullBufferHolding(kept);
    const body = super.getFullState(client, timing);
    if (this.fullEncodeCache === kept) return body;
    // Encoded anew, into the buffer every room uses: the room keeps a copy.
    const own = this.fullEncodeCache.slice();
    const sent = body === this.fullEncodeCache ? own : body;
    this.fullEncodeCache = own;
    return sent;
  }

  override handshake(): Uint8Array {
    const type = this.encoder.state.constructor;
    let bytes = handshakes.get(type);
    if (bytes === undefined) {
      bytes = super.handshake();
      handshakes.set(type, bytes);
    }
    return bytes;
  }
}

/** For a room's `setSerializer`: the schema serializer Colyseus made, replaced by one that shares the buffers. */
export function withSharedBuffers<T extends Schema>(serializer: Serializer<T>): Serializer<T> {
  return serializer.constructor === SchemaSerializer ? new SharedBuffersSerializer<T>() : serializer;
}
