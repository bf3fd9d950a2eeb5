/** The guest identity, kept in localStorage and sent as `token` with every join. */
import { postJson } from "./api";
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

/** Registers a guest under this name, unless the stored identity already has it. */
export async function ensureIdentity(name: string): Promise<Identity> {
  const trimmed = name.trim();
  if (!trimmed) throw new Error("Choose a name first.");
  const current = currentIdentity();
  if (current && current.name === trimmed) return current;
  const created = await postJson<Identity>("/api/guests", { name: trimmed });
  const identity = { playerId: created.playerId, name: created.name, token: created.token };
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
