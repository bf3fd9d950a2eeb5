/**
 * CI's last lines (.ci/results.mjs): every failed test and every suite that failed outside its tests is named with
 * the first lines of its failure, in plain text, and the last line counts over all the runs, a run with no results
 * or unreadable ones as failed.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ESC = String.fromCharCode(27);

test("CI's summary names each failure with its first lines, then one line of counts", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ci-results-"));
  try {
    const services = path.join(dir, "services.json");
    writeFileSync(
      services,
      JSON.stringify({
        numPassedTests: 5,
        numFailedTests: 1,
        numRuntimeErrorTestSuites: 1,
        testResults: [
          {
            name: path.join(REPO, "test/http/limits.test.ts"),
            status: "failed",
            message: "",
            assertionResults: [
              {
                fullName: "the first goes on",
                status: "failed",
                failureMessages: [`${ESC}[31mExpected: 200${ESC}[39m\n\nReceived: 503`],
              },
              { fullName: "a passing one", status: "passed", failureMessages: [] },
            ],
          },
          {
            name: path.join(REPO, "test/room/broken.test.ts"),
            status: "failed",
            message: "Cannot find module x",
            assertionResults: [],
          },
          { name: path.join(REPO, "test/room/fine.test.ts"), status: "passed", message: "", assertionResults: [] },
        ],
      }),
    );
    const cut = path.join(dir, "pglite.json");
    writeFileSync(cut, '{"numPassedTests": 3, "testRes');
    const printed = execFileSync(process.execPath, [".ci/results.mjs", services, path.join(dir, "bare.json"), cut], {
      cwd: REPO,
      encoding: "utf8",
    });
    expect(printed.split("\n").filter(Boolean)).toEqual([
      "Failed:",
      "- services: test/http/limits.test.ts › the first goes on",
      "    Expected: 200",
      "    Received: 503",
      "- services: test/room/broken.test.ts failed outside its tests",
      "    Cannot find module x",
      "- bare: no results (the run did not finish)",
      expect.stringMatching(/^- pglite: results unreadable \(.*JSON.*\)$/),
      "5 passed, 4 failed",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
