/**
 * The benchmark's load generator: its scripted clients (./drivers.ts) spread over worker threads
 * (./driverThread.ts), one per CLIENTS_PER_THREAD clients of a phase. Each thread has a V8 heap of its own, so its
 * collections pause its own clients only: with the 6,000 clients of 6-seat Xorlosch in one heap, the load
 * generator's loop was held up to half a second, longer than the server's, and a paced phase's p99 measured the load
 * generator as much as the server. The main thread holds no clients: it tells the threads what to do and gathers
 * what they measured into one `Tally`, as the clients of a single thread would have written it.
 */
import { Worker } from "node:worker_threads";
import { newTally, type Tally } from "./drivers.js";
import type { LoopDelayFigures } from "./loopDelay.js";

/** How many clients one thread of the load generator plays at most. */
export const CLIENTS_PER_THREAD = 2000;

/** The threads for a phase of `clients` clients. */
export const threadsFor = (clients: number): number => Math.max(1, Math.ceil(clients / CLIENTS_PER_THREAD));

/** What a thread's clients measured since its last batch: the measured part of their Tally (./drivers.ts). */
export type Batch = Pick<Tally, "moves" | "latencies" | "setups" | "rejected" | "rejectedCodes" | "finished">;

type Commands =
  | { cmd: "echo"; url: string; roomName: string; clients: number; paceMs: number; count: number }
  | {
      cmd: "matches";
      url: string;
      game: string;
      seats: number;
      options: unknown;
      paceMs: number;
      /** Each match's seats' guest tokens. */
      tokens: string[][];
    }
  | { cmd: "startMoving" }
  | { cmd: "measure"; on: boolean }
  | { cmd: "leave" }
  | { cmd: "loopDelayStart" }
  | { cmd: "loopDelayStop" }
  | { cmd: "profileStart" }
  | { cmd: "profileStop"; file: string };

export type Command = Commands & { id: number };

export interface Reply {
  id?: number;
  error?: string;
  batch?: Batch;
  setupFailures?: number;
  liveMatches?: number;
  loopDelay?: LoopDelayFigures;
}

/** `count` items split into `n` shares as even as can be. */
export function shares(count: number, n: number): number[] {
  return Array.from({ length: n }, (_, k) => Math.floor(count / n) + (k < count % n ? 1 : 0));
}

class DriverThread {
  private readonly worker = new Worker(new URL("./driverThread.js", import.meta.url));
  private readonly waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  /** Why the thread is gone (it threw, or exited), once it is: every question then fails with it. */
  private gone: Error | null = null;

  constructor(onBatch: (b: Batch) => void) {
    this.worker.on("message", (r: Reply) => {
      if (r.batch) return onBatch(r.batch);
      const w = this.waiting.get(r.id!);
      this.waiting.delete(r.id!);
      if (r.error) w?.reject(new Error(`load generator thread: ${r.error}`));
      else w?.resolve(r);
    });
    this.worker.on("error", (e) => this.fail(e));
    this.worker.on("exit", (code) => this.fail(new Error(`load generator thread: exited (code ${code})`)));
  }

  private fail(e: Error): void {
    this.gone ??= e;
    for (const w of this.waiting.values()) w.reject(this.gone);
    this.waiting.clear();
  }

  ask(c: Commands): Promise<Reply> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...c, id });
    });
  }

  async stop(): Promise<void> {
    this.gone ??= new Error("load generator thread: stopped");
    await this.worker.terminate();
  }
}

export class LoadGenerator {
  /** What every thread's clients measured in the current phase, gathered. */
  tally: Tally = newTally();
  private readonly threads: DriverThread[];

  constructor(threads: number) {
    this.threads = Array.from({ length: threads }, () => new DriverThread((b) => this.add(b)));
  }

  get size(): number {
    return this.threads.length;
  }

  private add(b: Batch): void {
    const t = this.tally;
    t.moves += b.moves;
    for (const x of b.latencies) t.latencies.push(x);
    for (const x of b.setups) t.setups.push(x);
    t.rejected += b.rejected;
    for (const [code, n] of Object.entries(b.rejectedCodes)) t.rejectedCodes[code] = (t.rejectedCodes[code] ?? 0) + n;
    t.finished += b.finished;
  }

  private all(c: Commands | ((k: number) => Commands)): Promise<Reply[]> {
    return Promise.all(this.threads.map((t, k) => t.ask(typeof c === "function" ? c(k) : c)));
  }

  /** Sets up `count` echo rooms of `roomName`, `clients` clients each, held until `startMoving`; answers the failed tries. */
  async setUpEchoRooms(url: string, roomName: string, clients: number, paceMs: number, count: number): Promise<number> {
    this.tally = newTally();
    const split = shares(count, this.size);
    const replies = await this.all((k) => ({ cmd: "echo", url, roomName, clients, paceMs, count: split[k] }));
    return replies.reduce((n, r) => n + (r.setupFailures ?? 0), 0);
  }

  /**
   * Sets up one match of `game` per entry of `tokens` (its seats' guest tokens), held until `startMoving`; each
   * match that ends is replaced at once until `leave`. Answers the failed tries.
   */
  async setUpMatches(
    url: string,
    game: string,
    seats: number,
    options: unknown,
    paceMs: number,
    tokens: string[][],
  ): Promise<number> {
    this.tally = newTally();
    const split = shares(tokens.length, this.size);
    const from = split.map((_, k) => split.slice(0, k).reduce((a, b) => a + b, 0));
    const replies = await this.all((k) => ({
      cmd: "matches",
      url,
      game,
      seats,
      options,
      paceMs,
      tokens: tokens.slice(from[k], from[k] + split[k]),
    }));
    return replies.reduce((n, r) => n + (r.setupFailures ?? 0), 0);
  }

  async startMoving(): Promise<void> {
    await this.all({ cmd: "startMoving" });
  }

  /** Starts or stops measuring; stopping answers once every thread's last batch is in `tally`. */
  async measuring(on: boolean): Promise<void> {
    await this.all({ cmd: "measure", on });
  }

  /** Every client leaves its room; answers how many matches were in play. */
  async leave(): Promise<number> {
    const replies = await this.all({ cmd: "leave" });
    return replies.reduce((n, r) => n + (r.liveMatches ?? 0), 0);
  }

  async loopDelayStart(): Promise<void> {
    await this.all({ cmd: "loopDelayStart" });
  }

  /** The event-loop delay of the most delayed thread, figure by figure (a move waits on its own thread's loop). */
  async loopDelayStop(): Promise<LoopDelayFigures> {
    const figures = (await this.all({ cmd: "loopDelayStop" })).map((r) => r.loopDelay!);
    return {
      p50: Math.max(...figures.map((f) => f.p50)),
      p99: Math.max(...figures.map((f) => f.p99)),
      max: Math.max(...figures.map((f) => f.max)),
    };
  }

  async profileStart(): Promise<void> {
    await this.all({ cmd: "profileStart" });
  }

  /** Writes each thread's CPU profile: `file` with the thread's number before `.cpuprofile`. */
  async profileStop(file: (thread: number) => string): Promise<string[]> {
    const files = this.threads.map((_, k) => file(k));
    await this.all((k) => ({ cmd: "profileStop", file: files[k] }));
    return files;
  }

  async stop(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.stop()));
  }
}
