/** Signed guest tokens (HS256 JWT): who a player is, checked on every join. */
import { createSecretKey, randomUUID, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import { unstorableText } from "../store/storable.js";

export interface Identity {
  playerId: string;
  name: string;
}

export type Verified = { ok: true; identity: Identity } | { ok: false; reason: string };

export interface Tokens {
  /** A token for a new player, or (with `playerId`) for the same player under a new name. */
  issue(name: string, playerId?: string): { playerId: string; name: string; token: string };
  /** The identity, or an error reason in words. */
  verify(token: unknown): Verified;
  /** A short-lived sign-in code that carries `identity` to another browser (never a token to play with). */
  issueLink(identity: Identity): { code: string; expiresInSeconds: number };
  /** The identity a sign-in code carries, or why it does not. */
  verifyLink(code: unknown): Verified;
}

const TOKEN_TTL = "30d";
/** A sign-in code is used at once on the other browser; a code seen later by someone else has run out. */
export const LINK_TTL_SECONDS = 15 * 60;
const LINK = "sign-in";

export function createTokens(secret: string): Tokens {
  // A key object made once: given the string, jsonwebtoken first tries (and fails) to read it as a public key
  // on every call, which made each join's token check cost far more than the HMAC itself.
  const key = createSecretKey(Buffer.from(secret));
  return {
    issue(name, playerId = randomUUID()) {
      const token = jwt.sign({ name }, key, { subject: playerId, expiresIn: TOKEN_TTL, algorithm: "HS256" });
      return { playerId, name, token };
    },
    verify(token) {
      if (typeof token !== "string" || token.length === 0)
        return { ok: false, reason: "A guest token is required: POST /api/guests first." };
      const read = readSigned(token, key, undefined);
      return read.ok ? read : { ok: false, reason: `${read.reason} Get a new one from POST /api/guests.` };
    },
    issueLink({ playerId, name }) {
      const code = jwt.sign({ name, use: LINK }, key, {
        subject: playerId,
        expiresIn: LINK_TTL_SECONDS,
        algorithm: "HS256",
      });
      return { code, expiresInSeconds: LINK_TTL_SECONDS };
    },
    verifyLink(code) {
      if (typeof code !== "string" || code.length === 0) return { ok: false, reason: "A sign-in code is required." };
      const read = readSigned(code, key, LINK);
      return read.ok
        ? read
        : { ok: false, reason: `${read.reason.replace("token", "sign-in code")} Ask for a new one.` };
    },
  };
}

/** A signed identity for `use` (undefined: a token to play with), or why not. */
function readSigned(signed: string, key: KeyObject, use: string | undefined): Verified {
  try {
    const p = jwt.verify(signed, key, { algorithms: ["HS256"] }) as jwt.JwtPayload;
    if (typeof p.sub !== "string" || typeof p.name !== "string")
      return { ok: false, reason: "The token is missing its player." };
    // A sign-in code is not a token to play with, nor the other way round.
    if (p.use !== use) return { ok: false, reason: "The token is not valid." };
    return { ok: true, identity: { playerId: p.sub, name: p.name } };
  } catch (e) {
    return {
      ok: false,
      reason: e instanceof jwt.TokenExpiredError ? "The token has expired." : "The token is not valid.",
    };
  }
}

/** Guest names: 1–24 printable characters, trimmed, that the match store can hold (valid Unicode). */
export function cleanGuestName(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return name.length >= 1 && name.length <= 24 && unstorableText(name) === null ? name : null;
}
