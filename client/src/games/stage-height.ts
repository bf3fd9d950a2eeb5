/**
 * What the Xorlosch and Dungeon Lite tables share in drawing a frame: the page redraws on every patch and every legal
 * list, so a frame whose key has not changed keeps the scene as it is.
 */
import type { Application } from "pixi.js";

/** What a frame is drawn from: its own parts, the canvas's size and the stage's zoom. */
export function frameKey(app: Application, ...parts: unknown[]): string {
  return JSON.stringify([...parts, app.screen.width, app.screen.height, app.stage.scale.x]);
}
