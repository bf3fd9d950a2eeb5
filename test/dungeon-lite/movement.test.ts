import {
  barDoor,
  canReach,
  distance,
  doorZones,
  entranceMap,
  hasRoom,
  isFullyOccupied,
  nearest,
  neighbours,
  occupancy,
  reachable,
  removeDoor,
  shortestPath,
  stopOnPath,
} from "@tabletop/shared/dungeon-lite/map/index";
import { build, exit } from "./helpers.js";

/** The Entrance with Corridor A north of it: a straight line of zones e5, e2, a3, a2, a1. */
const CORRIDOR = () => build(["entrance/2", "N", "corridor-a"]);
const zones = (r: readonly { zone: string }[]) => r.map((x) => x.zone);

describe("Dungeon Lite map: movement and distance", () => {
  test("LITE-HERO-21 / LITE-MOVE-1: with 2 movement a hero reaches every zone 1 or 2 zones away", () => {
    expect(reachable(CORRIDOR(), "entrance/5", 2)).toEqual([
      { zone: "entrance/5", steps: 0 },
      { zone: "entrance/2", steps: 1 },
      { zone: "entrance/4", steps: 1 },
      { zone: "entrance/6", steps: 1 },
      { zone: "corridor-a/3", steps: 2 },
      { zone: "entrance/1", steps: 2 },
      { zone: "entrance/3", steps: 2 },
    ]);
    expect(canReach(CORRIDOR(), "entrance/5", "corridor-a/2", 2)).toBe(false);
    expect(canReach(CORRIDOR(), "entrance/5", "corridor-a/2", 3)).toBe(true);
  });

  test("LITE-HERO-31: dazed, with movement 1, a hero reaches only the neighbouring zones", () => {
    expect(zones(reachable(CORRIDOR(), "entrance/5", 1))).toEqual([
      "entrance/5",
      "entrance/2",
      "entrance/4",
      "entrance/6",
    ]);
  });

  test("LITE-ZONE-1 / LITE-Q-31: distance is zone steps, orthogonal only, across segments through open exits", () => {
    const m = CORRIDOR();
    expect(distance(m, "entrance/4", "entrance/2")).toBe(2);
    expect(distance(m, "entrance/5", "corridor-a/1")).toBe(4);
    expect(distance(m, "corridor-a/1", "entrance/4")).toBe(5);
    expect(distance(entranceMap(), "entrance/2", "corridor-a/3")).toBe(Infinity);
  });

  test("LITE-Q-31 / LITE-Q-7: two segments side by side without an exit between them are not joined", () => {
    const m = build(["entrance/2", "N", "barracks"], ["entrance/3", "E", "corridor-c"]);
    expect(neighbours(m, "barracks/6").map((l) => l.to)).not.toContain("corridor-c/4");
    expect(distance(m, "barracks/6", "corridor-c/4")).toBe(5);
  });

  test("a wall inside a segment lengthens the way: Barracks zones 2 and 5 are 3 steps apart", () => {
    const m = build(["entrance/2", "N", "barracks"]);
    expect(distance(m, "barracks/2", "barracks/5")).toBe(3);
  });

  test("LITE-ZONE-5: an enemy may pass through a fully occupied zone when it ends its move beyond it", () => {
    const full = (z: string) => z !== "entrance/2";
    const r = zones(reachable(CORRIDOR(), "entrance/5", 2, { canEnd: full }));
    expect(r).toContain("corridor-a/3");
    expect(r).not.toContain("entrance/2");
  });

  test("LITE-ZONE-4: an enemy that would end in a fully occupied zone stops in the previous zone with room", () => {
    const path = shortestPath(CORRIDOR(), "corridor-a/1", "entrance/5");
    expect(path).toEqual(["corridor-a/1", "corridor-a/2", "corridor-a/3", "entrance/2", "entrance/5"]);
    expect(stopOnPath(path, 2, (z) => z !== "corridor-a/3")).toBe("corridor-a/2");
    expect(stopOnPath(path, 2, () => false)).toBe("corridor-a/1");
    expect(stopOnPath(path, 9, () => true)).toBe("entrance/5");
  });

  test("LITE-ZONE-6 / LITE-Q-32: heroes move through and stop in any zone, full or held by enemies", () => {
    expect(zones(reachable(CORRIDOR(), "entrance/5", 1))).toContain("entrance/2");
  });

  test("LITE-ZONE-2 / LITE-ZONE-3 / LITE-Q-28: capacity 6; heroes count 0; an enemy fits only if its points fit in what is left", () => {
    expect(occupancy([1, 2, 3])).toBe(6);
    expect(isFullyOccupied(6)).toBe(true);
    expect(isFullyOccupied(5)).toBe(false);
    expect(hasRoom(5, 1)).toBe(true);
    expect(hasRoom(5, 2)).toBe(false);
    expect(hasRoom(0, 6)).toBe(true);
    expect(occupancy([])).toBe(0);
  });

  test("nearest lists every target at the least distance", () => {
    const m = CORRIDOR();
    expect(nearest(m, "entrance/2", ["entrance/4", "entrance/6", "corridor-a/3"])).toEqual({
      distance: 1,
      zones: ["corridor-a/3"],
    });
    expect(nearest(m, "entrance/5", ["entrance/4", "entrance/6"])).toEqual({
      distance: 1,
      zones: ["entrance/4", "entrance/6"],
    });
    expect(nearest(entranceMap(), "entrance/5", ["corridor-a/1"])).toEqual({ distance: Infinity, zones: [] });
  });
});

describe("Dungeon Lite map: the barred door", () => {
  test("LITE-DOOR-1 / LITE-DOOR-2: the door is barred on an open exit from either zone it joins, not from elsewhere nor on a closed exit", () => {
    const m = CORRIDOR();
    expect(barDoor(m, "entrance/2", exit("entrance/2", "N"))!.door).toEqual({ zone: "entrance/2", side: "N" });
    expect(barDoor(m, "corridor-a/3", exit("entrance/2", "N"))!.door).toEqual({ zone: "entrance/2", side: "N" });
    expect(barDoor(m, "entrance/5", exit("entrance/2", "N"))).toBeNull();
    expect(barDoor(m, "entrance/1", exit("entrance/1", "W"))).toBeNull();
  });

  test("LITE-DOOR-3: a barred door blocks enemy advance; measured nearness ignores it", () => {
    const m = barDoor(CORRIDOR(), "entrance/2", exit("entrance/2", "N"))!;
    expect(distance(m, "corridor-a/1", "entrance/5")).toBe(Infinity);
    expect(distance(m, "corridor-a/1", "entrance/5", { door: "pass" })).toBe(4);
    expect(zones(reachable(m, "corridor-a/2", 3))).toEqual(["corridor-a/2", "corridor-a/1", "corridor-a/3"]);
    expect(doorZones(m)).toEqual(["entrance/2", "corridor-a/3"]);
  });

  test("LITE-DOOR-7 / LITE-Q-35: there is one Door figure: barring another exit moves it; heroes may remove it", () => {
    const m = build(["entrance/2", "N", "corridor-a"], ["entrance/3", "E", "corridor-c"]);
    const first = barDoor(m, "entrance/2", exit("entrance/2", "N"))!;
    const moved = barDoor(first, "entrance/3", exit("entrance/3", "E"))!;
    expect(moved.door).toEqual({ zone: "entrance/3", side: "E" });
    expect(distance(moved, "corridor-a/1", "entrance/5")).toBe(4);
    const open = removeDoor(moved);
    expect(open.door).toBeNull();
    expect(doorZones(open)).toEqual([]);
    expect(distance(open, "corridor-c/1", "entrance/3")).toBe(3);
  });
});
