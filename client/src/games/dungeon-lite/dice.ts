/**
 * The dice rolled, shown: the latest roll in the log (a hero's attack, an enemy's attack, a chest), drawn as red
 * attack dice and blue defense dice with their hits, criticals and blocks. The log says how many of each face came
 * up (shared/src/dungeon-lite/dice.ts words it); this only draws what it says.
 */
import { Container, Graphics } from "pixi.js";
import type { LogLine } from "../types";
import { label } from "../labels";
import { colour } from "./theme";

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

/** One die: its colour and face ("hit" or "block": a white mark; "crit": the mark ringed in gold; "": blank). */
function die(fill: number, face: string, round: boolean): Container {
  const c = new Container();
  const g = new Graphics().roundRect(0, 0, 26, 26, 5).fill(fill).stroke({ width: 1, color: 0x111111 });
  if (face && round) g.circle(13, 13, 6).fill(colour.ink);
  if (face && !round) g.rect(7, 7, 12, 12).fill(colour.ink);
  if (face === "crit") g.circle(13, 13, 10).stroke({ width: 2, color: colour.gold });
  c.addChild(g);
  return c;
}

/** A row of attack dice and a row of defense dice for a roll. */
export function drawRoll(parent: Container, r: Roll, x: number, y: number): void {
  const faces = (n: number, good: number, crit: number, face: string) =>
    Array.from({ length: n }, (_, i) => (i < crit ? "crit" : i < good ? face : ""));
  faces(r.attack.dice, r.attack.hits, r.attack.criticals, "hit").forEach((f, i) => {
    const d = die(0xb3362c, f, true);
    d.position.set(x + i * 30, y);
    parent.addChild(d);
  });
  const dx = x + Math.max(1, r.attack.dice) * 30 + 24;
  label(parent, "vs", dx - 19, y + 6, 11, colour.muted);
  faces(r.defense.dice, r.defense.blocks, r.defense.criticals, "block").forEach((f, i) => {
    const d = die(0x2f5fb3, f, false);
    d.position.set(dx + i * 30, y);
    parent.addChild(d);
  });
}
