import { TERRAIN_SEGMENTS } from "@tabletop/shared/dungeon-lite/content/index";
import type { SegmentId } from "@tabletop/shared/dungeon-lite/content/index";
import {
  closedExits,
  distance,
  entranceMap,
  exitAt,
  fitAt,
  frontOf,
  isPlaced,
  isZone,
  lineOfSight,
  markDead,
  neighbours,
  opposite,
  placeFromDeck,
  placeSegment,
  placedCount,
  placementAt,
  segmentOf,
  shapeOf,
  step,
  turnDir,
  zoneOf,
  zonesOf,
} from "@tabletop/shared/dungeon-lite/map/index";
import type { DungeonMap } from "@tabletop/shared/dungeon-lite/map/index";
import { build, closedAt, exit, picture } from "./helpers.js";

const PLACEABLE = TERRAIN_SEGMENTS.filter((s) => s.entrance !== null).map((s) => s.id);

function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object") {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** North-up picture letters: A = Entrance, then one letter per placed segment. */
const THREE = (): DungeonMap =>
  build(["entrance/2", "N", "corridor-b"], ["corridor-b/1", "W", "throne-room"], ["entrance/3", "E", "forge"]);

describe("Dungeon Lite map: segments and placement", () => {
  test("every terrain layout reads; the Barracks wall stops the step between zones 2 and 5", () => {
    for (const s of TERRAIN_SEGMENTS) expect(shapeOf(s.id).cells.size).toBeGreaterThan(2);
    const steps = shapeOf("barracks").steps.map(([a, b]) => `${a}-${b}`);
    expect(steps).not.toContain("2-5");
    expect(steps).toContain("1-2");
  });

  test("LITE-SETUP-1 / LITE-SETUP-2 / LITE-EXIT-3: the game starts with the Entrance at the centre and a face-down segment waiting at each of its 3 exits", () => {
    const m = entranceMap();
    expect(m.segments).toEqual([{ segment: "entrance", level: 0, turns: 0, offset: [0, 0] }]);
    expect(closedAt(m)).toEqual(["entrance/1W", "entrance/2N", "entrance/3E"]);
    expect(m.door).toBeNull();
    expect(zoneOf(m, "entrance/5").cell).toEqual([1, 1]);
    expect(placedCount(m)).toBe(0);
  });

  test("LITE-EXIT-2: an exit is a closed door: no step and no sight through it until it is opened", () => {
    const m = entranceMap();
    expect(
      neighbours(m, "entrance/2")
        .map((l) => l.to)
        .sort(),
    ).toEqual(["entrance/1", "entrance/3", "entrance/5"]);
    const open = placeSegment(m, exit("entrance/2", "N"), "corridor-a");
    expect(neighbours(open, "entrance/2").map((l) => l.to)).toContain("corridor-a/3");
  });

  test("LITE-OPEN-4: every segment, at every exit of the Entrance, is turned so that its entrance arrow meets the exit arrow", () => {
    const m = entranceMap();
    for (const e of closedExits(m)) {
      for (const id of PLACEABLE) {
        const p = placementAt(m, e, id);
        const def = shapeOf(id).def;
        expect(turnDir(def.entrance!.side, p.turns)).toBe(opposite(e.side));
        const next = placeSegment(m, e, id);
        expect(zoneOf(next, `${id}/${def.entrance!.zone}`).cell).toEqual(step(zoneOf(m, e.zone).cell, e.side));
      }
    }
  });

  test("LITE-OPEN-3 / LITE-OPEN-7: opening a door joins the new segment's entrance zone and adds its exits, closed", () => {
    const m = placeSegment(entranceMap(), exit("entrance/2", "N"), "corridor-b");
    expect(exitAt(m, exit("entrance/2", "N"))).toEqual({
      zone: "entrance/2",
      side: "N",
      status: "open",
      to: "corridor-b/5",
    });
    expect(closedAt(m)).toEqual(["entrance/1W", "entrance/3E", "corridor-b/1W", "corridor-b/3E"]);
    expect(neighbours(m, "corridor-b/5")).toContainEqual({
      to: "entrance/2",
      dir: "S",
      exit: { zone: "entrance/2", side: "N" },
      barred: false,
    });
    expect(placedCount(m)).toBe(1);
  });

  test("LITE-OPEN-4: a segment at a west exit turns three quarters; its own exits turn with it", () => {
    const m = THREE();
    expect(picture(m)).toEqual(["CCC.....", "CCCBBB..", "CCC.B...", "....B.DD", "...AAAD.", "...AAADD"]);
    expect(closedAt(m)).toEqual([
      "entrance/1W",
      "corridor-b/3E",
      "throne-room/4S",
      "throne-room/6N",
      "forge/1E",
      "forge/5S",
    ]);
  });

  test("LITE-OPEN-12: a segment that would lie where a face-down segment waits does not fit", () => {
    const f = fitAt(THREE(), exit("entrance/1", "W"), "treasure-room");
    expect(f.overlap).toEqual([[-2, -1]]);
    expect(f.blockedExits).toEqual([]);
  });

  test("LITE-OPEN-12: a segment whose exit would point into another segment does not fit", () => {
    const m = build(["entrance/3", "E", "guard-room"]);
    expect(fitAt(m, exit("entrance/2", "N"), "forge")).toEqual({ overlap: [], blockedExits: [5] });
    expect(fitAt(m, exit("entrance/2", "N"), "corridor-a")).toEqual({ overlap: [], blockedExits: [] });
  });

  test("LITE-OPEN-10 / LITE-OPEN-12: the deck's next segment replaces one that does not fit", () => {
    const r = placeFromDeck(THREE(), exit("entrance/1", "W"), ["treasure-room", "corridor-a"])!;
    expect([r.index, r.newLevel]).toEqual([1, false]);
    expect(r.map.segments.map((p) => p.segment)).toContain("corridor-a");
  });

  test("LITE-OPEN-11: a segment the mission does not accept yet is skipped for the next one", () => {
    const m = entranceMap();
    const r = placeFromDeck(
      m,
      exit("entrance/2", "N"),
      ["treasure-room", "throne-room", "corridor-a"],
      (s) => s === "corridor-a",
    )!;
    expect(r.index).toBe(2);
    const forced = placeFromDeck(m, exit("entrance/2", "N"), ["treasure-room", "throne-room"], () => false)!;
    expect([forced.index, forced.newLevel]).toEqual([0, false]);
  });

  test("LITE-OPEN-13 / LITE-Q-39: with no other option the segment goes on another level, joined only through its exit", () => {
    const r = placeFromDeck(THREE(), exit("entrance/1", "W"), ["treasure-room"])!;
    expect([r.index, r.newLevel]).toEqual([0, true]);
    const m = r.map;
    expect(zoneOf(m, "treasure-room/8").level).toBe(1);
    expect(neighbours(m, "entrance/1")).toContainEqual({
      to: "treasure-room/8",
      dir: null,
      exit: { zone: "entrance/1", side: "W" },
      barred: false,
    });
    expect(distance(m, "entrance/1", "treasure-room/8")).toBe(1);
    expect(lineOfSight(m, "entrance/1", "treasure-room/8")).toBeNull();
    expect(zoneOf(m, "treasure-room/6")).toMatchObject({ cell: [-2, -1], level: 1 });
    expect(zoneOf(m, "throne-room/5").level).toBe(0);
  });

  test("LITE-Q-39: an exit with no segment left is dead: closed for good", () => {
    const m = markDead(entranceMap(), exit("entrance/1", "W"));
    expect(exitAt(m, exit("entrance/1", "W"))!.status).toBe("dead");
    expect(closedAt(m)).toEqual(["entrance/2N", "entrance/3E"]);
    expect(placeFromDeck(m, exit("entrance/2", "N"), [])).toBeNull();
    expect(() => placeSegment(m, exit("entrance/1", "W"), "corridor-a")).toThrow(/not a closed exit/);
  });

  test("placing refuses an open exit, a segment already placed and the Entrance", () => {
    const m = build(["entrance/2", "N", "corridor-a"]);
    expect(() => placeSegment(m, exit("entrance/2", "N"), "corridor-b")).toThrow(/not a closed exit/);
    expect(() => placeSegment(m, exit("entrance/1", "W"), "corridor-a")).toThrow(/already placed/);
    expect(() => placeSegment(m, exit("entrance/1", "W"), "entrance" as SegmentId)).toThrow();
  });

  test("zone ids name the segment and the zone number; only placed zones are on the map", () => {
    const m = build(["entrance/2", "N", "corridor-a"]);
    expect(segmentOf("corridor-a/3")).toBe("corridor-a");
    expect(isZone(m, "corridor-a/3")).toBe(true);
    expect(isZone(m, "corridor-b/1")).toBe(false);
    expect(isZone(m, 7)).toBe(false);
    expect(zonesOf(m).map((z) => z.id)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `entrance/${n}`).concat(["corridor-a/1", "corridor-a/2", "corridor-a/3"]),
    );
    expect([isPlaced(m, "corridor-a"), isPlaced(m, "corridor-b")]).toEqual([true, false]);
    expect(frontOf(m, exit("corridor-a/1", "N"))).toEqual([1, -4]);
    expect(() => zoneOf(m, "corridor-b/1")).toThrow(/not on the map/);
  });

  test("maps are immutable values: placing returns a new map and leaves the old one as it was", () => {
    const m = deepFreeze(entranceMap());
    const before = JSON.stringify(m);
    const next = placeSegment(m, exit("entrance/2", "N"), "corridor-a");
    expect(JSON.stringify(m)).toBe(before);
    expect(next).not.toBe(m);
    expect(next.segments).toHaveLength(2);
  });
});
