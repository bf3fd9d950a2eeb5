/**
 * Reopens matches in play from the store (./resume.ts): at boot, every match of this server that a room held when
 * it stopped (a crash or a redeploy); later, a paused match one of its players continues from the history page.
 * A match is reopened once: a second ask while it opens, or once it is open (in any process), gets its room; one
 * opener at a time across processes (MatchOpenLock). A match is opened by the server that holds it (`server_id`);
 * by any server once paused (no server holds it: its players left, or its server stopped cleanly and let it go); and
 * by any server once the server that holds it is gone (crashed: it no longer beats in the shared presence,
 * ./serverLiveness.ts), which takes the match over.
 */
import { matchMaker, ServerError } from "@colyseus/core";
import type { Logger } from "pino";
import type { MatchDetail, MatchStore } from "../store/types.js";
import { PLAYED_ELSEWHERE, RESUME_OPTION, UNRESUMABLE, type ResumeTickets } from "./resume.js";
import type { MatchOpenLock, ServerLiveness } from "./serverLiveness.js";

export class Resumer {
  private readonly opening = new Map<string, Promise<string>>();

  constructor(
    private readonly store: MatchStore,
    private readonly tickets: ResumeTickets,
    private readonly serverId: string,
    private readonly games: ReadonlySet<string>,
    private readonly log: Logger,
    private readonly liveness: ServerLiveness,
    private readonly lock: MatchOpenLock,
  ) {}

  /**
   * At boot: reopens this server's matches that were in play when it stopped, oldest first, once the writes a
   * previous run left in the outbox are in the database. Returns how many were reopened.
   */
  async resumeOwn(): Promise<number> {
    await this.store.flush();
    let reopened = 0;
    for (const id of await this.store.inPlay(this.serverId)) {
      const match = await this.store.getMatch(id);
      if (!match || match.status !== "playing") continue;
      try {
        await this.roomFor(match);
        reopened++;
      } catch (e) {
        this.log.error({ err: e, match: id }, "a match in play could not be resumed");
      }
    }
    if (reopened) this.log.info({ reopened }, "matches in play resumed after a restart");
    return reopened;
  }

  /** The room that plays `match` now: the one open for it, or one reopened from its record. */
  roomFor(match: MatchDetail): Promise<string> {
    let opening = this.opening.get(match.id);
    if (!opening) {
      opening = this.open(match).finally(() => this.opening.delete(match.id));
      this.opening.set(match.id, opening);
    }
    return opening;
  }

  private open(asked: MatchDetail): Promise<string> {
    return this.lock.hold(asked.id, async () => {
      // The record as it is now, under the lock: another server may have reopened or taken over the match meanwhile.
      const match = (await this.store.getMatch(asked.id)) ?? asked;
      const live = await this.liveRoom(match);
      if (live) return live;
      if (match.serverId !== null && match.serverId !== this.serverId && (await this.liveness.isAlive(match.serverId)))
        // Opening it here too would put one match in two rooms. It comes back when that server is back.
        throw new ServerError(
          PLAYED_ELSEWHERE,
          "This match is played on another server of ours; it comes back when that server is back.",
        );
      if (!this.games.has(match.game))
        throw new ServerError(UNRESUMABLE, `This server does not play ${JSON.stringify(match.game)}.`);
      if (match.serverId !== null && match.serverId !== this.serverId)
        this.log.warn({ match: match.id, from: match.serverId }, "taking over a match whose server is gone");
      try {
        const room = await matchMaker.createRoom(match.game, { [RESUME_OPTION]: this.tickets.issue(match) });
        return room.roomId;
      } catch (e) {
        if (e instanceof ServerError && e.code === UNRESUMABLE) await this.abandon(match, e.message);
        throw e;
      }
    });
  }

  /** The room open for `match` in any process, if any (a listing left by a process that died is not one). */
  private async liveRoom(match: MatchDetail): Promise<string | undefined> {
    if (!match.roomId) return undefined;
    const [listing] = await matchMaker.query({ roomId: match.roomId });
    if (!listing) return undefined;
    if (listing.processId === matchMaker.processId) return listing.roomId;
    // Another process's listing: ask that process (a dead one's listings are swept by the check).
    return (await matchMaker.healthCheckProcessId(listing.processId)) ? listing.roomId : undefined;
  }

  /** A match that can never be rebuilt is closed as abandoned, with its log kept for the record. */
  private async abandon(match: MatchDetail, reason: string) {
    this.log.error({ match: match.id, reason }, "a match in play cannot be resumed: recorded as abandoned");
    await this.store.finishMatch({
      matchId: match.id,
      outcome: { results: [], summary: reason },
      results: [],
      finishedAt: new Date(),
      status: "abandoned",
    });
  }
}
