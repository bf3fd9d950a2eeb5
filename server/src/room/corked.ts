/**
 * One socket write per client for everything a room sends after a move (the patch, `events`, `legal`).
 *
 * Each message is a WebSocket frame, and the ws library writes each frame with its own system call. Corking the
 * client's TCP socket while the room sends gathers the frames, and the uncork writes them with one `writev`.
 * Node counts cork/uncork pairs, so the cork/uncork that ws does inside each send nests inside ours. Clients whose
 * transport has no Node socket behind them (another transport) are simply sent to as usual.
 */
import type { Client } from "@colyseus/core";

interface Corkable {
  cork(): void;
  uncork(): void;
  destroyed: boolean;
}

function socketOf(client: Client): Corkable | null {
  const socket = (client as { ref?: { _socket?: Partial<Corkable> } }).ref?._socket;
  return socket && typeof socket.cork === "function" && typeof socket.uncork === "function" && !socket.destroyed
    ? (socket as Corkable)
    : null;
}

/** Runs `send` (synchronous) with every client's socket corked, then writes each socket's frames at once. */
export function corked(clients: Iterable<Client>, send: () => void): void {
  const sockets: Corkable[] = [];
  for (const c of clients) {
    const s = socketOf(c);
    if (s) {
      s.cork();
      sockets.push(s);
    }
  }
  try {
    send();
  } finally {
    for (const s of sockets) s.uncork();
  }
}
