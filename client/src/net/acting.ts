/**
 * The seats one page holds and the one it acts for. A person may hold several seats where the game allows it (the
 * room's `seatsPerPlayer`); each held seat's legal list comes in that seat's synced part, in the same patch as the
 * state it belongs to. The page acts for one seat at a time: the first held, or the one the person picks; when that
 * seat has nothing to do and another held seat has, the page follows the game there.
 */
import { legalIn } from "@tabletop/shared";
import type { RoomState, SeatMessage } from "./types.js";

export class Acting {
  /** Every seat held, in seat order. */
  held: number[] = [];
  /** The seat acted for, or null (a spectator). */
  seat: number | null = null;
  private lists = new Map<number, unknown[]>();
  /** The JSON each held seat's list was read from, so an unchanged list is not read again. */
  private read = new Map<number, string>();

  hold(m: SeatMessage): void {
    this.held = m.seats?.length ? [...m.seats] : m.seat !== null ? [m.seat] : [];
    if (this.seat === null || !this.held.includes(this.seat)) this.seat = this.held[0] ?? null;
  }

  /** Reads every held seat's list from a state; answers whether any changed. */
  legal(state: RoomState): boolean {
    let changed = this.lists.size !== this.held.length;
    const lists = new Map<number, unknown[]>();
    for (const seat of this.held) {
      const json = state.seats[seat]?.legal ?? "";
      const kept = this.lists.get(seat);
      if (kept && this.read.get(seat) === json) lists.set(seat, kept);
      else {
        lists.set(seat, legalIn({ legal: json }));
        this.read.set(seat, json);
        changed = true;
      }
    }
    this.lists = lists;
    this.follow();
    return changed;
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
