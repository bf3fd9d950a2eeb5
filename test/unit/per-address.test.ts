/** Per-address limits behind our own proxy (TRUST_PROXY=1) count each client's address, not the proxy's. */
import net from "node:net";
import { addressOf, PerAddress, sharedCounts } from "@tabletop/server/http/perAddress.js";
import { createLogger } from "@tabletop/server/log.js";

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

test("two clients behind one proxy have a cap each", async () => {
  const limit = new PerAddress(1, true);
  const a = req("10.0.0.5", "203.0.113.1");
  const b = req("10.0.0.5", "203.0.113.2");
  expect(await limit.take(limit.of(a))).toBe(true);
  expect(await limit.take(limit.of(a))).toBe(false);
  expect(await limit.canTake(limit.of(a))).toBe(false);
  expect(await limit.retryAfter(limit.of(a))).toBeGreaterThan(0);
  expect(await limit.take(limit.of(b))).toBe(true);
});

test("with Redis unreachable the cap still holds, counted in the process's memory, and no request waits for Redis", async () => {
  // A port nothing listens on: the connection is refused at once, again and again.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as net.AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const counts = sharedCounts(`redis://127.0.0.1:${port}`, "unreachable:", createLogger("silent"));
  try {
    const limit = new PerAddress(2, false, { counts, name: "guests" });
    expect([await limit.take("a"), await limit.take("a"), await limit.take("a")]).toEqual([true, true, false]);
    expect(await limit.canTake("a")).toBe(false);
    expect(await limit.take("b")).toBe(true);
  } finally {
    await counts.close();
  }
});
