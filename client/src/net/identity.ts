/** The guest identity, kept in localStorage and sent as `token` with every join. */
import { ApiError, getAsGuest, postJson } from "./api";
import type { Identity } from "./types";

const KEY = "tabletop:identity";

export function currentIdentity(): Identity | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Identity;
    return v.playerId && v.token ? v : null;
  } catch {
    return null;
  }
}

/**
 * The guest identity under this name: the stored one; the stored one renamed (the same player, so the same history);
 * or, when there is none or the server no longer knows its token, a new guest.
 */
export async function ensureIdentity(name: string): Promise<Identity> {
  const trimmed = name.trim();
  if (!trimmed) throw new Error("Choose a name first.");
  const current = currentIdentity();
  if (current && current.name === trimmed) return current;
  if (current) {
    try {
      return keep(await postJson<Identity>("/api/guests/me/name", { name: trimmed }, current.token));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) throw e;
      // Signed out from another device: say so rather than making a new guest behind the player's back.
      if (e.code === SIGNED_OUT) throw signedOut(e.message);
    }
  }
  return keep(await postJson<Identity>("/api/guests", { name: trimmed }));
}

/** The server's code for a token of a device that was signed out (a rename or "sign out other devices" elsewhere). */
const SIGNED_OUT = "SIGNED_OUT";

/** This browser forgets its signed-out identity: the error to show says why (the next name chosen is a new guest). */
function signedOut(reason: string): Error {
  forgetIdentity();
  return new Error(reason);
}

/**
 * Whether the stored identity is still signed in: null when it is (or there is none, or the server cannot say),
 * else the reason it was signed out, after which this browser has forgotten it.
 */
export async function signedOutReason(): Promise<string | null> {
  const current = currentIdentity();
  if (!current) return null;
  try {
    await getAsGuest("/api/guests/me", current.token);
    return null;
  } catch (e) {
    if (e instanceof ApiError && e.code === SIGNED_OUT) return signedOut(e.message).message;
    return null;
  }
}

/** Every other device of this player is signed out; this browser keeps playing with the fresh token. */
export async function signOutOthers(): Promise<Identity> {
  return keep(await postJson<Identity>("/api/guests/me/sign-out-others", {}, requireIdentity().token));
}

/** A code that carries this identity to another browser (the link `#/sign-in/<code>`), and how long it is good. */
export function signInCode(): Promise<{ code: string; expiresInSeconds: number }> {
  return postJson("/api/guests/me/sign-in-code", {}, requireIdentity().token);
}

/** This browser takes the identity a sign-in code carries. */
export async function signIn(code: string): Promise<Identity> {
  return keep(await postJson<Identity>("/api/guests/sign-in", { code }));
}

function keep(got: Identity): Identity {
  const identity = { playerId: got.playerId, name: got.name, token: got.token };
  localStorage.setItem(KEY, JSON.stringify(identity));
  return identity;
}

export function forgetIdentity(): void {
  localStorage.removeItem(KEY);
}

export function requireIdentity(): Identity {
  const id = currentIdentity();
  if (!id) throw new Error("Choose a name in the lobby first.");
  return id;
}
