/**
 * The headless Chromium the browser tests and the feel benchmark drive with playwright-core (see shared/STACK.md,
 * "Browser tests"). No browser is downloaded: the binary is CHROMIUM_PATH when set, else the system's
 * /usr/bin/chromium when there is one, else the one packed inside the @sparticuz/chromium devDependency (unpacked
 * into the temp folder on first use, about 2 s), so `npm install && npm test` needs nothing else on the machine.
 */
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

let resolved: Promise<string> | null = null;

/** The Chromium binary to drive (see the header); resolved once per process. */
export function chromiumPath(): Promise<string> {
  resolved ??= (async () => {
    if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
    if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
    const { default: packed } = await import("@sparticuz/chromium");
    return packed.executablePath();
  })();
  return resolved;
}

/** The command-line flags Chromium is started with: headless, no sandbox, no GPU, nothing in the background. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
