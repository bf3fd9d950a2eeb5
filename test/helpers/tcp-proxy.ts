/**
 * A TCP proxy for real outage tests. Put it in front of a database (or any TCP server), point the code under test
 * at `127.0.0.1:<port>`, then:
 * - `cut()`: every open connection is destroyed and new ones are refused, as when the database goes down;
 * - `stall()`: connections stay open (and new ones are accepted) but no byte passes, as in a network partition;
 * - `restore()`: back to normal on the same port (bytes held by a stall are then delivered);
 * - `pointTo(port)`: new connections go to another port on the same host (one address in front of two servers).
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
  /** New connections go to `port` from now on; open ones stay where they are. */
  pointTo(port: number): void;
  /** Cuts and releases the port for good. */
  close(): Promise<void>;
}

interface Conn {
  client: net.Socket;
  upstream: net.Socket | null;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/** The proxy's state: its listening socket (null while cut), the connections it carries, and whether bytes pass. */
class Proxy implements TcpProxy {
  private readonly conns = new Set<Conn>();
  private server: net.Server | null = null;
  private stalled = false;

  constructor(
    private target: { host: string; port: number },
    private listenPort: number,
  ) {}

  get port(): number {
    return this.listenPort;
  }

  get connections(): number {
    return this.conns.size;
  }

  pointTo(port: number): void {
    this.target = { ...this.target, port };
  }

  async cut(): Promise<void> {
    this.stalled = false;
    const s = this.server;
    this.server = null;
    for (const c of [...this.conns]) this.drop(c);
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  async stall(): Promise<void> {
    this.stalled = true;
    if (!this.server) await this.listen();
  }

  async restore(): Promise<void> {
    this.stalled = false;
    if (!this.server) await this.listen();
    for (const c of this.conns) {
      if (!c.upstream) this.connectUpstream(c);
      else this.pass(c);
    }
  }

  close(): Promise<void> {
    return this.cut();
  }

  /** Listens on the proxy's port (the OS picks one the first time). */
  listen(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => this.accept(client));
      s.once("error", reject);
      s.listen(this.listenPort, "127.0.0.1", () => {
        s.removeListener("error", reject);
        this.listenPort = (s.address() as net.AddressInfo).port;
        this.server = s;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    const c: Conn = { client, upstream: null, toUpstream: [], toClient: [] };
    this.conns.add(c);
    client.on("data", (d) => {
      c.toUpstream.push(d);
      this.pass(c);
    });
    client.on("error", () => this.drop(c)).on("close", () => this.drop(c));
    if (!this.stalled) this.connectUpstream(c);
  }

  private connectUpstream(c: Conn): void {
    const up = net.connect(this.target.port, this.target.host);
    c.upstream = up;
    up.on("data", (d) => {
      c.toClient.push(d);
      this.pass(c);
    });
    up.on("error", () => this.drop(c)).on("close", () => this.drop(c));
    this.pass(c);
  }

  /** Delivers what each side has sent, unless stalled. */
  private pass(c: Conn): void {
    if (this.stalled || !c.upstream) return;
    for (const b of c.toUpstream.splice(0)) c.upstream.write(b);
    for (const b of c.toClient.splice(0)) c.client.write(b);
  }

  private drop(c: Conn): void {
    c.client.destroy();
    c.upstream?.destroy();
    this.conns.delete(c);
  }
}

export async function startTcpProxy(opts: {
  targetHost: string;
  targetPort: number;
  port?: number;
}): Promise<TcpProxy> {
  const proxy = new Proxy({ host: opts.targetHost, port: opts.targetPort }, opts.port ?? 0);
  await proxy.listen();
  return proxy;
}

/** A proxy in front of the database at `databaseUrl`, and the same URL through the proxy. */
export async function proxyDatabase(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: target.toString() };
}
