/**
 * Drawing the table page from the session: room info, seats, the waiting overlay, the game's view on the canvas
 * and the end screen. A move brings a patch, events and a new legal list back to back: `schedule` draws them
 * once, on the next frame. `tick` refreshes what changes with the clock (reconnect countdowns, the response time).
 */
import { decodeView } from "@tabletop/shared";
import type { AnyGameModule } from "../games/registry";
import type { GameSession } from "../net/session";
import type { RoomState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { patchDebug } from "../ui/debug";
import { reconnectBanner, rejectionNotice, responseClock } from "./banners";
import { endScreen } from "./end-screen";
import type { TableLayout } from "./layout";
import { renderRoomInfo } from "./room-info";
import { renderSeatList } from "./seat-list";
import type { TableCanvas } from "./table-canvas";

export interface TableFrame {
  draw(): void;
  schedule(): void;
  tick(): void;
  /** Drops a frame scheduled and not yet drawn. */
  cancel(): void;
}

const seatNames = (s: RoomState) => s.seats.map((x) => (x.occupied ? x.name : `Seat ${x.index + 1}`));

/** "Waiting for the match to start", with the table's fill and its join code. */
function renderWaiting(el: HTMLElement, s: RoomState): void {
  el.hidden = s.status !== "waiting";
  if (s.status !== "waiting") return;
  const seated = s.seats.filter((x) => x.occupied).length;
  replaceChildren(
    el,
    h("p", {}, `Waiting for the match to start · ${seated}/${s.tableSize} seated`),
    s.code && h("p", { class: "muted" }, "Invite friends with the code ", h("strong", { class: "code" }, s.code)),
  );
}

export function tableFrame(
  ui: TableLayout,
  session: GameSession,
  game: AnyGameModule,
  canvas: TableCanvas,
): TableFrame {
  let movesSeen = -1;
  let endDismissed = false;
  const mine = () => ({
    held: session.heldSeats,
    acting: session.mySeat,
    actFor: (seat: number) => session.actFor(seat),
  });

  const showEnd = (s: RoomState, mySeat: number | null) => {
    if (!session.finished || endDismissed || ui.endHost.firstChild) return;
    ui.endHost.append(
      endScreen(session.finished, s, mySeat, () => {
        endDismissed = true;
        ui.endHost.replaceChildren();
      }),
    );
  };

  const draw = () => {
    const s = session.state;
    if (!s) return;
    const mySeat = session.mySeat;
    renderRoomInfo(ui.info, game.title, s, {
      held: session.heldSeats,
      spectator: session.spectator,
      start: () => session.start(),
      take: () => session.takeSeat(),
      release: (seat) => session.releaseSeat(seat),
    });
    renderSeatList(ui.seats, s, mine());
    // A new move clears the last rejection.
    if (s.moves !== movesSeen) {
      movesSeen = s.moves;
      rejectionNotice(ui.rejection, null);
    }
    renderWaiting(ui.waiting, s);
    const view =
      s.status === "waiting"
        ? null
        : decodeView(game.engine.viewSpec, s.view, mySeat !== null ? s.seats[mySeat]?.private : null);
    const legal = s.status === "playing" && session.connected ? session.legal : [];
    const log = session.log;
    if (view) canvas.draw({ view, legal, send: (a) => session.act(a), mySeat, seatNames: seatNames(s), log });
    patchDebug({ status: s.status, mySeat, seats: session.heldSeats, view, legal, matchId: s.matchId });
    showEnd(s, mySeat);
  };

  let queued = 0;
  const schedule = () => {
    if (!queued)
      queued = requestAnimationFrame(() => {
        queued = 0;
        draw();
      });
  };

  const tick = () => {
    const s = session.state;
    if (s) renderSeatList(ui.seats, s, mine());
    const deadline = s && session.mySeat !== null ? (s.seats[session.mySeat]?.reconnectDeadline ?? 0) : 0;
    if (!session.leftFor) reconnectBanner(ui.banner, session.droppedAt, deadline, s?.graceSeconds ?? 0);
    responseClock(ui.clock, s?.status === "playing" ? (s.responseDeadline ?? 0) : 0);
  };

  return { draw, schedule, tick, cancel: () => cancelAnimationFrame(queued) };
}
