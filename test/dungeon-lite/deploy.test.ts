import { barDoor, deploymentChoice, deploymentZones } from "@tabletop/shared/dungeon-lite/map/index";
import type { DeployQuery } from "@tabletop/shared/dungeon-lite/map/index";
import { dungeonLiteBots, type LiteState } from "@tabletop/shared/dungeon-lite/index";
import { knockOut } from "@tabletop/shared/dungeon-lite/wounds";
import { act, code, deckTop, E, enemies, hero, started } from "./engine-helpers.js";
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

  test("LITE-DEPLOY-9 / LITE-Q-30: what is still tied is returned whole, for the generating hero to choose", () => {
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

/** The rules' tie left to the players (LITE-DEPLOY-9, ruling LITE-Q-30), in the engine. */
describe("Dungeon Lite placing enemies where the rules leave a tie", () => {
  const RULES = -1;
  /** The Warrior on the Entrance's deployment zone, between Corridor A's and Corridor C's, equally near. */
  function atTie(seats: string[] = ["warrior-male"]): LiteState {
    let s = enemies({ ...started("tie", seats), map: MAP() }, []);
    for (const h of s.heroes) s = hero(s, h.seat, { zone: "entrance/2", hand: ["flask-1", "aim-1", "sprint-1"] });
    return s;
  }
  /** The Warrior draws the Goblin card, then a Flask, in the Event Phase. */
  const drawGoblin = (): LiteState =>
    act(
      {
        ...deckTop(atTie(), ["goblin-1", "flask-3"]),
        phase: "event",
        auto: "event-draw",
        eventPhase: { seats: [0], left: null },
      },
      RULES,
      { type: "rules", step: "event-draw" },
    );

  test("LITE-DEPLOY-9 / LITE-Q-30 / LITE-ACTION-9: the hero who generates an enemy chooses between the tied zones; the next cards still come", () => {
    const s = drawGoblin();
    expect(s.heroes[0].hand).toEqual(["flask-1", "aim-1", "sprint-1", "goblin-1", "flask-3"]);
    expect(s.enemies).toEqual([]);
    const p = s.pending[0];
    expect(p).toMatchObject({ kind: "place", seat: 0 });
    expect(p.kind === "place" && [...p.zones].sort()).toEqual(["corridor-a/1", "corridor-c/1"]);
    expect(E.view(s, null).pending).toEqual([
      { kind: "place", seat: 0, enemy: "goblin", zones: p.kind === "place" ? p.zones : [] },
    ]);
    expect(E.next!(s)).toBeNull();
    expect(E.waitingFor!(s)).toEqual([0]);
    const zones = p.kind === "place" ? p.zones : [];
    expect(E.legal(s, 0)).toEqual(zones.map((zone) => ({ type: "place", zone })));
    expect(code(s, 0, { type: "place", zone: "entrance/5" })).toBe("NOT_AVAILABLE");
    // A bot (or a seat whose time ran out) takes the first: the zone chance picks, as the rules did alone.
    expect(dungeonLiteBots.heuristic.choose(E.view(s, 0), E.legal(s, 0), 0, 0.5)).toEqual(E.legal(s, 0)[0]);
    const chosen = act(s, 0, { type: "place", zone: zones[1] });
    expect(chosen.enemies.map((e) => [e.type, e.zone])).toEqual([["goblin", zones[1]]]);
    expect(chosen.pending).toEqual([]);
    expect(chosen.phase).toBe("player"); // the Event Phase drew on meanwhile; nothing else happened
  });

  test("LITE-DEPLOY-7 / LITE-DEPLOY-9 / LITE-Q-30 / LITE-ENEMYCARD-6: the enemies after the one asked about wait their turn; the first chosen breaks the next one's tie", () => {
    let s: LiteState = { ...atTie(["warrior-male", "elf-female"]), phase: "enemy", auto: "enemy-card", turn: null };
    s = { ...s, enemyDeck: ["enemy-a-1", ...s.enemyDeck.filter((c) => c !== "enemy-a-1")] };
    s = act(s, RULES, { type: "rules", step: "enemy-card" });
    const p = s.pending[0];
    expect(p).toMatchObject({ kind: "place", seat: 0 });
    expect(p.kind === "place" && p.queue.map((x) => x.by)).toEqual([0, 1]);
    s = act(s, 0, { type: "place", zone: "corridor-c/1" });
    // The Elf's Goblin: corridor-c/1 now holds the most enemies, so nothing is left to choose.
    expect(s.pending).toEqual([]);
    expect(s.enemies.map((e) => [e.type, e.zone, e.justPlaced])).toEqual([
      ["goblin", "corridor-c/1", true],
      ["goblin", "corridor-c/1", true],
    ]);
    expect(E.next!(s)).toEqual({ type: "rules", step: "enemy-end" });
  });

  test("LITE-Q-30: a hero knocked out while asked leaves the choice to chance: the enemy goes where it picked", () => {
    const s = drawGoblin();
    const p = s.pending[0];
    const d = { ...s };
    knockOut(d, 0, [], "A test");
    expect(d.pending).toEqual([]);
    expect(d.enemies.map((e) => [e.type, e.zone])).toEqual([["goblin", p.kind === "place" ? p.zones[0] : ""]]);
  });
});
