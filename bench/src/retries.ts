/** Setting up a match or an echo room again when it fails, as the benchmarks do on a loaded machine. */

/** How many times a match's or an echo room's setup is tried before the run fails. */
export const SETUP_TRIES = 3;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Retries a match's or an echo room's setup: on a loaded machine a seat reservation may expire or a matchmaking
 * request be cut off. Counted, so the figures say when it happened; the run gives up after a few tries.
 */
export async function withRetries<T>(
  setup: () => Promise<T>,
  failures: { count: number },
  stopping = () => false,
  tries = SETUP_TRIES,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await setup();
    } catch (e) {
      failures.count++;
      if (attempt >= tries || stopping()) throw e;
      await sleep(500 * attempt);
    }
  }
}
