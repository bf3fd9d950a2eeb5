/** Per-address limits behind our own proxy (TRUST_PROXY=1) count each client's address, not the proxy's. */
import { addressOf, PerAddress } from "@tabletop/server/http/perAddress.js";

const req = (peer: string, forwarded?: string) => ({
  socket: { remoteAddress: peer },
  headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
});

test("without a trusted proxy the socket's peer is the address, whatever X-Forwarded-For says", () => {
  expect(addressOf(req("10.0.0.5", "203.0.113.9"))).toBe("10.0.0.5");
});

test("behind the proxy the address is the last X-Forwarded-For entry: the one the proxy wrote", () => {
  expect(addressOf(req("10.0.0.5", "203.0.113.9"), true)).toBe("203.0.113.9");
  // A client that writes its own header cannot pick its address: the proxy appends the real one last.
  expect(addressOf(req("10.0.0.5", "1.1.1.1, 198.51.100.7"), true)).toBe("198.51.100.7");
  // A request that did not come through the proxy's header falls back to the peer.
  expect(addressOf(req("10.0.0.5"), true)).toBe("10.0.0.5");
});

test("two clients behind one proxy have a cap each", () => {
  const limit = new PerAddress(1, true);
  const a = req("10.0.0.5", "203.0.113.1");
  const b = req("10.0.0.5", "203.0.113.2");
  expect(limit.take(limit.of(a))).toBe(true);
  expect(limit.take(limit.of(a))).toBe(false);
  expect(limit.take(limit.of(b))).toBe(true);
});
