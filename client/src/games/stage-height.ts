/**
 * What the Xorlosch and Dungeon Lite tables share in drawing a frame. Their stage is as high as what they lay out at
 * the displayed scale, and on a tall canvas (a phone upright) that scale follows the stage's height, so a frame is
 * laid out again until the height holds. The page redraws on every patch and every legal list, so a frame whose key
 * has not changed keeps the scene as it is.
 */
import type { Application } from "pixi.js";

/**
 * Lays the table out with `drawOnce` on a stage `height` high until the height it needs holds (twice at most in
 * practice); returns that height. `drawOnce` returns null when it laid nothing out.
 */
export function settledHeight(drawOnce: (height: number) => number | null, height: number): number {
  for (let pass = 0; pass < 3; pass++) {
    const need = drawOnce(height);
    if (need === null || Math.abs(need - height) < 1) break;
    height = need;
  }
  return height;
}

/** What a frame is drawn from: its own parts, the canvas's size and the stage's zoom. */
export function frameKey(app: Application, ...parts: unknown[]): string {
  return JSON.stringify([...parts, app.screen.width, app.screen.height, app.stage.scale.x]);
}
