/**
 * Who a token names, checked against the database: a token is good only while its generation is its player's
 * current one. A rename or "sign out of other devices" raises it, and the device that asked gets a token of the new
 * one, so every other device's token (and every sign-in code made before) is refused from then on, in every process.
 *
 * While the database cannot be asked, a token is checked against the generations this process has seen (play goes
 * on through an outage, as the match store's writes do); a rename, a sign-out or a sign-in waits for the database.
 */
import type { Logger } from "pino";
import type { MatchStore } from "../store/types.js";
import type { Identity, Issued, Tokens } from "./tokens.js";

/** Why a token, a code or a name is refused; the status each code goes with is in ../http/errors.ts. */
export type Refusal = {
  ok: false;
  code: "NO_TOKEN" | "BAD_TOKEN" | "SIGNED_OUT" | "BAD_CODE" | "BAD_NAME" | "DATABASE_UNAVAILABLE";
  reason: string;
};
export type Checked = { ok: true; identity: Identity } | Refusal;
export type Answer = ({ ok: true } & Issued) | Refusal;

export const SIGNED_OUT_REASON =
  "This device was signed out: its player changed name or signed out of other devices. Open a sign-in link from a device that is still signed in, or play as a new guest.";

const storeDown = (what: string): Refusal => ({
  ok: false,
  code: "DATABASE_UNAVAILABLE",
  reason: `The database cannot be reached just now, and ${what} needs it: try again in a moment.`,
});

export class Identities {
  /** The highest generation seen per player, for the players that have one (most never sign out: 0). */
  private readonly seen = new Map<string, number>();

  constructor(
    readonly tokens: Tokens,
    private readonly store: MatchStore,
    private readonly log: Logger,
  ) {}

  /** The identity `token` names, if its generation is still its player's. */
  async check(token: unknown): Promise<Checked> {
    const v = this.tokens.verify(token);
    if (!v.ok) return { ok: false, code: "BAD_TOKEN", reason: v.reason };
    const current = await this.current(v.identity.playerId);
    if (v.identity.generation < current) return { ok: false, code: "SIGNED_OUT", reason: SIGNED_OUT_REASON };
    return v;
  }

  /** `me` under a new name: every other device is signed out, and `me` gets a token of the new generation. */
  rename(me: Identity, name: string): Promise<Answer> {
    return this.raise(me, name, "a change of name");
  }

  /** Every device but the one asking is signed out; it gets a token of the new generation. */
  signOutOthers(me: Identity): Promise<Answer> {
    return this.raise(me, me.name, "signing out of other devices");
  }

  /** A sign-in code used: the first use gets a token for its player; a second use, an old or a bad code do not. */
  async signIn(code: unknown): Promise<Answer> {
    const link = this.tokens.verifyLink(code);
    if (!link.ok) return { ok: false, code: "BAD_CODE", reason: link.reason };
    const { playerId, name, generation } = link.identity;
    let current: number;
    let first: boolean;
    try {
      current = await this.store.tokenGeneration(playerId);
      if (generation < current)
        return {
          ok: false,
          code: "BAD_CODE",
          reason:
            "This sign-in link was made before its player changed name or signed out of other devices. Ask for a new one.",
        };
      first = await this.store.useSignInCode(link.id, playerId, link.expiresAt);
    } catch (e) {
      this.log.warn({ err: e }, "could not check a sign-in code");
      return storeDown("signing in with a link");
    }
    if (!first)
      return {
        ok: false,
        code: "BAD_CODE",
        reason: "This sign-in link was used already: a link works once. Ask for a new one.",
      };
    return { ok: true, ...this.tokens.issue(name, playerId, current) };
  }

  private async raise(me: Identity, name: string, what: string): Promise<Answer> {
    let raised: number | null;
    try {
      raised = await this.store.raiseTokenGeneration(me.playerId, me.generation, name);
    } catch (e) {
      this.log.warn({ err: e }, `could not record ${what}`);
      return storeDown(what);
    }
    if (raised === null) return { ok: false, code: "SIGNED_OUT", reason: SIGNED_OUT_REASON };
    this.remember(me.playerId, raised);
    return { ok: true, ...this.tokens.issue(name, me.playerId, raised) };
  }

  /** The player's generation: the database's, else (while it cannot be asked) the highest this process has seen. */
  private async current(playerId: string): Promise<number> {
    try {
      const g = await this.store.tokenGeneration(playerId);
      this.remember(playerId, g);
      return g;
    } catch (e) {
      this.log.debug({ err: e, playerId }, "token generation unknown (database unreachable): checked from memory");
      return this.seen.get(playerId) ?? 0;
    }
  }

  private remember(playerId: string, generation: number): void {
    if (generation > (this.seen.get(playerId) ?? 0)) this.seen.set(playerId, generation);
  }
}
