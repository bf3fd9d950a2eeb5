/**
 * Drawing the table page from the session: room info, seats, the waiting overlay, the game's view on the canvas
 * and the end screen, every player named by the one seat-naming helper (ui/seat-name.ts), and "your turn" in the
 * tab's title. A move brings a patch, events and a new legal list back to back: `schedule` draws them once, on the
 * next frame, and a frame that falls between the patch and the list waits for the list (the session holds no list
 * of the last move with the new view; a list that does not come is waited for LEGAL_WAIT_MS). `tick` refreshes
 * what changes with the clock (reconnect countdowns, the response time).
 */
import { decodeView } from "@tabletop/shared";
import type { AnyGameModule } from "../games/registry";
import type { TurnOrder } from "../games/types";
import { LEGAL_WAIT_MS, type GameSession } from "../net/session";
import type { RoomState } from "../net/types";
import { h, replaceChildren } from "../ui/dom";
import { patchDebug } from "../ui/debug";
import { OPEN_SEAT, seatWords, type SeatWords } from "../ui/seat-name";
import { count } from "../ui/words";
import { reconnectBanner, rejectionNotice, responseClock, turnClock } from "./banners";
import { endScreen } from "./end-screen";
import type { TableLayout } from "./layout";
import { renderRoomInfo } from "./room-info";
import { botOffer } from "./bot-offer";
import { renderSeatList } from "./seat-list";
import type { TableCanvas } from "./table-canvas";
import type { TurnAlert } from "./turn-alert";

export interface TableFrame {
  /** The seats named as the page names them now (the log, rejections and the end screen use it). */
  naming(): SeatWords;
  draw(): void;
  schedule(): void;
  tick(): void;
  /** Drops a frame scheduled and not yet drawn, and a wait for a move's legal list. */
  cancel(): void;
}

/** The players' names as the synced state's seats give them ("" for a seat nobody sits at). */
const playerNames = (s: RoomState | null) => (s?.seats ?? []).map((x) => (x.occupied ? x.name : ""));

/** "Waiting for the match to start", with the table's fill, its join code and, for the host, the bot offer. */
function renderWaiting(el: HTMLElement, offerHost: HTMLElement, s: RoomState): void {
  el.hidden = s.status !== "waiting";
  if (s.status !== "waiting") return;
  const seated = s.seats.filter((x) => x.occupied).length;
  replaceChildren(
    el,
    h("p", {}, `Waiting for the match to start · ${seated} of ${count(s.tableSize, "seat")} taken`),
    s.code && h("p", { class: "muted" }, "Invite friends with the code ", h("strong", { class: "code" }, s.code)),
    offerHost,
  );
}

export function tableFrame(
  ui: TableLayout,
  session: GameSession,
  game: AnyGameModule,
  canvas: TableCanvas,
  alert: TurnAlert,
): TableFrame {
  let movesSeen = -1;
  const offerHost = h("div");
  const offer = botOffer((open) => {
    for (let i = 0; i < open; i++) session.addBot();
  });
  const isHost = (s: RoomState) => !session.spectator && session.heldSeats.includes(s.hostSeat);
  const naming = () => seatWords(game, playerNames(session.state));
  let endDismissed = false;
  /** Whose turn it is, from the last view drawn (the clock's redraw of the seat list keeps it). */
  let turns: TurnOrder | null = null;
  const mine = () => ({
    held: session.heldSeats,
    acting: session.mySeat,
    actFor: (seat: number) => session.actFor(seat),
  });

  const showEnd = (mySeat: number | null) => {
    if (!session.finished || endDismissed || ui.endHost.firstChild) return;
    ui.endHost.append(
      endScreen(session.finished, naming(), mySeat, () => {
        endDismissed = true;
        ui.endHost.replaceChildren();
      }),
    );
  };

  let waitedForLegal = 0;
  const draw = () => {
    const s = session.state;
    if (!s) return;
    if (s.status === "playing" && session.awaitingLegal) {
      // Drawn when the list comes (its message schedules a frame), or without it once the wait is over.
      if (!waitedForLegal)
        waitedForLegal = window.setTimeout(() => {
          waitedForLegal = 0;
          schedule();
        }, LEGAL_WAIT_MS);
      return;
    }
    clearTimeout(waitedForLegal);
    waitedForLegal = 0;
    const mySeat = session.mySeat;
    renderRoomInfo(ui.info, game, s, {
      held: session.heldSeats,
      spectator: session.spectator,
      start: () => session.start(),
      take: () => session.takeSeat(),
      release: (seat) => session.releaseSeat(seat),
      addBot: () => session.addBot(),
      removeBot: (seat) => session.removeBot(seat),
    });
    // A new move clears the last rejection.
    if (s.moves !== movesSeen) {
      movesSeen = s.moves;
      rejectionNotice(ui.rejection, null, naming().words);
    }
    renderWaiting(ui.waiting, offerHost, s);
    offer.render(offerHost, s, isHost(s));
    const view =
      s.status === "waiting"
        ? null
        : decodeView(game.engine.viewSpec, s.view, mySeat !== null ? s.seats[mySeat]?.private : null);
    turns = view && s.status === "playing" && game.turnOrder ? game.turnOrder(view) : null;
    renderSeatList(ui.seats, s, mine(), naming(), turns);
    const legal = s.status === "playing" && session.connected ? session.legal : [];
    const log = session.log;
    const seatNames = playerNames(s).map((n) => n || OPEN_SEAT);
    if (view) canvas.draw({ view, legal, send: (a) => session.act(a), mySeat, seatNames, log });
    // My turn: I may act and, in a game with turns, the game waits on a seat of mine (not just an optional move).
    const held = session.heldSeats;
    alert.update(legal.length > 0 && (!turns || turns.waitingOn.some((seat) => held.includes(seat))));
    patchDebug({ status: s.status, mySeat, seats: session.heldSeats, view, legal, matchId: s.matchId });
    showEnd(mySeat);
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
    if (s) renderSeatList(ui.seats, s, mine(), naming(), turns);
    if (s) offer.render(offerHost, s, isHost(s));
    const deadline = s && session.mySeat !== null ? (s.seats[session.mySeat]?.reconnectDeadline ?? 0) : 0;
    if (!session.leftFor) reconnectBanner(ui.banner, session.droppedAt, deadline, s?.graceSeconds ?? 0);
    responseClock(ui.clock, s?.status === "playing" ? (s.responseDeadline ?? 0) : 0);
    const myMove = session.connected && session.legal.length > 0;
    turnClock(ui.turnClock, s?.status === "playing" ? (s.turnDeadline ?? 0) : 0, myMove, session.timedOut);
  };

  const cancel = () => {
    cancelAnimationFrame(queued);
    clearTimeout(waitedForLegal);
    waitedForLegal = 0;
  };

  return { naming, draw, schedule, tick, cancel };
}
