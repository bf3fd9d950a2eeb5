/**
 * Whether the server's port is free, asked before anything slow starts (the embedded database takes seconds to
 * start): a server whose port is taken stops at once with the reason. The port is bound for a moment and let go; the
 * server's own listen still reports a port taken in between (platform.ts).
 */
import net from "node:net";

/** The error of a port another process listens on. */
export function portTaken(port: number, host: string): Error {
  return new Error(`Port ${port} on ${host} is taken: another process listens there (set PORT).`);
}

/** Resolves when `port` on `host` can be listened on (port 0, any free port, always can); rejects with the reason. */
export function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (e: NodeJS.ErrnoException) => reject(e.code === "EADDRINUSE" ? portTaken(port, host) : e));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
