/**
 * The replay `#/replay/<matchId>[/<move>]`: every state rebuilt in the browser from the stored seed
 * and actions with the shared engine, drawn with the game's own renderer (the canvas, its prompt and its panels),
 * each move labelled with the live log's words. Rendered with Preact from the page's state (the step, the view
 * chosen), so the move list keeps its scroll position and a control its focus as the scrubber moves. Keys and
 * autoplay: ./keys.ts, ./autoplay.ts; the link to a move: ./move-link.ts. A match still in play has no replay yet
 * (./live-notice.ts).
 */
import { replayStates, RULES_SEAT, type GameEvent } from "@tabletop/shared";
import { h } from "preact";
import { createTableCanvas, type TableCanvas } from "../table/table-canvas";
import { statusBar } from "../table/status-bar";
import { gameModule } from "../games/registry";
import { fetchMatch } from "../net/api";
import { currentIdentity } from "../net/identity";
import type { EndedMatchRecord } from "../net/types";
import type { TableParts } from "../games/types";
import { keepScroll } from "../table/keep-scroll";
import { errorText, pageInto, renderInto, statusLine, type Status } from "../ui/dom";
import { patchDebug, setDebug } from "../ui/debug";
import { OPEN_SEAT, seatWords, type SeatWords } from "../ui/seat-name";
import { playerLinks } from "../players/player-link";
import { autoplay } from "./autoplay";
import { replayKeys } from "./keys";
import { liveNotice } from "./live-notice";
import { moveLink } from "./move-link";
import { scrubber } from "./scrubber";
import { replayChat } from "./replay-chat";

/**
 * A move in the words of the live log (its public lines, with the players named). Every move of the three games
 * logs a public line; a move that logged none would be named by who made it and its type, never as JSON.
 */
function moveLabel(m: EndedMatchRecord, step: number, events: GameEvent[], naming: SeatWords): string {
  if (step === 0) return "Deal";
  const shown = events.filter((e) => e.to === undefined).map((e) => naming.words(e.text));
  if (shown.length) return shown.join(" ");
  const a = m.actions[step - 1];
  const who = a.seat === RULES_SEAT ? "The rules" : naming.name(a.seat);
  const type = (a.action as { type?: unknown }).type;
  return `${who}: ${typeof type === "string" ? type.replace(/[-_]/g, " ") : "a move"}.`;
}

export function replayPage(outlet: HTMLElement, matchId: string, startStep = 0): () => void {
  let disposed = false;
  let table: TableCanvas | null = null;
  let stopKeys = () => {};
  let stopPlay = () => {};
  setDebug({ page: "replay", matchId });
  /** What the page shows until the replay is drawn: loading, or why there is none. */
  const waiting = (status: Status) =>
    h("section", { key: "waiting", class: "replay-page" }, statusLine("replay-status", status));
  const host = pageInto(outlet, waiting({ text: "Loading the match…", kind: "info" }));
  const say = (status: Status) => !disposed && renderInto(host, waiting(status));

  const run = async () => {
    const identity = currentIdentity();
    const match = await fetchMatch(matchId, identity?.token);
    const game = await gameModule(match.game);
    if (!game) throw new Error(`This client cannot replay the game "${match.game}".`);
    if (disposed) return;
    if (match.live) {
      const notice = liveNotice(match, game.title, identity?.playerId ?? null, () => draw());
      const draw = () => !disposed && renderInto(host, notice.view());
      return draw();
    }
    // A match stored under other rules (Engine.version) would not replay move for move: say so instead.
    if (match.engineVersion !== game.engine.version) {
      const summary =
        match.outcome &&
        seatWords(
          game,
          match.seats.map((s) => s.name),
        ).words(match.outcome.summary);
      const result = summary ? ` Its result: ${summary}` : "";
      return say({
        text: `This match was played under version ${match.engineVersion} of the ${game.title} rules; this client has version ${game.engine.version}, so it cannot be replayed.${result}`,
        kind: "info",
      });
    }
    const { states, events } = replayStates(game.engine, match.seed, match.seats.length, match.options, match.actions);
    if (disposed) return;

    const naming = seatWords(
      game,
      match.seats.map((s) => s.name),
    );
    const seatNames = match.seats.map((s) => s.name || OPEN_SEAT);
    const labels = states.map((_, i) => moveLabel(match, i, events[i], naming));
    /** The step shown, whose view ("" public, or a seat's), its page parts from the renderer and its outcome. */
    let step = 0;
    let viewpoint = "";
    let parts: TableParts | null = null;
    let outcome = "";
    let canvasHost: HTMLElement | null = null;
    const link = moveLink(matchId, () => draw());
    const chat = replayChat(match.chat ?? []);
    const show = (i: number) => {
      step = i;
      link.follow(i);
      const seat = viewpoint === "" ? null : Number(viewpoint);
      const view = game.engine.view(states[i], seat);
      table?.draw({ view, legal: [], send: () => {}, mySeat: seat, seatNames, log: [] });
      parts = table?.page() ?? null;
      const o = game.engine.outcome(states[i]);
      outcome = o ? naming.words(o.summary) : "";
      draw();
      patchDebug({ view, status: o ? "finished" : "playing" });
    };
    const scrub = scrubber(labels, show);
    const play = autoplay(scrub, () => draw());

    // The board with its prompt, and under them the replay's controls; beside them the move list, which takes the
    // height the side column has left, and the game's panels with the talk, in a box that scrolls (style.css).
    const page = () =>
      h(
        "section",
        { key: "replay", class: "game-page replay-page" },
        h(
          "div",
          { class: "table-column" },
          h(
            "div",
            { class: "table-frame" },
            // The game's canvas goes in here (createTableCanvas); Preact renders nothing into it.
            h("div", { class: "table-host", ref: (el: HTMLElement | null) => void (canvasHost = el ?? canvasHost) }),
          ),
          h("div", { class: "status-bar-host" }, statusBar(parts)),
          h(
            "div",
            { class: "replay-controls" },
            scrub.range(),
            h("div", { class: "row" }, scrub.buttons(), play.view(), link.view()),
          ),
        ),
        h(
          "aside",
          { class: "side" },
          h("h2", {}, `Replay · ${game.title}`),
          h(
            "p",
            { class: "muted", "data-testid": "replay-players" },
            playerLinks(
              match.seats.map((s, i) => ({ playerId: s.bot ? null : s.playerId, name: naming.name(i) })),
              " vs ",
            ),
          ),
          h(
            "label",
            { class: "replay-viewpoint" },
            h("span", {}, "Show"),
            h(
              "select",
              {
                "data-testid": "replay-viewpoint",
                value: viewpoint,
                onChange: (e: Event) => {
                  viewpoint = (e.currentTarget as HTMLSelectElement).value;
                  show(step);
                },
              },
              h("option", { value: "" }, "Public view"),
              seatNames.map((_, i) => h("option", { key: i, value: String(i) }, `${naming.name(i)}'s view`)),
            ),
          ),
          h("p", { class: "muted", "data-testid": "replay-outcome", hidden: !outcome }, outcome),
          scrub.moves(),
          h(
            "div",
            { class: "replay-details" },
            h("div", { class: "game-panels", "data-testid": "game-panels" }, parts?.panels ?? null),
            chat.view(step),
            h("p", { class: "muted" }, "Keys: ← → a move, Home / End the deal / the end, space plays or pauses."),
          ),
          h("a", { href: "#/history" }, "Back to history"),
        ),
      );
    // The chat follows its newest line while it is scrolled to its end; everything else keeps its place.
    const draw = () => !disposed && keepScroll(chat.list(), () => renderInto(host, page()));

    draw();
    table = await createTableCanvas(canvasHost!, game);
    if (disposed) return table.destroy();
    setDebug({ page: "replay", matchId, steps: states.length, targets: () => [] });
    scrub.set(startStep);
    stopKeys = replayKeys(scrub, play);
    stopPlay = play.stop;
  };
  run().catch((err) => say({ text: errorText(err), kind: "error" }));

  return () => {
    disposed = true;
    stopKeys();
    stopPlay();
    table?.destroy();
  };
}
