/**
 * The end screen (client/src/table/end-screen.ts) shows a game's explanation of its result: one column per measure
 * the rules compare, the sentence of what decided, and for a tie-break a "why?" link to the ruling (XOR-END-3,
 * XOR-Q-38), with no rule id in the text a player reads. Read from the rendered tree, without a browser.
 */
import type { ComponentChild, VNode } from "preact";
import type { XorState } from "@tabletop/shared/xorlosch/types";
import { endScreen } from "../../client/src/table/end-screen.js";
import { engine, mid } from "../xorlosch/helpers.js";

/** Every element of a rendered tree, depth first. */
function elements(node: ComponentChild): VNode<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== "object" || !("props" in node)) return [];
  const v = node as VNode<Record<string, unknown>>;
  return [v, ...elements(v.props.children as ComponentChild)];
}
/** The text of a tree. */
function text(node: ComponentChild): string {
  if (Array.isArray(node)) return node.map(text).join("");
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (!node || typeof node !== "object" || !("props" in node)) return "";
  return text((node as VNode<{ children?: ComponentChild }>).props.children);
}

test("XOR-END-3: a tie on tasks is explained, with the levels per seat and a why? link to the tie-break ruling", () => {
  const s: XorState = {
    ...mid({ cards: { 0: [1, 2], 1: [3, 4] }, dwarves: { 0: [[0, 1, 3]], 1: [[0, 1, 5]] } }),
    phase: "over",
    endReason: "all-quests",
  };
  const outcome = engine.outcome(s)!;
  const naming = { name: (seat: number) => ["Ann", "Ben"][seat], words: (t: string) => t };
  const tree = endScreen({ matchId: "m", outcome }, naming, 0, () => {}, "xorlosch");
  const all = elements(tree);
  expect(all.filter((e) => e.type === "th").map((e) => text(e))).toEqual([
    "Player",
    "Result",
    "Tasks",
    "Dwarves on the board (levels)",
  ]);
  const why = all.find((e) => e.props["data-testid"] === "outcome-why")!;
  expect(text(why)).toBe(
    "Tied on 2 tasks: the most experienced dwarf on the board decides, level 5 against level 3. why?",
  );
  const link = all.find((e) => e.props["data-testid"] === "why-link")!;
  expect(link.props.href).toBe("#/rulings/xorlosch/XOR-Q-38");
  expect(text(tree)).not.toMatch(/XOR-/);
});
