/**
 * The seats one page holds and the one it acts for. A person may hold several seats where the game allows it (the
 * room's `seatsPerPlayer`); the room then sends each held seat's legal list (`bySeat`). The page acts for one seat
 * at a time: the first held, or the one the person picks; when that seat has nothing to do and another held seat
 * has, the page follows the game there.
 */
import type { LegalMessage, SeatMessage } from "./types.js";

export class Acting {
  /** Every seat held, in seat order. */
  held: number[] = [];
  /** The seat acted for, or null (a spectator). */
  seat: number | null = null;
  private lists = new Map<number, unknown[]>();

  hold(m: SeatMessage): void {
    this.held = m.seats?.length ? [...m.seats] : m.seat !== null ? [m.seat] : [];
    if (this.seat === null || !this.held.includes(this.seat)) this.seat = this.held[0] ?? null;
  }

  legal(m: LegalMessage): void {
    this.lists.clear();
    if (m.bySeat) for (const x of m.bySeat) this.lists.set(x.seat, x.actions ?? []);
    else if (this.held.length) this.lists.set(this.held[0], m.actions ?? []);
    this.follow();
  }

  /**
   * A new move came: the lists held were for the state before it. The room sends the move's lists right after its
   * patch (to every client whose list was not empty), so none is shown with a view it does not belong to. Answers
   * whether a list with actions was dropped.
   */
  moved(): boolean {
    const held = [...this.lists.values()].some((l) => l.length > 0);
    this.lists.clear();
    return held;
  }

  /** The legal list of a held seat ([] for any other). */
  of(seat: number): unknown[] {
    return this.lists.get(seat) ?? [];
  }

  current(): unknown[] {
    return this.seat === null ? [] : this.of(this.seat);
  }

  /** Acts for `seat` from now on; false if it is not held. */
  choose(seat: number): boolean {
    if (!this.held.includes(seat)) return false;
    this.seat = seat;
    return true;
  }

  /** When the seat acted for has nothing to do, the first held seat that has. */
  private follow(): void {
    if (this.seat === null || this.of(this.seat).length > 0) return;
    const busy = this.held.find((s) => this.of(s).length > 0);
    if (busy !== undefined) this.seat = busy;
  }
}
