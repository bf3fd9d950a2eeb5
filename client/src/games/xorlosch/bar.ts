/**
 * The page's status bar for Xorlosch (table/status-bar.ts): the prompt, and a button in words for every action
 * `legal` lists, grouped by what it acts on (a dwarf, an item, a quest, a task of the proposal). A step has its
 * button ("to square 7") beside the board's own way (the dwarf, the square, Move along the previewed path), which
 * the bar follows too: "Move…" picks a dwarf, "Move (2 steps)" sends the path picked on the board.
 */
import type { PageAction } from "../types";
import { act, choice, legalOf } from "../../table/kit";
import { DICE_PROFESSIONS, TASK_CARDS } from "@tabletop/shared/xorlosch/index";
import type { Colour, XorAction } from "@tabletop/shared/xorlosch/types";
import { count } from "../../ui/words";
import { waitedOn } from "../../ui/seat-name";
import { seatName, type Ctx } from "./ctx";
import { routes } from "./path";
import { ITEM_NAME } from "./theme";

const PROF = (die: number) => (DICE_PROFESSIONS[die] === "warrior" ? "Warrior" : "Mechanicus");
export const dwarfName = (die: number): string => `${PROF(die)} ${die + 1}`;
const COLOUR: Record<Colour, string> = { green: "Green", blue: "Blue", red: "Red (Dragon)" };
export const taskName = (id: number): string =>
  `square ${TASK_CARDS[id].square} ${TASK_CARDS[id].profession === "warrior" ? "Warrior" : "Mechanicus"}`;

/** The prompt: the round, whose turn it is and what is left of it (or whose answer is awaited). */
export function prompt(ctx: Ctx): string {
  const v = ctx.view;
  if (v.phase === "over") return "Game over";
  const who = v.active === ctx.mySeat ? "Your" : `${seatName(ctx, v.active)}'s`;
  if (v.phase === "placement") return `Placement · ${who} turn to place`;
  if (v.pending?.kind === "diplomacy" && v.waitingOn !== null && v.waitingOn !== v.active)
    return `Round ${v.round} · Diplomacy · ${v.waitingOn === ctx.mySeat ? "your answer" : `${seatName(ctx, v.waitingOn)}'s answer`} is awaited`;
  if (v.pending?.kind === "response") {
    const asked = ctx.mySeat !== null && v.pending.waiting.includes(ctx.mySeat);
    const waiting = waitedOn(v.pending.waiting, ctx.mySeat, (s) => seatName(ctx, s));
    return `Round ${v.round} · ${seatName(ctx, v.active)} announces the ${v.pending.quest} quest · waiting for ${waiting}${asked ? ": use a potion or trap, or pass" : ""}`;
  }
  const boots = v.turn.boots
    ? ` · boots on dwarf ${v.turn.boots.dwarf + 1}: ${count(v.turn.boots.left, "own point")}`
    : "";
  return `Round ${v.round} · ${who} turn · ${count(v.turn.pointsLeft, "movement point")} left${boots}`;
}

/** Selects a dwarf on the board (or drops the selection), as a tap on it does. */
export function toggleDwarf(ctx: Ctx, die: number): void {
  ctx.ui.selected = ctx.ui.selected === die ? null : die;
  ctx.ui.target = null;
  ctx.redraw();
}

/** My dwarves' actions, a group per dwarf: pick it to move, its steps, bring in, +1 level, remove. */
function dwarves(ctx: Ctx): PageAction[] {
  if (ctx.mySeat === null) return [];
  const out: PageAction[] = [];
  ctx.view.players[ctx.mySeat].dwarves.forEach((d, die) => {
    const group = `${dwarfName(die)}${d.square === null ? "" : ` · square ${d.square}`}`;
    const steps = legalOf(ctx.legal, "step").filter((a) => a.dwarf === die);
    if (steps.length) {
      const selected = ctx.ui.selected === die;
      out.push({
        id: `select-${die}`,
        label: selected ? "Selected" : "Move…",
        action: { ui: "select", dwarf: die },
        run: () => toggleDwarf(ctx, die),
        group,
        pressed: selected,
      });
      for (const s of steps) out.push(choice(ctx, `step-${die}-${s.to}`, `to square ${s.to}`, s, { group }));
    }
    const bring = legalOf(ctx.legal, "bringIn").find((a) => a.dwarf === die);
    if (bring) out.push(choice(ctx, `bringIn-${die}`, "Bring in", bring, { group }));
    const raise = legalOf(ctx.legal, "raise").find((a) => a.dwarf === die);
    if (raise) out.push(choice(ctx, `raise-${die}`, "+1 level", raise, { group }));
    const remove = legalOf(ctx.legal, "remove").find((a) => a.dwarf === die);
    if (remove) out.push(choice(ctx, `remove-${die}`, "Remove", remove, { group }));
  });
  // Adding levels is a choice (XOR-Q-20): my dwarves on a square may count alone.
  for (const a of legalOf(ctx.legal, "apart"))
    out.push(choice(ctx, `apart-${a.square}`, `Count alone on square ${a.square}`, a, { group: "Levels" }));
  return out;
}

/** The selected dwarf's path picked on the board: Move along it, or Cancel the selection. */
function selection(ctx: Ctx): PageAction[] {
  const die = ctx.ui.selected;
  if (die === null || ctx.mySeat === null) return [];
  const group = `${dwarfName(die)} · path`;
  const cancel: PageAction = {
    id: "cancel",
    label: "Cancel",
    action: { ui: "cancel" },
    run: () => toggleDwarf(ctx, die),
    group,
  };
  const route = ctx.ui.target !== null ? routes(ctx, die).get(ctx.ui.target) : undefined;
  if (!route) return [cancel];
  const first = legalOf(ctx.legal, "step").find((s) => s.dwarf === die && s.to === route.path[0]);
  if (!first) return [cancel];
  const words = route.path.length > 1 ? `Move (${count(route.path.length, "step")})` : "Move";
  const move: PageAction = {
    id: "move",
    label: `${words} to square ${ctx.ui.target}`,
    action: first,
    group,
    tone: "primary",
    run: () => {
      act(ctx, first);
      // The rest of the path goes one step at a time, each once `legal` offers it (./plan.ts).
      if (route.path.length > 1) ctx.ui.plan = { die, path: route.path.slice(1), at: first.to };
    },
  };
  return [move, cancel];
}

/** My items' uses: a group per item, a button per dwarf it may go on. */
function items(ctx: Ctx): PageAction[] {
  if (ctx.mySeat === null) return [];
  const seat = ctx.mySeat;
  return legalOf(ctx.legal, "use").map((u) => {
    const d = ctx.view.players[seat].dwarves[u.dwarf];
    return choice(ctx, `use-${u.item}-${u.dwarf}`, `on ${dwarfName(u.dwarf)} (square ${d.square})`, u, {
      group: ITEM_NAME[u.item],
    });
  });
}

/** Solving a quest, or proposing it in diplomacy in one of the orders `legal` lists. */
function quests(ctx: Ctx): PageAction[] {
  const out: PageAction[] = [];
  for (const a of legalOf(ctx.legal, "solve"))
    out.push(choice(ctx, `solve-${a.quest}`, `Solve the ${COLOUR[a.quest]} quest`, a, { group: "Quests" }));
  const proposals = legalOf(ctx.legal, "propose");
  proposals.forEach((p) => {
    const quest = ctx.view.quests[p.quest] ?? [];
    const order = p.order.map((pos) => TASK_CARDS[quest[pos]].square).join(" → ");
    const i = proposals.filter((x) => x.quest === p.quest).indexOf(p);
    out.push(
      choice(ctx, `propose-${p.quest}-${i}`, `ask ${order}`, p, { group: `Diplomacy · ${COLOUR[p.quest]} quest` }),
    );
  });
  return out;
}

/** Answers to a proposal, whom to ask on a tied square, a tie's award, withdraw and pass. */
function answers(ctx: Ctx): PageAction[] {
  const out: PageAction[] = [];
  const tie = ctx.view.pending?.kind === "tie";
  for (const a of legalOf(ctx.legal, "answer")) {
    const group = `Task ${taskName(a.task)}`;
    if (a.answer === "renounce")
      out.push(choice(ctx, `answer-${a.task}-renounce-${a.to}`, `renounce to ${seatName(ctx, a.to!)}`, a, { group }));
    else
      out.push(
        choice(ctx, `answer-${a.task}-${a.answer}`, a.answer, a, {
          group,
          tone: a.answer === "veto" ? "danger" : "plain",
        }),
      );
  }
  for (const a of legalOf(ctx.legal, "chooseTie")) {
    const group = `Task ${taskName(a.task)}`;
    if (tie) {
      const words = a.seat === ctx.view.active ? "keep it" : `give to ${seatName(ctx, a.seat)}`;
      out.push(choice(ctx, `tie-${a.task}-${a.seat}`, words, a, { group }));
    } else out.push(choice(ctx, `ask-${a.task}-${a.seat}`, `ask ${seatName(ctx, a.seat)}`, a, { group }));
  }
  const withdraw = legalOf(ctx.legal, "withdraw")[0];
  if (withdraw) out.push(choice(ctx, "withdraw", "Withdraw proposal", withdraw));
  const pass = legalOf(ctx.legal, "pass")[0];
  if (pass) out.push(choice(ctx, "pass", "Pass", pass, { tone: "primary" }));
  return out;
}

/** Every button of the bar, in the order a turn goes: the path picked, the dwarves, items, quests, answers, End turn. */
export function barActions(ctx: Ctx): PageAction[] {
  const end = legalOf(ctx.legal, "endTurn")[0];
  const label = ctx.view.phase === "placement" ? "Done placing" : "End turn";
  const all: PageAction[] = [
    ...selection(ctx),
    ...dwarves(ctx),
    ...items(ctx),
    ...quests(ctx),
    ...answers(ctx),
    ...(end ? [choice(ctx, "endTurn", label, end as XorAction, { tone: "primary" })] : []),
  ];
  return all;
}
