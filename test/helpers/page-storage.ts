/**
 * The page's own session module (client/src/net/session.ts) run in Node: it keeps its reconnection tokens in
 * sessionStorage, which Node has none of, so a test that imports this gets one in memory.
 */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, String(v)),
    removeItem: (k: string) => void stored.delete(k),
  },
});
