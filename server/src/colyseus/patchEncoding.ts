/**
 * How a match room's encoder makes each client's patch, put on the room's Encoder as own properties
 * (`PATCH_ENCODING`, used by ./sharedEncodeBuffers.ts). Colyseus encodes a patch in two passes: the shared pass
 * (every field not under `@view()`) once, then for each client's StateView a view pass over the same changes that
 * writes only the filtered fields that view may see, joined to the shared pass in an ArrayBuffer of its own.
 * Here:
 * - the shared pass is copied out of the process's encode buffer into pooled memory (./pooledCopies.ts), as the
 *   buffer is every room's and a socket that cannot write at once keeps the bytes;
 * - when no changed part of the state has a filtered field (a move that changed only public parts: most moves in
 *   Xorlosch, and in Dungeon Lite every move that leaves the hands as they were), no view pass could write
 *   anything, and every client whose view has nothing pending gets the shared pass itself, with no view pass and
 *   no copy;
 * - otherwise a view pass joins its part to the shared pass in pooled memory;
 * - a view given something since its last patch (`view.add`), or a state with streams, goes through Colyseus's own
 *   `encodeView`.
 * test/unit/pooled-encode.test.ts holds every client's bytes equal to Colyseus's plain encoder's through whole games.
 */
import { Encoder, type Iterator, type StateView } from "@colyseus/schema";
import { pooledCopy, pooledJoin } from "./pooledCopies.js";

const plainEncode = Encoder.prototype.encode;
const plainEncodeView = Encoder.prototype.encodeView;
const plainDiscardChanges = Encoder.prototype.discardChanges;

/** What this module reads of Colyseus's encoder beyond its public API (schema 5.0.34, pinned). */
interface ChangeTreeInternals {
  isFiltered: boolean;
  has(): boolean;
  encDescriptor: { filterBitmask: number };
}
interface EncoderInternals {
  root: {
    streamTrees: { size: number };
    changes: { next?: { changeTree: ChangeTreeInternals; next?: unknown } };
  };
}
type Node = EncoderInternals["root"]["changes"];

/** The last shared pass of an encoder: its bytes, where it ended, and whether a view pass could add anything. */
interface SharedPass {
  bytes: Buffer;
  end: number;
  viewless: boolean;
}
const lastPass = new WeakMap<Encoder, SharedPass>();

/**
 * Whether no change waiting to be encoded touches a filtered field: no changed tree is under `@view()` and none
 * has a `@view()` field of its own (Colyseus's rule for a filtered field, `encodeChangeCb`).
 */
function noFilteredChanges(encoder: Encoder): boolean {
  let node: Node | undefined = (encoder as unknown as EncoderInternals).root.changes;
  while ((node = node.next as Node | undefined)) {
    const tree = (node as { changeTree: ChangeTreeInternals }).changeTree;
    if (tree.has() && (tree.isFiltered || tree.encDescriptor.filterBitmask !== 0)) return false;
  }
  return true;
}

/** `Encoder.encode`; the shared pass (no view, the encoder's own buffer) is copied out, and remembered. */
function encode(this: Encoder, it?: Iterator, view?: StateView, buffer?: Uint8Array, initialOffset?: number) {
  const bytes = plainEncode.call(this, it, view, buffer, initialOffset);
  if (view !== undefined || buffer !== undefined) return bytes;
  const pass = { bytes: pooledCopy(bytes), end: bytes.length, viewless: noFilteredChanges(this) };
  lastPass.set(this, pass);
  return pass.bytes;
}

/** `Encoder.encodeView`: the shared pass followed by this view's part of the patch (see above). */
function encodeView(
  this: Encoder,
  view: StateView,
  sharedOffset: number,
  it: Iterator,
  bytes: Uint8Array = this.sharedBuffer,
): Uint8Array {
  if (view.changes.size > 0 || (this as unknown as EncoderInternals).root.streamTrees.size > 0)
    return plainEncodeView.call(this, view, sharedOffset, it, bytes);
  const pass = lastPass.get(this);
  if (pass !== undefined && pass.viewless && pass.end === sharedOffset) return pass.bytes;
  const viewOffset = it.offset;
  bytes = this.encode(it, view, bytes);
  return pooledJoin(bytes, sharedOffset, viewOffset, it.offset);
}

/** `Encoder.discardChanges`: the patch is over, and its shared pass is forgotten. */
function discardChanges(this: Encoder) {
  lastPass.delete(this);
  return plainDiscardChanges.call(this);
}

/** Own properties for a room's Encoder: its patches encoded as above. */
export const PATCH_ENCODING: PropertyDescriptorMap = {
  encode: { value: encode, writable: true, configurable: true },
  encodeView: { value: encodeView, writable: true, configurable: true },
  discardChanges: { value: discardChanges, writable: true, configurable: true },
};
