/**
 * A TCP proxy for real outage tests. Put it in front of a database (or any TCP server), point the code under test
 * at `127.0.0.1:<port>`, then:
 * - `cut()`: every open connection is destroyed and new ones are refused, as when the database goes down;
 * - `stall()`: connections stay open (and new ones are accepted) but no byte passes, as in a network partition;
 * - `restore()`: back to normal on the same port (bytes held by a stall are then delivered).
 */
import net from "node:net";

export interface TcpProxy {
  /** The local port clients should connect to (on 127.0.0.1). */
  readonly port: number;
  /** Open client connections. */
  readonly connections: number;
  cut(): Promise<void>;
  stall(): Promise<void>;
  restore(): Promise<void>;
  /** Cuts and releases the port for good. */
  close(): Promise<void>;
}

interface Conn {
  client: net.Socket;
  upstream: net.Socket | null;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startTcpProxy(opts: {
  targetHost: string;
  targetPort: number;
  port?: number;
}): Promise<TcpProxy> {
  const conns = new Set<Conn>();
  let server: net.Server | null = null;
  let port = opts.port ?? 0;
  let stalled = false;

  const drop = (c: Conn) => {
    c.client.destroy();
    c.upstream?.destroy();
    conns.delete(c);
  };

  const pass = (c: Conn) => {
    if (stalled || !c.upstream) return;
    for (const b of c.toUpstream.splice(0)) c.upstream.write(b);
    for (const b of c.toClient.splice(0)) c.client.write(b);
  };

  const connectUpstream = (c: Conn) => {
    const up = net.connect(opts.targetPort, opts.targetHost);
    c.upstream = up;
    up.on("data", (d) => {
      c.toClient.push(d);
      pass(c);
    });
    up.on("error", () => drop(c)).on("close", () => drop(c));
    pass(c);
  };

  const onConnection = (client: net.Socket) => {
    const c: Conn = { client, upstream: null, toUpstream: [], toClient: [] };
    conns.add(c);
    client.on("data", (d) => {
      c.toUpstream.push(d);
      pass(c);
    });
    client.on("error", () => drop(c)).on("close", () => drop(c));
    if (!stalled) connectUpstream(c);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer(onConnection);
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        s.removeListener("error", reject);
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const cut = async () => {
    stalled = false;
    const s = server;
    server = null;
    for (const c of [...conns]) drop(c);
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get connections() {
      return conns.size;
    },
    cut,
    async stall() {
      stalled = true;
      if (!server) await listen();
    },
    async restore() {
      stalled = false;
      if (!server) await listen();
      for (const c of conns) {
        if (!c.upstream) connectUpstream(c);
        else pass(c);
      }
    },
    close: cut,
  };
}

/** A proxy in front of the database at `databaseUrl`, and the same URL through the proxy. */
export async function proxyDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: target.toString() };
}
