/** The guest identity, kept in localStorage and sent as `token` with every join. */
import { ApiError, postJson } from "./api";
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
    }
  }
  return keep(await postJson<Identity>("/api/guests", { name: trimmed }));
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
