/** Boxes on the page (CSS px), as the debug hook's `drawn()` reports what the canvas draws (client/src/ui/debug.ts). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `a` lies inside `b`, give or take `slack` px. */
export const inside = (a: Box, b: Box, slack = 1): boolean =>
  a.x >= b.x - slack &&
  a.y >= b.y - slack &&
  a.x + a.width <= b.x + b.width + slack &&
  a.y + a.height <= b.y + b.height + slack;

/** The two boxes share more than `by` px each way. */
export const overlap = (a: Box, b: Box, by: number): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > by &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > by;
