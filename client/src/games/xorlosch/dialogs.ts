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
import { act, btn, label, legalOf, panel, seatName, type Ctx } from "./ctx";
import { budgetFor, routes } from "./path";
import { QUEST_FILL, SEAT_FILL } from "./theme";
import { count } from "../../ui/words";

const cardText = (id: number) =>
  `square ${TASK_CARDS[id].square} ${TASK_CARDS[id].profession === "warrior" ? "Warrior" : "Mechanicus"}`;

export function contextHeight(ctx: Ctx): number {
  const p = ctx.view.pending;
  if (p?.kind === "response") return 96;
  if (p) return 56 + (ctx.view.quests[p.quest]?.length ?? 0) * 28 + (p.kind === "diplomacy" ? 30 : 0);
  return 96;
}

function diplomacy(ctx: Ctx, p: DiplomacyPending, c: Container, width: number): void {
  const quest = ctx.view.quests[p.quest] ?? [];
  const asked = askedPosition(p);
  label(
    c,
    `${seatName(ctx, ctx.view.active)} proposes the ${p.quest} quest; squares are asked in the order below.`,
    12,
    28,
    12,
    palette.muted,
  );
  p.order.forEach((pos, k) => {
    const y = 50 + k * 28;
    const card = quest[pos];
    const holder = p.holders[pos];
    c.addChild(new Graphics().roundRect(12, y, 12, 20, 3).fill(QUEST_FILL[p.quest]));
    if (holder !== null) c.addChild(new Graphics().circle(36, y + 10, 7).fill(SEAT_FILL[holder]));
    const status = p.status[pos];
    const renounced = p.renounced[pos].length
      ? ` · renounced by ${p.renounced[pos].map((s) => seatName(ctx, s)).join(", ")}`
      : "";
    const mark = pos === asked ? "▶ " : "";
    const who =
      holder !== null
        ? `${seatName(ctx, holder)} — ${status}`
        : `tied: ${p.ties[pos].map((s) => seatName(ctx, s)).join(", ")}`;
    label(c, `${mark}${cardText(card)}: ${who}${renounced}`, 48, y + 2, 12, pos === asked ? palette.gold : palette.ink);
    // Answers, renunciations in favour of a named player, and on a tied square whom the proposer asks (XOR-Q-22, -25).
    const answers: { id: string; text: string; action: XorAction }[] = [
      ...legalOf(ctx, "answer")
        .filter((a) => a.task === card)
        .map((a) =>
          a.answer === "renounce"
            ? {
                id: `answer-${card}-renounce-${a.to}`,
                text: `to ${seatName(ctx, a.to!)}`,
                action: a,
              }
            : { id: `answer-${card}-${a.answer}`, text: a.answer, action: a },
        ),
      ...legalOf(ctx, "chooseTie")
        .filter((a) => a.task === card)
        .map((a) => ({
          id: `ask-${card}-${a.seat}`,
          text: `ask ${seatName(ctx, a.seat)}`,
          action: a,
        })),
    ];
    answers.forEach((a, i) => {
      const b = btn(
        ctx,
        a.id,
        a.text,
        a.action,
        {
          width: 72,
          height: 24,
          size: 12,
          fill: a.action.type === "answer" && a.action.answer === "veto" ? palette.danger : palette.button,
        },
        () => act(ctx, a.action),
      );
      b.position.set(width - 12 - (answers.length - i) * 78, y - 1);
      c.addChild(b);
    });
  });
  const withdraw = legalOf(ctx, "withdraw")[0];
  if (withdraw) {
    const b = btn(ctx, "withdraw", "Withdraw proposal", withdraw, { width: 170, height: 26, size: 13 }, () =>
      act(ctx, withdraw),
    );
    b.position.set(12, 52 + p.order.length * 28);
    c.addChild(b);
  } else {
    const mine = legalOf(ctx, "answer").length > 0;
    const vetoed = p.status.includes("veto");
    const note = mine
      ? "Your answer is asked: agree, veto, or renounce the task for good in favour of a player you name."
      : vetoed
        ? "Vetoed: the vetoer may still agree, or the proposer withdraws."
        : "Waiting for the asked player to answer.";
    label(c, note, 12, 56 + p.order.length * 28, 12, palette.muted);
  }
}

/** The response window after an announcement (XOR-Q-34): who is waited on, and Pass (the countdown is the page's). */
function response(ctx: Ctx, p: ResponsePending, c: Container, width: number): void {
  const waiting = p.waiting.map((s) => seatName(ctx, s)).join(", ");
  label(
    c,
    `${seatName(ctx, ctx.view.active)} announces the ${p.quest} quest. Waiting on ${waiting} (the table's response time runs above the board).`,
    12,
    28,
    12,
    palette.muted,
  );
  const pass = legalOf(ctx, "pass")[0];
  if (!pass) return;
  label(c, "Use a potion or trap from your items panel now, or pass.", 12, 50, 12, palette.ink);
  const b = btn(ctx, "pass", "Pass", pass, { width: 90, height: 26, size: 13 }, () => act(ctx, pass));
  b.position.set(width - 102, 58);
  c.addChild(b);
}

function tie(ctx: Ctx, p: TiePending, c: Container): void {
  const quest = ctx.view.quests[p.quest] ?? [];
  label(
    c,
    `${seatName(ctx, ctx.view.active)} solves the ${p.quest} quest; each tied task goes to the tied player chosen.`,
    12,
    28,
    12,
    palette.muted,
  );
  quest.forEach((card, pos) => {
    const y = 50 + pos * 28;
    const award = p.awards[pos];
    label(c, `${cardText(card)}: ${award !== null ? seatName(ctx, award) : "tied"}`, 12, y + 2, 12);
    legalOf(ctx, "chooseTie")
      .filter((a) => a.task === card)
      .forEach((a, i) => {
        const b = btn(
          ctx,
          `tie-${card}-${a.seat}`,
          a.seat === ctx.view.active ? "keep it" : `give to ${seatName(ctx, a.seat)}`,
          a,
          { width: 120, height: 24, size: 12, fill: SEAT_FILL[a.seat] === 0x2b2b2b ? 0xaaaaaa : SEAT_FILL[a.seat] },
          () => act(ctx, a),
        );
        b.position.set(250 + i * 126, y - 1);
        c.addChild(b);
      });
  });
}

function selection(ctx: Ctx, die: number, c: Container, width: number): void {
  const seat = ctx.mySeat!;
  const d = ctx.view.players[seat].dwarves[die];
  const prof = DICE_PROFESSIONS[die] === "warrior" ? "Warrior" : "Mechanicus";
  label(
    c,
    `${prof} ${die + 1}, level ${d.level}, on square ${d.square} · ${count(budgetFor(ctx, die), "movement point")} left`,
    12,
    28,
    13,
  );
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
  cancel.position.set(width - 92, 60);
  c.addChild(cancel);
  const route = ctx.ui.target !== null ? routes(ctx, die).get(ctx.ui.target) : undefined;
  if (!route) {
    label(c, "Click a highlighted square to see the path and its cost.", 12, 52, 13, palette.muted);
    return;
  }
  const respect = route.respect ? ` (${route.respect} for respect)` : "";
  label(
    c,
    `Path ${[d.square, ...route.path].join(" → ")}: costs ${route.cost}${respect}`,
    12,
    52,
    13,
    palette.gold,
    "bold",
  );
  const first = legalOf(ctx, "step").find((s) => s.dwarf === die && s.to === route.path[0])!;
  const move = btn(
    ctx,
    "move",
    route.path.length > 1 ? `Move (${count(route.path.length, "step")})` : "Move",
    first,
    { width: 150, height: 26, size: 13 },
    () => {
      act(ctx, first);
      // The rest of the path goes one step at a time, each once `legal` offers it (see renderer.ts continuePlan).
      if (route.path.length > 1) ctx.ui.plan = { die, path: route.path.slice(1), at: first.to };
    },
  );
  move.position.set(width - 250, 60);
  c.addChild(move);
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
  const c = panel(title, width, contextHeight(ctx));
  if (p?.kind === "diplomacy") diplomacy(ctx, p, c, width);
  else if (p?.kind === "tie") tie(ctx, p, c);
  else if (p?.kind === "response") response(ctx, p, c, width);
  else if (ctx.ui.selected !== null && ctx.mySeat !== null) selection(ctx, ctx.ui.selected, c, width);
  else {
    const t = label(c, hint(ctx), 12, 30, 13, palette.muted);
    t.style.wordWrap = true;
    t.style.wordWrapWidth = width - 24;
  }
  return c;
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
