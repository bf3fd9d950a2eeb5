/**
 * Xorlosch's panels in the page's side column (preact vnodes, table/kit.ts pagePanel): the scores of every seat, the
 * quests (each task's square and profession, who is strongest there now, the preview and the stacks), what is under
 * way (the open proposal, the tie, the response window, the selected dwarf's path), the levels of a player's dwarves,
 * my magic items and the legend. They say what is; every action has its button in the status bar (./bar.ts).
 */
import { h, type ComponentChild } from "preact";
import { pagePanel } from "../../table/kit";
import { QUESTS_PER_COLOUR, TASK_CARDS } from "@tabletop/shared/xorlosch/index";
import { askedPosition } from "@tabletop/shared/xorlosch/diplomacy";
import { evaluateQuest } from "@tabletop/shared/xorlosch/majority";
import type { Colour, ItemType } from "@tabletop/shared/xorlosch/types";
import { count } from "../../ui/words";
import { waitedOn } from "../../ui/seat-name";
import { dwarfName, taskName } from "./bar";
import { seatName, type Ctx } from "./ctx";
import { budgetFor, routes } from "./path";
import { ITEM_NAME, QUEST_FILL, SEAT_FILL } from "./theme";

const COLOURS: readonly Colour[] = ["green", "blue", "red"];
const TITLE: Record<Colour, string> = { green: "Green", blue: "Blue", red: "Red (Dragon)" };
const css = (n: number) => `#${n.toString(16).padStart(6, "0")}`;

/** A seat's colour as a small square, beside its name. */
const swatch = (seat: number): ComponentChild =>
  h("span", { class: "swatch", style: { background: css(SEAT_FILL[seat] ?? 0x888888) }, "aria-hidden": "true" });

function scores(ctx: Ctx): ComponentChild {
  const v = ctx.view;
  return pagePanel(
    "scores",
    "Scores",
    h(
      "ul",
      { class: "panel-list" },
      v.players.map((p, seat) => {
        const active = seat === v.active && v.phase !== "over";
        const alive = p.dwarves.filter((d) => d.square !== null).length;
        const held = v.items
          .filter((i) => i.holder === seat)
          .map((i) => `${ITEM_NAME[i.type]}${i.crossed ? " ✗" : ""}`);
        return h(
          "li",
          { key: seat, class: active ? "active" : undefined },
          swatch(seat),
          h("strong", {}, `${active ? "▶ " : ""}${seatName(ctx, seat)}${seat === ctx.mySeat ? " · you" : ""}`),
          h(
            "div",
            { class: "muted" },
            `Tasks ${p.score} · levels ${p.totalLevels} (${p.freeLevels} free) · dwarves ${alive}`,
            held.length ? ` · ${held.join(", ")}` : "",
          ),
        );
      }),
    ),
  );
}

function quest(ctx: Ctx, colour: Colour): ComponentChild {
  const v = ctx.view;
  const cards = v.quests[colour];
  const ev = cards ? evaluateQuest(ctx.state, colour) : null;
  const tasks = (cards ?? []).map((card, i) => {
    const tops = ev?.tops[i] ?? [];
    const who = tops.length ? ` · strongest: ${tops.map((s) => seatName(ctx, s)).join(", ")}` : " · nobody yet";
    return h("li", { key: card }, `${taskName(card)}${who}`);
  });
  const previews = v.previews[colour] ?? [];
  return h(
    "div",
    { key: colour, class: "quest", style: { borderColor: css(QUEST_FILL[colour]) } },
    h(
      "strong",
      {},
      `${TITLE[colour]} · solved ${v.solved[colour]}/${QUESTS_PER_COLOUR[colour]} · stack ${v.stackCounts[colour]}`,
    ),
    cards ? h("ul", { class: "panel-list" }, tasks) : h("p", { class: "muted" }, "No quest left"),
    previews.length
      ? h("p", { class: "muted" }, `Next: ${previews.map((c) => `${TASK_CARDS[c].square}`).join(", ")}`)
      : null,
  );
}

function diplomacy(ctx: Ctx): ComponentChild[] {
  const p = ctx.view.pending;
  if (p?.kind !== "diplomacy") return [];
  const cards = ctx.view.quests[p.quest] ?? [];
  const asked = askedPosition(p);
  return [
    h("p", {}, `${seatName(ctx, ctx.view.active)} proposes the ${p.quest} quest; squares are asked in this order.`),
    h(
      "ol",
      { class: "panel-list" },
      p.order.map((pos) => {
        const holder = p.holders[pos];
        const who =
          holder !== null
            ? `${seatName(ctx, holder)}: ${p.status[pos]}`
            : `tied: ${p.ties[pos].map((s) => seatName(ctx, s)).join(", ")}`;
        const renounced = p.renounced[pos].length
          ? ` · renounced by ${p.renounced[pos].map((s) => seatName(ctx, s)).join(", ")}`
          : "";
        return h(
          "li",
          { key: pos, class: pos === asked ? "active" : undefined },
          `${pos === asked ? "▶ " : ""}${taskName(cards[pos])}: ${who}${renounced}`,
        );
      }),
    ),
  ];
}

function underWay(ctx: Ctx): ComponentChild {
  const v = ctx.view;
  const p = v.pending;
  let title = "Turn";
  let body: ComponentChild[] = [h("p", { class: "muted" }, hint(ctx))];
  if (p?.kind === "diplomacy") [title, body] = ["Diplomacy", diplomacy(ctx)];
  else if (p?.kind === "tie") {
    const cards = v.quests[p.quest] ?? [];
    title = "Tie";
    body = [
      h(
        "p",
        {},
        `${seatName(ctx, v.active)} solves the ${p.quest} quest; each tied task goes to the tied player chosen.`,
      ),
      h(
        "ul",
        { class: "panel-list" },
        cards.map((card, pos) =>
          h(
            "li",
            { key: card },
            `${taskName(card)}: ${p.awards[pos] !== null ? seatName(ctx, p.awards[pos]!) : "tied"}`,
          ),
        ),
      ),
    ];
  } else if (p?.kind === "response") {
    title = "Potions and traps";
    const waiting = waitedOn(p.waiting, ctx.mySeat, (s) => seatName(ctx, s));
    body = [h("p", {}, `${seatName(ctx, v.active)} announces the ${p.quest} quest. Waiting for ${waiting}.`)];
  } else if (ctx.ui.selected !== null && ctx.mySeat !== null) [title, body] = ["Move a dwarf", path(ctx)];
  return pagePanel("context", title, ...body);
}

function path(ctx: Ctx): ComponentChild[] {
  const die = ctx.ui.selected!;
  const d = ctx.view.players[ctx.mySeat!].dwarves[die];
  const head = `${dwarfName(die)}, level ${d.level}, on square ${d.square} · ${count(budgetFor(ctx, die), "movement point")} left`;
  const route = ctx.ui.target !== null ? routes(ctx, die).get(ctx.ui.target) : undefined;
  const line = route
    ? `Path ${[d.square, ...route.path].join(" → ")}: costs ${route.cost}${route.respect ? ` (${route.respect} for respect)` : ""}`
    : "Tap a highlighted square on the board to see the path and its cost.";
  return [h("p", {}, head), h("p", { class: route ? "gold" : "muted", "data-testid": "xor-path" }, line)];
}

function hint(ctx: Ctx): string {
  const v = ctx.view;
  if (v.phase === "over") return "The game is over.";
  const mine = ctx.mySeat !== null && v.active === ctx.mySeat;
  if (v.phase === "placement")
    return mine
      ? "Bring dwarves into the central square and spread your 5 levels, then end your placement."
      : `${seatName(ctx, v.active)} is placing dwarves.`;
  if (!mine) return `${seatName(ctx, v.active)} is on the move.`;
  if (v.turnsTaken[v.active] === 0)
    return "Tap one of your dwarves (or its Move… button) to move it. No quest may be solved in your first turn.";
  return "Tap one of your dwarves to move it, raise levels, or solve a quest.";
}

function levels(ctx: Ctx): ComponentChild {
  const seat = ctx.mySeat ?? ctx.view.active;
  const p = ctx.view.players[seat];
  const who = ctx.mySeat === null ? seatName(ctx, seat) : "Your dwarves";
  return pagePanel(
    "levels",
    `${who} · levels ${p.totalLevels - p.freeLevels} of ${p.totalLevels} used, ${p.freeLevels} free`,
    h(
      "ul",
      { class: "panel-list" },
      p.dwarves.map((d, die) =>
        h(
          "li",
          { key: die, class: d.square === null ? "muted" : undefined },
          `${dwarfName(die)}: ${d.square === null ? "out of the game" : `square ${d.square}, level ${d.level}`}`,
        ),
      ),
    ),
  );
}

const TYPES: readonly ItemType[] = ["potion", "boots", "trap"];

function items(ctx: Ctx): ComponentChild {
  const seat = ctx.mySeat!;
  const held = TYPES.flatMap((t) => ctx.view.items.filter((i) => i.holder === seat && i.type === t).slice(0, 1));
  return pagePanel(
    "items",
    "Your magic items",
    held.length === 0
      ? h("p", { class: "muted" }, "None yet: stand on both squares of an item symbol to gain one.")
      : h(
          "ul",
          { class: "panel-list" },
          held.map((i) => h("li", { key: i.type }, `${ITEM_NAME[i.type]}${i.crossed ? " (usable next turn)" : ""}`)),
        ),
  );
}

const LEGEND = "■ warrior, ● mechanicus (dwarves and tasks) · red passages need boots (D debris, L ladder, C crevice)";

/** The side column's panels, top to bottom. */
export function panels(ctx: Ctx): ComponentChild {
  return [
    scores(ctx),
    underWay(ctx),
    pagePanel("quests", "Quests", ...COLOURS.map((c) => quest(ctx, c))),
    levels(ctx),
    ctx.mySeat !== null ? items(ctx) : null,
    pagePanel("legend", "Legend", h("p", { class: "muted" }, LEGEND)),
  ];
}
