/**
 * Pan and zoom of the dungeon inside its viewport. Until the person pans or zooms, the map is fitted to the
 * viewport on every draw (never larger than 1:1, never smaller than MIN_ZOOM: a larger map then pans, centred on
 * the heroes); dragging pans, the wheel and the +/− buttons zoom, "Fit" goes back to fitting.
 */
import { Container, Graphics, Rectangle, type FederatedPointerEvent, type FederatedWheelEvent } from "pixi.js";
import { btn, type Ctx } from "./ctx";
import { MAP } from "./theme";

const MIN_ZOOM = 0.45;
const MAX_ZOOM = 1.6;
const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** Keeps the map from leaving the viewport entirely. */
function clampPan(ctx: Ctx): void {
  const c = ctx.ui.camera;
  const w = ctx.layout.width * c.zoom;
  const h = ctx.layout.height * c.zoom;
  c.x = Math.min(MAP.w / 2, Math.max(MAP.w / 2 - w, c.x));
  c.y = Math.min(MAP.h / 2, Math.max(MAP.h / 2 - h, c.y));
}

/** The fitted camera: the whole map if it fits at MIN_ZOOM or more, else centred on the heroes. */
export function fitCamera(ctx: Ctx): void {
  const c = ctx.ui.camera;
  const { width, height } = ctx.layout;
  c.zoom = clampZoom(Math.min(1, MAP.w / width, MAP.h / height));
  const heroes = ctx.view.heroes.map((h) => ctx.layout.zones.get(h.zone)).filter((p) => p !== undefined);
  const fits = width * c.zoom <= MAP.w && height * c.zoom <= MAP.h;
  if (fits || heroes.length === 0) {
    c.x = (MAP.w - width * c.zoom) / 2;
    c.y = (MAP.h - height * c.zoom) / 2;
  } else {
    const cx = heroes.reduce((n, p) => n + p!.x, 0) / heroes.length + 48;
    const cy = heroes.reduce((n, p) => n + p!.y, 0) / heroes.length + 48;
    c.x = MAP.w / 2 - cx * c.zoom;
    c.y = MAP.h / 2 - cy * c.zoom;
    clampPan(ctx);
  }
}

function zoomAt(ctx: Ctx, factor: number, px = MAP.w / 2, py = MAP.h / 2): void {
  const c = ctx.ui.camera;
  const z = clampZoom(c.zoom * factor);
  c.x = px - ((px - c.x) * z) / c.zoom;
  c.y = py - ((py - c.y) * z) / c.zoom;
  c.zoom = z;
  c.auto = false;
  clampPan(ctx);
}

/** The viewport: a masked container holding `content` under the camera, with drag, wheel and zoom buttons. */
export function viewport(ctx: Ctx, content: Container, apply: () => void): Container {
  const box = new Container();
  box.position.set(MAP.x, MAP.y);
  box.addChild(new Graphics().roundRect(0, 0, MAP.w, MAP.h, 12).fill(0x0f1512));
  const mask = new Graphics().rect(0, 0, MAP.w, MAP.h).fill(0xffffff);
  box.addChild(mask, content);
  content.mask = mask;
  if (ctx.ui.camera.auto) fitCamera(ctx);
  const place = () => {
    content.position.set(ctx.ui.camera.x, ctx.ui.camera.y);
    content.scale.set(ctx.ui.camera.zoom);
  };
  place();
  box.eventMode = "static";
  box.hitArea = new Rectangle(0, 0, MAP.w, MAP.h);
  let from: { x: number; y: number; cx: number; cy: number } | null = null;
  box.on("pointerdown", (e: FederatedPointerEvent) => {
    ctx.ui.dragged = false;
    from = { x: e.global.x, y: e.global.y, cx: ctx.ui.camera.x, cy: ctx.ui.camera.y };
  });
  box.on("globalpointermove", (e: FederatedPointerEvent) => {
    if (!from || !(e.buttons & 1)) return;
    const s = box.worldTransform.a;
    const dx = (e.global.x - from.x) / s;
    const dy = (e.global.y - from.y) / s;
    if (!ctx.ui.dragged && Math.hypot(dx, dy) < 6) return;
    ctx.ui.dragged = true;
    ctx.ui.camera.auto = false;
    ctx.ui.camera.x = from.cx + dx;
    ctx.ui.camera.y = from.cy + dy;
    clampPan(ctx);
    place();
    apply();
  });
  const end = () => {
    const moved = ctx.ui.dragged;
    from = null;
    if (moved) setTimeout(() => ((ctx.ui.dragged = false), ctx.redraw()), 0);
  };
  box.on("pointerup", end);
  box.on("pointerupoutside", end);
  box.on("wheel", (e: FederatedWheelEvent) => {
    const local = box.toLocal(e.global);
    zoomAt(ctx, e.deltaY < 0 ? 1.15 : 1 / 1.15, local.x, local.y);
    ctx.redraw();
  });
  return box;
}

/** The zoom buttons, over the viewport's top-right corner. */
export function zoomButtons(ctx: Ctx, parent: Container): void {
  const items: [string, string, () => void][] = [
    ["zoom-in", "+", () => zoomAt(ctx, 1.25)],
    ["zoom-out", "−", () => zoomAt(ctx, 0.8)],
    ["zoom-fit", "Fit", () => (ctx.ui.camera.auto = true)],
  ];
  // Right to left from the corner, each as wide as it is drawn (a fingertip wide where fingers tap).
  let x = MAP.x + MAP.w - 8;
  for (const [id, label, run] of [...items].reverse()) {
    const b = btn(ctx, id, label, { ui: id }, { width: id === "zoom-fit" ? 44 : 30, height: 26, size: 14 }, () => {
      run();
      ctx.redraw();
    });
    x -= b.width;
    b.position.set(x, MAP.y + 8);
    x -= 6;
    parent.addChild(b);
  }
}
