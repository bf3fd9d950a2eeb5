/**
 * A production build of the client holds no test-only game: the fixture module is compiled
 * in only when VITE_FIXTURES=1 (client/src/games/registry.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildClient } from "../helpers/browser.js";

test("the production bundle contains no fixture code", () => {
  const out = buildClient("dist-test-production", false);
  const files = readdirSync(path.join(out, "assets")).map((f) => path.join(out, "assets", f));
  expect(files.some((f) => f.endsWith(".js"))).toBe(true);
  const hits = files.filter((f) => /fixture/i.test(readFileSync(f, "utf8")));
  expect(hits).toEqual([]);
}, 60_000);

test("the test build does contain the fixture game (the check above can fail)", () => {
  const out = buildClient("dist-test-fixtures", true);
  const files = readdirSync(path.join(out, "assets")).map((f) => readFileSync(path.join(out, "assets", f), "utf8"));
  expect(files.some((text) => text.includes("fixture-cards"))).toBe(true);
}, 60_000);
