/**
 * The map's geometry as tables, for the heuristic bot's many questions about one map: zone steps through the
 * barred door (ruling LITE-Q-31, "how near") and without it (the way a figure walks), the first zone of a shortest
 * walk, and the line of sight within 4 zones. Read from the map's own steps and sight (map/: `neighbours`,
 * `visibleFrom`), one row at a time when first asked, once per map value; a test holds them equal to the map's
 * `distancesFrom`, `shortestPath` and `lineOfSight`.
 */
import { MAX_RANGE } from "../content/index.js";
import { neighbours, visibleFrom, zonesOf, type DungeonMap, type ZoneId } from "../map/index.js";
import { filled, mapped } from "./lists.js";

/** No path, no sight. */
export const FAR = 255;

export class Geometry {
  readonly zones: readonly ZoneId[];
  readonly index: ReadonlyMap<ZoneId, number>;
  readonly cover: readonly number[];
  /** Each zone's steps, in the map's order: [to, barred] pairs. */
  private readonly links: readonly (readonly (readonly [number, boolean])[])[];

  constructor(private readonly map: DungeonMap) {
    const all = zonesOf(map);
    this.zones = all.map((z) => z.id);
    const index = new Map(this.zones.map((z, i) => [z, i]));
    this.index = index;
    this.cover = all.map((z) => (z.cover ? 1 : 0));
    this.rows = [0, 1, 2, 3].map(() => mapped(this.zones, () => null));
    this.links = mapped(this.zones, (z) =>
      mapped(neighbours(map, z, { door: "pass" }), (l) => [index.get(l.to)!, l.barred] as const),
    );
  }

  private bfs(from: number, pass: boolean): number[] {
    const d = filled(this.zones.length, FAR);
    d[from] = 0;
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const z = queue[i];
      for (const [to, barred] of this.links[z]) {
        if ((barred && !pass) || d[to] !== FAR) continue;
        d[to] = Math.min(FAR - 1, d[z] + 1);
        queue.push(to);
      }
    }
    return d;
  }

  /** The rows made so far, per kind (0 near, 1 walk, 2 sight, 3 next) and zone index: made once, when first asked. */
  private readonly rows: (readonly number[] | null)[][];

  private row(kind: 0 | 1 | 2 | 3, a: number): readonly number[] {
    const rows = this.rows[kind];
    let r = rows[a];
    if (!r) {
      r =
        kind === 0
          ? this.bfs(a, true)
          : kind === 1
            ? this.bfs(a, false)
            : kind === 2
              ? this.sightRow(a)
              : this.nextRow(a);
      rows[a] = r;
    }
    return r;
  }

  private sightRow(a: number): number[] {
    const r = filled(this.zones.length, FAR);
    r[a] = 0;
    for (const v of visibleFrom(this.map, this.zones[a], MAX_RANGE)) r[this.index.get(v.zone)!] = v.distance;
    return r;
  }

  /** Per zone x: the first zone of a shortest walk from x to b. */
  private nextRow(b: number): number[] {
    const back = this.bfs(b, false);
    const out = filled(this.zones.length, FAR);
    for (let x = 0; x < out.length; x++) {
      if (back[x] === FAR || back[x] === 0) continue;
      for (const [to, barred] of this.links[x])
        if (!barred && back[to] === back[x] - 1) {
          out[x] = to;
          break;
        }
    }
    return out;
  }

  /** Zone steps from a to b through the barred door ("how near"). */
  near(a: number, b: number): number {
    return this.row(0, a)[b];
  }

  /** Zone steps from a to every zone through the barred door: `near(a, b)` is `nearRow(a)[b]`. Read-only. */
  nearRow(a: number): readonly number[] {
    return this.row(0, a);
  }

  /** Zone steps walking from a to b, the barred door closed. */
  walk(a: number, b: number): number {
    return this.row(1, a)[b];
  }

  /** The zones along the line of sight from a to b (0 for the same zone, at most 4), or FAR. */
  sight(a: number, b: number): number {
    return this.row(2, a)[b];
  }

  /** The first zone of a shortest walk from a to b, the one map/shortestPath takes, or FAR (none, or a = b). */
  next(a: number, b: number): number {
    return this.row(3, b)[a];
  }

  /** Where a figure ends walking up to `steps` along a shortest walk from a toward b. */
  toward(a: number, b: number, steps: number): number {
    let at = a;
    for (let i = 0; i < steps && at !== b; i++) {
      const nx = this.next(at, b);
      if (nx === FAR) break;
      at = nx;
    }
    return at;
  }
}

const cache = new WeakMap<DungeonMap, Geometry>();

export function geometryOf(map: DungeonMap): Geometry {
  let g = cache.get(map);
  if (!g) {
    g = new Geometry(map);
    cache.set(map, g);
  }
  return g;
}
