/**
 * Mounting the table page on one joined session: its layout, the game's canvas, and the session's events wired to
 * the drawing (frame.ts), the log, the notices, "your turn" (turn-alert.ts), leaving (asked first while the match is
 * in play: leave-dialog.ts) and the way back after a lost connection.
 */
import { CloseCodes } from "@tabletop/shared";
import type { AnyGameModule } from "../games/registry";
import { backToSeat, spectate } from "../net/join";
import type { GameSession } from "../net/session";
import { h } from "preact";
import { errorText, renderInto } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { lostBanner, rejectionNotice } from "./banners";
import { eventLog, type EventLog } from "./event-log";
import { tableFrame, type TableFrame } from "./frame";
import { tableLayout, type TableLayout } from "./layout";
import { createTableCanvas, type TableCanvas } from "./table-canvas";
import { confirmLeave } from "./leave-dialog";
import { turnAlert } from "./turn-alert";
import { chatPanel } from "./chat-panel";
import { currentIdentity } from "../net/identity";
import { tableHowToPlay } from "../how-to-play/links";

/** Joins tried on their own after the connection was lost for good (about a minute in all), and the longest pause. */
const REJOIN_TRIES = 20;
const REJOIN_MAX_MS = 4000;

/** What the page's lifetime gives a mounted table. */
export interface PageLife {
  /** The route has moved on or the page is being mounted again. */
  disposed(): boolean;
  /** Run when the page goes (in the order given). */
  onDispose(cleanup: () => void): void;
  /** Mount the page again on the room's new session (after a rejoin). */
  rerun(): void;
}

export async function mountTable(
  outlet: HTMLElement,
  session: GameSession,
  game: AnyGameModule,
  life: PageLife,
): Promise<TableCanvas | null> {
  // A host of its own in the outlet, which Preact renders the page into afresh at every mount.
  const host = document.createElement("div");
  host.className = "page-host";
  outlet.replaceChildren(host);
  const ui = tableLayout(host);
  if (game.boardOnly) ui.root.dataset.board = "only";
  ui.root.dataset.game = game.engine.game;
  // A pick on the canvas (a dwarf selected) changes the status bar's buttons: the page's parts are drawn again.
  let parts = () => {};
  const canvas = await createTableCanvas(ui.canvasHost, game, () => parts());
  if (life.disposed()) {
    canvas.destroy();
    return null;
  }
  const alert = turnAlert();
  life.onDispose(alert.dispose);
  const frame = tableFrame(ui, session, game, canvas, alert);
  renderInto(
    ui.controls,
    h(
      "button",
      {
        key: "leave",
        class: "secondary",
        "data-testid": "leave",
        onClick: async () => {
          // A seat left in play is not freed: a bot plays it from then on, so the player is asked first.
          const inPlay = !session.spectator && session.state?.status === "playing" && !session.finished;
          if (inPlay && !(await confirmLeave(ui.root))) return;
          await session.leave();
          location.hash = "#/";
        },
      },
      session.spectator ? "Stop watching" : "Leave table",
    ),
    session.spectator ? null : alert.toggle,
    tableHowToPlay(game.engine.game),
  );
  parts = frame.parts;
  const chat = chatPanel(ui.chatHost, {
    spectator: session.spectator,
    me: currentIdentity()?.playerId ?? null,
    say: (text) => session.say(text),
  });
  chat.show(session.chat);
  life.onDispose(session.on("chat", chat.show));
  life.onDispose(session.on("timedOut", () => frame.tick()));
  setDebug({
    page: "game",
    roomId: session.roomId,
    targets: () => (life.disposed() ? [] : canvas.targets()),
    drawn: () => (life.disposed() ? { texts: [], labelled: [] } : canvas.drawn()),
    census: () => (life.disposed() ? { objects: 0, fresh: 0, built: 0, loose: 0 } : canvas.census()),
    send: (type, payload) => session.room.send(type, payload),
    redraw: () => frame.draw(),
  });
  const log = eventLog(ui.log, game.engine.game, () => frame.naming().said);
  log.show(session.log);
  rejectionNotice(ui.rejection, session.lastRejection, frame.naming().said, game.engine.game);
  wireSession(session, ui, frame, log, life);
  frame.draw();
  keepStatusBarRoom(ui, life);
  return canvas;
}

/**
 * The status bar's room (`--status-bar-height`): under the board in a window, fixed to the screen's bottom on a phone
 * (style.css), where the page leaves room for it under the rest. The room only grows while the window keeps its size:
 * a bar with fewer choices leaves its room empty rather than hand it to the board, so the board keeps its size from
 * move to move (a board resized is drawn again, and moves under a finger about to tap it).
 */
function keepStatusBarRoom(ui: TableLayout, life: PageLife): void {
  const bar = ui.statusBar.firstElementChild as HTMLElement | null;
  if (!bar) return;
  let room = 0;
  const fit = (grow: boolean) => {
    room = grow ? Math.max(room, bar.offsetHeight) : bar.offsetHeight;
    ui.root.style.setProperty("--status-bar-height", `${room}px`);
  };
  const barSize = new ResizeObserver(() => fit(true));
  barSize.observe(bar);
  const windowSize = () => fit(false);
  window.addEventListener("resize", windowSize);
  life.onDispose(() => {
    barSize.disconnect();
    window.removeEventListener("resize", windowSize);
  });
}

/** The session's events: redraw on change, log events, show rejections, and follow drops and leaves. */
function wireSession(session: GameSession, ui: TableLayout, frame: TableFrame, log: EventLog, life: PageLife): void {
  /**
   * The grace window passed or the room refused the old session: join again (the seat comes back by player id).
   * A server that restarts reopens its matches under their old room ids a moment after it is back, so a refusal is
   * tried again for a while (REJOIN_TRIES) before the page asks the player.
   */
  let tries = 0;
  const rejoin = () => {
    tries += 1;
    renderInto(ui.banner, "Connection lost. Joining the table again…");
    ui.banner.hidden = false;
    (session.spectator ? spectate(session.roomId) : backToSeat(session.roomId, session.state?.matchId))
      .then(() => life.rerun())
      .catch((e) => {
        if (life.disposed()) return;
        if (tries < REJOIN_TRIES) window.setTimeout(rejoin, Math.min(REJOIN_MAX_MS, 250 * 2 ** tries));
        else lostBanner(ui.banner, `Could not join the table again: ${errorText(e)}`, manualRejoin);
      });
  };
  const manualRejoin = () => {
    tries = 0;
    rejoin();
  };
  const connectionChanged = () => {
    frame.tick();
    frame.schedule();
  };
  life.onDispose(frame.cancel);
  const offs = [
    session.on("state", frame.schedule),
    session.on("seat", frame.schedule),
    session.on("legal", frame.schedule),
    session.on("finished", frame.schedule),
    session.on("events", (events) => log.append(events)),
    session.on("log", (lines) => log.show(lines)),
    session.on("rejected", (r) => rejectionNotice(ui.rejection, r, frame.naming().said, session.state?.game)),
    session.on("drop", connectionChanged),
    session.on("reconnect", connectionChanged),
    session.on("going", (g) => {
      renderInto(ui.banner, `${g.reason} Joining the table again when it is back…`);
      ui.banner.hidden = false;
    }),
    session.on("left", (l) => {
      if (l.consented || session.finished) return;
      frame.draw();
      // Another tab of mine took the seat: coming back is the player's call, not automatic.
      if (l.code === CloseCodes.TAKEN_OVER)
        lostBanner(ui.banner, l.reason || "Your seat is open in another tab.", manualRejoin);
      else rejoin();
    }),
  ];
  for (const off of offs) life.onDispose(off);
  const timer = window.setInterval(frame.tick, 1000);
  life.onDispose(() => window.clearInterval(timer));
}
