/**
 * A cap on join-code guesses per address. A private room is reached only by its code (POST
 * /matchmake/joinById/<code>), so each failed join by id counts as a guess; an address past its cap for the minute
 * is answered 429 before matchmaking runs. Colyseus's matchmaking routes answer before Express, so this guard wraps
 * the HTTP server's request listeners (installed once the server listens).
 */
import type http from "node:http";
import type { PerAddress } from "./perAddress.js";

const JOIN_BY_ID = "/matchmake/joinById/";

export function guardJoinCodes(server: http.Server, guesses: PerAddress): void {
  const listeners = server.listeners("request") as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === "POST" && req.url?.startsWith(JOIN_BY_ID)) {
      const address = guesses.of(req);
      if (!guesses.canTake(address)) {
        const wait = guesses.retryAfter(address);
        res.writeHead(429, { "content-type": "application/json", "retry-after": String(wait) });
        res.end(
          JSON.stringify({
            code: 429,
            error: `Too many failed joins by code: at most ${guesses.perMinute} a minute from one address. Wait ${wait} s, then try again.`,
          }),
        );
        return;
      }
      res.on("finish", () => {
        if (res.statusCode >= 400) guesses.take(address);
      });
    }
    for (const l of listeners) l.call(server, req, res);
  });
}
