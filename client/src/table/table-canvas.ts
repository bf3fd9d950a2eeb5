/**
 * The Pixi canvas that hosts one game renderer, sized to its container and redrawn on
 * resize with the last view. Turn-based tables change only when a view arrives, so the
 * ticker stays off and a frame is rendered on demand (software WebGL stays cheap too).
 */
import { Application } from "pixi.js";
import type { AnyGameModule } from "../games/registry";
import type { ClickTarget, GameRenderer, LogLine } from "../games/types";

interface Frame {
  view: unknown;
  legal: unknown[];
  send: (action: unknown) => void;
  mySeat: number | null;
  seatNames: string[];
  log?: readonly LogLine[];
}

export interface TableCanvas {
  draw(frame: Frame): void;
  /** Clickable items in viewport coordinates. */
  targets(): ClickTarget[];
  destroy(): void;
}

export async function createTableCanvas(host: HTMLElement, game: AnyGameModule): Promise<TableCanvas> {
  const app = new Application();
  await app.init({
    resizeTo: host,
    background: 0x16291f,
    antialias: game.antialias ?? true,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: "webgl",
    autoStart: false,
  });
  app.ticker.stop();
  app.canvas.dataset.testid = "table-canvas";
  app.canvas.setAttribute("role", "img");
  app.canvas.setAttribute("aria-label", `${game.title} table`);
  host.append(app.canvas);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page draws whichever game the route names
  const renderer: GameRenderer<any, any> = game.createRenderer(app);
  let last: Frame | null = null;
  const redraw = () => {
    if (!last) return;
    renderer.render(last.view, last.legal, last.send, last.mySeat, last.seatNames, last.log);
    app.render();
  };
  app.renderer.on("resize", redraw);
  // The frame also changes size without a window resize (a banner appears above it).
  const observer = new ResizeObserver(() => app.queueResize());
  observer.observe(host);

  return {
    draw(frame) {
      last = frame;
      redraw();
    },
    targets() {
      const rect = app.canvas.getBoundingClientRect();
      return renderer.targets().map((t) => ({ ...t, x: t.x + rect.left, y: t.y + rect.top }));
    },
    destroy() {
      observer.disconnect();
      app.renderer.off("resize", redraw);
      renderer.destroy();
      app.destroy(true, { children: true });
    },
  };
}
