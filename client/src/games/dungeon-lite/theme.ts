/** Dungeon Lite's map units and colours (the canvas holds the map alone: ./map-frame.ts). */
import type { ClassId } from "@tabletop/shared/dungeon-lite/content/index.js";

/** One zone's square on the map, in map units (before the map's fit into its frame). */
export const CELL = 96;

export const colour = {
  felt: 0x141d19,
  mapBack: 0x0f1512,
  floor: 0xcbb88f,
  floorAlt: 0xbfa97c,
  grid: 0x9d8a63,
  wall: 0x2a1f16,
  cover: 0x6f7d5c,
  chest: 0xe0a92e,
  chestOpen: 0x6b5a3a,
  deploy: 0xb23a2e,
  exitClosed: 0x7a4a21,
  exitDead: 0x4a4a4a,
  door: 0x5c3410,
  lit: 0xf2c14e,
  control: 0x7ad0f2,
  panel: 0x1f3129,
  panelEdge: 0x33574a,
  ink: 0xf4f1e8,
  muted: 0xa9b8ae,
  darkInk: 0x1d1a14,
  danger: 0xe26d5a,
  good: 0x7fd18b,
  gold: 0xf2c14e,
  /** The ring of the figures of the last move. */
  lastMoved: 0xffffff,
  card: 0xf6f0de,
  cardSelected: 0xffe49a,
  enemyBasic: 0x8c2f2f,
  enemySecondary: 0x5a3f7a,
  enemyBoss: 0x1d1d1d,
};

export const HERO_FILL: Readonly<Record<ClassId, number>> = {
  warrior: 0x3f6fd8,
  dwarf: 0xc0772e,
  elf: 0x3aa65a,
  mage: 0x9b59d0,
};

/** A colour of the table as CSS writes it, for the page's panels ("#3f6fd8"). */
export const css = (c: number): string => `#${c.toString(16).padStart(6, "0")}`;
