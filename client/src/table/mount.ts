/**
 * Mounting the table page on one joined session: its layout, the game's canvas, and the session's events wired to
 * the drawing (frame.ts), the log, the notices, "your turn" (turn-alert.ts), leaving (asked first while the match is
 * in play: leave-dialog.ts) and the way back after a lost connection.
 */
import { CloseCodes } from "@tabletop/shared";
import type { AnyGameModule } from "../games/registry";
import { backToSeat, spectate } from "../net/join";
import type { GameSession } from "../net/session";
import { errorText, replaceChildren } from "../ui/dom";
import { setDebug } from "../ui/debug";
import { lostBanner, rejectionNotice } from "./banners";
import { appendEvents, showLog } from "./event-log";
import { tableFrame, type TableFrame } from "./frame";
import { tableLayout, type TableLayout } from "./layout";
import { createTableCanvas, type TableCanvas } from "./table-canvas";
import { confirmLeave } from "./leave-dialog";
import { turnAlert } from "./turn-alert";
import { chatPanel } from "./chat-panel";
import { currentIdentity } from "../net/identity";
import { howToPlayLink } from "../how-to-play/links";

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
  const ui = tableLayout(session.spectator);
  replaceChildren(outlet, ui.root);
  const canvas = await createTableCanvas(ui.canvasHost, game);
  if (life.disposed()) {
    canvas.destroy();
    return null;
  }
  const alert = turnAlert();
  life.onDispose(alert.dispose);
  if (!session.spectator) ui.controls.append(alert.toggle);
  ui.controls.append(howToPlayLink(game.engine.game, true));
  const frame = tableFrame(ui, session, game, canvas, alert);
  const chat = chatPanel({
    spectator: session.spectator,
    me: currentIdentity()?.playerId ?? null,
    say: (text) => session.say(text),
  });
  ui.chatHost.append(chat.element);
  chat.show(session.chat);
  life.onDispose(session.on("chat", chat.show));
  life.onDispose(session.on("timedOut", () => frame.tick()));
  setDebug({
    page: "game",
    roomId: session.roomId,
    targets: () => (life.disposed() ? [] : canvas.targets()),
    drawn: () => (life.disposed() ? { texts: [], labelled: [] } : canvas.drawn()),
    send: (type, payload) => session.room.send(type, payload),
  });
  showLog(ui.log, session.log, frame.naming().words);
  rejectionNotice(ui.rejection, session.lastRejection, frame.naming().words);
  wireSession(session, ui, frame, life);
  ui.leave.addEventListener("click", async () => {
    // A seat left in play is not freed: a bot plays it from then on, so the player is asked first.
    const inPlay = !session.spectator && session.state?.status === "playing" && !session.finished;
    if (inPlay && !(await confirmLeave(ui.root))) return;
    await session.leave();
    location.hash = "#/";
  });
  frame.draw();
  return canvas;
}

/** The session's events: redraw on change, log events, show rejections, and follow drops and leaves. */
function wireSession(session: GameSession, ui: TableLayout, frame: TableFrame, life: PageLife): void {
  /**
   * The grace window passed or the room refused the old session: join again (the seat comes back by player id).
   * A server that restarts reopens its matches under their old room ids a moment after it is back, so a refusal is
   * tried again for a while (REJOIN_TRIES) before the page asks the player.
   */
  let tries = 0;
  const rejoin = () => {
    tries += 1;
    replaceChildren(ui.banner, "Connection lost. Joining the table again…");
    ui.banner.hidden = false;
    (session.spectator ? spectate(session.roomId) : backToSeat(session.roomId, session.state?.matchId))
      .then(() => life.rerun())
      .catch((e) => {
        if (life.disposed()) return;
        if (tries < REJOIN_TRIES) window.setTimeout(rejoin, Math.min(REJOIN_MAX_MS, 250 * 2 ** tries));
        else lostBanner(ui.banner, errorText(e), manualRejoin);
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
    session.on("events", (events) => appendEvents(ui.log, events, frame.naming().words)),
    session.on("log", (log) => showLog(ui.log, log, frame.naming().words)),
    session.on("rejected", (r) => rejectionNotice(ui.rejection, r, frame.naming().words)),
    session.on("drop", connectionChanged),
    session.on("reconnect", connectionChanged),
    session.on("going", (g) => {
      replaceChildren(ui.banner, `${g.reason} Joining the table again when it is back…`);
      ui.banner.hidden = false;
    }),
    session.on("left", (l) => {
      if (l.consented || session.finished) return;
      frame.draw();
      // Another tab of mine took the seat: coming back is the player's call, not automatic.
      if (l.code === CloseCodes.TAKEN_OVER)
        lostBanner(ui.banner, l.reason || "the seat is open in another tab", manualRejoin);
      else rejoin();
    }),
  ];
  for (const off of offs) life.onDispose(off);
  const timer = window.setInterval(frame.tick, 1000);
  life.onDispose(() => window.clearInterval(timer));
}
