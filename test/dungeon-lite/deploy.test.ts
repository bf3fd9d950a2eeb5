import { barDoor, deploymentChoice, deploymentZones } from "@tabletop/shared/dungeon-lite/map/index";
import type { DeployQuery } from "@tabletop/shared/dungeon-lite/map/index";
import { build, exit } from "./helpers.js";

/**
 * The Entrance with Corridor A to the west and Corridor C to the east. Deployment zones: entrance/2 (1 step north
 * of the hero symbol e5), corridor-a/1 and corridor-c/1, both 4 steps from entrance/2 and 5 from entrance/5.
 */
const MAP = () => build(["entrance/1", "W", "corridor-a"], ["entrance/3", "E", "corridor-c"]);

const q = (
  from: string,
  over: Partial<DeployQuery> = {},
  used: Record<string, number> = {},
  enemies: Record<string, number> = {},
): DeployQuery => ({
  from,
  points: 1,
  used: (z) => used[z] ?? 0,
  enemies: (z) => enemies[z] ?? 0,
  ...over,
});

describe("Dungeon Lite map: deployment zones", () => {
  test("LITE-DEPLOY-1: each placed segment has its deployment zone", () => {
    expect(deploymentZones(MAP())).toEqual(["entrance/2", "corridor-a/1", "corridor-c/1"]);
  });

  test("LITE-ACTION-9: an event's enemies go to the deployment zone closest to the hero", () => {
    expect(deploymentChoice(MAP(), q("entrance/5"))).toEqual(["entrance/2"]);
    expect(deploymentChoice(MAP(), q("corridor-a/2"))).toEqual(["corridor-a/1"]);
    expect(deploymentChoice(MAP(), q("corridor-a/3"))).toEqual(["corridor-a/1", "entrance/2"]);
  });

  test("LITE-TERRAIN-3: terrain enemies go to their own segment's deployment zone", () => {
    expect(deploymentChoice(MAP(), q("corridor-c/1"))).toEqual(["corridor-c/1"]);
  });

  test("LITE-DEPLOY-4 / LITE-Q-29: a fully occupied deployment zone sends them to the nearest one with room", () => {
    expect(deploymentChoice(MAP(), q("entrance/5", {}, { "entrance/2": 6, "corridor-c/1": 6 }))).toEqual([
      "corridor-a/1",
    ]);
  });

  test("LITE-Q-28: a zone with 5 points has room for a Goblin (1) but not an Orc (2)", () => {
    expect(deploymentChoice(MAP(), q("entrance/5", { points: 1 }, { "entrance/2": 5 }))).toEqual(["entrance/2"]);
    expect(deploymentChoice(MAP(), q("entrance/5", { points: 2 }, { "entrance/2": 5 }))).toEqual([
      "corridor-a/1",
      "corridor-c/1",
    ]);
  });

  test("LITE-DEPLOY-5: a hero standing on a deployment zone sends them to the next-nearest one", () => {
    expect(deploymentChoice(MAP(), q("entrance/2", { avoidFrom: true }))).toEqual(["corridor-a/1", "corridor-c/1"]);
  });

  test("LITE-DEPLOY-6: ... or to the hero's own zone when there is no other option", () => {
    expect(
      deploymentChoice(MAP(), q("entrance/2", { avoidFrom: true }, { "corridor-a/1": 6, "corridor-c/1": 6 })),
    ).toEqual(["entrance/2"]);
  });

  test("LITE-DEPLOY-7: at equal distance, where there are already the most enemies", () => {
    expect(deploymentChoice(MAP(), q("entrance/2", { avoidFrom: true }, {}, { "corridor-a/1": 2 }))).toEqual([
      "corridor-a/1",
    ]);
  });

  test("LITE-DEPLOY-8 / LITE-Q-30: then where it hurts the mission most: nearest the heroes in all", () => {
    expect(
      deploymentChoice(MAP(), q("entrance/2", { avoidFrom: true, heroes: ["entrance/2", "corridor-c/4"] })),
    ).toEqual(["corridor-c/1"]);
  });

  test("LITE-DEPLOY-9 / LITE-Q-30: what is still tied is returned whole, for the seeded RNG to decide", () => {
    expect(deploymentChoice(MAP(), q("entrance/2", { avoidFrom: true, heroes: ["entrance/2"] }))).toEqual([
      "corridor-a/1",
      "corridor-c/1",
    ]);
  });

  test("LITE-Q-29: with every deployment zone full, the nearest zones with room to the nearest deployment zone; none when all are full", () => {
    const full = { "entrance/2": 6, "corridor-a/1": 6, "corridor-c/1": 6 };
    expect(deploymentChoice(MAP(), q("entrance/5", {}, full))).toEqual(["entrance/1", "entrance/3", "entrance/5"]);
    expect(deploymentChoice(MAP(), { from: "entrance/5", points: 1, used: () => 6, enemies: () => 0 })).toEqual([]);
  });

  test("LITE-Q-31: the barred door does not change how near a deployment zone is", () => {
    const m = barDoor(MAP(), "entrance/1", exit("entrance/1", "W"))!;
    expect(deploymentChoice(m, q("entrance/2", { avoidFrom: true }))).toEqual(["corridor-a/1", "corridor-c/1"]);
  });
});
