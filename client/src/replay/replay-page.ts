/**
 * The replay `#/replay/<matchId>[/<move>]`: every state rebuilt in the browser from the stored seed
 * and actions with the shared engine, drawn with the game's own renderer, each move labelled with the
 * live log's words. Keys and autoplay: ./keys.ts, ./autoplay.ts; the link to a move: ./move-link.ts.
 * A match still in play has no replay yet (./live-notice.ts).
 */
import { replayStates, RULES_SEAT, type GameEvent } from "@tabletop/shared";
import { createTableCanvas, type TableCanvas } from "../table/table-canvas";
import { gameModule } from "../games/registry";
import { fetchMatch } from "../net/api";
import { currentIdentity } from "../net/identity";
import type { EndedMatchRecord } from "../net/types";
import { errorText, h, replaceChildren, setStatus } from "../ui/dom";
import { patchDebug, setDebug } from "../ui/debug";
import { OPEN_SEAT, seatWords, type SeatWords } from "../ui/seat-name";
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
  const status = h("p", { class: "status info", testid: "replay-status" }, "Loading the match…");
  replaceChildren(outlet, h("section", { class: "replay-page" }, status));

  const run = async () => {
    const identity = currentIdentity();
    const match = await fetchMatch(matchId, identity?.token);
    const game = await gameModule(match.game);
    if (!game) throw new Error(`This client cannot replay the game "${match.game}".`);
    if (match.live) {
      if (!disposed) replaceChildren(outlet, liveNotice(match, game.title, identity?.playerId ?? null));
      return;
    }
    // A match stored under other rules (Engine.version) would not replay move for move: say so instead.
    if (match.engineVersion !== game.engine.version) {
      const result = match.outcome ? ` Its result: ${match.outcome.summary}` : "";
      if (!disposed)
        setStatus(
          status,
          `This match was played under version ${match.engineVersion} of the ${game.title} rules; this client has version ${game.engine.version}, so it cannot be replayed.${result}`,
          "info",
        );
      return;
    }
    const { states, events } = replayStates(game.engine, match.seed, match.seats.length, match.options, match.actions);
    if (disposed) return;

    const naming = seatWords(
      game,
      match.seats.map((s) => s.name),
    );
    const seatNames = match.seats.map((s) => s.name || OPEN_SEAT);
    const viewpoint = h(
      "select",
      { testid: "replay-viewpoint" },
      h("option", { value: "" }, "Public view"),
      ...seatNames.map((_, i) => h("option", { value: String(i) }, `${naming.name(i)}'s view`)),
    );
    const outcome = h("p", { class: "muted", testid: "replay-outcome" });
    const canvasHost = h("div", { class: "table-host" });
    const labels = states.map((_, i) => moveLabel(match, i, events[i], naming));
    let step = 0;
    const link = moveLink(matchId);
    const chat = replayChat(match.chat ?? []);
    const show = (i: number) => {
      step = i;
      link.follow(i);
      chat.at(i);
      const seat = viewpoint.value === "" ? null : Number(viewpoint.value);
      const view = game.engine.view(states[i], seat);
      table?.draw({ view, legal: [], send: () => {}, mySeat: seat, seatNames });
      const o = game.engine.outcome(states[i]);
      outcome.textContent = o ? naming.words(o.summary) : "";
      patchDebug({ view, status: o ? "finished" : "playing" });
    };
    const scrub = scrubber(labels, show);
    const play = autoplay(scrub);
    viewpoint.addEventListener("change", () => show(step));

    replaceChildren(
      outlet,
      h(
        "section",
        { class: "game-page replay-page" },
        h("div", { class: "table-column" }, h("div", { class: "table-frame" }, canvasHost)),
        h(
          "aside",
          { class: "side" },
          h("h2", {}, `Replay · ${game.title}`),
          h("p", { class: "muted" }, seatNames.map((_, i) => naming.name(i)).join(" vs ")),
          h("label", { class: "field" }, h("span", {}, "Show"), viewpoint),
          outcome,
          play.element,
          scrub.element,
          link.element,
          chat.element,
          h("p", { class: "muted" }, "Keys: ← → a move, Home / End the deal / the end, space plays or pauses."),
          h("a", { href: "#/history" }, "Back to history"),
        ),
      ),
    );
    table = await createTableCanvas(canvasHost, game);
    if (disposed) return table.destroy();
    setDebug({ page: "replay", matchId, steps: states.length, targets: () => [] });
    scrub.set(startStep);
    stopKeys = replayKeys(scrub, play);
    stopPlay = play.stop;
  };
  run().catch((err) => !disposed && setStatus(status, errorText(err)));

  return () => {
    disposed = true;
    stopKeys();
    stopPlay();
    table?.destroy();
  };
}
