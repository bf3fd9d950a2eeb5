/**
 * The fuzzer's messages: random and mutated versions of what a client may send, from a seeded generator so a
 * failing run can be repeated. A fuzz message is either a legal action as the server offered it, sent with the
 * version it was offered at (so the match moves on), a legal action with one thing wrong, junk for "act", or another
 * message type.
 */
import { Sfc32, actAt, rngFromSeed } from "@tabletop/shared";

export interface FuzzMessage {
  type: string;
  payload: unknown;
  /** How it was made, for the report. */
  kind: "legal" | "mutated" | "junk" | "other-type";
}

/** Other message types a client may send (or invent); "sync" and "leave" are left out (a request, and the end). */
const OTHER_TYPES = [
  "start",
  "take-seat",
  "release-seat",
  "",
  "act ",
  "ACT",
  "__proto__",
  "constructor",
  "x".repeat(40),
];

export class FuzzSource {
  private readonly r: Sfc32;

  constructor(seed: string) {
    this.r = new Sfc32(rngFromSeed(`fuzz:${seed}`).dice);
  }

  private int(n: number): number {
    return this.r.nextInt(n);
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }

  /** A value of any JSON-ish type, sometimes huge or deeply nested (kept under the transport's 64 KB cap). */
  junk(depth = 0): unknown {
    switch (this.int(depth > 3 ? 7 : 10)) {
      case 0:
        return this.int(2) ? -this.int(1e9) : this.r.nextFloat() * 1e12;
      case 1:
        return this.pick([0, -1, 1.5, Number.MAX_SAFE_INTEGER, -0, 1e308, 255, 256, 65536]);
      case 2:
        return "x".repeat(this.pick([0, 1, 5, 100, 5000, 40_000]));
      case 3:
        return this.pick([null, true, false, "", "play", "🂡", "\u0000", "<script>alert(1)</script>"]);
      case 4:
        // Deeper than about 100 levels, the SDK's encoding is a frame the server cannot decode: Colyseus then closes
        // the connection (like a frame over the size cap), so the fuzzer stays under it.
        return this.nested(this.pick([10, 40, 90]));
      case 5:
        return [];
      case 6:
        return {};
      case 7:
        return Array.from({ length: this.int(6) }, () => this.junk(depth + 1));
      case 8: {
        const o: Record<string, unknown> = {};
        for (let i = this.int(6); i > 0; i--)
          o[this.pick(["type", "seat", "card", "zone", "__proto__", "a", "k" + i])] = this.junk(depth + 1);
        return o;
      }
      default:
        return Object.fromEntries(Array.from({ length: this.pick([50, 300]) }, (_, i) => [`k${i}`, i]));
    }
  }

  private nested(levels: number): unknown {
    let v: unknown = 1;
    for (let i = 0; i < levels; i++) v = this.int(2) ? [v] : { a: v };
    return v;
  }

  /**
   * A legal action offered at version `at`, with one thing wrong: an extra field, a field of the wrong type, a field
   * gone, a made-up type, a bad seat or a bad version.
   */
  mutate(action: Record<string, unknown>, at: number): Record<string, unknown> {
    const a: Record<string, unknown> = { ...action, at };
    const keys = Object.keys(action).filter((k) => k !== "type");
    switch (this.int(7)) {
      case 0:
        a[this.pick(["extra", "seat", "state", "seed", "x"])] = this.junk();
        break;
      case 1:
        if (keys.length) a[this.pick(keys)] = this.junk();
        else a.type = this.junk();
        break;
      case 2:
        if (keys.length) delete a[this.pick(keys)];
        else delete a.type;
        break;
      case 3:
        a.type = `${String(a.type)}${this.pick(["x", " ", "-", "2"])}`;
        break;
      case 4:
        a.seat = this.pick([-1, 99, "0", 0.5, null, [0]]);
        break;
      case 5:
        a.at = this.pick([-1, at + 1, at + 1000, 0.5, String(at), null, [at]]);
        break;
      default:
        for (const k of keys) if (typeof a[k] === "number") a[k] = (a[k] as number) + this.pick([1000, -1000, 0.5]);
        if (!keys.some((k) => typeof action[k] === "number")) a.type = this.junk();
    }
    return a;
  }

  /**
   * The next message: a legal action when there is one (a third of the time), else something bad. Kept under the
   * transport's 64 KB cap (MAX_PAYLOAD): a bigger message is refused by the transport with close code 1009 before
   * any parsing, which ends the connection rather than answering it.
   */
  next(legal: readonly unknown[], at: number): FuzzMessage {
    for (;;) {
      const m = this.draw(legal, at);
      if ((JSON.stringify(m.payload) ?? "").length < 48_000) return m;
    }
  }

  private draw(legal: readonly unknown[], at: number): FuzzMessage {
    const roll = this.int(12);
    if (legal.length && roll < 4) return { type: "act", payload: actAt(this.pick(legal), at), kind: "legal" };
    if (legal.length && roll < 8)
      return { type: "act", payload: this.mutate(this.pick(legal) as Record<string, unknown>, at), kind: "mutated" };
    if (roll < 11) return { type: "act", payload: this.junk(), kind: "junk" };
    return { type: this.pick(OTHER_TYPES), payload: this.int(2) ? this.junk() : undefined, kind: "other-type" };
  }
}
