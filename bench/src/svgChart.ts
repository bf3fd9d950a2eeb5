/**
 * A small line chart as SVG text: panels stacked on one x axis, each with its own y axis from 0 and one or more
 * series, and optional labelled bands along x (the benchmark's phases). Our own 150 lines rather than a chart
 * library: the benchmark needs lines, axes and labels, nothing interactive. Elements carry classes (plot, axis,
 * tick, label, series, band, legend) so that a test can read the structure back.
 */

/** A point: x, and y or null for a gap (the line breaks there). */
export type Point = readonly [number, number | null];

export interface Series {
  name: string;
  color: string;
  points: readonly Point[];
}

export interface Panel {
  /** The y axis label: what is measured, with its unit. */
  label: string;
  series: readonly Series[];
}

export interface Band {
  from: number;
  to: number;
  label: string;
}

export interface ChartSpec {
  title: string;
  xLabel: string;
  panels: readonly Panel[];
  bands?: readonly Band[];
}

const WIDTH = 860;
const PANEL_HEIGHT = 200;
const GAP = 50;
const LEFT = 70;
const RIGHT = 110;
const TOP = 50;
const BOTTOM = 45;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const fmt = (x: number) => (Math.abs(x) >= 1000 ? Math.round(x).toLocaleString("en-US") : String(+x.toPrecision(3)));
const px = (x: number) => Math.round(x * 10) / 10;

/** A step of 1, 2 or 5 × 10^k, so that about `ticks` steps cover `span`. */
export function niceStep(span: number, ticks = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / ticks;
  const k = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * k >= raw) ?? 10) * k;
}

/**
 * The axis from `min` to the first multiple of its step at or above `max` (or to `max` itself, `tight`), with its
 * ticks.
 */
function axis(min: number, max: number, tight = false): { lo: number; hi: number; ticks: number[] } {
  const step = niceStep(max - min);
  const hi = tight && max > min ? max : Math.max(min + step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let v = min; v <= hi + step / 1e6; v += step) ticks.push(+v.toPrecision(12));
  return { lo: min, hi, ticks };
}

export function svgChart(spec: ChartSpec): string {
  const xs = spec.panels.flatMap((p) => p.series.flatMap((s) => s.points.map((pt) => pt[0])));
  for (const b of spec.bands ?? []) xs.push(b.from, b.to);
  const x = axis(Math.min(0, ...xs), Math.max(...xs, 1), true);
  const plotW = WIDTH - LEFT - RIGHT;
  const height = TOP + spec.panels.length * (PANEL_HEIGHT + GAP) - GAP + BOTTOM;
  const sx = (v: number) => px(LEFT + ((v - x.lo) / (x.hi - x.lo)) * plotW);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${height}" fill="white"/>`,
    `<text class="title" x="${LEFT}" y="24" font-size="15" font-weight="bold">${esc(spec.title)}</text>`,
  ];
  spec.panels.forEach((panel, i) => {
    const top = TOP + i * (PANEL_HEIGHT + GAP);
    const bottom = top + PANEL_HEIGHT;
    const values = panel.series.flatMap((s) => s.points.map((p) => p[1]).filter((v): v is number => v !== null));
    const y = axis(0, Math.max(...values, 0));
    const sy = (v: number) => px(bottom - ((v - y.lo) / (y.hi - y.lo)) * PANEL_HEIGHT);
    out.push(`<g class="panel" data-label="${esc(panel.label)}" data-y-max="${y.hi}">`);
    out.push(
      `<rect class="plot" x="${LEFT}" y="${top}" width="${plotW}" height="${PANEL_HEIGHT}" fill="none" stroke="#ccc"/>`,
    );
    for (const b of spec.bands ?? []) {
      out.push(
        `<rect class="band" x="${sx(b.from)}" y="${top}" width="${px(sx(b.to) - sx(b.from))}" height="${PANEL_HEIGHT}" fill="#000" fill-opacity="${0.03}" stroke="#bbb" stroke-dasharray="3 3"/>`,
      );
      if (i === 0)
        out.push(
          `<text class="band-label" x="${px((sx(b.from) + sx(b.to)) / 2)}" y="${top - 6}" text-anchor="middle">${esc(b.label)}</text>`,
        );
    }
    for (const t of y.ticks) {
      out.push(`<line x1="${LEFT}" y1="${sy(t)}" x2="${LEFT + plotW}" y2="${sy(t)}" stroke="#eee"/>`);
      out.push(
        `<text class="tick y" x="${LEFT - 6}" y="${sy(t) + 4}" text-anchor="end" data-value="${t}">${fmt(t)}</text>`,
      );
    }
    out.push(`<line class="axis y" x1="${LEFT}" y1="${top}" x2="${LEFT}" y2="${bottom}" stroke="black"/>`);
    out.push(`<line class="axis x" x1="${LEFT}" y1="${bottom}" x2="${LEFT + plotW}" y2="${bottom}" stroke="black"/>`);
    for (const t of x.ticks)
      out.push(
        `<text class="tick x" x="${sx(t)}" y="${bottom + 15}" text-anchor="middle" data-value="${t}">${fmt(t)}</text>`,
      );
    out.push(
      `<text class="label y" transform="translate(18 ${(top + bottom) / 2}) rotate(-90)" text-anchor="middle">${esc(panel.label)}</text>`,
    );
    panel.series.forEach((s, k) => {
      let d = "";
      let pen = false;
      for (const [vx, vy] of s.points) {
        if (vy === null) {
          pen = false;
          continue;
        }
        d += `${pen ? "L" : "M"}${sx(vx)} ${sy(vy)} `;
        pen = true;
      }
      out.push(
        `<path class="series" data-series="${esc(s.name)}" d="${d.trim()}" fill="none" stroke="${s.color}" stroke-width="1.5"/>`,
      );
      const ly = top + 14 + k * 16;
      out.push(
        `<line x1="${LEFT + plotW + 10}" y1="${ly - 4}" x2="${LEFT + plotW + 28}" y2="${ly - 4}" stroke="${s.color}" stroke-width="2"/>`,
      );
      out.push(`<text class="legend" x="${LEFT + plotW + 32}" y="${ly}">${esc(s.name)}</text>`);
    });
    out.push(`</g>`);
  });
  const last = TOP + spec.panels.length * (PANEL_HEIGHT + GAP) - GAP;
  out.push(
    `<text class="label x" x="${LEFT + plotW / 2}" y="${last + 35}" text-anchor="middle">${esc(spec.xLabel)}</text>`,
  );
  out.push(`</svg>`);
  return out.join("\n") + "\n";
}
