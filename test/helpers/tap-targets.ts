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

/** The actions of the status bar's buttons (client/src/table/status-bar.ts), each as its JSON. */
export const pageActions = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-action]")).map((b) => b.dataset.action!),
  );

/** The legal actions the page shows no button for (none when every legal action has its button). */
export const missingButtons = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => {
    const shown = new Set(
      Array.from(document.querySelectorAll<HTMLElement>("[data-action]")).map((b) => b.dataset.action),
    );
    return (window.__tabletop?.legal ?? []).filter((a) => !shown.has(JSON.stringify(a)));
  });

/** Clicks the status bar's button for `action`, once it shows; returns its test id. */
export async function clickAction(page: Page, action: unknown): Promise<string> {
  const json = JSON.stringify(action);
  const found = await page.waitForFunction(
    (j) =>
      Array.from(document.querySelectorAll<HTMLElement>("[data-action]")).find((b) => b.dataset.action === j)?.dataset
        .testid,
    json,
  );
  const id = (await found.jsonValue()) as string;
  await page.getByTestId(id).click();
  return id;
}

/** Whether an element lies whole inside the window (as laid out now, without scrolling). */
export const inWindow = (page: Page, testid: string): Promise<boolean> =>
  page.getByTestId(testid).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
  });

/**
 * Whether a finger can reach an element of the page: scrolled to as a page scrolls, it lies in the window and
 * nothing (the status bar fixed to a phone's bottom) covers its centre.
 */
export async function reachable(page: Page, testid: string): Promise<boolean> {
  return page.getByTestId(testid).evaluate((el) => {
    // Brought to the middle of the window, as far as the page scrolls (a person scrolls it into the open).
    el.scrollIntoView({ block: "center" });
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + Math.min(r.height / 2, 20)];
    if (r.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit));
  });
}
