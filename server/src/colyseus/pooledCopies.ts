/**
 * Copies of encoded bytes taken from Node's pooled memory rather than each in an ArrayBuffer of its own.
 *
 * A patch leaves the encoder as a copy (the shared pass copied out of the shared buffer, a seat's patch joined from
 * the shared pass and its view's part). `new Uint8Array(n)` or `slice()` gives each copy an ArrayBuffer of its own,
 * which for more than 64 bytes lives outside V8's heap: about a microsecond to allocate here, and more work for
 * every scavenge that follows. `Buffer.allocUnsafe` hands out slices of an 8 KB pool for anything under 4 KB.
 * A pooled copy is never written again once returned, so nothing sent can change under the socket.
 */

/** `bytes` copied. */
export function pooledCopy(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes);
}

/** `bytes[0, headEnd)` followed by `bytes[tailStart, tailEnd)`, as one copy. */
export function pooledJoin(bytes: Uint8Array, headEnd: number, tailStart: number, tailEnd: number): Buffer {
  const out = Buffer.allocUnsafe(headEnd + tailEnd - tailStart);
  out.set(bytes.subarray(0, headEnd), 0);
  out.set(bytes.subarray(tailStart, tailEnd), headEnd);
  return out;
}
