/**
 * One socket write per client for everything a room sends after a move (the patch, `events`, `legal`).
 *
 * Each message is a WebSocket frame. A client on the server's own transport is a GatheringWebSocket
 * (./gatheringSocket.ts): told to gather, it frames the messages itself and writes them as one buffer when the room
 * is done. Any other client with a Node socket behind it (ws's own class) has its TCP socket corked instead, so its
 * frames leave in one `writev` at the uncork; Node counts cork/uncork pairs, so the cork/uncork that ws does inside
 * each send nests inside ours. Clients with neither are simply sent to as usual.
 */
import type { Client } from "@colyseus/core";
import { GatheringWebSocket } from "./gatheringSocket.js";

interface Corkable {
  cork(): void;
  uncork(): void;
  destroyed: boolean;
}

/** The connection behind a client (its `ref`), when the transport has one. */
function connectionOf(client: Client): { _socket?: Partial<Corkable> } | undefined {
  return (client as { ref?: { _socket?: Partial<Corkable> } }).ref;
}

function socketOf(client: Client): Corkable | null {
  const socket = connectionOf(client)?._socket;
  return socket && typeof socket.cork === "function" && typeof socket.uncork === "function" && !socket.destroyed
    ? (socket as Corkable)
    : null;
}

/**
 * Runs `send` (synchronous) with every client gathering (or its socket corked), then writes each client's frames at
 * once, even when `send` throws.
 */
export function corked(clients: Iterable<Client>, send: () => void): void {
  const gathering: GatheringWebSocket[] = [];
  const sockets: Corkable[] = [];
  for (const c of clients) {
    const connection = connectionOf(c);
    if (connection instanceof GatheringWebSocket) {
      connection.gather();
      gathering.push(connection);
      continue;
    }
    const s = socketOf(c);
    if (s) {
      s.cork();
      sockets.push(s);
    }
  }
  try {
    send();
  } finally {
    for (const g of gathering) g.flush();
    for (const s of sockets) s.uncork();
  }
}
