/**
 * Signed guest tokens (HS256 JWT): who a player is, checked on every join. Each token carries its player's token
 * generation (`gen`), which a rename or "sign out of other devices" raises in the database: ./identities.ts refuses
 * a token of an older one.
 */
import { createSecretKey, randomUUID, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

export interface Identity {
  playerId: string;
  name: string;
  /** The token generation the token or code was issued under (0 for a token from before generations). */
  generation: number;
}

/** What a new token answers: the player, the name and the token (the generation stays inside it). */
export interface Issued {
  playerId: string;
  name: string;
  token: string;
}

export type Verified = { ok: true; identity: Identity } | { ok: false; reason: string };

/** A sign-in code read: the identity it carries, and its own id and end, by which it is used once. */
export type VerifiedLink =
  { ok: true; identity: Identity; id: string; expiresAt: Date } | { ok: false; reason: string };

export interface Tokens {
  /** A token for a new player, or (with `playerId`) for the same player, under `generation`. */
  issue(name: string, playerId?: string, generation?: number): Issued;
  /** The identity, or an error reason in words. */
  verify(token: unknown): Verified;
  /** A short-lived sign-in code that carries `identity` to another browser (never a token to play with). */
  issueLink(identity: Identity): { code: string; expiresInSeconds: number };
  /** The identity a sign-in code carries, or why it does not. */
  verifyLink(code: unknown): VerifiedLink;
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
    issue(name, playerId = randomUUID(), generation = 0) {
      const token = jwt.sign({ name, gen: generation }, key, {
        subject: playerId,
        expiresIn: TOKEN_TTL,
        algorithm: "HS256",
      });
      return { playerId, name, token };
    },
    verify(token) {
      if (typeof token !== "string" || token.length === 0)
        return { ok: false, reason: "A guest token is required: POST /api/guests first." };
      const read = readSigned(token, key, undefined);
      return read.ok
        ? { ok: true, identity: read.identity }
        : { ok: false, reason: `${read.reason} Get a new one from POST /api/guests.` };
    },
    issueLink({ playerId, name, generation }) {
      const code = jwt.sign({ name, gen: generation, use: LINK }, key, {
        subject: playerId,
        jwtid: randomUUID(),
        expiresIn: LINK_TTL_SECONDS,
        algorithm: "HS256",
      });
      return { code, expiresInSeconds: LINK_TTL_SECONDS };
    },
    verifyLink(code) {
      if (typeof code !== "string" || code.length === 0) return { ok: false, reason: "A sign-in code is required." };
      const read = readSigned(code, key, LINK);
      if (read.ok && (typeof read.payload.jti !== "string" || typeof read.payload.exp !== "number"))
        return { ok: false, reason: "The sign-in code is not valid. Ask for a new one." };
      return read.ok
        ? {
            ok: true,
            identity: read.identity,
            id: read.payload.jti as string,
            expiresAt: new Date((read.payload.exp as number) * 1000),
          }
        : { ok: false, reason: `${read.reason.replace("token", "sign-in code")} Ask for a new one.` };
    },
  };
}

/** A signed identity for `use` (undefined: a token to play with), or why not. */
function readSigned(
  signed: string,
  key: KeyObject,
  use: string | undefined,
): { ok: true; identity: Identity; payload: jwt.JwtPayload } | { ok: false; reason: string } {
  try {
    const p = jwt.verify(signed, key, { algorithms: ["HS256"] }) as jwt.JwtPayload;
    if (typeof p.sub !== "string" || typeof p.name !== "string")
      return { ok: false, reason: "The token is missing its player." };
    // A sign-in code is not a token to play with, nor the other way round.
    if (p.use !== use) return { ok: false, reason: "The token is not valid." };
    const generation = p.gen === undefined ? 0 : p.gen;
    if (!Number.isInteger(generation) || generation < 0) return { ok: false, reason: "The token is not valid." };
    return { ok: true, identity: { playerId: p.sub, name: p.name, generation }, payload: p };
  } catch (e) {
    return {
      ok: false,
      reason: e instanceof jwt.TokenExpiredError ? "The token has expired." : "The token is not valid.",
    };
  }
}
