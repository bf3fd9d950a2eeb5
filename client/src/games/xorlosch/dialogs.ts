/**
 * The context panel under the quests: the open diplomacy proposal (shown to every seat, with agree / veto / renounce
 * to a named player for the asked seat, whom to ask on a tied square and withdraw for the proposer, all from
 * `legal`), the tie choice of the active player, or the selected dwarf with its previewed path and the Move button.
 */
import { Container, Graphics } from "pixi.js";
import { palette } from "../../ui/pixi-kit";
import { DICE_PROFESSIONS, TASK_CARDS } from "../../../../shared/src/xorlosch/index";
import { askedPosition } from "../../../../shared/src/xorlosch/diplomacy";
import type { DiplomacyPending, ResponsePending, TiePending, XorAction } from "../../../../shared/src/xorlosch/types";
import { Flow } from "../flow";
import { act, btn, legalOf, panel, seatName, type Ctx } from "./ctx";
import { text } from "../labels";
import { budgetFor, routes } from "./path";
import { QUEST_FILL, SEAT_FILL } from "./theme";
import { count } from "../../ui/words";

const cardText = (id: number) =>
  `square ${TASK_CARDS[id].square} ${TASK_CARDS[id].profession === "warrior" ? "Warrior" : "Mechanicus"}`;

function diplomacy(ctx: Ctx, p: DiplomacyPending, f: Flow, width: number): void {
  const quest = ctx.view.quests[p.quest] ?? [];
  const asked = askedPosition(p);
  const wrap = width - 24;
  f.add(
    text(
      `${seatName(ctx, ctx.view.active)} proposes the ${p.quest} quest; squares are asked in the order below.`,
      12,
      palette.muted,
      "normal",
      wrap,
    ),
  );
  f.newRow(4);
  p.order.forEach((pos) => {
    const card = quest[pos];
    const holder = p.holders[pos];
    f.add(new Graphics().roundRect(0, 0, 12, 20, 3).fill(QUEST_FILL[p.quest]), 12, 20);
    if (holder !== null) f.add(new Graphics().circle(7, 10, 7).fill(SEAT_FILL[holder]), 14, 20);
    const status = p.status[pos];
    const renounced = p.renounced[pos].length
      ? ` · renounced by ${p.renounced[pos].map((s) => seatName(ctx, s)).join(", ")}`
      : "";
    const mark = pos === asked ? "▶ " : "";
    const who =
      holder !== null
        ? `${seatName(ctx, holder)} — ${status}`
        : `tied: ${p.ties[pos].map((s) => seatName(ctx, s)).join(", ")}`;
    const words = `${mark}${cardText(card)}: ${who}${renounced}`;
    f.add(text(words, 12, pos === asked ? palette.gold : palette.ink, "normal", wrap - 40));
    f.newRow();
    // Answers, renunciations in favour of a named player, and on a tied square whom the proposer asks (XOR-Q-22, -25).
    const answers: { id: string; text: string; action: XorAction }[] = [
      ...legalOf(ctx, "answer")
        .filter((a) => a.task === card)
        .map((a) =>
          a.answer === "renounce"
            ? { id: `answer-${card}-renounce-${a.to}`, text: `to ${seatName(ctx, a.to!)}`, action: a }
            : { id: `answer-${card}-${a.answer}`, text: a.answer, action: a },
        ),
      ...legalOf(ctx, "chooseTie")
        .filter((a) => a.task === card)
        .map((a) => ({ id: `ask-${card}-${a.seat}`, text: `ask ${seatName(ctx, a.seat)}`, action: a })),
    ];
    for (const a of answers) {
      const fill = a.action.type === "answer" && a.action.answer === "veto" ? palette.danger : palette.button;
      f.add(btn(ctx, a.id, a.text, a.action, { width: 72, height: 24, size: 12, fill }, () => act(ctx, a.action)));
    }
    f.newRow(4);
  });
  const withdraw = legalOf(ctx, "withdraw")[0];
  if (withdraw) {
    f.add(
      btn(ctx, "withdraw", "Withdraw proposal", withdraw, { width: 170, height: 26, size: 13 }, () =>
        act(ctx, withdraw),
      ),
    );
  } else {
    const mine = legalOf(ctx, "answer").length > 0;
    const vetoed = p.status.includes("veto");
    const note = mine
      ? "Your answer is asked: agree, veto, or renounce the task for good in favour of a player you name."
      : vetoed
        ? "Vetoed: the vetoer may still agree, or the proposer withdraws."
        : "Waiting for the asked player to answer.";
    f.add(text(note, 12, palette.muted, "normal", wrap));
  }
}

/** The response window after an announcement (XOR-Q-34): who is waited on, and Pass (the countdown is the page's). */
function response(ctx: Ctx, p: ResponsePending, f: Flow, width: number): void {
  const waiting = p.waiting.map((s) => seatName(ctx, s)).join(", ");
  const words = `${seatName(ctx, ctx.view.active)} announces the ${p.quest} quest. Waiting on ${waiting} (the table's response time runs above the board).`;
  f.add(text(words, 12, palette.muted, "normal", width - 24));
  f.newRow(4);
  const pass = legalOf(ctx, "pass")[0];
  if (!pass) return;
  f.add(text("Use a potion or trap from your items panel now, or pass.", 12, palette.ink, "normal", width - 24));
  f.newRow(4);
  f.add(btn(ctx, "pass", "Pass", pass, { width: 90, height: 26, size: 13 }, () => act(ctx, pass)));
}

function tie(ctx: Ctx, p: TiePending, f: Flow, width: number): void {
  const quest = ctx.view.quests[p.quest] ?? [];
  const words = `${seatName(ctx, ctx.view.active)} solves the ${p.quest} quest; each tied task goes to the tied player chosen.`;
  f.add(text(words, 12, palette.muted, "normal", width - 24));
  f.newRow(4);
  quest.forEach((card, pos) => {
    const award = p.awards[pos];
    f.add(
      text(
        `${cardText(card)}: ${award !== null ? seatName(ctx, award) : "tied"}`,
        12,
        palette.ink,
        "normal",
        width - 24,
      ),
    );
    f.newRow();
    for (const a of legalOf(ctx, "chooseTie").filter((x) => x.task === card)) {
      const fill = SEAT_FILL[a.seat] === 0x2b2b2b ? 0xaaaaaa : SEAT_FILL[a.seat];
      const words = a.seat === ctx.view.active ? "keep it" : `give to ${seatName(ctx, a.seat)}`;
      f.add(btn(ctx, `tie-${card}-${a.seat}`, words, a, { width: 120, height: 24, size: 12, fill }, () => act(ctx, a)));
    }
    f.newRow(4);
  });
}

function selection(ctx: Ctx, die: number, f: Flow, width: number): void {
  const seat = ctx.mySeat!;
  const d = ctx.view.players[seat].dwarves[die];
  const prof = DICE_PROFESSIONS[die] === "warrior" ? "Warrior" : "Mechanicus";
  const wrap = width - 24;
  const head = `${prof} ${die + 1}, level ${d.level}, on square ${d.square} · ${count(budgetFor(ctx, die), "movement point")} left`;
  f.add(text(head, 13, palette.ink, "normal", wrap));
  f.newRow(4);
  const route = ctx.ui.target !== null ? routes(ctx, die).get(ctx.ui.target) : undefined;
  if (!route)
    f.add(text("Click a highlighted square to see the path and its cost.", 13, palette.muted, "normal", wrap));
  else {
    const respect = route.respect ? ` (${route.respect} for respect)` : "";
    const words = `Path ${[d.square, ...route.path].join(" → ")}: costs ${route.cost}${respect}`;
    f.add(text(words, 13, palette.gold, "bold", wrap));
  }
  f.newRow(4);
  if (route) {
    const first = legalOf(ctx, "step").find((s) => s.dwarf === die && s.to === route.path[0])!;
    const words = route.path.length > 1 ? `Move (${count(route.path.length, "step")})` : "Move";
    f.add(
      btn(ctx, "move", words, first, { width: 150, height: 26, size: 13 }, () => {
        act(ctx, first);
        // The rest of the path goes one step at a time, each once `legal` offers it (see renderer.ts continuePlan).
        if (route.path.length > 1) ctx.ui.plan = { die, path: route.path.slice(1), at: first.to };
      }),
    );
  }
  const cancel = btn(
    ctx,
    "cancel",
    "Cancel",
    { ui: "cancel" },
    { width: 80, height: 26, size: 13, fill: 0xcfd8d3 },
    () => {
      ctx.ui.selected = null;
      ctx.ui.target = null;
      ctx.redraw();
    },
  );
  f.add(cancel);
}

export function drawContext(ctx: Ctx, width: number): Container {
  const v = ctx.view;
  const p = v.pending;
  const title =
    p?.kind === "diplomacy"
      ? "Diplomacy"
      : p?.kind === "tie"
        ? "Tie"
        : p?.kind === "response"
          ? "Potions and traps"
          : ctx.ui.selected !== null
            ? "Move a dwarf"
            : "Turn";
  const pn = panel("context", title, width);
  const f = new Flow(pn.c, 12, pn.top, width - 24);
  if (p?.kind === "diplomacy") diplomacy(ctx, p, f, width);
  else if (p?.kind === "tie") tie(ctx, p, f, width);
  else if (p?.kind === "response") response(ctx, p, f, width);
  else if (ctx.ui.selected !== null && ctx.mySeat !== null) selection(ctx, ctx.ui.selected, f, width);
  else f.add(text(hint(ctx), 13, palette.muted, "normal", width - 24));
  return pn.close(f.bottom + 10);
}

function hint(ctx: Ctx): string {
  const v = ctx.view;
  if (v.phase === "over") return "The game is over.";
  const mine = ctx.mySeat !== null && v.active === ctx.mySeat;
  if (v.phase === "placement") {
    return mine
      ? "Bring dwarves into the central square and spread your 5 levels, then end your placement."
      : `${seatName(ctx, v.active)} is placing dwarves.`;
  }
  if (!mine) return `${seatName(ctx, v.active)} is on the move.`;
  if (v.turnsTaken[v.active] === 0)
    return "Click one of your dwarves to move it. No quest may be solved in your first turn.";
  return "Click one of your dwarves to move it, raise levels, or solve a quest.";
}
