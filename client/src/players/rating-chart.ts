/**
 * A rating over time, drawn by uPlot (docs/ratings.md): one point per rated match, at the time it ended. uPlot
 * because it is small (about 50 kB, no dependencies), fast (it draws on one canvas, so hundreds of points cost
 * nothing), kept up by its author for years, and does time axes and point markers itself: nothing hand-drawn here.
 * It is loaded with the player page only (a chunk of its own), so the rest of the client neither waits for it nor
 * depends on it: uPlot reads `navigator.language` as it loads and throws where that is not a valid tag.
 */
import { h, type ComponentChild } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { RatingPoint } from "../net/types";

const HEIGHT = 220;

function RatingChart({ game, points }: { game: string; points: readonly RatingPoint[] }): ComponentChild {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let gone = false;
    const size = () => ({ width: Math.max(280, el.clientWidth || 600), height: HEIGHT });
    const resize = () => plot?.setSize(size());
    import("uplot")
      .then(({ default: UPlot }) => {
        if (gone) return;
        const data: uPlot.AlignedData = [points.map((p) => Date.parse(p.at) / 1000), points.map((p) => p.rating)];
        plot = new UPlot(
          {
            ...size(),
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true } },
            series: [{}, { label: "Rating", stroke: "#3b82f6", width: 2, points: { show: true, size: 6 } }],
            axes: [{}, { size: 56 }],
          },
          data,
          el,
        );
        // What the chart holds, for a reader of the page (and its tests): how many matches it draws.
        el.dataset.points = String(plot.data[1].length);
        window.addEventListener("resize", resize);
      })
      .catch(() => {
        if (!gone) el.textContent = "The chart cannot be drawn in this browser.";
      });
    return () => {
      gone = true;
      window.removeEventListener("resize", resize);
      plot?.destroy();
    };
  }, [points]);
  return h("div", {
    ref: host,
    class: "rating-chart",
    "data-testid": `rating-chart-${game}`,
    role: "img",
    "aria-label": `Rating over ${points.length} rated matches`,
  });
}

export const ratingChart = (game: string, points: readonly RatingPoint[]): ComponentChild =>
  h(RatingChart, { game, points });
