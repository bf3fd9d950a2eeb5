/**
 * The table page `#/room/<roomId>`: the Pixi table, seat list, host controls, event log,
 * reconnect banner, rejection notice and end screen, all driven by one GameSession.
 * This module is the page's lifetime (join, mount, mount again after a rejoin, leave); mount.ts mounts it.
 */
import { gameModule } from "../games/registry";
import { resume } from "../net/join";
import type { GameSession } from "../net/session";
import type { RoomState } from "../net/types";
import { h } from "preact";
import { errorText, renderInto } from "../ui/dom";
import { mountTable, type PageLife } from "./mount";
import type { TableCanvas } from "./table-canvas";

export function tablePage(outlet: HTMLElement, roomId: string): () => void {
  let disposed = false;
  let routed = true;
  let table: TableCanvas | null = null;
  const cleanups: (() => void)[] = [];

  /** Joining, or why the table cannot be shown (with the way back), in a host of its own in the outlet. */
  const loading = (message: string, failed: boolean) => {
    const host = document.createElement("div");
    host.className = "page-host";
    outlet.replaceChildren(host);
    renderInto(
      host,
      h(
        "section",
        { class: "game-loading" },
        h("p", { class: `status ${failed ? "error" : "info"}`, "data-testid": "game-status" }, message),
        failed && h("p", {}, h("a", { href: "#/" }, "Back to the lobby")),
      ),
    );
  };
  loading("Joining the table…", false);

  const life: PageLife = {
    disposed: () => disposed,
    onDispose: (cleanup) => cleanups.push(cleanup),
    rerun: () => rerun(),
  };

  const bind = async (session: GameSession) => {
    const first = session.state ?? (await firstState(session));
    if (disposed) return;
    const game = await gameModule(first.game);
    if (!game) throw new Error(`This client cannot show the game "${first.game}".`);
    if (disposed) return;
    table = await mountTable(outlet, session, game, life);
  };

  const start = () => {
    resume(roomId)
      .then(bind)
      .catch((err) => {
        if (disposed) return;
        loading(errorText(err), true);
      });
  };

  const dispose = () => {
    disposed = true;
    for (const c of cleanups.splice(0)) c();
    table?.destroy();
    table = null;
  };

  /** Mounts the page again on the room's new session (after a rejoin), unless the route has moved on. */
  const rerun = () => {
    if (!routed) return;
    dispose();
    disposed = false;
    start();
  };

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
