/** POST /api/guests {name} → {playerId, name, token}: a guest identity with a signed token. */
import { Router, json } from "express";
import type { Tokens } from "../identity/tokens.js";
import { cleanGuestName } from "../identity/tokens.js";
import type { MatchStore } from "../store/types.js";
import type { Logger } from "pino";
import type { PerAddress } from "./perAddress.js";

export function guestsRouter(tokens: Tokens, store: MatchStore, log: Logger, perAddress: PerAddress): Router {
  const r = Router();
  r.post("/api/guests", json({ limit: "4kb" }), async (req, res) => {
    const address = perAddress.of(req);
    if (!perAddress.take(address)) {
      res.setHeader("Retry-After", String(perAddress.retryAfter(address)));
      res.status(429).json({
        error: "TOO_MANY_GUESTS",
        reason: `At most ${perAddress.perMinute} guests a minute from one address; try again shortly.`,
      });
      return;
    }
    const name = cleanGuestName(req.body?.name);
    if (!name) {
      res.status(400).json({ error: "BAD_NAME", reason: "A guest name is 1 to 24 characters." });
      return;
    }
    const guest = tokens.issue(name);
    // The identity lives in the token; the players row is written when the guest first sits down too,
    // so a database outage here does not stop anyone from playing.
    store
      .upsertPlayer({ id: guest.playerId, name })
      .catch((e) => log.warn({ err: e }, "could not store the guest yet"));
    res.status(201).json(guest);
  });
  return r;
}
