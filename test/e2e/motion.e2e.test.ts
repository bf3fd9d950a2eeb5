/**
 * Moves animate and the last move is highlighted (issue 15, following the game), in headless Chromium, for the
 * figures of every game: Xorlosch's dwarves (`dwarf-<seat>-<die> on <square>`), Dungeon Lite's standees
 * (`hero-<seat> in <zone>`, `enemy-<id> in <zone>`) and Dungeon Flee's token (`player-token at <corridor>`), as the
 * canvas labels them in `drawn()`, plus ` last-moved` on the figures of the last move. At a table whose moves bots
 * make (its owner's too: the owner never moves and has 2 s a move), a watcher's page samples every frame where each
 * figure stands and where it is drawn. A walk shows as frames in which a figure is drawn somewhere new while no
 * figure changed place and something stands still (the board moving as a whole moves all; with no other figure,
 * only between views, as Dungeon Lite's map is fitted again to its frame when a view grows it); a jump moves figures
 * only as they change place. With `prefers-reduced-motion: reduce` there are no such frames, and the last move is
 * marked all the same (Flee's solo token has no mark: it is the only figure).
 */
import type { Page } from "playwright-core";
import { fixtureBrowserTests } from "../helpers/e2e-setup.js";
import { enterLobby } from "../helpers/browser.js";
import { joinAs } from "../helpers/clients.js";

const t = fixtureBrowserTests("motion");

type Drawn = { labelled: { label: string; x: number; y: number; width: number; height: number }[] };

interface Figure {
  key: string;
  where: string;
  marked: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Sample {
  /** Its figures, and every other labelled item (piles, cards, panels) with where "" (they show stillness). */
  items: Figure[];
  /**
   * How many times by then the page had drawn a new view (the debug hook's view is a new object at each) or the
   * canvas or the board on it had moved or changed size (a resize or a zoom redraws the scene).
   */
  views: number;
}

/**
 * Every frame, the labelled figures as drawn: until `steps` figures have changed place and a second has passed since
 * the last (its walk is over), or for at most `ms`.
 */
const sampleFrames = (page: Page, steps: number, ms: number): Promise<Sample[]> =>
  page.evaluate(
    ([want, span]) =>
      new Promise<Sample[]>((done) => {
        const out: Sample[] = [];
        const end = performance.now() + span;
        const where = new Map<string, string>();
        let stepped = 0;
        let lastStep = 0;
        let views = 0;
        let view: unknown = null;
        let frameBox = "";
        const frame = () => {
          const hook = window.__tabletop as unknown as { drawn?: () => Drawn; view?: unknown } | undefined;
          const labelled = hook?.drawn?.().labelled ?? [];
          const canvas = document.querySelector("[data-testid=table-canvas]")?.getBoundingClientRect();
          const board = labelled.find((d) => d.label === "board");
          const box = JSON.stringify([canvas, board && [board.x, board.y, board.width, board.height]]);
          if (hook?.view !== view || box !== frameBox) [views, view, frameBox] = [views + 1, hook?.view, box];
          const figures = labelled.flatMap((d) => {
            const m = /^((?:dwarf|hero|enemy)-[\d-]+|player-token) (?:on|in|at) (.+?)( last-moved)?$/.exec(d.label);
            const box = { x: d.x, y: d.y, width: d.width, height: d.height };
            return [
              m
                ? { key: m[1]!, where: m[2]!, marked: !!m[3], ...box }
                : { key: d.label, where: "", marked: false, ...box },
            ];
          });
          for (const f of figures) {
            if (f.where === "") continue;
            if (where.has(f.key) && where.get(f.key) !== f.where)
              [stepped, lastStep] = [stepped + 1, performance.now()];
            where.set(f.key, f.where);
          }
          out.push({ items: figures, views });
          const enough = stepped >= want && performance.now() - lastStep > 1000;
          if (!enough && performance.now() < end) requestAnimationFrame(frame);
          else done(out);
        };
        requestAnimationFrame(frame);
      }),
    [steps, ms] as const,
  );

interface Seen {
  /** Moves seen: a figure drawn elsewhere (another square, zone or corridor) than where it was last drawn. */
  moves: number;
  /**
   * Frames in which a figure was drawn elsewhere than in the frame before, at the same size (a ring or a tag that
   * comes or goes moves its bounds), while no figure changed place, came or went, and another figure stood still,
   * or, with no new view drawn and the canvas as it was, some other labelled item stood still (the board moving or
   * rescaling as a whole moves everything).
   */
  walkFrames: number;
  /**
   * Frames whose figures marked `last-moved` are not those that changed place in the last frame where any did,
   * from the first move seen on (the page saw moves before the sampling began).
   */
  wrongMarks: string[];
}

function follow(frames: Sample[], marks: boolean): Seen {
  const where = new Map<string, string>();
  const at = new Map<string, Figure>();
  const seen: Seen = { moves: 0, walkFrames: 0, wrongMarks: [] };
  let places = "";
  let lastMove = new Set<string>();
  let views = 0;
  frames.forEach(({ items, views: drawn }, i) => {
    const figures = items.filter((f) => f.where !== "");
    const moved = new Set<string>();
    let still = 0;
    let stillFigures = 0;
    let shifted = 0;
    for (const f of items) {
      if (f.where !== "" && where.has(f.key) && where.get(f.key) !== f.where) moved.add(f.key);
      const was = at.get(f.key);
      const same = (a: number, b: number) => Math.abs(a - b) < 0.5;
      if (was && same(was.width, f.width) && same(was.height, f.height))
        if (same(was.x, f.x) && same(was.y, f.y)) [still, stillFigures] = [still + 1, stillFigures + (f.where ? 1 : 0)];
        else if (f.where !== "") shifted++;
      if (f.where !== "") where.set(f.key, f.where);
      at.set(f.key, f);
    }
    const now = figures
      .map((f) => `${f.key}@${f.where}`)
      .sort()
      .join();
    // While no figure changed place: some figures moved and others stood still, or, with no new view drawn (a new
    // one may move the whole map, say a map fitted again to its frame), something else stood still.
    if (now === places && shifted > 0 && (stillFigures > 0 || (drawn === views && still > 0))) seen.walkFrames++;
    places = now;
    views = drawn;
    seen.moves += moved.size;
    if (moved.size > 0) lastMove = moved;
    if (!marks || seen.moves === 0) return;
    const marked = figures.filter((f) => f.marked).map((f) => f.key);
    const expected = figures.filter((f) => lastMove.has(f.key)).map((f) => f.key);
    if (marked.sort().join() !== expected.sort().join())
      seen.wrongMarks.push(`frame ${i}: marked [${marked.join()}], moved last [${expected.join()}]`);
  });
  return seen;
}

interface Table {
  game: string;
  seats: number;
  bots: number;
  /** Figures that must change place before the sampling stops. */
  steps: number;
  /** Whether the last move is marked (a game with more than one figure). */
  marks: boolean;
}

const TABLES: Table[] = [
  { game: "xorlosch", seats: 2, bots: 1, steps: 3, marks: true },
  { game: "dungeon-lite", seats: 2, bots: 1, steps: 3, marks: true },
  { game: "dungeon-flee", seats: 1, bots: 0, steps: 3, marks: false },
];

/** The table, watched in `page` until `steps` figures have changed place (at most 75 s). */
async function watchBotsPlay(page: Page, name: string, table: Table): Promise<Seen> {
  const owner = await joinAs(t.server, `${name}'s host`, (c, token) =>
    c.create(table.game, { token, seats: table.seats, bots: table.bots, turnSeconds: 2 }),
  );
  try {
    await enterLobby(page, t.server.url, name);
    await page.getByTestId(`watch-${owner.room.roomId}`).click();
    await page
      .waitForFunction(() => window.__tabletop?.page === "game" && window.__tabletop.status === "playing")
      .catch(async (e: Error) => {
        const shown = await page.evaluate(() => ({ hook: window.__tabletop?.status, page: document.body.innerText }));
        throw new Error(`${e.message}; the page shows ${JSON.stringify(shown).slice(0, 800)}`);
      });
    return follow(await sampleFrames(page, table.steps, 75_000), table.marks);
  } finally {
    await owner.room.leave();
  }
}

describe.each(TABLES)("$game", (table) => {
  test("a figure that changes place walks there; the figures of the last move are marked until the next", async () => {
    const page = (await t.pool.player()).page;
    const seen = await watchBotsPlay(page, "Mo", table);
    expect(seen.moves).toBeGreaterThan(0);
    // A jump moves figures only when a view is drawn; a walk draws one on its way, frame after frame.
    expect(seen.walkFrames).toBeGreaterThan(0);
    expect(seen.wrongMarks).toEqual([]);
  }, 150_000);

  test("with prefers-reduced-motion a figure jumps to its place, and the last move is still marked", async () => {
    const page = (await t.pool.player()).page;
    await page.emulateMedia({ reducedMotion: "reduce" });
    const seen = await watchBotsPlay(page, "Still", table);
    expect(seen.moves).toBeGreaterThan(0);
    expect(seen.walkFrames).toBe(0);
    expect(seen.wrongMarks).toEqual([]);
  }, 150_000);
});
