/**
 * Reconnection tokens, one per joined room, in sessionStorage (per tab). The SDK issues a
 * new token on every join and reconnect, so the session stores it each time.
 */
const key = (roomId: string) => `tabletop:rt:${roomId}`;

export interface StoredReconnection {
  token: string;
  spectator: boolean;
}

export function rememberReconnection(roomId: string, token: string, spectator: boolean): void {
  sessionStorage.setItem(key(roomId), JSON.stringify({ token, spectator }));
}

export function storedReconnection(roomId: string): StoredReconnection | null {
  try {
    const raw = sessionStorage.getItem(key(roomId));
    return raw ? (JSON.parse(raw) as StoredReconnection) : null;
  } catch {
    return null;
  }
}

export function forgetReconnection(roomId: string): void {
  sessionStorage.removeItem(key(roomId));
}
