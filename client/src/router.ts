/**
 * Hash routes: `#/` lobby, `#/join/<code>`, `#/room/<roomId>`, `#/history[?limit=N]`, `#/replay/<id>[/<move>]`,
 * `#/sign-in/<code>`, `#/how-to-play/<game>`, `#/rulings/<game>[/<ruling id>]`, `#/player/<id>`,
 * `#/leaderboard/<game>`, `#/records/<game>/<track>`, `#/daily/<game>/<track>/<day>`.
 * Each page mounts into the outlet and returns its cleanup.
 */
import { tablePage } from "./table/table-page";
import { historyPage } from "./history/history-page";
import { lobbyPage } from "./lobby/lobby-page";
import { signInPage } from "./lobby/sign-in-page";
import { PENDING_JOIN } from "./lobby/code-panel";
import { joinByCode } from "./net/join";
import { currentIdentity } from "./net/identity";
import { replayPage } from "./replay/replay-page";
import { linkedMove } from "./replay/move-link";
import { howToPlayPage } from "./how-to-play/how-to-play-page";
import { rulingsPage } from "./how-to-play/rulings-page";
import { playerPage } from "./players/player-page";
import { leaderboardPage } from "./players/leaderboard-page";
import { dailyBoardPage, recordBoardPage } from "./players/record-board-page";
import { h } from "preact";
import { errorText, pageInto } from "./ui/dom";

type Cleanup = () => void;

/** `#/join/<code>`: join the private table, then show it (the code is the room id). */
function joinLinkPage(outlet: HTMLElement, code: string): Cleanup {
  if (!currentIdentity()) {
    sessionStorage.setItem(PENDING_JOIN, code);
    location.replace("#/");
    return () => {};
  }
  pageInto(outlet, h("p", { class: "status info" }, `Joining table ${code}…`));
  joinByCode(code)
    .then((s) => location.replace(`#/room/${s.roomId}`))
    .catch((err) =>
      pageInto(
        outlet,
        h("p", { class: "status error", "data-testid": "join-error" }, errorText(err)),
        h("a", { href: "#/" }, "Back to the lobby"),
      ),
    );
  return () => {};
}

export function startRouter(outlet: HTMLElement, onIdentity: () => void): void {
  let cleanup: Cleanup = () => {};
  const route = () => {
    cleanup();
    const [, page = "", arg = "", sub, ...more] = location.hash.replace(/^#/, "").split("?")[0].split("/");
    const param = decodeURIComponent(arg);
    document.body.dataset.page = page || "lobby";
    if (page === "join" && param) cleanup = joinLinkPage(outlet, param);
    else if (page === "room" && param) cleanup = tablePage(outlet, param);
    else if (page === "history") cleanup = historyPage(outlet);
    else if (page === "replay" && param) cleanup = replayPage(outlet, param, linkedMove(sub));
    else if (page === "how-to-play" && param) cleanup = howToPlayPage(outlet, param);
    else if (page === "rulings" && param) cleanup = rulingsPage(outlet, param, sub && decodeURIComponent(sub));
    else if (page === "sign-in" && param) cleanup = signInPage(outlet, param);
    else if (page === "player" && param) cleanup = playerPage(outlet, param);
    else if (page === "leaderboard" && param) cleanup = leaderboardPage(outlet, param);
    else if (page === "records" && param && sub)
      cleanup = recordBoardPage(outlet, param, [sub, ...more].map(decodeURIComponent).join("/"));
    else if (page === "daily" && param && sub && more[0])
      cleanup = dailyBoardPage(outlet, param, decodeURIComponent(sub), decodeURIComponent(more[0]));
    else cleanup = lobbyPage(outlet, onIdentity);
  };
  window.addEventListener("hashchange", route);
  route();
}
