/**
 * A TCP proxy for real outage tests: put it in front of a database (or any TCP server), then `cut()` it to drop
 * every connection and refuse new ones, and `restore()` it to accept again on the same port.
 */
import net from "node:net";

export interface TcpProxy {
  /** The local port clients should connect to (127.0.0.1). */
  port: number;
  /** Destroys every open connection and stops accepting (new connections are refused) until restore(). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Cuts and releases the port for good. */
  close(): Promise<void>;
  /** Open client connections (for assertions). */
  readonly connections: number;
}

export async function startTcpProxy(opts: { targetHost: string; targetPort: number; port?: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = opts.port ?? 0;

  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(opts.targetPort, opts.targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
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
    const s = server;
    server = null;
    for (const sock of sockets) sock.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get connections() {
      return [...sockets].length / 2;
    },
    cut,
    async restore() {
      if (server) return;
      await listen();
    },
    close: cut,
  };
}
