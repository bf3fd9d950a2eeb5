/**
 * Drawing the table page from the session: room info, seats, the waiting overlay, the game's view on the canvas
 * and the end screen, every player named by the one seat-naming helper (ui/seat-name.ts), and "your turn" in the
 * tab's title; the game's status bar and panels in the page (./status-bar.ts). A move's patch brings its view and
 * legal list together (docs/wire-contract.md): `schedule` draws them once, on the next frame, and an action chosen
 * there is sent with that frame's version. The view is decoded against the one drawn before (`decodeViewSince`):
 * what did not change is the same object as before, so only what the match changed is built anew. `tick` refreshes
 * what changes with the clock (reconnect countdowns, the response time).
 */
import { decodeViewSince } from "@tabletop/shared";
import type { AnyGameModule } from "../games/registry";
import type { TurnOrder } from "../games/types";
import type { GameSession } from "../net/session";
import type { RoomState } from "../net/types";
import { h, render, type ComponentChild } from "preact";
import { renderInto } from "../ui/dom";
import { patchDebug } from "../ui/debug";
import { OPEN_SEAT, seatWords, type SeatWords } from "../ui/seat-name";
import { count } from "../ui/words";
import { reconnectBanner, rejectionNotice, responseClock, turnClock } from "./banners";
import { endScreen } from "./end-screen";
import { PlayAgain } from "./play-again";
import type { TableLayout } from "./layout";
import { renderRoomInfo } from "./room-info";
import { botOffer } from "./bot-offer";
import { renderSeatList } from "./seat-list";
import { statusBar, type SkipOffer } from "./status-bar";
import type { TableCanvas } from "./table-canvas";
import type { TurnAlert } from "./turn-alert";

export interface TableFrame {
  /** The seats named as the page names them now (the log, rejections and the end screen use it). */
  naming(): SeatWords;
  draw(): void;
  /** Draws the game's parts of the page again (the status bar and the panels), after a pick on the canvas. */
  parts(): void;
  schedule(): void;
  tick(): void;
  /** Drops a frame scheduled and not yet drawn. */
  cancel(): void;
}

/** The players' names as the synced state's seats give them ("" for a seat nobody sits at). */
const playerNames = (s: RoomState | null) => (s?.seats ?? []).map((x) => (x.occupied ? x.name : ""));

/** "Waiting for the match to start", with the table's fill, its join code and, for the host, the bot offer. */
function renderWaiting(el: HTMLElement, offer: ComponentChild, s: RoomState): void {
  el.hidden = s.status !== "waiting";
  if (s.status !== "waiting") return;
  const seated = s.seats.filter((x) => x.occupied).length;
  renderInto(
    el,
    h("p", {}, `Waiting for the match to start · ${seated} of ${count(s.tableSize, "seat")} taken`),
    s.code && h("p", { class: "muted" }, "Invite friends with the code ", h("strong", { class: "code" }, s.code)),
    offer,
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
  /** The view drawn last (null before the match): the next one is decoded against it. */
  let shown: unknown = null;
  const isHost = (s: RoomState) => !session.spectator && session.heldSeats.includes(s.hostSeat);
  const waiting = (s: RoomState) => renderWaiting(ui.waiting, offer.view(s, isHost(s)), s);
  const offer = botOffer(
    (open) => {
      for (let i = 0; i < open; i++) session.addBot();
    },
    () => session.state && waiting(session.state),
  );
  const naming = () => seatWords(game, playerNames(session.state));
  let endDismissed = false;
  let endShown = false;
  /** Whose turn it is, from the last view drawn (the clock's redraw of the seat list keeps it). */
  let turns: TurnOrder | null = null;
  const mine = () => ({
    held: session.heldSeats,
    acting: session.mySeat,
    actFor: (seat: number) => session.actFor(seat),
  });

  const showEnd = (mySeat: number | null) => {
    if (!session.finished || endDismissed || endShown) return;
    endShown = true;
    renderInto(
      ui.endHost,
      endScreen(
        session.finished,
        naming(),
        mySeat,
        () => {
          endDismissed = true;
          renderInto(ui.endHost);
        },
        game.engine.game,
        h(PlayAgain, { session }),
      ),
    );
  };

  const draw = () => {
    const s = session.state;
    if (!s) return;
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
      rejectionNotice(ui.rejection, null);
    }
    waiting(s);
    clocks();
    const view =
      s.status === "waiting"
        ? null
        : decodeViewSince(game.engine.viewSpec, s.view, mySeat !== null ? s.seats[mySeat]?.private : null, shown);
    shown = view;
    turns = view && s.status === "playing" && game.turnOrder ? game.turnOrder(view) : null;
    renderSeatList(ui.seats, s, mine(), naming(), turns);
    const legal = s.status === "playing" && session.connected ? session.legal : [];
    // The version of this frame's list: a click on it, even once a newer state came, says what it was chosen from.
    const at = session.legalAt;
    const log = session.log;
    const seatNames = playerNames(s).map((n) => n || OPEN_SEAT);
    if (view) canvas.draw({ view, legal, send: (a) => session.act(a, at), mySeat, seatNames, log });
    parts(view !== null);
    // My turn: I may act and, in a game with turns, the game waits on a seat of mine (not just an optional move).
    const held = session.heldSeats;
    alert.update(legal.length > 0 && (!turns || turns.waitingOn.some((seat) => held.includes(seat))));
    patchDebug({
      status: s.status,
      mySeat,
      seats: session.heldSeats,
      view,
      legal,
      moves: session.legalAt,
      matchId: s.matchId,
    });
    showEnd(mySeat);
  };

  /**
   * "Skip to my turn" while a step waits out the table's pace and the game does not wait on a seat of mine (the
   * room's `paced`), else null. The others named are the people connected at the table who have not asked.
   */
  const skipOffer = (): SkipOffer | null => {
    const s = session.state;
    const held = session.heldSeats;
    if (!s?.paced || s.status !== "playing" || session.spectator || held.length === 0 || !session.connected)
      return null;
    if (turns ? turns.waitingOn.some((seat) => held.includes(seat)) : session.legal.length > 0) return null;
    const names = playerNames(s);
    const others = s.seats
      .filter((x) => x.occupied && x.connected && !x.bot && !x.standIn && !x.skipping && !held.includes(x.index))
      .map((x) => names[x.index]);
    return { asked: held.some((seat) => s.seats[seat]?.skipping), others, run: () => session.skip() };
  };

  /** The status bar and the game's panels, for the frame the canvas was given last (none before the match). */
  const parts = (shown = session.state?.status !== "waiting") => {
    const p = shown ? canvas.page() : null;
    render(statusBar(p, shown ? skipOffer() : null), ui.statusBar);
    render(p?.panels ?? null, ui.panels);
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
    if (s) waiting(s);
    const deadline = s && session.mySeat !== null ? (s.seats[session.mySeat]?.reconnectDeadline ?? 0) : 0;
    if (!session.leftFor) reconnectBanner(ui.banner, session.droppedAt, deadline, s?.graceSeconds ?? 0);
    clocks();
  };

  /** The response and turn clocks' banners: every second, and at once when a change brings new deadlines. */
  const clocks = () => {
    const s = session.state;
    responseClock(ui.clock, s?.status === "playing" ? (s.responseDeadline ?? 0) : 0);
    const myMove = session.connected && session.legal.length > 0;
    turnClock(ui.turnClock, s?.status === "playing" ? (s.turnDeadline ?? 0) : 0, myMove, session.timedOut, {
      perMove: (s?.turnSeconds ?? 0) > 0,
      banks: (s?.bankSeconds ?? 0) > 0,
    });
  };

  const cancel = () => cancelAnimationFrame(queued);

  return { naming, draw, parts: () => parts(), schedule, tick, cancel };
}
