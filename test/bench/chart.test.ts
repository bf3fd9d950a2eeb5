/**
 * The benchmark's chart (server/src/bench/svgChart.ts, runChart.ts), rendered from a small series and read back:
 * two panels with their axes, the moves/s line and both latency lines, the phases' labels, and every point inside
 * its plot where its value says.
 */
import { runChart } from "@tabletop/server/bench/runChart.js";
import { niceStep } from "@tabletop/server/bench/svgChart.js";
import type { Sample } from "@tabletop/server/bench/sampler.js";

const sample = (t: number, movesPerSecond: number, p50: number | null, p99: number | null): Sample => ({
  t,
  movesPerSecond,
  p50,
  p99,
});
const BARE = [sample(1, 30000, 30, 50), sample(2, 31000, 31, 55)];
const GAME = [sample(1, 9000, 80, 120), sample(2, 11000, null, null), sample(3, 12500, 90, 160)];
const svg = runChart("xorlosch, 2 seats, M = 1000", [
  { label: "bare echo", seconds: 2, series: BARE },
  { label: "xorlosch", seconds: 3, series: GAME },
]);

const attrs = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])) as Record<string, string>;
const elements = (source: string, name: string, cls: string) =>
  [...source.matchAll(new RegExp(`<${name} class="${cls}"[^>]*>`, "g"))].map((m) => attrs(m[0]));
const texts = (source: string, cls: string) =>
  [...source.matchAll(new RegExp(`<text class="${cls}"[^>]*>([^<]*)</text>`, "g"))].map((m) => m[1]);
const panels = [...svg.matchAll(/<g class="panel"[^>]*>[\s\S]*?<\/g>/g)].map((m) => m[0]);
const points = (d: string) =>
  d
    .split(/(?=[ML])/)
    .filter(Boolean)
    .map((s) => ({ pen: s[0], x: Number(s.slice(1).split(" ")[0]), y: Number(s.slice(1).split(" ")[1]) }));

test("an SVG document with a title, two panels, each with its x and y axis and its label", () => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  expect(texts(svg, "title")).toEqual(["xorlosch, 2 seats, M = 1000"]);
  expect(panels).toHaveLength(2);
  expect(panels.map((p) => attrs(p.slice(0, p.indexOf(">") + 1))["data-label"])).toEqual([
    "moves/s",
    "move → patch (ms)",
  ]);
  for (const p of panels) {
    expect(elements(p, "line", "axis x")).toHaveLength(1);
    expect(elements(p, "line", "axis y")).toHaveLength(1);
    expect(texts(p, "tick y").length).toBeGreaterThanOrEqual(3);
  }
  expect(texts(svg, "label y")).toEqual(["moves/s", "move → patch (ms)"]);
  expect(texts(svg, "label x")).toHaveLength(1);
  expect(texts(svg, "band-label")).toEqual(["bare echo", "xorlosch"]);
  expect(texts(svg, "legend")).toEqual(["moves/s", "p50", "p99"]);
});

test("each series is drawn where its values say, within its plot, the y axis from 0 to above the largest value", () => {
  const expected: Record<string, (number | null)[]> = {
    "moves/s": [...BARE, ...GAME].map((s) => s.movesPerSecond),
    p50: [...BARE, ...GAME].map((s) => s.p50),
    p99: [...BARE, ...GAME].map((s) => s.p99),
  };
  const seen: string[] = [];
  for (const p of panels) {
    const plot = elements(p, "rect", "plot")[0];
    const [left, top, width, height] = ["x", "y", "width", "height"].map((k) => Number(plot[k]));
    const yMax = Number(attrs(p.slice(0, p.indexOf(">") + 1))["data-y-max"]);
    const ticks = elements(p, "text", "tick y").map((t) => Number(t["data-value"]));
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(yMax);
    for (const s of elements(p, "path", "series")) {
      const name = s["data-series"];
      seen.push(name);
      const values = expected[name].filter((v): v is number => v !== null);
      expect(yMax).toBeGreaterThanOrEqual(Math.max(...values));
      const pts = points(s.d);
      expect(pts).toHaveLength(values.length);
      pts.forEach((pt, i) => {
        expect(pt.x).toBeGreaterThanOrEqual(left);
        expect(pt.x).toBeLessThanOrEqual(left + width);
        expect(pt.y).toBeGreaterThanOrEqual(top);
        expect(pt.y).toBeLessThanOrEqual(top + height);
        // The value read back from the drawing, to the pixel.
        expect(Math.abs(((top + height - pt.y) / height) * yMax - values[i])).toBeLessThanOrEqual(yMax / height);
      });
      // Time runs left to right, the game's phase after the bare room's.
      for (let i = 1; i < pts.length; i++) expect(pts[i].x).toBeGreaterThan(pts[i - 1].x);
    }
  }
  expect(seen).toEqual(["moves/s", "p50", "p99"]);
});

test("a line breaks between phases and where an interval had no latency", () => {
  const [, latency] = panels;
  const p50 = elements(latency, "path", "series").find((s) => s["data-series"] === "p50")!;
  // bare (2 points) | game 1 | game 3: three strokes.
  expect(points(p50.d).map((p) => p.pen)).toEqual(["M", "L", "M", "M"]);
  const rate = elements(panels[0], "path", "series")[0];
  expect(points(rate.d).map((p) => p.pen)).toEqual(["M", "L", "M", "L", "L"]);
});

test("axis steps are 1, 2 or 5 times a power of ten", () => {
  expect(niceStep(31000)).toBe(10000);
  expect(niceStep(160)).toBe(50);
  expect(niceStep(5)).toBe(2);
  expect(niceStep(0.3)).toBe(0.1);
  expect(niceStep(0)).toBe(1);
});
