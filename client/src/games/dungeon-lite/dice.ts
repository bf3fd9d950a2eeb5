/**
 * The dice rolled, shown: the latest roll in the log (a hero's attack, an enemy's attack, a chest), as red attack
 * dice and blue defense dice with their hits, criticals and blocks. The log says how many of each face came up
 * (shared/src/dungeon-lite/dice.ts words it); this only shows what it says.
 */
import { h, type ComponentChild } from "preact";
import type { LogLine } from "../types";

export interface Roll {
  text: string;
  attack: { dice: number; hits: number; criticals: number };
  defense: { dice: number; blocks: number; criticals: number };
}

const ATTACK =
  /(\d+) dice, (\d+) hits?(?: \((\d+) critical\))? against (\d+)(?: defense)? dice, (\d+) blocks?(?: \((\d+) critical\))?/;
const CHEST =
  /(\d+) hits?(?: \((\d+) critical\))? against (\d+) defense dice \((\d+) blocks?(?: \((\d+) critical\))?\)/;
const CHEST_DICE = 3;

/** The roll a log line reports, if it reports one. */
export function rollOf(line: LogLine): Roll | null {
  const n = (s: string | undefined) => (s === undefined ? 0 : Number(s));
  const a = ATTACK.exec(line.text);
  if (a)
    return {
      text: line.text,
      attack: { dice: n(a[1]), hits: n(a[2]), criticals: n(a[3]) },
      defense: { dice: n(a[4]), blocks: n(a[5]), criticals: n(a[6]) },
    };
  const c = line.kind === "chest-roll" ? CHEST.exec(line.text) : null;
  if (c)
    return {
      text: line.text,
      attack: { dice: CHEST_DICE, hits: n(c[1]), criticals: n(c[2]) },
      defense: { dice: n(c[3]), blocks: n(c[4]), criticals: n(c[5]) },
    };
  return null;
}

/** The latest roll of the log. */
export function lastRoll(log: readonly LogLine[]): Roll | null {
  for (let i = log.length - 1; i >= Math.max(0, log.length - 40); i--) {
    const r = rollOf(log[i]);
    if (r) return r;
  }
  return null;
}

const FACE_WORDS: Readonly<Record<string, string>> = { hit: "hit", block: "block", crit: "critical", "": "blank" };

/** Each die as a small square: its side's colour, its face ("hit", "block", "crit" ringed in gold, or blank). */
export function rollDice(r: Roll): ComponentChild {
  const faces = (n: number, good: number, crit: number, face: string) =>
    Array.from({ length: n }, (_, i) => (i < crit ? "crit" : i < good ? face : ""));
  const die = (side: string, face: string, i: number) =>
    h("span", { key: `${side}-${i}`, class: `die ${side} ${face}`, title: FACE_WORDS[face], role: "img" });
  return h(
    "p",
    { class: "dice", "aria-label": r.text },
    faces(r.attack.dice, r.attack.hits, r.attack.criticals, "hit").map((f, i) => die("attack", f, i)),
    h("span", { class: "muted" }, " vs "),
    faces(r.defense.dice, r.defense.blocks, r.defense.criticals, "block").map((f, i) => die("defense", f, i)),
  );
}
