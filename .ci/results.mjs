/**
 * CI's last lines, from the Jest JSON results of its runs (the arguments): each failed test, and each suite that
 * failed outside its tests (it did not load, or a hook threw), named with the first lines of its failure, so the end of the log says what failed even when the lanes' logs
 * above are cut; then one line "N passed, N failed" over all the runs.
 */
import fs from "node:fs";
import path from "node:path";

const FAILURE_LINES = 8;
/** Jest colours its messages; the log is plain text. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const plain = (text) => text.replace(COLOUR, "");
const firstLines = (text) =>
  plain(text)
    .split("\n")
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "")
    .slice(0, FAILURE_LINES)
    .map((l) => "    " + l.trim());

let passed = 0;
let failed = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  const run = path.basename(file, ".json");
  if (!fs.existsSync(file)) {
    failed += 1;
    failures.push([`${run}: no results (the run did not finish)`]);
    continue;
  }
  let r;
  try {
    r = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (e) {
    failed += 1;
    failures.push([`${run}: results unreadable (${e.message})`]);
    continue;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
  for (const suite of r.testResults) {
    const where = path.relative(process.cwd(), suite.name);
    const tests = suite.assertionResults.filter((t) => t.status === "failed");
    for (const t of tests)
      failures.push([`${run}: ${where} › ${t.fullName}`, ...firstLines(t.failureMessages.join("\n"))]);
    if (suite.status === "failed" && tests.length === 0)
      failures.push([`${run}: ${where} failed outside its tests`, ...firstLines(suite.message || "")]);
  }
}
if (failures.length) {
  console.log("Failed:");
  for (const lines of failures) console.log(["- " + lines[0], ...lines.slice(1)].join("\n"));
}
console.log(`${passed} passed, ${failed} failed`);
