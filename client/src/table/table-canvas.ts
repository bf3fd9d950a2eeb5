/**
 * The Pixi canvas that hosts one game renderer, sized to its container and redrawn on
 * resize with the last view, its whole stage zoomed and panned by the table's one board
 * scale (./board-zoom.ts). Turn-based tables change only when a view arrives, so the
 * ticker stays off and a frame is rendered on demand (software WebGL stays cheap too).
 * A view or a resize that comes while a finger is down on the board, maybe tapping, is drawn once it is lifted: a
 * redraw replaces every item, and Pixi takes a tap only when the finger goes down and up on
 * the same item, so a bot's move or a banner arriving mid-tap would swallow the person's tap.
 */
import { AbstractText, Application, type Container } from "pixi.js";
import type { AnyGameModule } from "../games/registry";
import type { ClickTarget, GameRenderer, LogLine } from "../games/types";
import type { Drawn } from "../ui/debug";
import { boardZoom } from "./board-zoom";
import { softwareWebGl } from "./software-webgl";

/** The labels of the boxes texts are laid out in: a side panel ("panel:scores") or a card ("card:hand-3"). */
const HOLDER = /^(panel|card):/;

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
  /** What is drawn, for layout checks: every text and every labelled item, in viewport coordinates. */
  drawn(): Drawn;
  destroy(): void;
}

export async function createTableCanvas(host: HTMLElement, game: AnyGameModule): Promise<TableCanvas> {
  const app = new Application();
  await app.init({
    resizeTo: host,
    background: 0x16291f,
    // Where WebGL runs on the CPU, multisampling costs a third or more of every frame: edges stay unsmoothed there.
    antialias: (game.antialias ?? true) && !softwareWebGl(),
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: "webgl",
    autoStart: false,
  });
  app.ticker.stop();
  app.canvas.dataset.testid = "table-canvas";
  app.canvas.setAttribute("role", "img");
  app.canvas.setAttribute("aria-label", `${game.title} table`);
  app.stage.label = "board";
  host.append(app.canvas);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page draws whichever game the route names
  const renderer: GameRenderer<any, any> = game.createRenderer(app);
  let last: Frame | null = null;
  const redraw = () => {
    if (!last) return;
    // The texts are sized for the stage's scale, which follows the board drawn: a second pass when it moved.
    for (let pass = 0; pass < 2; pass++) {
      const scale = app.stage.scale.x;
      renderer.render(last.view, last.legal, last.send, last.mySeat, last.seatNames, last.log);
      zoom.place();
      if (Math.abs(app.stage.scale.x - scale) < 1e-3) break;
    }
    app.render();
  };
  /** A drawing held back while a finger is down (see above). */
  let held = false;
  const release = () => {
    if (!held) return;
    held = false;
    redraw();
  };
  const redrawFree = () => {
    if (!zoom.pressing()) return redraw();
    // The old scene stays on the canvas (a resize has cleared it) until the finger is lifted.
    app.render();
    held = true;
  };
  // The zoom's own redraws (a new scale's texts, one frame later) wait for a lifted finger too.
  const zoom = boardZoom(app, host, redrawFree, release);
  app.renderer.on("resize", redrawFree);
  // The frame also changes size without a window resize (a banner appears above it).
  const observer = new ResizeObserver(() => app.queueResize());
  observer.observe(host);

  return {
    draw(frame) {
      last = frame;
      redrawFree();
    },
    targets() {
      const rect = app.canvas.getBoundingClientRect();
      return renderer.targets().map((t) => ({ ...t, x: t.x + rect.left, y: t.y + rect.top }));
    },
    drawn: () => drawnOn(app),
    destroy() {
      observer.disconnect();
      zoom.destroy();
      app.renderer.off("resize", redrawFree);
      renderer.destroy();
      app.destroy(true, { children: true });
    },
  };
}

/**
 * Every visible text (with its size in CSS pixels and the panel or card it is drawn in) and every labelled display
 * object on the stage.
 */
function drawnOn(app: Application): Drawn {
  const rect = app.canvas.getBoundingClientRect();
  const out: Drawn = { texts: [], labelled: [] };
  const box = (o: Container) => {
    const b = o.getBounds();
    return { x: b.x + rect.left, y: b.y + rect.top, width: b.width, height: b.height };
  };
  const walk = (o: Container, holder: string | undefined) => {
    if (!o.visible || o.alpha === 0) return;
    if (o instanceof AbstractText) {
      if (o.text.trim() === "") return;
      const m = o.worldTransform;
      const px = Number(o.style.fontSize) * Math.hypot(m.a, m.b);
      out.texts.push({ text: o.text, fontPx: px, ...box(o), ...(holder ? { in: holder } : {}) });
      return;
    }
    if (o.label) out.labelled.push({ label: o.label, ...box(o) });
    const inner = o.label && HOLDER.test(o.label) ? o.label : holder;
    for (const c of o.children) walk(c, inner);
  };
  walk(app.stage, undefined);
  return out;
}
