/**
 * The one board scale of a table: the game's renderer fits its stage to the canvas (pixi-kit's fitToWidth or
 * fitToScreen); this zooms and pans that whole stage on top. Until the person zooms, the board fills the canvas (no
 * empty bands: it covers the canvas and the part that does not fit is reached by dragging). The +, − and Fit buttons
 * under the board, a two-finger pinch and the mouse wheel over it change the same scale, between the stage as fitted
 * (Fit: scale 1, from its top left; a stage fitted to the width shows its whole width, and what is stacked below is
 * dragged into view) and MAX_ZOOM times the filling scale. The wheel zooms over the game board; over the rest of
 * the table (the side panels beside it) it scrolls the table, so a tall panel's bottom is reached as on a page. A
 * finger's drag that the board cannot follow up or down (it shows its whole height, or its edge is reached) scrolls
 * the page instead, so on a phone a swipe on the board reaches the log and the chat under it. A
 * finger's drag that the board cannot follow up or down (it shows its whole height, or its edge is reached) scrolls
 * the page, so on a phone a swipe on the board reaches the log and the chat under it. The stage keeps its size as the scale changes (its
 * panels are laid out for the fitted scale, ../games/text-size.ts), so a zoom about a point keeps that point. Pixi hit-tests through the stage's transform, so a tap on a zoomed item still
 * reaches it; a drag or a pinch is not a tap (the items stop listening until every finger is up). A view that comes
 * while a finger is down is drawn at once: the item under it is kept (./sync.ts), so the tap still reaches it.
 */
import type { Application, Container } from "pixi.js";
import { h } from "preact";
import { renderInto } from "../ui/dom";

const MAX_ZOOM = 3;
const STEP = 1.25;
/** One notch of the mouse wheel. */
const WHEEL_STEP = 1.15;
/** A pointer that moves more than this many CSS pixels drags the board instead of tapping. */
const DRAG_PX = 8;

/** The labels of the game boards drawn on a table (Xorlosch's board, Dungeon Lite's map). */
const GAME_BOARD = /^(game board|map)$/;

/**
 * Whether the wheel at the canvas point `p` zooms: over the game board, or anywhere on a table that labels none; over
 * the rest of the table (its side panels, the hand) it scrolls the table as a page scrolls.
 */
function wheelZooms(stage: Container, p: { x: number; y: number }): boolean {
  const boards: Container[] = [];
  const walk = (o: Container): void => {
    if (!o.visible) return;
    if (o.label && GAME_BOARD.test(o.label)) boards.push(o);
    else o.children.forEach(walk);
  };
  walk(stage);
  return (
    boards.length === 0 ||
    boards.some((o) => {
      const b = o.getBounds();
      return p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
    })
  );
}

export interface BoardZoom {
  /** Places the stage for the current canvas and board (after every draw). */
  place(): void;
  destroy(): void;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `redraw` draws the scene again for a new scale, one frame after the scale changed. */
export function boardZoom(app: Application, host: HTMLElement, redraw: () => void): BoardZoom {
  const stage = app.stage;
  /** The stage's scale chosen by the person; null: fill the canvas. */
  let chosen: number | null = null;
  let board: Rect = { x: 0, y: 0, width: 1, height: 1 };
  let aspect = "";

  const fill = () => Math.max(app.screen.width / board.width, app.screen.height / board.height, 1);
  const clamp = (k: number) => Math.min(MAX_ZOOM * fill(), Math.max(1, k));
  /** Keeps the board over the canvas (or centred on an axis where it is smaller than the canvas). */
  const clampPan = () => {
    const k = stage.scale.x;
    const axis = (pos: number, start: number, size: number, screen: number) =>
      size * k <= screen
        ? (screen - size * k) / 2 - start * k
        : Math.min(-start * k, Math.max(screen - (start + size) * k, pos));
    stage.position.set(
      axis(stage.x, board.x, board.width, app.screen.width),
      axis(stage.y, board.y, board.height, app.screen.height),
    );
  };

  /** Scales the stage to `next` about the canvas point (fx, fy), keeping that point of the board under it. */
  const scaleAbout = (next: number, fx: number, fy: number) => {
    const k = stage.scale.x || 1;
    stage.scale.set(next);
    stage.position.set(fx - ((fx - stage.x) * next) / k, fy - ((fy - stage.y) * next) / k);
    clampPan();
  };
  const place = () => {
    const b = stage.getLocalBounds();
    if (b.width > 0 && b.height > 0) board = { x: b.x, y: b.y, width: b.width, height: b.height };
    scaleAbout(chosen === null ? fill() : clamp(chosen), app.screen.width / 2, app.screen.height / 2);
    // Where a page sizes the canvas to the board (see style.css), it knows the board's shape: set only when that
    // changes (a new value resizes the canvas, which draws again).
    const shape = (board.width / board.height).toFixed(3);
    if (shape !== aspect) host.parentElement?.style.setProperty("--board-aspect", (aspect = shape));
  };

  /** The texts follow the scale (../games/text-size.ts): one full redraw per frame while the scale moves. */
  let queued = 0;
  const redrawSoon = () => {
    app.render();
    if (!queued)
      queued = requestAnimationFrame(() => {
        queued = 0;
        redraw();
      });
  };
  const zoomAt = (factor: number, fx = app.screen.width / 2, fy = app.screen.height / 2) => {
    chosen = clamp(stage.scale.x * factor);
    scaleAbout(chosen, fx, fy);
    redrawSoon();
  };
  /**
   * Pans the board by (dx, dy); with `spill`, what it cannot pan up or down (it shows its whole height, or its edge
   * is reached) scrolls the page instead, as a finger on a page does.
   */
  const panBy = (dx: number, dy: number, spill = false) => {
    const y = stage.y;
    stage.position.set(stage.x + dx, stage.y + dy);
    clampPan();
    const rest = dy - (stage.y - y);
    if (spill && Math.abs(rest) > 0.5) window.scrollBy(0, -rest);
    app.render();
  };

  const button = (testid: string, label: string, name: string, run: () => void) =>
    h("button", { class: "secondary", "data-testid": testid, "aria-label": name, title: name, onClick: run }, label);
  // Under the frame, never over the board: a button over the canvas would take the clicks of what is drawn there.
  const controls = document.createElement("div");
  controls.className = "zoom-controls";
  (host.parentElement ?? host).after(controls);
  renderInto(
    controls,
    button("zoom-in", "+", "Zoom in", () => zoomAt(STEP)),
    button("zoom-out", "−", "Zoom out", () => zoomAt(1 / STEP)),
    button("zoom-fit", "Fit", "Show the table's whole width", () => {
      // The stage as fitted, from its top left (not about a point of the canvas: that would keep a zoomed-in part).
      chosen = 1;
      stage.scale.set(1);
      stage.position.set(-board.x, -board.y);
      clampPan();
      redrawSoon();
    }),
  );

  // Gestures on the canvas: one pointer drags, two pinch.
  const canvas = app.canvas;
  const down = new Map<number, { x: number; y: number }>();
  let start: { x: number; y: number } | null = null;
  /** Where the dragging pointer was last, in the window: a drag that scrolls the page moves the canvas too. */
  let client = { x: 0, y: 0 };
  let gesture = false;
  const local = (e: MouseEvent) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const spread = () => {
    const [a, b] = [...down.values()];
    return { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  let pinch: { d: number; x: number; y: number } | null = null;
  const begin = () => {
    gesture = true;
    stage.interactiveChildren = false;
  };
  const onDown = (e: PointerEvent) => {
    // A first finger (or the mouse) starts afresh: a pointer whose lift never came is forgotten.
    if (e.isPrimary) down.clear();
    down.set(e.pointerId, local(e));
    if (down.size === 1) {
      start = local(e);
      client = { x: e.clientX, y: e.clientY };
    }
    if (down.size === 2) {
      begin();
      pinch = spread();
    }
  };
  const onMove = (e: PointerEvent) => {
    const was = down.get(e.pointerId);
    if (!was) return;
    const p = local(e);
    down.set(e.pointerId, p);
    if (down.size >= 2 && pinch) {
      const now = spread();
      if (pinch.d > 0 && now.d > 0) zoomAt(now.d / pinch.d, now.x, now.y);
      panBy(now.x - pinch.x, now.y - pinch.y);
      pinch = now;
      return;
    }
    // One pointer drags: by how far it moved in the window (the page may scroll under it); a finger's drag that the
    // board cannot follow scrolls the page (a mouse's does not: a window's page does not scroll).
    const moved = { x: e.clientX - client.x, y: e.clientY - client.y };
    const touch = e.pointerType === "touch";
    if (!gesture && start && Math.hypot(p.x - start.x, p.y - start.y) > DRAG_PX) {
      // From where the finger went down: the board follows it all the way, the first pixels too.
      begin();
      client = { x: e.clientX, y: e.clientY };
      panBy(moved.x, moved.y, touch);
    } else if (gesture) {
      client = { x: e.clientX, y: e.clientY };
      panBy(moved.x, moved.y, touch);
    }
  };
  const onUp = (e: Event) => {
    if (e instanceof PointerEvent) down.delete(e.pointerId);
    else down.clear();
    if (down.size < 2) pinch = null;
    if (down.size > 0) return;
    start = null;
    const wasGesture = gesture;
    gesture = false;
    // After this event: the item under the last finger has had the lift (nothing after a gesture: it listens again
    // only now).
    if (wasGesture) setTimeout(() => (stage.interactiveChildren = true), 0);
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = local(e);
    if (wheelZooms(stage, p)) return zoomAt(e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, p.x, p.y);
    // Off the game board the wheel scrolls the table, as a page scrolls (a line of the wheel is 16 px).
    const unit = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : e.deltaMode === WheelEvent.DOM_DELTA_PAGE ? 400 : 1;
    panBy(-e.deltaX * unit, -e.deltaY * unit);
  };
  canvas.addEventListener("wheel", onWheel, { passive: false });
  canvas.addEventListener("pointerdown", onDown, { capture: true });
  window.addEventListener("pointermove", onMove, { capture: true });
  window.addEventListener("pointerup", onUp, { capture: true });
  window.addEventListener("pointercancel", onUp, { capture: true });
  // The window left mid-press (another app, a dialog): no lift will come.
  window.addEventListener("blur", onUp);

  return {
    place,
    destroy() {
      controls.remove();
      canvas.removeEventListener("wheel", onWheel);
      canvas.removeEventListener("pointerdown", onDown, { capture: true });
      window.removeEventListener("pointermove", onMove, { capture: true });
      window.removeEventListener("pointerup", onUp, { capture: true });
      window.removeEventListener("pointercancel", onUp, { capture: true });
      window.removeEventListener("blur", onUp);
      cancelAnimationFrame(queued);
    },
  };
}
