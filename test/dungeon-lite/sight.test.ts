import { defenseDice } from "@tabletop/shared/dungeon-lite/content/index";
import {
  barDoor,
  coverBonus,
  FOR_HEROES,
  lineOfSight,
  rangedShot,
  visibleFrom,
} from "@tabletop/shared/dungeon-lite/map/index";
import { build, exit } from "./helpers.js";

/** A straight column north of the hero symbol: e5, e2, a3, a2, a1, b5, b4, b2 (Entrance, Corridor A, Corridor B). */
const LINE = () => build(["entrance/2", "N", "corridor-a"], ["corridor-a/1", "N", "corridor-b"]);

describe("Dungeon Lite map: line of sight", () => {
  test("LITE-HERO-8: line of sight runs along a row or a column of zones, across segments joined by open exits", () => {
    const m = LINE();
    expect(lineOfSight(m, "entrance/5", "corridor-a/1")).toBe(4);
    expect(lineOfSight(m, "corridor-a/1", "entrance/5")).toBe(4);
    expect(lineOfSight(m, "entrance/2", "corridor-b/2")).toBe(6);
    expect(lineOfSight(m, "entrance/5", "entrance/5")).toBe(0);
  });

  test("LITE-HERO-8 / LITE-Q-7: no diagonal line of sight", () => {
    expect(lineOfSight(LINE(), "entrance/4", "entrance/2")).toBeNull();
    expect(lineOfSight(LINE(), "entrance/1", "corridor-a/3")).toBeNull();
  });

  test("LITE-HERO-9: figures do not block: sight depends on the map alone (through the heroes' zone e5)", () => {
    expect(lineOfSight(LINE(), "entrance/4", "entrance/6")).toBe(2);
  });

  test("LITE-Q-7: a gap in the row blocks sight (the corner of Corridor C)", () => {
    const m = build(["entrance/3", "E", "corridor-c"]);
    expect(lineOfSight(m, "entrance/1", "corridor-c/1")).toBe(5);
    expect(lineOfSight(m, "entrance/6", "corridor-c/2")).toBeNull();
  });

  test("LITE-Q-7: a wall blocks sight (Barracks 2 and 5), and so does the border between segments where there is no exit", () => {
    const m = build(["entrance/2", "N", "barracks"], ["entrance/3", "E", "corridor-c"]);
    expect(lineOfSight(m, "barracks/2", "barracks/5")).toBeNull();
    expect(lineOfSight(m, "barracks/1", "barracks/4")).toBe(1);
    expect(lineOfSight(m, "barracks/6", "corridor-c/4")).toBeNull();
  });

  test("LITE-Q-7 / LITE-Q-35 / LITE-DOOR-3: the barred door blocks an enemy's sight, not a hero's", () => {
    expect(lineOfSight(build(), "entrance/5", "entrance/2")).toBe(1);
    const barred = barDoor(LINE(), "entrance/2", exit("entrance/2", "N"))!;
    expect(lineOfSight(barred, "entrance/5", "corridor-a/1")).toBeNull();
    expect(lineOfSight(barred, "corridor-a/3", "corridor-b/5")).toBe(3);
    expect(lineOfSight(barred, "entrance/5", "corridor-a/1", FOR_HEROES)).toBe(4);
    expect(visibleFrom(barred, "entrance/5", 4, FOR_HEROES)).toEqual(visibleFrom(LINE(), "entrance/5"));
    expect(rangedShot(barred, "corridor-a/2", "entrance/2", 2, true)).toEqual({
      ok: false,
      reason: "no-line-of-sight",
    });
    expect(rangedShot(barred, "entrance/2", "corridor-a/2", 2, true, FOR_HEROES)).toMatchObject({
      ok: true,
      distance: 2,
    });
  });

  test("visibleFrom lists every zone in sight up to 4 zones away, nearest first", () => {
    expect(visibleFrom(LINE(), "entrance/5").map((v) => `${v.zone}:${v.distance}`)).toEqual([
      "entrance/2:1",
      "entrance/6:1",
      "entrance/4:1",
      "corridor-a/3:2",
      "corridor-a/2:3",
      "corridor-a/1:4",
    ]);
    expect(visibleFrom(LINE(), "entrance/5", 1)).toHaveLength(3);
  });
});

describe("Dungeon Lite map: ranged shots", () => {
  test("LITE-HERO-3 / LITE-HERO-5: a ranged attack targets another zone; within range there is no penalty", () => {
    expect(rangedShot(LINE(), "entrance/5", "entrance/5", 2, true)).toEqual({ ok: false, reason: "same-zone" });
    expect(rangedShot(LINE(), "entrance/5", "corridor-a/3", 2, true)).toEqual({
      ok: true,
      distance: 2,
      extraDefense: 0,
    });
    expect(rangedShot(LINE(), "entrance/5", "entrance/2", 2, true)).toEqual({ ok: true, distance: 1, extraDefense: 0 });
  });

  test("LITE-HERO-6: past the range the defender rolls 1 extra defense die per zone", () => {
    expect(rangedShot(LINE(), "entrance/5", "corridor-a/1", 2, true)).toEqual({
      ok: true,
      distance: 4,
      extraDefense: 2,
    });
    expect(rangedShot(LINE(), "entrance/5", "corridor-a/2", 1, true)).toEqual({
      ok: true,
      distance: 3,
      extraDefense: 2,
    });
  });

  test("LITE-HERO-7: never more than 4 zones away, whatever the range", () => {
    expect(rangedShot(LINE(), "entrance/5", "corridor-b/5", 4, true)).toEqual({ ok: false, reason: "too-far" });
    expect(rangedShot(LINE(), "entrance/5", "corridor-b/5", 9, false)).toEqual({ ok: false, reason: "too-far" });
  });

  test("LITE-HERO-8: no shot without line of sight", () => {
    expect(rangedShot(LINE(), "entrance/4", "entrance/2", 4, true)).toEqual({ ok: false, reason: "no-line-of-sight" });
  });

  test("LITE-HERO-10 / LITE-ENEMY-3 / LITE-MAGIC-7 / LITE-CHEST-6 / LITE-Q-6: secondary enemies, spells and chest items cannot exceed their range", () => {
    expect(rangedShot(LINE(), "entrance/5", "corridor-a/2", 2, false)).toEqual({ ok: false, reason: "beyond-range" });
    expect(rangedShot(LINE(), "entrance/5", "corridor-a/3", 2, false)).toEqual({
      ok: true,
      distance: 2,
      extraDefense: 0,
    });
  });

  test("LITE-COVER-1..3 / LITE-HERO-12 / LITE-Q-33: cover gives +1 defense die in its zone only; with the range penalty, never above 3 dice", () => {
    const m = LINE();
    expect(coverBonus(m, "entrance/4")).toBe(1);
    expect(coverBonus(m, "entrance/5")).toBe(0);
    const shot = rangedShot(m, "corridor-a/1", "entrance/2", 1, true);
    expect(shot).toEqual({ ok: true, distance: 3, extraDefense: 2 });
    expect(defenseDice(2, coverBonus(m, "entrance/4") + 2)).toBe(3);
    expect(defenseDice(1, coverBonus(m, "entrance/4"))).toBe(2);
  });
});
