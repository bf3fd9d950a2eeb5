/** Signed guest tokens (HS256 JWT): who a player is, checked on every join. */
import { createSecretKey, randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import { unstorableText } from "../store/storable.js";

export interface Identity {
  playerId: string;
  name: string;
}

export interface Tokens {
  issue(name: string): { playerId: string; name: string; token: string };
  /** The identity, or an error reason in words. */
  verify(token: unknown): { ok: true; identity: Identity } | { ok: false; reason: string };
}

const TOKEN_TTL = "30d";

export function createTokens(secret: string): Tokens {
  // A key object made once: given the string, jsonwebtoken first tries (and fails) to read it as a public key
  // on every call, which made each join's token check cost far more than the HMAC itself.
  const key = createSecretKey(Buffer.from(secret));
  return {
    issue(name) {
      const playerId = randomUUID();
      const token = jwt.sign({ name }, key, { subject: playerId, expiresIn: TOKEN_TTL, algorithm: "HS256" });
      return { playerId, name, token };
    },
    verify(token) {
      if (typeof token !== "string" || token.length === 0)
        return { ok: false, reason: "A guest token is required: POST /api/guests first." };
      try {
        const p = jwt.verify(token, key, { algorithms: ["HS256"] }) as jwt.JwtPayload;
        if (typeof p.sub !== "string" || typeof p.name !== "string")
          return { ok: false, reason: "The token is missing its player." };
        return { ok: true, identity: { playerId: p.sub, name: p.name } };
      } catch (e) {
        const why = e instanceof jwt.TokenExpiredError ? "The token has expired." : "The token is not valid.";
        return { ok: false, reason: `${why} Get a new one from POST /api/guests.` };
      }
    },
  };
}

/** Guest names: 1–24 printable characters, trimmed, that the match store can hold (valid Unicode). */
export function cleanGuestName(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return name.length >= 1 && name.length <= 24 && unstorableText(name) === null ? name : null;
}
