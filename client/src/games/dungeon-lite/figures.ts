/**
 * The standees on the map: heroes (class colour, wounds as the cards they hold against their Life, knocked out,
 * dazed, protected, whose turn it is) and enemies (rank colour, wounds against life, a knocked-down Undead with its
 * time tokens, just placed), grouped in their zone, and each zone's occupancy against its capacity of 6, each kept
 * by its key between updates (table/sync.ts).
 */
import { Container, Graphics } from "pixi.js";
import type { Item, Tap } from "../../table/sync";
import { currentDisplayScale } from "../text-size";
import { RANK, type BoardLabels } from "../board-labels";
import { ZONE_CAPACITY, enemyProfile, type EnemyId } from "@tabletop/shared/dungeon-lite/content/index.js";
import type { LiteView } from "@tabletop/shared/dungeon-lite/index.js";
import { enemyFigure, heroFigure } from "@tabletop/shared/dungeon-lite/last-move.js";
import { className, type Ctx } from "./ctx";
import { label } from "../labels";
import { cellOf } from "./map-draw";
import type { Placed } from "./map-model";
import { CELL, HERO_FILL, colour } from "./theme";

type Hero = LiteView["heroes"][number];
type Enemy = LiteView["enemies"][number];

const ABBREV: Readonly<Record<string, string>> = {
  goblin: "Gb",
  orc: "Or",
  "beast-orc": "BO",
  undead: "Ud",
  spider: "Sp",
  "spider-queen": "SQ",
  troll: "Tr",
};

const rankFill = (type: string): number => {
  const rank = enemyProfile(type as EnemyId).rank;
  return rank === "basic" ? colour.enemyBasic : rank === "secondary" ? colour.enemySecondary : colour.enemyBoss;
};

/** A standee's labels: its letters inside its body, its tag inside its zone (../board-labels.ts). */
interface StandeeLabels {
  labels: BoardLabels;
  zone: Placed;
}

/** What a hero's standee shows beside the hero itself: whose turn it is, whom an enemy attacks. */
const heroMarks = (ctx: Ctx, h: Hero) => ({
  turn: ctx.view.turn?.seat === h.seat,
  attacked: ctx.view.enemyPhase?.attack?.seat === h.seat,
});

/** What an enemy's standee shows beside the enemy itself: attacking, next to act, picked as a target. */
const enemyMarks = (ctx: Ctx, e: Enemy) => ({
  attacking: ctx.view.enemyPhase?.attack?.enemy === e.id,
  next: ctx.view.enemyPhase?.queue[0] === e.id,
  picked: ctx.ui.pick?.kind === "enemy" && ctx.ui.pick.id === e.id,
});

export function heroStandee(ctx: Ctx, h: Hero, at?: StandeeLabels): Container {
  const c = new Container();
  const g = new Graphics();
  const { turn, attacked } = heroMarks(ctx, h);
  if (turn || attacked) g.circle(0, 0, 19).fill(attacked ? colour.danger : colour.gold);
  g.circle(0, 0, 15).fill(h.knockedOut ? 0x666666 : HERO_FILL[h.cls as keyof typeof HERO_FILL]);
  if (h.dazed) g.circle(0, 0, 15).stroke({ width: 3, color: 0xf5e663 });
  if (h.protection > 0) g.circle(0, 0, 17).stroke({ width: 2, color: 0x7ad0f2 });
  if (h.knockedOut) g.moveTo(-9, -9).lineTo(9, 9).moveTo(9, -9).lineTo(-9, 9).stroke({ width: 3, color: 0x111111 });
  c.addChild(g);
  const letter = label(c, className(h.cls)[0], 0, 0, 14, colour.ink, "bold");
  letter.anchor.set(0.5);
  const tag = label(c, `${h.handSize}/${h.life}`, 0, 23, 10, colour.darkInk, "bold");
  tag.anchor.set(0.5);
  at?.labels.add(letter, g, RANK.figure);
  at?.labels.add(tag, cellOf(at.zone), RANK.mark);
  return c;
}

export function enemyStandee(ctx: Ctx, e: Enemy, at?: StandeeLabels): Container {
  const c = new Container();
  const g = new Graphics();
  const { attacking, next, picked } = enemyMarks(ctx, e);
  if (attacking || next) g.roundRect(-12, -12, 24, 24, 5).fill(attacking ? colour.danger : colour.gold);
  g.roundRect(-10, -10, 20, 20, 4).fill(e.down ? 0x555555 : rankFill(e.type));
  if (e.justPlaced) g.roundRect(-10, -10, 20, 20, 4).stroke({ width: 2, color: 0xffffff, alpha: 0.7 });
  if (picked) g.circle(0, 0, 16).stroke({ width: 3, color: colour.lit });
  c.addChild(g);
  const name = ABBREV[e.type] ?? enemyProfile(e.type as EnemyId).name.slice(0, 2);
  const letters = label(c, name, 0, -1, 10, colour.ink, "bold");
  letters.anchor.set(0.5);
  at?.labels.add(letters, g, RANK.figure);
  const tag = e.down ? `down ${e.downLeft}` : e.wounds ? `${e.wounds}/${e.life}` : "";
  if (tag) {
    const t = label(c, tag, 0, 15, 9, e.down ? colour.darkInk : colour.danger, "bold");
    t.anchor.set(0.5);
    at?.labels.add(t, cellOf(at.zone), RANK.mark);
  }
  return c;
}

/** The ring around each figure of the last move (white, as in every game). */
const lastMoveRing = (kind: "hero" | "enemy"): Graphics =>
  kind === "hero"
    ? new Graphics().circle(0, 0, 21).stroke({ width: 2, color: colour.lastMoved })
    : new Graphics().roundRect(-14, -14, 28, 28, 6).stroke({ width: 2, color: colour.lastMoved });

/** How a standee takes taps, if it does (map-live.ts: where it is aimed at). */
export type StandeeTap = (kind: "hero" | "enemy", id: number) => Tap | undefined;

/**
 * Standees of every zone, and its occupancy (knocked-down Undead count 0, ruling LITE-Q-28), as keyed items
 * (table/sync.ts): a standee by its figure's name, an occupancy by its zone. A figure that changed zone is the same
 * item, walking there; the figures of the last move, as the view names them (`lastMoved`), keep a white ring until
 * others move.
 */
export function figureItems(ctx: Ctx, tapOf: StandeeTap): Item[] {
  const heroes = new Map<string, Hero[]>();
  const enemies = new Map<string, Enemy[]>();
  for (const h of ctx.view.heroes) heroes.set(h.zone, [...(heroes.get(h.zone) ?? []), h]);
  for (const e of ctx.view.enemies) enemies.set(e.zone, [...(enemies.get(e.zone) ?? []), e]);
  const scale = currentDisplayScale();
  const standees: Item[] = [];
  const counts: Item[] = [];
  const standee = (
    kind: "hero" | "enemy",
    id: number,
    zone: string,
    at: { x: number; y: number },
    look: unknown[],
    body: (labels: BoardLabels) => Container,
  ) => {
    const key = kind === "hero" ? heroFigure(id) : enemyFigure(id);
    const last = ctx.view.lastMoved.includes(key);
    const tap = tapOf(kind, id);
    standees.push({
      key,
      look: [...look, zone, last, scale],
      at,
      where: zone,
      // For motion tests (drawn()): which figure, in which zone, and whether it is of the last move.
      label: `${key} in ${zone}${last ? " last-moved" : ""}`,
      build: (labels) => {
        const s = new Container();
        if (last) s.addChild(lastMoveRing(kind));
        s.addChild(body(labels));
        return s;
      },
      ...(tap ? { tap } : {}),
    });
  };
  for (const [zone, p] of ctx.layout.zones) {
    (heroes.get(zone) ?? []).forEach((h, i) =>
      standee("hero", h.seat, zone, { x: p.x + 20 + i * 20, y: p.y + 34 }, [h, heroMarks(ctx, h)], (labels) =>
        heroStandee(ctx, h, { labels, zone: p }),
      ),
    );
    const list = enemies.get(zone) ?? [];
    list.forEach((e, i) =>
      standee(
        "enemy",
        e.id,
        zone,
        { x: p.x + 14 + (i % 4) * 23, y: p.y + 62 + Math.floor(i / 4) * 24 },
        [e, enemyMarks(ctx, e)],
        (labels) => enemyStandee(ctx, e, { labels, zone: p }),
      ),
    );
    const used = list.filter((e) => !e.down).reduce((n, e) => n + enemyProfile(e.type as EnemyId).occupancy, 0);
    if (used > 0) {
      const full = used >= ZONE_CAPACITY;
      counts.push({
        key: `occupancy-${zone}`,
        look: [used, p.x, p.y, scale],
        at: { x: 0, y: 0 },
        build: (labels) => {
          const c = new Container();
          const t = label(
            c,
            `${used}/${ZONE_CAPACITY}`,
            p.x + CELL - 5,
            p.y + CELL - 15,
            10,
            full ? colour.danger : colour.darkInk,
            "bold",
          );
          t.anchor.set(1, 0);
          labels.add(t, cellOf(p), RANK.detail);
          return c;
        },
      });
    }
  }
  return [...counts, ...standees];
}
