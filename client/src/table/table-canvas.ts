/**
 * The Pixi canvas that hosts one game renderer, sized to its container and redrawn on
 * resize with the last view, its whole stage zoomed and panned by the table's one board
 * scale (./board-zoom.ts). Turn-based tables change only when a view arrives, so the
 * ticker stays off and a frame is rendered on demand. WebGL draws it where a GPU does; where WebGL would run on the
 * CPU, Pixi's Canvas 2D renderer does (./software-webgl.ts).
 * A view is drawn as soon as it comes, a finger down on the board or not: the boards keep their items by key
 * (./sync.ts), so the item under a finger is the same display object after a redraw, and `keepTaps` gives the tap
 * to the item pressed even where the redraw moved it from under the finger or drew it anew.
 */
import { AbstractText, Application, FederatedPointerEvent, type Container } from "pixi.js";
import type { AnyGameModule } from "../games/registry";
import type { ClickTarget, Frame, GameRenderer, TableParts } from "../games/types";
import type { Census, Drawn } from "../ui/debug";
import { boardZoom } from "./board-zoom";
import { softwareWebGl } from "./software-webgl";
import { tapIds } from "../ui/pixi-kit";
import { keyedParts } from "./sync";

/** The labels of the boxes texts are laid out in: a side panel ("panel:scores") or a card ("card:hand-3"). */
const HOLDER = /^(panel|card):/;

export interface TableCanvas {
  draw(frame: Frame<unknown, unknown>): void;
  /** The game's parts of the page for the last frame given (prompt, status-bar buttons, panels); null before one. */
  page(): TableParts | null;
  /** Clickable items in viewport coordinates. */
  targets(): ClickTarget[];
  /** What is drawn, for layout checks: every text and every labelled item, in viewport coordinates. */
  drawn(): Drawn;
  /** How many display objects the stage holds, and how many of them it did not hold at the last census. */
  census(): Census;
  destroy(): void;
}

/** `changed` runs when the renderer's own state changed what the page shows (./kit.ts: a pick, then its redraw). */
export async function createTableCanvas(
  host: HTMLElement,
  game: AnyGameModule,
  changed: () => void = () => {},
): Promise<TableCanvas> {
  const app = new Application();
  await app.init({
    width: host.clientWidth,
    height: host.clientHeight,
    background: 0x16291f,
    antialias: game.antialias ?? true,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    // Where WebGL runs on the CPU, the table is drawn with Canvas 2D (./software-webgl.ts says why).
    preference: softwareWebGl() ? "canvas" : "webgl",
    autoStart: false,
  });
  app.ticker.stop();
  app.canvas.dataset.testid = "table-canvas";
  app.canvas.setAttribute("role", "img");
  app.canvas.setAttribute("aria-label", `${game.title} table`);
  app.stage.label = "board";
  host.append(app.canvas);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page draws whichever game the route names
  const renderer: GameRenderer<any, any> = game.createRenderer(app, changed);
  const known = new WeakSet<Container>();
  let last: Frame<unknown, unknown> | null = null;
  const redraw = () => {
    if (!last) return;
    // The texts are sized for the stage's scale, which follows the board drawn: a second pass when it moved.
    for (let pass = 0; pass < 2; pass++) {
      const scale = app.stage.scale.x;
      renderer.render(last);
      zoom.place();
      if (Math.abs(app.stage.scale.x - scale) < 1e-3) break;
    }
    app.render();
  };
  const zoom = boardZoom(app, host, redraw);
  // The canvas follows its host's size (a window resized, a banner above it, the board's shape: ./board-zoom.ts),
  // resized and drawn once on the next frame, however many times the host changed before it.
  let sizing = 0;
  const fit = () => {
    sizing = 0;
    const { clientWidth: width, clientHeight: height } = host;
    if (width === app.screen.width && height === app.screen.height) return;
    app.renderer.resize(width, height);
    redraw();
  };
  const observer = new ResizeObserver(() => {
    sizing ||= requestAnimationFrame(fit);
  });
  observer.observe(host);
  const taps = keepTaps(app);

  return {
    draw(frame) {
      last = frame;
      redraw();
    },
    page: () => (last ? renderer.page(last) : null),
    targets() {
      const rect = app.canvas.getBoundingClientRect();
      return renderer.targets().map((t) => ({ ...t, x: t.x + rect.left, y: t.y + rect.top }));
    },
    drawn: () => drawnOn(app),
    census: () => census(app, known),
    destroy() {
      observer.disconnect();
      cancelAnimationFrame(sizing);
      taps();
      zoom.destroy();
      renderer.destroy();
      app.destroy(true, { children: true });
    },
  };
}

/** A pointer that moves more than this many CSS pixels is no tap (./board-zoom.ts drags the board). */
const TAP_PX = 8;

/**
 * A tap is the press: a pointer that goes down on a clickable item and up without moving (nor a second finger coming)
 * taps that item, whatever moved under it meanwhile. Pixi counts a tap only where the lift lands on the item pressed,
 * so when the table is drawn again under the finger (a view arriving, the frame resizing) and the item moved from
 * under it, or was drawn anew (destroyed, a part of a table not kept by key, ./sync.ts), the tap would be lost: here
 * the item pressed gets it if it is still there, else the item of the same target id (../ui/pixi-kit.ts `tapIds`)
 * under the lifted pointer. Returns what removes the listeners.
 */
function keepTaps(app: Application): () => void {
  let pressed: { item: Container; x: number; y: number; tapped: boolean; mark: () => void } | null = null;
  const tapAt = (x: number, y: number): Container | null => {
    let o: Container | null = app.renderer.events.rootBoundary.hitTest(x, y);
    while (o && !tapIds.has(o)) o = o.parent;
    return o;
  };
  const local = (e: PointerEvent) => {
    const r = app.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const drop = () => {
    if (pressed) pressed.item.off("pointertap", pressed.mark);
    pressed = null;
  };
  const mounted = (o: Container) => {
    let c: Container | null = o;
    while (c && c !== app.stage) c = c.parent;
    return c === app.stage && !o.destroyed;
  };
  const onDown = (e: PointerEvent) => {
    drop();
    if (!e.isPrimary) return;
    const p = local(e);
    const item = tapAt(p.x, p.y);
    if (!item) return;
    // Set after the item's own handler has run (listeners run in the order they were added).
    const press = { item, x: e.clientX, y: e.clientY, tapped: false, mark: () => (press.tapped = true) };
    item.on("pointertap", press.mark);
    pressed = press;
  };
  const onUp = (e: PointerEvent) => {
    const was = pressed;
    if (!was || !e.isPrimary) return drop();
    const moved = Math.hypot(e.clientX - was.x, e.clientY - was.y) > TAP_PX;
    const p = local(e);
    // After Pixi has had the lift: an item it tapped took the tap.
    setTimeout(() => {
      if (pressed === was) drop();
      else was.item.off("pointertap", was.mark);
      if (moved || was.tapped) return;
      const now = tapAt(p.x, p.y);
      const item = mounted(was.item) ? was.item : now && tapIds.get(now) === tapIds.get(was.item) ? now : null;
      item?.emit("pointertap", new FederatedPointerEvent(app.renderer.events.rootBoundary));
    }, 0);
  };
  // A second finger (a pinch, onDown) or a drag is no tap.
  const onMove = (e: PointerEvent) => {
    if (pressed && e.isPrimary && Math.hypot(e.clientX - pressed.x, e.clientY - pressed.y) > TAP_PX) drop();
  };
  app.canvas.addEventListener("pointerdown", onDown, { capture: true });
  window.addEventListener("pointermove", onMove, { capture: true });
  window.addEventListener("pointerup", onUp, { capture: true });
  window.addEventListener("pointercancel", drop, { capture: true });
  return () => {
    drop();
    app.canvas.removeEventListener("pointerdown", onDown, { capture: true });
    window.removeEventListener("pointermove", onMove, { capture: true });
    window.removeEventListener("pointerup", onUp, { capture: true });
    window.removeEventListener("pointercancel", drop, { capture: true });
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

/**
 * Counts the stage's display objects, those not seen by an earlier census (`known` remembers them), of those the ones
 * whose parent is not new (each a whole thing the update built), and of these the ones built outside a keyed board's
 * items (./sync.ts: neither an item's body nor a new item).
 */
function census(app: Application, known: WeakSet<Container>): Census {
  const out: Census = { objects: 0, fresh: 0, built: 0, loose: 0 };
  const walk = (o: Container, parentFresh: boolean) => {
    out.objects++;
    const fresh = !known.has(o);
    if (fresh) {
      out.fresh++;
      if (!parentFresh) {
        out.built++;
        if (!o.parent || !keyedParts.has(o.parent)) out.loose++;
      }
      known.add(o);
    }
    for (const c of o.children) walk(c, fresh);
  };
  walk(app.stage, false);
  return out;
}
