/** Who sits where: pure bookkeeping of the seats of one match, kept beside the schema. */
export interface SeatHolder {
  /** The player holding the seat (null for bot seats and empty seats). */
  playerId: string | null;
  /** The live session in the seat, if connected. */
  sessionId: string | null;
}

export class Seating {
  readonly holders: SeatHolder[];

  constructor(size: number) {
    this.holders = Array.from({ length: size }, () => ({ playerId: null, sessionId: null }));
  }

  seatOfSession(sessionId: string): number | null {
    const i = this.holders.findIndex((h) => h.sessionId === sessionId);
    return i < 0 ? null : i;
  }

  seatOfPlayer(playerId: string): number | null {
    const i = this.holders.findIndex((h) => h.playerId === playerId);
    return i < 0 ? null : i;
  }

  /** Keeps only the given seats, in order (the host starting with the seats present). */
  compact(keep: readonly number[]): void {
    const kept = keep.map((i) => this.holders[i]);
    this.holders.splice(0, this.holders.length, ...kept);
  }
}
