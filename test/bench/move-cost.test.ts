/**
 * The server's CPU by stage of a move (server/src/bench/moveCost.ts): each sample is charged to the first stage
 * found on its stack, idle time is left out, the shares add up to 1; and every frame a stage names is a function
 * that still exists where the stage says, so a rename cannot move a stage's time to "other" unnoticed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  HELPER_THREADS,
  moveCost,
  OTHER,
  STAGES,
  withHelperThreads,
  type CpuProfile,
} from "@tabletop/server/bench/moveCost.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MATCH = "file:///app/server/dist/room/match.js";
const MESSAGES = "file:///app/server/dist/room/tableMessages.js";
const CORE = "file:///app/node_modules/@colyseus/core/build/Room.mjs";

/** A profile of one stack per sample: each stack a list of [function, url] from the root down. */
function profile(samples: [stack: [string, string][], micros: number][]): CpuProfile {
  const nodes: CpuProfile["nodes"] = [{ id: 1, callFrame: { functionName: "(root)", url: "", lineNumber: 0 } }];
  const out: CpuProfile = { nodes, samples: [], timeDeltas: [] };
  for (const [stack, micros] of samples) {
    let at = nodes[0];
    for (const [functionName, url] of stack) {
      let next = nodes.find(
        (n) => at.children?.includes(n.id) && n.callFrame.functionName === functionName && n.callFrame.url === url,
      );
      if (!next) {
        next = { id: nodes.length + 1, callFrame: { functionName, url, lineNumber: 0 } };
        nodes.push(next);
        (at.children ??= []).push(next.id);
      }
      at = next;
    }
    out.samples.push(at.id);
    out.timeDeltas.push(micros);
  }
  return out;
}

const shareOf = (r: ReturnType<typeof moveCost>, prefix: string) => r.find((x) => x.stage.startsWith(prefix))!.share;

test("a sample goes to the first stage on its stack; idle time is left out; the shares add up to 1", () => {
  const r = moveCost(
    profile([
      // The socket write made while the patch is sent is the socket's.
      [
        [
          ["publish", MATCH],
          ["broadcastPatch", CORE],
          ["writev", ""],
        ],
        20,
      ],
      [
        [
          ["publish", MATCH],
          ["broadcastPatch", CORE],
          ["encode", CORE],
        ],
        10,
      ],
      // A legal list computed for the message is the rules'.
      [
        [
          ["sendLegalToAll", MESSAGES],
          ["Match.legalFor", MATCH],
          ["fastLegal", "file:///app/shared/dist/x.js"],
        ],
        15,
      ],
      [
        [
          ["sendLegalToAll", MESSAGES],
          ["pack", "file:///app/node_modules/msgpackr/pack.js"],
        ],
        5,
      ],
      [
        [
          ["project", MATCH],
          ["publicView", "file:///app/shared/dist/xorlosch/view.js"],
        ],
        10,
      ],
      [
        [
          ["project", MATCH],
          ["set", "file:///app/node_modules/@colyseus/schema/build/index.mjs"],
        ],
        5,
      ],
      // The synced state's classes come from shared's view description, but making their objects is projection.
      [
        [
          ["project", MATCH],
          ["C", "file:///app/shared/dist/view/schema.js"],
        ],
        5,
      ],
      [[["(garbage collector)", ""]], 10],
      [[["listOnTimeout", "node:internal/timers"]], 20],
      [[["(idle)", ""]], 1000],
    ]),
  );
  expect(r.map((x) => x.stage)).toEqual([...STAGES.map((s) => s.stage), OTHER]);
  expect(shareOf(r, "socket writes")).toBeCloseTo(0.2);
  expect(shareOf(r, "patch")).toBeCloseTo(0.1);
  expect(shareOf(r, "rules: legal lists")).toBeCloseTo(0.15);
  expect(shareOf(r, "legal message")).toBeCloseTo(0.05);
  expect(shareOf(r, "rules: apply, views")).toBeCloseTo(0.1);
  expect(shareOf(r, "projection")).toBeCloseTo(0.1);
  expect(shareOf(r, "collection")).toBeCloseTo(0.1);
  expect(shareOf(r, OTHER)).toBeCloseTo(0.2);
  expect(r.reduce((n, x) => n + x.share, 0)).toBeCloseTo(1);
});

test("the profile's shares are the main thread's; the helper threads' CPU is a stage of its own", () => {
  const byStage = [
    { stage: "rules: legal lists", share: 0.25 },
    { stage: OTHER, share: 0.75 },
  ];
  // The main thread used 80% of the process's CPU: its stages share that, the helper threads the rest.
  expect(withHelperThreads(byStage, 0.8)).toEqual([
    { stage: "rules: legal lists", share: 0.2 },
    { stage: OTHER, share: expect.closeTo(0.6, 10) },
    { stage: HELPER_THREADS, share: expect.closeTo(0.2, 10) },
  ]);
  // A share above 1 (a helper thread that ended between the readings is not counted) is kept between 0 and 1.
  expect(withHelperThreads(byStage, 1.02).at(-1)).toEqual({ stage: HELPER_THREADS, share: 0 });
});

test("a profile with nothing but idle time has every share 0", () => {
  expect(moveCost(profile([[[["(idle)", ""]], 100]])).every((x) => x.share === 0)).toBe(true);
});

/** Where a frame's path part points: a file of this repository's server, or a dependency's. */
function sourceOf(part: string): string | null {
  const own = part.match(/^(room|store)\/(\w+)\.js$/);
  if (own) return path.join(ROOT, "server/src", own[1], `${own[2]}.ts`);
  if (part === "@colyseus/core/") return path.join(path.dirname(resolveFrom("@colyseus/core")), "Room.mjs");
  return null;
}
const resolveFrom = (pkg: string) => createRequire(path.join(ROOT, "server/package.json")).resolve(pkg);

test("every function a stage names in this repository or in Colyseus's room exists there", () => {
  const checked: string[] = [];
  for (const s of STAGES)
    for (const frame of s.frames) {
      const [fn, part] = [frame.slice(0, frame.indexOf("@")), frame.slice(frame.indexOf("@") + 1)];
      const file = sourceOf(part);
      if (!file || fn === "*") continue;
      const name = fn.replace(/^\w+\./, "");
      const text = readFileSync(file, "utf8");
      expect({ frame, found: new RegExp(`\\b${name}\\s*(\\(|=|:)`).test(text) }).toEqual({ frame, found: true });
      checked.push(frame);
    }
  expect(checked).toEqual(
    expect.arrayContaining([
      "record@room/match.js",
      "project@room/match.js",
      "sendEvents@room/tableMessages.js",
      "broadcastPatch@@colyseus/core/",
    ]),
  );
});
