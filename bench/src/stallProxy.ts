/**
 * A TCP proxy that can stop answering: `stall()` keeps every connection open (and accepts new ones) but holds the
 * bytes of both directions, as a database that hangs or a network partition does; `restore()` delivers what was
 * held and lets bytes pass again. Nothing is closed by the proxy itself: a connection ends only when one of its two
 * sides ends it (the server's pool giving up on a stalled query, say). The benchmark puts it between the server
 * and Postgres for `--faults` (test/helpers/tcp-proxy.ts is the tests' fuller one, with cuts and re-pointing; server
 * code cannot import the tests' helpers).
 */
import net from "node:net";

export interface StallProxy {
  /** The local port to connect to instead of the target's (on 127.0.0.1). */
  readonly port: number;
  /** Open connections through the proxy. */
  readonly connections: number;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startStallProxy(target: { host: string; port: number }): Promise<StallProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  const pass = (p: Pair) => {
    if (stalled) return;
    for (const b of p.toUpstream.splice(0)) p.upstream.write(b);
    for (const b of p.toClient.splice(0)) p.client.write(b);
  };
  const end = (p: Pair) => {
    p.client.destroy();
    p.upstream.destroy();
    pairs.delete(p);
  };
  const server = net.createServer((client) => {
    const p: Pair = { client, upstream: net.connect(target.port, target.host), toUpstream: [], toClient: [] };
    pairs.add(p);
    client.on("data", (d) => {
      p.toUpstream.push(d);
      pass(p);
    });
    p.upstream.on("data", (d) => {
      p.toClient.push(d);
      pass(p);
    });
    for (const s of [client, p.upstream]) s.on("error", () => end(p)).on("close", () => end(p));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    get connections() {
      return pairs.size;
    },
    stall() {
      stalled = true;
    },
    restore() {
      stalled = false;
      for (const p of pairs) pass(p);
    },
    close() {
      for (const p of [...pairs]) end(p);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `databaseUrl` with its host and port replaced by the proxy's. */
export function throughProxy(databaseUrl: string, proxy: StallProxy): string {
  const u = new URL(databaseUrl);
  u.host = `127.0.0.1:${proxy.port}`;
  return u.toString();
}
