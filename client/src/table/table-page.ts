/**
 * The table page `#/room/<roomId>`: the Pixi table, seat list, host controls, event log,
 * reconnect banner, rejection notice and end screen, all driven by one GameSession.
 */
import { CloseCodes, decodeView } from "@tabletop/shared";
import { gameModule, type AnyGameModule } from "../games/registry";
import { joinOpen, resume, spectate } from "../net/join";
import type { GameSession } from "../net/session";
import type { RoomState } from "../net/types";
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { patchDebug, setDebug } from "../ui/debug";
import { lostBanner, reconnectBanner, rejectionNotice } from "./banners";
import { endScreen } from "./end-screen";
import { appendEvents } from "./event-log";
import { renderRoomInfo } from "./room-info";
import { renderSeatList } from "./seat-list";
import { createTableCanvas, type TableCanvas } from "./table-canvas";

export function tablePage(outlet: HTMLElement, roomId: string): () => void {
  let disposed = false;
  let table: TableCanvas | null = null;
  const cleanups: (() => void)[] = [];

  const status = h("p", { class: "status info", testid: "game-status" }, "Joining the table…");
  replaceChildren(outlet, h("section", { class: "game-loading" }, status));

  const bind = async (session: GameSession) => {
    const first = session.state ?? (await firstState(session));
    if (disposed) return;
    const game = await gameModule(first.game);
    if (!game) throw new Error(`This client cannot show the game "${first.game}".`);
    if (disposed) return;
    await mount(session, game);
  };

  const mount = async (session: GameSession, game: AnyGameModule) => {
    const banner = h("div", { class: "banner warn", testid: "reconnect-banner", hidden: true });
    const rejection = h("div", { class: "banner error keeps-row", testid: "rejection", hidden: true });
    const canvasHost = h("div", { class: "table-host" });
    const waiting = h("div", { class: "waiting-overlay", testid: "waiting", hidden: true });
    const info = h("div", { class: "room-info" });
    const seats = h("ul", { class: "seat-list", testid: "seat-list" });
    const log = h("ol", { class: "event-log", testid: "event-log" });
    const leave = h(
      "button",
      { class: "secondary", testid: "leave" },
      session.spectator ? "Stop watching" : "Leave table",
    );
    const endHost = h("div");
    replaceChildren(
      outlet,
      h(
        "section",
        { class: "game-page" },
        h(
          "div",
          { class: "table-column" },
          banner,
          rejection,
          h("div", { class: "table-frame" }, canvasHost, waiting),
          endHost,
        ),
        h("aside", { class: "side" }, info, h("h3", {}, "Seats"), seats, h("h3", {}, "Log"), log, leave),
      ),
    );
    table = await createTableCanvas(canvasHost, game);
    if (disposed) {
      table.destroy();
      return;
    }

    let movesSeen = -1;
    let endDismissed = false;
    const names = (s: RoomState) => s.seats.map((x) => (x.occupied ? x.name : `Seat ${x.index + 1}`));

    const draw = () => {
      const s = session.state;
      if (!s || !table) return;
      const mySeat = session.mySeat;
      renderRoomInfo(info, game.title, s, mySeat, session.spectator, () => session.start());
      renderSeatList(seats, s, mySeat);
      if (s.moves !== movesSeen) {
        movesSeen = s.moves;
        rejectionNotice(rejection, null);
      }
      waiting.hidden = s.status !== "waiting";
      if (s.status === "waiting") {
        const seated = s.seats.filter((x) => x.occupied).length;
        replaceChildren(
          waiting,
          h("p", {}, `Waiting for the match to start · ${seated}/${s.tableSize} seated`),
          s.code && h("p", { class: "muted" }, "Invite friends with the code ", h("strong", { class: "code" }, s.code)),
        );
      }
      const view =
        s.status === "waiting"
          ? null
          : decodeView(game.engine.viewSpec, s.view, mySeat !== null ? s.seats[mySeat]?.private : null);
      const legal = s.status === "playing" && session.connected ? session.legal : [];
      if (view) table.draw({ view, legal, send: (a) => session.act(a), mySeat, seatNames: names(s) });
      patchDebug({ status: s.status, mySeat, view, legal, matchId: s.matchId });
      if (session.finished && !endDismissed && !endHost.firstChild) {
        endHost.append(
          endScreen(session.finished, s, mySeat, () => {
            endDismissed = true;
            endHost.replaceChildren();
          }),
        );
      }
    };
    // A move brings a patch, events and a new legal list back to back: draw them once, on the next frame.
    let queued = 0;
    const schedule = () => {
      if (!queued)
        queued = requestAnimationFrame(() => {
          queued = 0;
          draw();
        });
    };
    cleanups.push(() => cancelAnimationFrame(queued));
    const tick = () => {
      const s = session.state;
      if (s) renderSeatList(seats, s, session.mySeat);
      const mine = s && session.mySeat !== null ? (s.seats[session.mySeat]?.reconnectDeadline ?? 0) : 0;
      if (!session.leftFor) reconnectBanner(banner, session.droppedAt, mine, s?.graceSeconds ?? 0);
    };

    /** The grace window passed or the room refused the old session: join again (the seat comes back by player id). */
    const rejoin = () => {
      replaceChildren(banner, "Connection lost. Joining the table again…");
      banner.hidden = false;
      (session.spectator ? spectate : joinOpen)(session.roomId)
        .then(() => rerun())
        .catch((e) => lostBanner(banner, errorText(e), rejoin));
    };

    setDebug({
      page: "game",
      roomId: session.roomId,
      targets: () => table?.targets() ?? [],
      send: (type, payload) => session.room.send(type, payload),
    });
    appendEvents(log, session.log);
    rejectionNotice(rejection, session.lastRejection);
    cleanups.push(
      session.on("state", schedule),
      session.on("seat", schedule),
      session.on("legal", schedule),
      session.on("finished", schedule),
      session.on("events", (events) => appendEvents(log, events)),
      session.on("rejected", (r) => rejectionNotice(rejection, r)),
      session.on("drop", () => {
        tick();
        schedule();
      }),
      session.on("reconnect", () => {
        tick();
        schedule();
      }),
      session.on("left", (l) => {
        if (l.consented || session.finished) return;
        draw();
        // Another tab of mine took the seat: coming back is the player's call, not automatic.
        if (l.code === CloseCodes.TAKEN_OVER) lostBanner(banner, l.reason || "the seat is open in another tab", rejoin);
        else rejoin();
      }),
    );
    const timer = window.setInterval(tick, 1000);
    cleanups.push(() => window.clearInterval(timer));
    leave.addEventListener("click", async () => {
      await session.leave();
      location.hash = "#/";
    });
    draw();
  };

  /** Mounts the page again on the room's new session (after a rejoin), unless the route has moved on. */
  const rerun = () => {
    if (!routed) return;
    dispose();
    disposed = false;
    start();
  };

  const start = () => {
    resume(roomId)
      .then(bind)
      .catch((err) => {
        if (disposed) return;
        setStatus(status, errorText(err));
        replaceChildren(
          outlet,
          h("section", { class: "game-loading" }, status, h("p", {}, h("a", { href: "#/" }, "Back to the lobby"))),
        );
      });
  };

  const dispose = () => {
    disposed = true;
    for (const c of cleanups.splice(0)) c();
    table?.destroy();
    table = null;
  };

  let routed = true;
  start();
  return () => {
    routed = false;
    dispose();
  };
}

function firstState(session: GameSession): Promise<RoomState> {
  return new Promise((resolve) => {
    const off = session.on("state", (s) => {
      off();
      resolve(s);
    });
  });
}
