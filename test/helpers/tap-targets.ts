/**
 * The canvas's tap targets as a page's debug hook reports them (`window.__tabletop.targets()`, the client's
 * ClickTarget in client/src/games/types.ts), and a phone held upright with a touch screen, for the touch tests.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { ClickTarget } from "../../client/src/games/types.js";

export type Target = ClickTarget;

export const targets = (page: Page): Promise<Target[]> => page.evaluate(() => window.__tabletop?.targets?.() ?? []);

/** A browser context as a 390×844 phone held upright, with touch. */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Two animation frames of the page: the canvas has drawn what it had to draw. */
export const frames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const samePlace = (a: Target, b: Target) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * The target `pick` chooses, once it is drawn and stands still: a card or figure may still be walking to its place
 * (client/src/table/tween.ts), and a person clicks it where it stands, not where it was a moment ago. Undefined when
 * none stands still within `tries` pairs of frames.
 */
export async function stillTarget(page: Page, pick: (t: Target) => boolean, tries = 150): Promise<Target | undefined> {
  let last: Target | undefined;
  for (let i = 0; i < tries; i++) {
    const now = (await targets(page)).find(pick);
    if (now && last && samePlace(now, last)) return now;
    last = now;
    await frames(page);
  }
  return undefined;
}
