/**
 * The server's Node flags are one fact: the benchmark's server (SERVER_NODE_FLAGS, bench/src/serverProcess.ts)
 * runs with exactly the flags that `npm start`, `npm run dev` and the Dockerfile give the server, so that what the
 * benchmark measures is what is deployed (README, "Configuration").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "@tabletop/server/nodeFlags.js";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAIN = "server/dist/main.js";

/** The flags of a `node … server/dist/main.js` command line: what stands between `node` and the script. */
function flagsBeforeMain(words: readonly string[]): string[] {
  const node = words.indexOf("node");
  const main = words.indexOf(MAIN);
  expect(node).toBeGreaterThanOrEqual(0);
  expect(main).toBeGreaterThan(node);
  return words.slice(node + 1, main);
}

test("npm start and npm run dev run the server with the benchmark's Node flags", () => {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  for (const name of ["start", "dev"]) {
    const command = scripts[name].split("&&").at(-1)!.trim().split(/\s+/);
    expect([name, flagsBeforeMain(command)]).toEqual([name, SERVER_NODE_FLAGS]);
  }
});

test("the Dockerfile runs the server with the benchmark's Node flags", () => {
  const cmd = readFileSync(path.join(REPO, "Dockerfile"), "utf8")
    .split("\n")
    .find((line) => line.startsWith("CMD "));
  expect(cmd).toBeDefined();
  expect(flagsBeforeMain(JSON.parse(cmd!.slice(4)) as string[])).toEqual(SERVER_NODE_FLAGS);
});
