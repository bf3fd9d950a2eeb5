/**
 * Moves animate and the last move is highlighted (issue 15, following the game), in headless Chromium. At a
 * Xorlosch table whose moves bots make (its owner's too, when the owner's short time per move runs out), a watcher's
 * page samples every frame the dwarves as drawn (`drawn()`: each die is labelled `dwarf-<seat>-<die> on <square>`,
 * plus `last-moved` on the one moved last) and the view the page holds. A walk shows as frames in which a dwarf is
 * drawn somewhere new while no dwarf changed square (the view is the same): a jump moves dice only when the view
 * changes. With `prefers-reduced-motion: reduce` there are no such frames, and the last move is marked all the same.
 */
import type { Page } from "playwright-core";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { joinAs } from "../helpers/clients.js";

const t = fixtureBrowserTests("motion");

type Drawn = { labelled: { label: string; x: number; y: number }[] };

interface Die {
  key: string;
  square: number;
  marked: boolean;
  x: number;
  y: number;
}
interface Sample {
  /** Every dwarf's square in the view the page holds, as text: equal texts, no dwarf changed square. */
  squares: string;
  dice: Die[];
}

/**
 * Every frame, the view's squares and the labelled dice as drawn: until `steps` dwarves have stepped from one square
 * to another in the view and a second has passed since the last (its walk is over), or for at most `ms`.
 */
const sampleFrames = (page: Page, steps: number, ms: number): Promise<Sample[]> =>
  page.evaluate(
    ([want, span]) =>
      new Promise<Sample[]>((done) => {
        const out: Sample[] = [];
        const end = performance.now() + span;
        let before: (number | null)[][] = [];
        let stepped = 0;
        let lastStep = 0;
        const frame = () => {
          const hook = window.__tabletop as unknown as
            { view?: { players: { dwarves: { square: number | null }[] }[] }; drawn(): Drawn } | undefined;
          const now = (hook?.view?.players ?? []).map((p) => p.dwarves.map((d) => d.square));
          now.forEach((dice, seat) =>
            dice.forEach((sq, die) => {
              const was = before[seat]?.[die] ?? null;
              if (was !== null && sq !== null && was !== sq) [stepped, lastStep] = [stepped + 1, performance.now()];
            }),
          );
          before = now;
          const dice = (hook?.drawn().labelled ?? []).flatMap((d) => {
            const m = /^(dwarf-\d+-\d+) on (\d+)( last-moved)?$/.exec(d.label);
            return m ? [{ key: m[1]!, square: Number(m[2]), marked: !!m[3], x: d.x, y: d.y }] : [];
          });
          out.push({ squares: JSON.stringify(now), dice });
          const enough = stepped >= want && performance.now() - lastStep > 1000;
          if (!enough && performance.now() < end) requestAnimationFrame(frame);
          else done(out);
        };
        requestAnimationFrame(frame);
      }),
    [steps, ms] as const,
  );

interface Seen {
  /** Dice moves seen: a die drawn on another square than the one it was last drawn on. */
  moves: number;
  /**
   * Frames in which some dice were drawn elsewhere than in the frame before, and others not, while no dwarf changed
   * square in the view (the board moving or rescaling as a whole moves every die).
   */
  walkFrames: number;
  /** Frames whose dice marked `last-moved` are not the dice that changed square in the last frame where any did. */
  wrongMarks: string[];
}

function follow(frames: Sample[]): Seen {
  const square = new Map<string, number>();
  const at = new Map<string, string>();
  const seen: Seen = { moves: 0, walkFrames: 0, wrongMarks: [] };
  let squares = "";
  let lastMove = new Set<string>();
  frames.forEach((f, i) => {
    const moved = new Set<string>();
    let still = 0;
    let shifted = 0;
    for (const d of f.dice) {
      if (square.has(d.key) && square.get(d.key) !== d.square) moved.add(d.key);
      const p = `${Math.round(d.x)},${Math.round(d.y)}`;
      if (at.get(d.key) === p) still++;
      else if (at.has(d.key)) shifted++;
      square.set(d.key, d.square);
      at.set(d.key, p);
    }
    if (shifted > 0 && still > 0 && f.squares === squares) seen.walkFrames++;
    squares = f.squares;
    seen.moves += moved.size;
    if (moved.size > 0) lastMove = moved;
    const marked = f.dice.filter((d) => d.marked).map((d) => d.key);
    const expected = f.dice.filter((d) => lastMove.has(d.key)).map((d) => d.key);
    if (marked.sort().join() !== expected.sort().join())
      seen.wrongMarks.push(`frame ${i}: marked [${marked.join()}], moved last [${expected.join()}]`);
  });
  return seen;
}

/**
 * A 2-seat Xorlosch table (its owner, who never moves and has 2 s a move, and a bot), watched in `page` until three
 * dwarves have stepped (at most a minute): every move is a bot's (the owner's when the owner's time runs out).
 */
async function watchBotsPlay(page: Page, name: string): Promise<Seen> {
  const owner = await joinAs(t.server, `${name}'s host`, (c, token) =>
    c.create("xorlosch", { token, seats: 2, bots: 1, turnSeconds: 2 }),
  );
  try {
    await enterLobby(page, t.server.url, name);
    await page.getByTestId(`watch-${owner.room.roomId}`).click();
    await page.waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.status === "playing");
    return follow(await sampleFrames(page, 3, 60_000));
  } finally {
    await owner.room.leave();
  }
}

test("a bot's dwarf walks to its square; the dwarves of the last move are marked until the next", async () => {
  const page = (await t.pool.player()).page;
  const seen = await watchBotsPlay(page, "Mo");
  expect(seen.moves).toBeGreaterThan(0);
  // A jump moves dice only when a view arrives; a walk draws one on its way, frame after frame, the others still.
  expect(seen.walkFrames).toBeGreaterThan(0);
  expect(seen.wrongMarks).toEqual([]);
}, 150_000);

test("with prefers-reduced-motion a dwarf jumps to its square, and the last move is still marked", async () => {
  const page = (await t.pool.player()).page;
  await page.emulateMedia({ reducedMotion: "reduce" });
  const seen = await watchBotsPlay(page, "Still");
  expect(seen.moves).toBeGreaterThan(0);
  expect(seen.walkFrames).toBe(0);
  expect(seen.wrongMarks).toEqual([]);
}, 150_000);
