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
