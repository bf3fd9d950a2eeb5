/** POST /api/guests {name} → {playerId, name, token}: a guest identity with a signed token. */
import { Router } from "express";
import type { Tokens } from "../identity/tokens.js";
import type { MatchStore } from "../store/types.js";
import type { Logger } from "pino";
import type { PerAddress } from "./perAddress.js";
import { sendError } from "./errors.js";
import { readName } from "../text.js";

export function guestsRouter(tokens: Tokens, store: MatchStore, log: Logger, perAddress: PerAddress): Router {
  const r = Router();
  // The body is read to its bound before any route (./bodyBound.ts).
  r.post("/api/guests", async (req, res) => {
    const address = perAddress.of(req);
    if (!(await perAddress.take(address))) {
      sendError(
        res,
        "TOO_MANY_GUESTS",
        `At most ${perAddress.perMinute} guests a minute from one address; try again shortly.`,
        { "retry-after": String(await perAddress.retryAfter(address)) },
      );
      return;
    }
    const name = readName(req.body?.name);
    if (!name.ok) return sendError(res, "BAD_NAME", name.reason);
    const guest = tokens.issue(name.text);
    // The identity lives in the token; the players row is written when the guest first sits down too,
    // so a database outage here does not stop anyone from playing.
    store
      .upsertPlayer({ id: guest.playerId, name: name.text })
      .catch((e) => log.warn({ err: e }, "could not store the guest yet"));
    res.status(201).json(guest);
  });
  return r;
}
